/**
 * Integer money helpers. Bets and wins are integers in the currency's minor units; a win is
 * always `floor(bet × multiplier)` with the multiplier held as an exact fraction `num / den`.
 *
 * @module
 */

/** `floor(amount × num / den)` exactly, for non-negative safe integers (BigInt when needed). */
export function floorMulDiv(amount: number, num: number, den: number): number {
  const a = amount * num;
  if (Number.isSafeInteger(a)) {
    let q = Math.floor(a / den);
    if (q * den > a) q--;
    else if ((q + 1) * den <= a) q++;
    return q;
  }
  const q = (BigInt(amount) * BigInt(num)) / BigInt(den);
  if (q > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('win exceeds the safe integer range');
  return Number(q);
}

/** Throws unless `bet` is a positive safe integer (minor units). */
export function assertBet(bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError('bet must be a positive safe integer in minor units');
}
