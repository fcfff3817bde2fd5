/**
 * Plinko — a ball falls through `rows` rows of pegs, going left or right at each with equal
 * probability, and lands in one of `rows + 1` bins; bin k (the number of right bounces) pays
 * `PLINKO_TABLES[rows][risk][k]` × bet.
 *
 * - One float per row: `float < 0.5` → left, otherwise right.
 * - P(bin k) = C(rows, k) / 2^rows, so RTP = Σ_k C(rows,k)/2^rows × multiplier_k, computed
 *   exactly by {@link plinkoRtp}; every table returns 98.9%–99.2% (house edge ≈ 1%).
 *
 * @module
 */
import type { Rng } from './rng';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export type PlinkoRows = 8 | 12 | 16;

/** What the player picks. */
export interface PlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export const DEFAULT_PLINKO_PARAMS: PlinkoParams = { rows: 16, risk: 'medium' };

/** Bin multipliers (× bet), symmetric, by rows and risk. Stored as given; RTP is computed. */
export const PLINKO_TABLES: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, readonly number[]>>>> = {
  8: {
    low: [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6],
    medium: [13, 3, 1.3, 0.7, 0.4, 0.7, 1.3, 3, 13],
    high: [29, 4, 1.5, 0.3, 0.2, 0.3, 1.5, 4, 29],
  },
  12: {
    low: [10, 3, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3, 10],
    medium: [33, 11, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 11, 33],
    high: [170, 24, 8.1, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8.1, 24, 170],
  },
  16: {
    low: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2, 9, 16],
    medium: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110],
    high: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000],
  },
};

/** All allowed parameter combinations. */
export const PLINKO_CONFIGS: readonly PlinkoParams[] = ([8, 12, 16] as const).flatMap((rows) => (['low', 'medium', 'high'] as const).map((risk) => ({ rows, risk })));

/** Details for the animation: the path and the bin. */
export interface PlinkoDetails {
  rows: PlinkoRows;
  risk: PlinkoRisk;
  /** 0 = left, 1 = right, one per row. */
  path: number[];
  /** Bin index 0…rows (number of right bounces). */
  bin: number;
  /** Multiplier of the bin. */
  binMultiplier: number;
}

/** The table for params (multipliers in hundredths, exact integers); throws on invalid params. */
export function plinkoTable(params: PlinkoParams): Int32Array {
  // Own keys only, of the right types: params come from a request ("constructor" or "toString" is no risk level).
  const byRows = typeof params.rows === 'number' && Object.hasOwn(PLINKO_TABLES, params.rows) ? PLINKO_TABLES[params.rows] : undefined;
  const t = byRows && typeof params.risk === 'string' && Object.hasOwn(byRows, params.risk) ? byRows[params.risk] : undefined;
  if (!t) throw new RangeError('plinko rows must be 8, 12 or 16 and risk low, medium or high');
  return new Int32Array(t.map((x) => Math.round(x * 100)));
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Exact RTP of a table: Σ C(rows,k) / 2^rows × multiplier_k. */
export function plinkoRtp(params: PlinkoParams = DEFAULT_PLINKO_PARAMS): number {
  const t = plinkoTable(params);
  let sumHundredths = 0;
  for (let k = 0; k <= params.rows; k++) sumHundredths += binomial(params.rows, k) * t[k]!;
  return sumHundredths / 100 / 2 ** params.rows;
}

/** Largest multiplier of a table. */
export function plinkoMaxMultiplier(params: PlinkoParams): number {
  return Math.max(...plinkoTable(params)) / 100;
}

/** Probability that a drop wins something (multiplier > 0): 1 for every table. */
export function plinkoHitRate(params: PlinkoParams): number {
  const t = plinkoTable(params);
  let p = 0;
  for (let k = 0; k <= params.rows; k++) if (t[k]! > 0) p += binomial(params.rows, k) / 2 ** params.rows;
  return p;
}

/** Drops one ball: consumes `rows` floats; returns the win as `num / 100` of the bet and details. */
export function dropPlinko(rng: Rng, params: PlinkoParams, table: Int32Array = plinkoTable(params), record = true): { num: number; den: number; details: PlinkoDetails | null } {
  let bin = 0;
  const path: number[] | null = record ? [] : null;
  for (let i = 0; i < params.rows; i++) {
    const right = rng.next() < 0.5 ? 0 : 1;
    bin += right;
    path?.push(right);
  }
  const num = table[bin]!;
  return { num, den: 100, details: path ? { rows: params.rows, risk: params.risk, path, bin, binMultiplier: num / 100 } : null };
}
