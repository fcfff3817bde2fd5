import { eq } from 'drizzle-orm';
import { betLimitsIn } from '@croupier/contracts';
import { currencies, type DbOrTx } from '@croupier/db';

/** A currency's exponent and its minor units per euro (null: one major unit per euro). */
export async function currencyRate(db: DbOrTx, currency: string): Promise<{ exponent: number; minorPerEur: number | null }> {
  const [c] = await db.select({ exponent: currencies.exponent, minorPerEur: currencies.minorPerEur }).from(currencies).where(eq(currencies.code, currency)).limit(1);
  return { exponent: c?.exponent ?? 2, minorPerEur: c?.minorPerEur ?? null };
}

/**
 * A game's bet limits in the currency a session plays in (minor units): the games table holds them in euro cents,
 * scaled here by the currency's `minor_per_eur` (contracts betLimitsIn). Read on every call, so an operator's new
 * rate applies to the next round.
 */
export async function betLimitsFor(db: DbOrTx, game: { minBet: bigint | number; maxBet: bigint | number }, currency: string): Promise<{ minBet: number; maxBet: number; defaultBet: number }> {
  return betLimitsIn({ minBet: Number(game.minBet), maxBet: Number(game.maxBet) }, await currencyRate(db, currency));
}
