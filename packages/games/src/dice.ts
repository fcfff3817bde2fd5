/**
 * Dice — roll a number from 0.00 to 99.99 and win if it lands under (or over) the chosen target.
 *
 * - One float per round: `roll = floor(float × 10000) / 100` (10,000 equally likely outcomes).
 * - "under t": wins when `roll < t`; "over t": wins when `roll > t`.
 * - Win chance `c` (percent) = winning outcomes / 100; payout multiplier = `(100 − edge) / c`
 *   = `9900 / winningOutcomes` with the 1% house edge, held exactly as a fraction.
 * - RTP = `c/100 × 99/c` = 99% exactly, for every target. Win chance is limited to 1%–98%, so the
 *   multiplier ranges from 1.0102× to 99×.
 *
 * @module
 */
import type { Rng } from './rng';

/** House edge of dice, as a fraction. */
export const DICE_HOUSE_EDGE = 0.01;
/** Smallest and largest allowed win chance, in hundredths of a percent (winning outcomes). */
export const DICE_MIN_OUTCOMES = 100;
export const DICE_MAX_OUTCOMES = 9800;

/** What the player picks. */
export interface DiceParams {
  /** Target with at most two decimals, e.g. 49.5. */
  target: number;
  direction: 'under' | 'over';
}

/** Default parameters (50.00, under: 49.50% chance, 2× payout). */
export const DEFAULT_DICE_PARAMS: DiceParams = { target: 50, direction: 'under' };

/** Everything the UI shows for a roll. */
export interface DiceDetails {
  /** The roll, 0.00–99.99. */
  roll: number;
  target: number;
  direction: 'under' | 'over';
  /** Win chance in percent (e.g. 49.5). */
  winChance: number;
  /** Payout multiplier if won (exact value `9900 / winningOutcomes`). */
  payoutMultiplier: number;
  won: boolean;
}

/** Winning outcomes (out of 10,000) for the params; throws on invalid params. */
export function diceWinningOutcomes(params: DiceParams): number {
  const t = Math.round(params.target * 100);
  if (!Number.isFinite(params.target) || Math.abs(t - params.target * 100) > 1e-6) throw new RangeError('dice target must have at most two decimals');
  if (params.direction !== 'under' && params.direction !== 'over') throw new RangeError('dice direction must be under or over');
  const n = params.direction === 'under' ? t : 9999 - t;
  if (n < DICE_MIN_OUTCOMES || n > DICE_MAX_OUTCOMES) throw new RangeError('dice win chance must be between 1% and 98%');
  return n;
}

/** Exact payout multiplier of a winning roll as a fraction `{ num, den }` (= 9900 / n). */
export function dicePayout(params: DiceParams): { num: number; den: number } {
  return { num: Math.round((1 - DICE_HOUSE_EDGE) * 10000), den: diceWinningOutcomes(params) };
}

/** Exact RTP of dice for given params (always 0.99). */
export function diceRtp(params: DiceParams = DEFAULT_DICE_PARAMS): number {
  const n = diceWinningOutcomes(params);
  const { num, den } = dicePayout(params);
  return (n / 10000) * (num / den);
}

/** Max multiplier over all allowed params: 9900 / 100 = 99. */
export function diceMaxMultiplier(): number {
  return Math.round((1 - DICE_HOUSE_EDGE) * 10000) / DICE_MIN_OUTCOMES;
}

/**
 * Rolls once. Returns the win as an exact fraction of the bet (`num / den`, 0 when lost) and the
 * details. Consumes exactly one float.
 */
export function rollDice(rng: Rng, params: DiceParams): { num: number; den: number; details: DiceDetails } {
  const n = diceWinningOutcomes(params);
  const r = Math.floor(rng.next() * 10000);
  const t = Math.round(params.target * 100);
  const won = params.direction === 'under' ? r < t : r > t;
  const pay = dicePayout(params);
  return {
    num: won ? pay.num : 0,
    den: pay.den,
    details: { roll: r / 100, target: t / 100, direction: params.direction, winChance: n / 100, payoutMultiplier: pay.num / pay.den, won },
  };
}
