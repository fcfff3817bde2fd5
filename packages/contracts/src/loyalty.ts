/**
 * Loyalty levels (spec §1 "loyalty levels", §3 user `userLoyaltyLevel` {level, points, pointsTillNextLevel, xp},
 * §3 setting `loyaltyLevelGroupSteps`, §4 "a high loyalty level"; docs/loyalty.md). Pure functions, no zod and no
 * I/O: the server, the web and the tests share them.
 *
 * Points come from real-money stakes only (bonus money earns none; a rolled-back bet is taken out again): each
 * currency has a number of minor units per point (`currencies.loyalty_minor_per_point`, one point per euro or its
 * equivalent by default). Points never expire, so a level is never lost. Levels are grouped into tiers of
 * `loyaltyLevelGroupSteps` levels each (default 5: Bronze 1–5, Silver 6–10, …).
 */
import { DEFAULT_MINOR_PER_EUR } from './money';

/** Points needed for each level: index 0 is level 1 (everyone starts there). One point ≈ €1 of real-money stakes. */
export const LOYALTY_LEVEL_POINTS = [
  0, 100, 250, 500, 1_000, 2_000, 3_500, 5_500, 8_000, 12_000, 17_000, 24_000, 33_000, 45_000, 60_000, 80_000, 105_000, 135_000, 175_000,
  225_000, 290_000, 370_000, 470_000, 600_000, 760_000, 960_000, 1_200_000, 1_500_000, 1_900_000, 2_400_000,
] as const;
export const LOYALTY_MAX_LEVEL = LOYALTY_LEVEL_POINTS.length;
/** Tier names in order (message keys `loyalty.group.<name>`); tiers past the last reuse `loyalty.group.other` with their number. */
export const LOYALTY_GROUP_NAMES = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'black'] as const;
/** The tier size used when the setting is missing or outside 1–LOYALTY_MAX_LEVEL. */
export const DEFAULT_LOYALTY_GROUP_STEPS = 5;
/**
 * Spec §4: removing a bet limit, max bet or the monthly winnings limit needs support and a high loyalty level.
 * "High" is this level or above (the first Gold level with tiers of five); the operator command checks it.
 */
export const LOYALTY_HIGH_LEVEL = 11;
/** Default minor units of stake per point, per currency (≈ €1 each, DEFAULT_MINOR_PER_EUR; the seed and migration 0015 write them). */
export const DEFAULT_LOYALTY_MINOR_PER_POINT: Readonly<Record<string, bigint>> = Object.fromEntries(
  Object.entries(DEFAULT_MINOR_PER_EUR).map(([code, minor]) => [code, BigInt(minor)]),
);

export interface TLoyaltyTier {
  /** 1-based tier number. */
  group: number;
  /** `bronze` … or `other` past the named tiers (then show `group`). */
  name: string;
  firstLevel: number;
  lastLevel: number;
  /** Points at which the tier starts. */
  points: number;
}

export interface TLoyaltyProgress {
  level: number;
  /** Lifetime points. */
  points: number;
  /** Points still needed for the next level (0 at the top level). */
  pointsTillNextLevel: number;
  /** Progress through the current level, 0–100 (100 at the top level). */
  xp: number;
  /** Points at which the current and the next level start (next null at the top). */
  levelPoints: number;
  nextLevelPoints: number | null;
  tier: TLoyaltyTier;
}

/** The setting, clamped to what makes sense (a tier of 1 up to all levels). */
export function loyaltyGroupSteps(setting: number | null | undefined): number {
  if (!Number.isInteger(setting) || (setting as number) < 1 || (setting as number) > LOYALTY_MAX_LEVEL) return DEFAULT_LOYALTY_GROUP_STEPS;
  return setting as number;
}

/** Points for stakes in one currency: whole points only (what is left over counts toward the next stake). */
export function pointsForStake(minor: bigint, minorPerPoint: bigint | null | undefined): number {
  if (!minorPerPoint || minorPerPoint <= 0n || minor <= 0n) return 0;
  return Number(minor / minorPerPoint);
}

/** The level reached with these points (1 … LOYALTY_MAX_LEVEL). */
export function levelForPoints(points: number): number {
  let level = 1;
  for (let i = 1; i < LOYALTY_LEVEL_POINTS.length; i++) if (points >= LOYALTY_LEVEL_POINTS[i]!) level = i + 1;
  return level;
}

/** The tier a level belongs to. */
export function tierOf(level: number, groupSteps: number): TLoyaltyTier {
  const steps = loyaltyGroupSteps(groupSteps);
  const group = Math.ceil(Math.min(Math.max(level, 1), LOYALTY_MAX_LEVEL) / steps);
  const firstLevel = (group - 1) * steps + 1;
  return {
    group,
    name: LOYALTY_GROUP_NAMES[group - 1] ?? 'other',
    firstLevel,
    lastLevel: Math.min(group * steps, LOYALTY_MAX_LEVEL),
    points: LOYALTY_LEVEL_POINTS[firstLevel - 1]!,
  };
}

/** Every tier, in order. */
export function loyaltyTiers(groupSteps: number): TLoyaltyTier[] {
  const steps = loyaltyGroupSteps(groupSteps);
  const tiers: TLoyaltyTier[] = [];
  for (let level = 1; level <= LOYALTY_MAX_LEVEL; level += steps) tiers.push(tierOf(level, steps));
  return tiers;
}

/** Level, progress and tier for a point total. */
export function loyaltyProgress(points: number, groupSteps: number): TLoyaltyProgress {
  const p = Math.max(0, Math.floor(points));
  const level = levelForPoints(p);
  const levelPoints = LOYALTY_LEVEL_POINTS[level - 1]!;
  const nextLevelPoints = level < LOYALTY_MAX_LEVEL ? LOYALTY_LEVEL_POINTS[level]! : null;
  const xp = nextLevelPoints === null ? 100 : Math.floor(((p - levelPoints) * 100) / (nextLevelPoints - levelPoints));
  return {
    level,
    points: p,
    pointsTillNextLevel: nextLevelPoints === null ? 0 : nextLevelPoints - p,
    xp,
    levelPoints,
    nextLevelPoints,
    tier: tierOf(level, groupSteps),
  };
}
