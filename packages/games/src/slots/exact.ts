/**
 * Exact return-to-player of a slot title, computed from its tables (no simulation).
 *
 * Reel stops are independent and uniform, so:
 * - a line's expected win depends only on the distribution of the symbol each reel shows on that
 *   line's row; it is enumerated exactly, reel by reel, following the engine's line rules;
 * - a ways win is a product over reels, so its expectation is
 *   `Σ_s Σ_k pay(s,k) · Π_{r<k} E[weighted count_r(s)] · P(count_k(s) = 0)`;
 * - the scatter count's distribution is the convolution of the per-reel distributions;
 * - free spins are i.i.d. given the free reels, so by Wald's identity a feature started with n
 *   spins returns `n / (1 − a) · E[free spin]`, where `a` is the expected number of spins added by
 *   one free spin (retriggers; must be < 1).
 *
 * The result is the RTP **before the win cap and the free-spin safety limit**; both only lower
 * it; `npm run rtp` reports how many simulated rounds hit the cap (a handful per million at most).
 *
 * @module
 */
import type { CompiledReelSet, CompiledSlot } from './compile';
import { evaluateStops } from './engine';

/** Exact maths of one title (multipliers of the bet, probabilities per round). */
export interface SlotMaths {
  /** Expected base-spin win (lines/ways + scatter pays), × bet. */
  baseGameRtp: number;
  /** Expected value of the free-spin feature per paid round, × bet. */
  freeSpinsRtp: number;
  /** Total RTP of a paid round (uncapped): `baseGameRtp + freeSpinsRtp`. */
  rtp: number;
  /** Probability that a paid spin triggers free spins. */
  freeSpinsTriggerProbability: number;
  /** Expected free spins played per trigger, retriggers included. */
  expectedFreeSpinsPerTrigger: number;
  /** Expected win of one free spin (free-spin multiplier included), × bet. */
  freeSpinValue: number;
  /** Expected spins added per free spin (retrigger rate); the feature ends a.s. because it is < 1. */
  retriggerRate: number;
  /** RTP of a bought feature: E[feature win] / cost (uncapped); null without a bonus buy. */
  bonusBuyRtp: number | null;
}

function reelSymbolDist(m: CompiledSlot, set: CompiledReelSet, r: number, row: number): Float64Array {
  const d = new Float64Array(m.nSymbols);
  const len = set.lens[r]!;
  for (let stop = 0; stop < len; stop++) d[set.shown[r]![stop * m.rows + row]!]! += 1 / len;
  return d;
}

/** Exact expected coins of one line whose reels show symbols distributed as `dists[r]`. */
export function lineExpectation(m: CompiledSlot, dists: Float64Array[]): number {
  const { nReels, nSymbols, pays, isWild, isScatter, mult } = m;
  const np1 = nReels + 1;
  const wilds: number[] = [];
  for (let x = 0; x < nSymbols; x++) if (isWild[x]) wilds.push(x);
  // phase B: symbol s fixed, k cells counted, multiplier sm, wildCoins fixed from the wild prefix
  const runSymbol = (r: number, s: number, k: number, sm: number, wildCoins: number): number => {
    const symCoins = pays[s * np1 + k]! * sm;
    const stopHere = symCoins >= wildCoins ? symCoins : wildCoins;
    if (r === nReels) return stopHere;
    const d = dists[r]!;
    let ev = 0;
    let pBreak = 1;
    const ps = d[s]!;
    if (ps > 0) {
      ev += ps * runSymbol(r + 1, s, k + 1, sm, wildCoins);
      pBreak -= ps;
    }
    for (const x of wilds) {
      const p = d[x]!;
      if (p > 0) {
        ev += p * runSymbol(r + 1, s, k + 1, sm * mult[x]!, wildCoins);
        pBreak -= p;
      }
    }
    return ev + (pBreak > 0 ? pBreak * stopHere : 0);
  };
  // phase A: w wilds so far (first wild `first`), multiplier wm
  const runWild = (r: number, first: number, w: number, wm: number): number => {
    if (r === nReels) return pays[first * np1 + w]! * wm;
    const d = dists[r]!;
    const wildCoins = w > 0 ? pays[first * np1 + w]! * wm : 0;
    let ev = 0;
    for (let x = 0; x < nSymbols; x++) {
      const p = d[x]!;
      if (p === 0) continue;
      if (isWild[x]) ev += p * runWild(r + 1, w === 0 ? x : first, w + 1, wm * mult[x]!);
      else if (isScatter[x]) ev += p * wildCoins;
      else ev += p * runSymbol(r + 1, x, w + 1, wm, wildCoins);
    }
    return ev;
  };
  return runWild(0, -1, 0, 1);
}

/** Distribution of the number of scatters in the window: `P[k]`. */
export function scatterDistribution(m: CompiledSlot, set: CompiledReelSet): Float64Array {
  let dist = new Float64Array([1]);
  for (let r = 0; r < m.nReels; r++) {
    const len = set.lens[r]!;
    const per = new Float64Array(m.rows + 1);
    for (let stop = 0; stop < len; stop++) per[set.scatters[r]![stop]!]! += 1 / len;
    const next = new Float64Array(dist.length + m.rows);
    for (let a = 0; a < dist.length; a++) for (let b = 0; b <= m.rows; b++) next[a + b]! += dist[a]! * per[b]!;
    dist = next;
  }
  return dist;
}

/** Exact expected coins of one spin on `set` (lines or ways, plus scatter pays). */
export function spinExpectation(m: CompiledSlot, set: CompiledReelSet): number {
  let ev = 0;
  if (m.lineRows) {
    const cache = new Map<string, number>();
    for (let l = 0; l < m.nLines; l++) {
      const rows = Array.from(m.lineRows.subarray(l * m.nReels, (l + 1) * m.nReels));
      const key = rows.join(',');
      let v = cache.get(key);
      if (v === undefined) {
        v = lineExpectation(m, rows.map((row, r) => reelSymbolDist(m, set, r, row)));
        cache.set(key, v);
      }
      ev += v;
    }
  } else {
    const np1 = m.nReels + 1;
    for (const p of m.payingSymbols) {
      let prod = 1;
      for (let k = 1; k <= m.nReels; k++) {
        const r = k - 1;
        const len = set.lens[r]!;
        let sum = 0;
        for (let stop = 0; stop < len; stop++) sum += set.ways![r]![stop * m.nSymbols + p]!;
        prod *= sum / len;
        if (prod === 0) break;
        let pZeroNext = 1;
        if (k < m.nReels) {
          const ln = set.lens[k]!;
          let zeros = 0;
          for (let stop = 0; stop < ln; stop++) if (set.ways![k]![stop * m.nSymbols + p] === 0) zeros++;
          pZeroNext = zeros / ln;
        }
        ev += m.pays[p * np1 + k]! * prod * pZeroNext;
      }
    }
  }
  const sc = scatterDistribution(m, set);
  for (let k = 0; k < sc.length; k++) ev += sc[k]! * m.scatterPays[k]!;
  return ev;
}

/** The exact maths of a compiled title (see module notes; uncapped). */
export function computeSlotMaths(m: CompiledSlot): SlotMaths {
  const cpb = m.def.coinsPerBet;
  const base = spinExpectation(m, m.base) / cpb;
  if (!m.free) {
    return { baseGameRtp: base, freeSpinsRtp: 0, rtp: base, freeSpinsTriggerProbability: 0, expectedFreeSpinsPerTrigger: 0, freeSpinValue: 0, retriggerRate: 0, bonusBuyRtp: null };
  }
  const fsValue = (spinExpectation(m, m.free) * m.freeMultiplier) / cpb;
  const scFree = scatterDistribution(m, m.free);
  let a = 0;
  for (let k = 0; k < scFree.length; k++) a += scFree[k]! * m.retriggers[k]!;
  if (a >= 1) throw new Error(`${m.def.id}: retrigger rate ${a} ≥ 1, the feature would not end`);
  const scBase = scatterDistribution(m, m.base);
  let pTrig = 0;
  let spinsAwarded = 0;
  for (let k = 0; k < scBase.length; k++) {
    if (m.awards[k]! > 0) pTrig += scBase[k]!;
    spinsAwarded += scBase[k]! * m.awards[k]!;
  }
  const featureRtp = (spinsAwarded / (1 - a)) * fsValue;
  const bb = m.def.bonusBuy;
  return {
    baseGameRtp: base,
    freeSpinsRtp: featureRtp,
    rtp: base + featureRtp,
    freeSpinsTriggerProbability: pTrig,
    expectedFreeSpinsPerTrigger: pTrig > 0 ? spinsAwarded / pTrig / (1 - a) : 0,
    freeSpinValue: fsValue,
    retriggerRate: a,
    bonusBuyRtp: bb ? ((bb.spins / (1 - a)) * fsValue) / bb.cost : null,
  };
}

/**
 * Largest base-spin win (× bet) by enumerating every combination of stops; null when there are
 * more than `limit` combinations.
 */
export function maxBaseSpinMultiplier(m: CompiledSlot, limit = 2_000_000): number | null {
  const lens = Array.from(m.base.lens);
  if (lens.reduce((a, b) => a * b, 1) > limit) return null;
  const stops = lens.map(() => 0);
  let best = 0;
  for (;;) {
    const { coins } = evaluateStops(m, stops);
    if (coins > best) best = coins;
    let r = 0;
    while (r < lens.length && ++stops[r]! === lens[r]) stops[r++] = 0;
    if (r === lens.length) break;
  }
  return best / m.def.coinsPerBet;
}
