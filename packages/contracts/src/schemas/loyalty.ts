/**
 * Loyalty levels (docs/loyalty.md; rules in ../loyalty.ts).
 *
 *   GET /api/loyalty → { data: TLoyaltyOverview }   guests too: the tiers and their rakeback; a signed-in player
 *                                                   also gets their progress and points per currency.
 *
 * `rakebackPercent` is the percent (10 = 10 %) of the rakeback promotion in force for the player's (or, for a
 * guest, the asked or first active) currency at the tier's first level (`rakebackPercentTop`: its last), or null
 * when no rakeback runs there.
 */
import { z } from 'zod';

/** A guest may ask for the rakeback percents of another currency (ignored for a signed-in player: their active one). */
export const ZLoyaltyQuery = z.object({
  currency: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^[A-Za-z]{3,5}$/, 'form.validation.invalid.format').optional()),
});

export const ZLoyaltyTier = z.object({
  group: z.number().int(),
  name: z.string(),
  firstLevel: z.number().int(),
  lastLevel: z.number().int(),
  points: z.number().int(),
  rakebackPercent: z.number().nullable(),
  /** The percent at the tier's last level (a tier may span several rakeback steps). */
  rakebackPercentTop: z.number().nullable(),
});
export type TLoyaltyTierView = z.infer<typeof ZLoyaltyTier>;

export const ZLoyaltyPlayer = z.object({
  level: z.number().int(),
  points: z.number().int(),
  pointsTillNextLevel: z.number().int(),
  xp: z.number().int(),
  levelPoints: z.number().int(),
  nextLevelPoints: z.number().int().nullable(),
  group: z.number().int(),
  rakebackPercent: z.number().nullable(),
  /** Whether support may remove a bet limit, max bet or monthly winnings limit on request (spec §4). */
  isHighLevel: z.boolean(),
  /** Real-money stakes per currency (major units, `exponent` the currency's decimals) and the points they earned. */
  stakes: z.array(z.object({ currency: z.string(), exponent: z.number().int(), amount: z.number(), points: z.number().int() })),
});
export type TLoyaltyPlayer = z.infer<typeof ZLoyaltyPlayer>;

export const ZLoyaltyOverview = z.object({
  groupSteps: z.number().int(),
  maxLevel: z.number().int(),
  highLevel: z.number().int(),
  /** Currency the rakeback percents are for, and its decimals. */
  currency: z.string(),
  exponent: z.number().int(),
  /** What one point costs in that currency (major units of real-money stakes), or null when it earns none. */
  stakePerPoint: z.number().nullable(),
  tiers: z.array(ZLoyaltyTier),
  player: ZLoyaltyPlayer.nullable(),
});
export type TLoyaltyOverview = z.infer<typeof ZLoyaltyOverview>;
export const ZLoyaltyResponse = z.object({ data: ZLoyaltyOverview });
