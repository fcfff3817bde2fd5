/**
 * The slot engine: one spin is `nReels` floats (reel r's stop = `floor(float × stripLength)`,
 * reel 0 first); a round is the base spin followed by any free spins it triggers (or, when bought,
 * the free spins alone). The same code runs with and without recording: in simulation mode
 * (`rec === null`) a spin allocates nothing.
 *
 * Win rules
 * - Lines: a line pays the longest run from the leftmost reel of one symbol, wilds substituting
 *   for regular symbols; a run of wilds only pays the first wild's pays; of the two readings the
 *   larger pays. Wild multipliers on the counted cells multiply the line win.
 * - Ways: for every paying symbol, `pay(k) × Π_{r<k} (weighted matching cells on reel r)` where k is
 *   the number of adjacent reels from the left showing the symbol or a wild; a wild with multiplier
 *   m counts as m cells, so each way is multiplied by the product of the wild multipliers in it.
 * - Scatters pay by count anywhere in the landed window and award free spins.
 * - Free-spin wins are multiplied by the free-spin multiplier. The round total is capped at
 *   `winCap × bet`; reaching the cap ends the round.
 *
 * @module
 */
import type { Rng } from '../rng';
import type { CompiledReelSet, CompiledSlot } from './compile';

/** One paying combination of a spin. */
export interface SlotWin {
  type: 'line' | 'ways' | 'scatter';
  /** Line index (lines games). */
  line?: number;
  /** Paying symbol id (for a wild-only line, the wild). */
  symbol: string;
  /** Number of reels (lines/ways) or of scatters. */
  count: number;
  /** Cells taking part, as `[reel, row]`. */
  positions: [number, number][];
  /** Ways games: number of ways (unweighted). */
  ways?: number;
  /** Wild multiplier applied to this win (ways: weighted ways ÷ ways). */
  multiplier: number;
  /** Win in coins before the free-spin multiplier. */
  coins: number;
}

/** One spin of a round, everything needed to animate and display it. */
export interface SlotSpin {
  type: 'base' | 'free';
  /** 0 for the base spin, then 1, 2, … for free spins. */
  index: number;
  /** Reel stops (index of the strip symbol shown on the top row). */
  stops: number[];
  /** Landed symbols, `grid[reel][row]`. */
  grid: string[][];
  /** Symbols evaluated after expanding wilds (same as `grid` without expansion). */
  finalGrid: string[][];
  /** Reels that expanded to wild. */
  expandedReels: number[];
  wins: SlotWin[];
  scatterCount: number;
  /** Free spins awarded (base) or added (retrigger) by this spin. */
  freeSpinsAwarded: number;
  /** Multiplier applied to this spin's wins (the free-spin multiplier, else 1). */
  spinMultiplier: number;
  /** Coins won by this spin after `spinMultiplier` (before the round cap). */
  coins: number;
  /** Free spins left after this spin (including any awarded by it). */
  freeSpinsLeft: number;
}

/** Scratch values returned beside the main result to avoid allocation. */
const out = { scatters: 0, capped: false, freeSpins: 0 };
const offs = new Int32Array(16);

function evalLines(m: CompiledSlot, set: CompiledReelSet, rec: SlotWin[] | null): number {
  const { nReels, nLines, pays, isWild, isScatter, mult, symbolIds } = m;
  const lineRows = m.lineRows!;
  const shown = set.shown;
  const np1 = nReels + 1;
  let total = 0;
  for (let l = 0; l < nLines; l++) {
    const lb = l * nReels;
    let w = 0;
    let wm = 1;
    let s = -1;
    const first = shown[0]![offs[0]! + lineRows[lb]!]!;
    for (let r = 0; r < nReels; r++) {
      const x = shown[r]![offs[r]! + lineRows[lb + r]!]!;
      if (isWild[x]) {
        w++;
        wm *= mult[x]!;
      } else {
        s = x;
        break;
      }
    }
    const wildCoins = w > 0 ? pays[first * np1 + w]! * wm : 0;
    let symCoins = 0;
    let k = w;
    let sm = wm;
    if (s >= 0 && !isScatter[s]) {
      k = w + 1;
      for (let r = w + 1; r < nReels; r++) {
        const x = shown[r]![offs[r]! + lineRows[lb + r]!]!;
        if (x === s) k++;
        else if (isWild[x]) {
          k++;
          sm *= mult[x]!;
        } else break;
      }
      symCoins = pays[s * np1 + k]! * sm;
    }
    const coins = symCoins >= wildCoins ? symCoins : wildCoins;
    if (coins > 0) {
      total += coins;
      if (rec) {
        const isSym = symCoins >= wildCoins;
        const count = isSym ? k : w;
        const positions: [number, number][] = [];
        for (let r = 0; r < count; r++) positions.push([r, lineRows[lb + r]!]);
        rec.push({ type: 'line', line: l, symbol: symbolIds[isSym ? s : first]!, count, positions, multiplier: isSym ? sm : wm, coins });
      }
    }
  }
  return total;
}

function evalWays(m: CompiledSlot, set: CompiledReelSet, stops: Int32Array, rec: SlotWin[] | null): number {
  const { nReels, nSymbols, pays, payingSymbols, rows, isWild } = m;
  const ways = set.ways!;
  const np1 = nReels + 1;
  let total = 0;
  for (let i = 0; i < payingSymbols.length; i++) {
    const p = payingSymbols[i]!;
    let prod = 1;
    let k = 0;
    for (let r = 0; r < nReels; r++) {
      const c = ways[r]![stops[r]! * nSymbols + p]!;
      if (c === 0) break;
      prod *= c;
      k++;
    }
    if (k === 0) continue;
    const v = pays[p * np1 + k]!;
    if (v === 0) continue;
    total += v * prod;
    if (rec) {
      let unweighted = 1;
      const positions: [number, number][] = [];
      for (let r = 0; r < k; r++) {
        unweighted *= set.cells![r]![stops[r]! * nSymbols + p]!;
        for (let row = 0; row < rows; row++) {
          const x = set.shown[r]![stops[r]! * rows + row]!;
          if (x === p || isWild[x]) positions.push([r, row]);
        }
      }
      rec.push({ type: 'ways', symbol: m.symbolIds[p]!, count: k, positions, ways: unweighted, multiplier: prod / unweighted, coins: v * prod });
    }
  }
  return total;
}

/**
 * Plays one spin on `set`: draws the stops, returns the coins won (before any free-spin
 * multiplier) and leaves the scatter count in `out.scatters`.
 */
function spin(m: CompiledSlot, set: CompiledReelSet, rng: Rng, stops: Int32Array, rec: SlotWin[] | null): number {
  const { nReels, rows } = m;
  let sc = 0;
  for (let r = 0; r < nReels; r++) {
    const stop = Math.floor(rng.next() * set.lens[r]!);
    stops[r] = stop;
    offs[r] = stop * rows;
    sc += set.scatters[r]![stop]!;
  }
  out.scatters = sc;
  let coins = m.lineRows ? evalLines(m, set, rec) : evalWays(m, set, stops, rec);
  const sp = m.scatterPays[sc]!;
  if (sp > 0) {
    coins += sp;
    if (rec) {
      const positions: [number, number][] = [];
      for (let r = 0; r < nReels; r++) for (let row = 0; row < rows; row++) if (m.isScatter[set.landed[r]![stops[r]! * rows + row]!]) positions.push([r, row]);
      rec.push({ type: 'scatter', symbol: m.symbolIds[m.scatterIndex]!, count: sc, positions, multiplier: 1, coins: sp });
    }
  }
  return coins;
}

const stopsScratch = new Int32Array(16);

function recordSpin(m: CompiledSlot, set: CompiledReelSet, type: 'base' | 'free', index: number, wins: SlotWin[], spinMultiplier: number, coins: number, awarded: number, left: number): SlotSpin {
  const grid: string[][] = [];
  const finalGrid: string[][] = [];
  const expandedReels: number[] = [];
  const stops = Array.from(stopsScratch.subarray(0, m.nReels));
  stops.forEach((stop, r) => {
    const g: string[] = [];
    const f: string[] = [];
    for (let row = 0; row < m.rows; row++) {
      g.push(m.symbolIds[set.landed[r]![stop * m.rows + row]!]!);
      f.push(m.symbolIds[set.shown[r]![stop * m.rows + row]!]!);
    }
    grid.push(g);
    finalGrid.push(f);
    if (set.expanded[r]![stop]) expandedReels.push(r);
  });
  return { type, index, stops, grid, finalGrid, expandedReels, wins, scatterCount: out.scatters, freeSpinsAwarded: awarded, spinMultiplier, coins, freeSpinsLeft: left };
}

/** How a round starts: a paid base spin, or bought free spins. */
export type SlotMode = 'base' | 'bonusBuy';

/**
 * Plays a whole round and returns its total in coins, capped at `capCoins`. When `rec` is given,
 * every spin is appended to it. After the call, `roundInfo()` tells whether the cap was hit and
 * how many free spins were played.
 */
export function runSlotRound(m: CompiledSlot, rng: Rng, mode: SlotMode, rec: SlotSpin[] | null): number {
  const cap = m.capCoins;
  let total = 0;
  let left = 0;
  let played = 0;
  if (mode === 'bonusBuy') {
    if (!m.def.bonusBuy) throw new RangeError(`${m.def.id} has no bonus buy`);
    left = m.def.bonusBuy.spins;
  } else {
    const wins = rec ? [] : null;
    const coins = spin(m, m.base, rng, stopsScratch, wins);
    total = coins;
    if (m.free) left = m.awards[out.scatters]!;
    if (rec) rec.push(recordSpin(m, m.base, 'base', 0, wins!, 1, coins, left, left));
  }
  const free = m.free;
  if (free) {
    const fm = m.freeMultiplier;
    while (left > 0 && total < cap && played < m.maxFreeSpins) {
      const wins = rec ? [] : null;
      const coins = spin(m, free, rng, stopsScratch, wins) * fm;
      total += coins;
      played++;
      left--;
      const added = m.retriggers[out.scatters]!;
      left += added;
      if (rec) rec.push(recordSpin(m, free, 'free', played, wins!, fm, coins, added, left));
    }
  }
  out.capped = total >= cap;
  out.freeSpins = played;
  return total < cap ? total : cap;
}

/** Cap flag and free spins played of the last {@link runSlotRound} call. */
export function roundInfo(): { capped: boolean; freeSpins: number } {
  return { capped: out.capped, freeSpins: out.freeSpins };
}

/** Whether the last {@link runSlotRound} hit the win cap (allocation-free). */
export function lastRoundCapped(): boolean {
  return out.capped;
}

/**
 * Evaluates one spin at given stops on the base (or free) reels without an RNG — used by the
 * exact-enumeration tests and tools. Returns coins (before the free-spin multiplier) and the
 * scatter count.
 */
export function evaluateStops(m: CompiledSlot, stops: readonly number[], reels: 'base' | 'free' = 'base'): { coins: number; scatters: number } {
  const set = reels === 'free' ? m.free! : m.base;
  let i = 0;
  const rng: Rng = { next: () => (stops[i++]! + 0.5) / set.lens[i - 1]! };
  const coins = spin(m, set, rng, stopsScratch, null);
  return { coins, scatters: out.scatters };
}

/**
 * Simulates `n` single spins on the base or free reels (no features, no cap) and returns the sum
 * and sum of squares of their coins — for checking per-spin expectations with low variance.
 */
export function simulateSpins(m: CompiledSlot, reels: 'base' | 'free', rng: Rng, n: number): { sum: number; sumSq: number } {
  const set = reels === 'free' ? m.free! : m.base;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const c = spin(m, set, rng, stopsScratch, null);
    sum += c;
    sumSq += c * c;
  }
  return { sum, sumSq };
}
