import { eq } from 'drizzle-orm';
import { betLimitsIn } from '@croupier/contracts';
import { currencies, type DbOrTx } from '@croupier/db';

/**
 * A game's bet limits in the currency a session plays in (minor units): the games table holds them in euro cents,
 * scaled here by the currency's `minor_per_eur` (contracts betLimitsIn). Read on every call, so an operator's new
 * rate applies to the next round.
 */
export async function betLimitsFor(db: DbOrTx, game: { minBet: bigint | number; maxBet: bigint | number }, currency: string): Promise<{ minBet: number; maxBet: number; defaultBet: number }> {
  const [c] = await db.select({ exponent: currencies.exponent, minorPerEur: currencies.minorPerEur }).from(currencies).where(eq(currencies.code, currency)).limit(1);
  return betLimitsIn({ minBet: Number(game.minBet), maxBet: Number(game.maxBet) }, { exponent: c?.exponent ?? 2, minorPerEur: c?.minorPerEur ?? null });
}
