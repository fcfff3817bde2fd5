import { asc, eq } from 'drizzle-orm';
import { LOYALTY_HIGH_LEVEL, LOYALTY_MAX_LEVEL, loyaltyGroupSteps, loyaltyProgress, loyaltyTiers, toMajorNumber, type TLoyaltyOverview } from '@croupier/contracts';
import { currencies, type DbOrTx } from '@croupier/db';
import { loadRakebackDefinitions, pickRakebackTerms, type TRakebackDefinition } from '../rakeback/rakeback-terms';
import { loyaltyPointsOf } from './loyalty-points';

/**
 * GET /api/loyalty (the VIP club page): the tiers with the rakeback percent each earns, and for a signed-in
 * player their level, progress and points per currency. `currency` is the player's active one (a guest's
 * choice, else the first active currency); `player` is null for a guest.
 */
export async function getLoyalty(
  db: DbOrTx,
  input: { player: { userId: string; currency: string; countryCode: string | null } | null; guestCurrency?: string | null; groupSteps: number; now: Date },
): Promise<TLoyaltyOverview> {
  const steps = loyaltyGroupSteps(input.groupSteps);
  const currency = await pickCurrency(db, input.player?.currency ?? input.guestCurrency ?? null);
  const defs = await loadRakebackDefinitions(db);
  const countryCode = input.player?.countryCode ?? null;
  const percentAt = (level: number) => rakebackPercentAt(defs, { currency: currency.code, countryCode, at: input.now, level });
  const tiers = loyaltyTiers(steps).map((t) => ({ ...t, rakebackPercent: percentAt(t.firstLevel), rakebackPercentTop: percentAt(t.lastLevel) }));
  let player: TLoyaltyOverview['player'] = null;
  if (input.player) {
    const { points, stakes } = await loyaltyPointsOf(db, input.player.userId);
    const p = loyaltyProgress(points, steps);
    player = {
      level: p.level,
      points: p.points,
      pointsTillNextLevel: p.pointsTillNextLevel,
      xp: p.xp,
      levelPoints: p.levelPoints,
      nextLevelPoints: p.nextLevelPoints,
      group: p.tier.group,
      rakebackPercent: percentAt(p.level),
      isHighLevel: p.level >= LOYALTY_HIGH_LEVEL,
      stakes: stakes.map((s) => ({ currency: s.currency, exponent: s.exponent, amount: toMajorNumber(s.minor, s.exponent), points: s.points })),
    };
  }
  return {
    groupSteps: steps,
    maxLevel: LOYALTY_MAX_LEVEL,
    highLevel: LOYALTY_HIGH_LEVEL,
    currency: currency.code,
    exponent: currency.exponent,
    stakePerPoint: currency.perPoint === null ? null : toMajorNumber(currency.perPoint, currency.exponent),
    tiers,
    player,
  };
}

/** The rakeback percent a player of this level gets in this currency and country now, or null when none runs. */
export function rakebackPercentAt(defs: readonly TRakebackDefinition[], c: { currency: string; countryCode: string | null; at: Date; level: number }): number | null {
  const terms = pickRakebackTerms(defs, { currency: c.currency, countryCode: c.countryCode, at: c.at, loyaltyLevel: c.level });
  return terms ? Number(terms.percent) : null;
}

/** The currency asked for when it is active, else the first active one. */
async function pickCurrency(db: DbOrTx, code: string | null): Promise<{ code: string; exponent: number; perPoint: bigint | null }> {
  const cols = { code: currencies.code, exponent: currencies.exponent, perPoint: currencies.loyaltyMinorPerPoint, isActive: currencies.isActive };
  const asked = code ? (await db.select(cols).from(currencies).where(eq(currencies.code, code.toUpperCase())).limit(1))[0] : undefined;
  const row = asked?.isActive ? asked : (await db.select(cols).from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.sortOrder)).limit(1))[0];
  if (!row) return { code: 'EUR', exponent: 2, perPoint: null };
  return { code: row.code, exponent: row.exponent, perPoint: row.perPoint };
}
