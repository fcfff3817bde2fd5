/**
 * European roulette (single zero) — the maths of the live Auto Roulette table.
 *
 * - 37 pockets, 0–36. A round's pocket comes from the round's own provably-fair seed:
 *   `pocket = floor(float × 37)` with the float of `createFairRng({ serverSeed, clientSeed: "<table>:<round>", nonce: 0 })`.
 *   The server seed's SHA-256 is shown before the round takes bets and the seed itself after the spin.
 * - Every bet covers k numbers (1, 2, 3, 4, 6, 12 or 18) and pays `36 / k` times the chip back (chip included):
 *   straight 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozen and column 2:1, even chances 1:1.
 *   36/k is an integer for every k, so a win is an exact integer of minor units, and every bet's RTP is 36/37
 *   (97.30 %). A zero loses every outside bet (no la partage).
 *
 * @module
 */
import { createFairRng } from './rng';

export const ROULETTE_POCKETS = 37;
/** The red numbers of a European wheel; every other number but 0 is black. */
export const ROULETTE_RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel's pocket order, clockwise from 0. */
export const ROULETTE_WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
/** RTP of every roulette bet: 36/37. */
export const ROULETTE_RTP = 36 / 37;

export type RouletteColour = 'red' | 'black' | 'green';
export const rouletteColour = (n: number): RouletteColour => (n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black');

/** Inside bets name their numbers; dozens and columns an index 1–3; even chances nothing. */
export type RouletteBetType =
  'straight' | 'split' | 'street' | 'corner' | 'line' | 'dozen' | 'column' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export const ROULETTE_BET_TYPES: readonly RouletteBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

export interface RouletteChip {
  type: RouletteBetType;
  /** Inside bets: the numbers covered (any order). */
  numbers?: number[];
  /** Dozen and column: 1, 2 or 3. */
  index?: number;
  /** Minor units. */
  amount: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
const isNumber = (n: number) => Number.isInteger(n) && n >= 0 && n <= 36;

/** Every valid inside bet of a given size on the standard layout (three columns, twelve rows). */
function insideSets(type: 'split' | 'street' | 'corner' | 'line'): number[][] {
  const sets: number[][] = [];
  if (type === 'split') {
    for (let n = 1; n <= 36; n++) {
      if (n % 3 !== 0) sets.push([n, n + 1]);
      if (n <= 33) sets.push([n, n + 3]);
    }
    sets.push([0, 1], [0, 2], [0, 3]);
  } else if (type === 'street') {
    for (let r = 0; r < 12; r++) sets.push(range(3 * r + 1, 3 * r + 3));
    sets.push([0, 1, 2], [0, 2, 3]);
  } else if (type === 'corner') {
    for (let n = 1; n <= 32; n++) if (n % 3 !== 0) sets.push([n, n + 1, n + 3, n + 4]);
    sets.push([0, 1, 2, 3]);
  } else {
    for (let r = 0; r < 11; r++) sets.push(range(3 * r + 1, 3 * r + 6));
  }
  return sets;
}
/** Every split, street, corner and six line on the layout, each as its sorted numbers. */
export const ROULETTE_INSIDE_BETS: Readonly<Record<'split' | 'street' | 'corner' | 'line', readonly (readonly number[])[]>> = {
  split: insideSets('split'),
  street: insideSets('street'),
  corner: insideSets('corner'),
  line: insideSets('line'),
};

/** The numbers a bet covers (sorted), or a RangeError when the bet is not a bet on the layout. */
export function rouletteCovered(chip: Pick<RouletteChip, 'type' | 'numbers' | 'index'>): number[] {
  const { type } = chip;
  const isInside = type === 'straight' || type === 'split' || type === 'street' || type === 'corner' || type === 'line';
  // A spot names its numbers (inside bets) or its index (dozens, columns), nothing else: one spot, one key.
  if ((chip.numbers !== undefined && !isInside) || (chip.index !== undefined && type !== 'dozen' && type !== 'column')) {
    throw new RangeError(`a ${type} bet takes no ${chip.numbers !== undefined ? 'numbers' : 'index'}`);
  }
  switch (type) {
    case 'straight': {
      const n = chip.numbers ?? [];
      if (n.length !== 1 || !isNumber(n[0]!)) throw new RangeError('a straight bet covers one number 0–36');
      return [n[0]!];
    }
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const n = [...(chip.numbers ?? [])].sort((a, b) => a - b);
      if (!n.every(isNumber) || !ROULETTE_INSIDE_BETS[type].some((s) => sameSet(s, n))) throw new RangeError(`not a ${type} on the layout`);
      return n;
    }
    case 'dozen':
    case 'column': {
      const i = chip.index;
      if (i !== 1 && i !== 2 && i !== 3) throw new RangeError(`a ${type} is 1, 2 or 3`);
      return type === 'dozen' ? range(12 * (i - 1) + 1, 12 * i) : range(1, 36).filter((n) => (n - 1) % 3 === i - 1);
    }
    case 'red':
    case 'black':
      return range(1, 36).filter((n) => ROULETTE_RED.has(n) === (type === 'red'));
    case 'odd':
    case 'even':
      return range(1, 36).filter((n) => n % 2 === (type === 'odd' ? 1 : 0));
    case 'low':
    case 'high':
      return type === 'low' ? range(1, 18) : range(19, 36);
    default:
      throw new RangeError('unknown bet type');
  }
}

/** What a chip pays back (chip included) as a multiple of it: 36 / numbers covered. */
export const roulettePayout = (chip: Pick<RouletteChip, 'type' | 'numbers' | 'index'>): number => 36 / rouletteCovered(chip).length;

/** A stable key for a spot on the layout (the same spot twice in one bet is one chip). */
export function rouletteSpotKey(chip: Pick<RouletteChip, 'type' | 'numbers' | 'index'>): string {
  if (chip.type === 'dozen' || chip.type === 'column') return `${chip.type}:${chip.index}`;
  if (chip.numbers) return `${chip.type}:${[...chip.numbers].sort((a, b) => a - b).join('-')}`;
  return chip.type;
}

/** Checks a set of chips (every spot valid, positive integer amounts); returns the stake. Throws RangeError. */
export function rouletteStake(chips: readonly RouletteChip[]): number {
  if (chips.length === 0) throw new RangeError('no chips');
  const spots = new Set<string>();
  let stake = 0;
  for (const c of chips) {
    if (!Number.isSafeInteger(c.amount) || c.amount <= 0) throw new RangeError('chip amounts are positive integers');
    rouletteCovered(c);
    const key = rouletteSpotKey(c);
    if (spots.has(key)) throw new RangeError('one chip per spot');
    spots.add(key);
    stake += c.amount;
  }
  if (!Number.isSafeInteger(stake)) throw new RangeError('stake too large');
  return stake;
}

/** The total paid back for the chips when the ball lands on `pocket` (minor units, exact). */
export function rouletteWin(chips: readonly RouletteChip[], pocket: number): number {
  let win = 0;
  for (const c of chips) if (rouletteCovered(c).includes(pocket)) win += c.amount * roulettePayout(c);
  return win;
}

/** The pocket of a table's round from its seed (see the module comment). */
export function roulettePocket(serverSeed: string, tableId: string, roundNumber: number): number {
  const rng = createFairRng({ serverSeed, clientSeed: `${tableId}:${roundNumber}`, nonce: 0 });
  return Math.floor(rng.next() * ROULETTE_POCKETS);
}

/**
 * The call bets of the racetrack (French bets): several chips at once on the numbers of one part of the wheel, in
 * units of the chosen chip. They are ordinary bets on the layout (splits, streets, corners, a number), so they pay
 * and count as those.
 * - Voisins du zéro: the 17 numbers from 22 to 25 around zero, 9 units (0-2-3 and the 25-29 corner twice).
 * - Tiers du cylindre: the 12 numbers from 27 to 33 opposite zero, 6 splits.
 * - Orphelins: the 8 numbers left over, 1 on the number 1 and 4 splits.
 * - Jeu zéro: the 7 numbers from 12 to 15 closest to zero, 4 units.
 */
export type RouletteCallBet = 'voisins' | 'tiers' | 'orphelins' | 'zero';
export interface RouletteCallChip {
  type: 'straight' | 'split' | 'street' | 'corner';
  numbers: number[];
  units: number;
}
const split = (a: number, b: number): RouletteCallChip => ({ type: 'split', numbers: [a, b], units: 1 });
export const ROULETTE_CALL_BETS: Readonly<Record<RouletteCallBet, readonly RouletteCallChip[]>> = {
  voisins: [
    { type: 'street', numbers: [0, 2, 3], units: 2 },
    split(4, 7),
    split(12, 15),
    split(18, 21),
    split(19, 22),
    split(32, 35),
    { type: 'corner', numbers: [25, 26, 28, 29], units: 2 },
  ],
  tiers: [split(5, 8), split(10, 11), split(13, 16), split(23, 24), split(27, 30), split(33, 36)],
  orphelins: [{ type: 'straight', numbers: [1], units: 1 }, split(6, 9), split(14, 17), split(17, 20), split(31, 34)],
  zero: [split(0, 3), split(12, 15), { type: 'straight', numbers: [26], units: 1 }, split(32, 35)],
};

/** How the last rounds of a table fell: every pocket's hits, the hottest and coldest numbers, the outside bets' shares. */
export interface RouletteStats {
  rounds: number;
  /** Hits per pocket, index 0–36. */
  counts: number[];
  /** Up to `size` numbers hit most, each hit at least once (most hits first; equal counts: the lower number first). */
  hot: number[];
  /** The `size` numbers hit least (fewest first; equal counts: the lower number first). */
  cold: number[];
  /** Hits of each outside bet (zero counts for none of them). */
  outside: { red: number; black: number; zero: number; odd: number; even: number; low: number; high: number };
  dozens: [number, number, number];
  columns: [number, number, number];
}

/** The statistics of a list of pockets (any order: only the counts matter). Throws RangeError on a pocket outside 0–36. */
export function rouletteStats(pockets: readonly number[], size = 5): RouletteStats {
  const counts = new Array<number>(ROULETTE_POCKETS).fill(0);
  for (const p of pockets) {
    if (!isNumber(p)) throw new RangeError(`not a pocket: ${p}`);
    counts[p]!++;
  }
  const numbers = range(0, 36);
  const hot = numbers
    .filter((n) => counts[n]! > 0)
    .sort((a, b) => counts[b]! - counts[a]! || a - b)
    .slice(0, size);
  const cold = [...numbers].sort((a, b) => counts[a]! - counts[b]! || a - b).slice(0, size);
  const hits = (chip: Pick<RouletteChip, 'type' | 'index'>) => rouletteCovered(chip).reduce((s, n) => s + counts[n]!, 0);
  return {
    rounds: pockets.length,
    counts,
    hot,
    cold,
    outside: {
      red: hits({ type: 'red' }),
      black: hits({ type: 'black' }),
      zero: counts[0]!,
      odd: hits({ type: 'odd' }),
      even: hits({ type: 'even' }),
      low: hits({ type: 'low' }),
      high: hits({ type: 'high' }),
    },
    dozens: [1, 2, 3].map((index) => hits({ type: 'dozen', index })) as [number, number, number],
    columns: [1, 2, 3].map((index) => hits({ type: 'column', index })) as [number, number, number],
  };
}
