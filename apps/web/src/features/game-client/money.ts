/** Minor units → major units for a currency exponent. */
export function toMajor(minor: number, exponent: number): number {
  return minor / 10 ** exponent;
}

/**
 * The bet ladder: 1-2-5 steps (× the powers of ten) inside [min, max], always including both
 * ends, in minor units.
 */
export function betLadder(min: number, max: number): number[] {
  const out = new Set<number>([min, max]);
  for (let p = 1; p <= max; p *= 10) for (const m of [1, 2, 5]) if (p * m > min && p * m < max) out.add(p * m);
  return [...out].sort((a, b) => a - b);
}

/** The ladder value closest to `bet` (ties go down). */
export function nearestBet(ladder: number[], bet: number): number {
  let best = ladder[0] ?? bet;
  for (const v of ladder) if (Math.abs(v - bet) < Math.abs(best - bet)) best = v;
  return best;
}
