/**
 * Game bet limits in every currency (docs/architecture.md "Bet limits in every currency"). Its own module, so
 * the web's game details take only this from contracts.
 */

/** A game client's opening stake, in euro cents (scaled like the limits, kept inside them). */
export const DEFAULT_BET_EUR_CENTS = 100;

/**
 * A game's bet limits (set in euro cents, the catalogue's reference) in a currency: scaled by the currency's
 * `minorPerEur` (null: one major unit per euro), the minimum rounded up, the maximum down, so a bet inside the
 * scaled limits is never worth less than the game's minimum; `defaultBet` is the opening stake (about €1). Minor
 * units of the currency.
 */
export function betLimitsIn(
  limits: { minBet: number; maxBet: number },
  currency: { exponent: number; minorPerEur: number | null },
): { minBet: number; maxBet: number; defaultBet: number } {
  const per = currency.minorPerEur ?? 10 ** currency.exponent;
  const minBet = Math.max(1, Math.ceil((limits.minBet * per) / 100));
  const maxBet = Math.max(minBet, Math.floor((limits.maxBet * per) / 100));
  const defaultBet = Math.min(maxBet, Math.max(minBet, Math.round((DEFAULT_BET_EUR_CENTS * per) / 100)));
  return { minBet, maxBet, defaultBet };
}
