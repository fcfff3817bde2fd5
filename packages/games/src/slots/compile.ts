/**
 * Compiles a {@link SlotDefinition} into flat lookup tables: for every reel and stop, the landed
 * window, the evaluated window (after expanding wilds), the scatter count and — for ways games —
 * the weighted count of each paying symbol. Spins then cost a handful of array reads.
 *
 * @module
 */
import type { ReelSetDef, ReelSpec, SlotDefinition } from './types';

/** Compiled reels of one reel set. */
export interface CompiledReelSet {
  /** Symbol index strips, one per reel. */
  strips: Uint8Array[];
  /** Strip lengths. */
  lens: Int32Array;
  /** `landed[r][stop * rows + row]`: symbol index landed in the window. */
  landed: Uint8Array[];
  /** `shown[r][stop * rows + row]`: symbol index evaluated (after expanding wilds). */
  shown: Uint8Array[];
  /** `expanded[r][stop]`: 1 when the reel expanded to wilds at this stop. */
  expanded: Uint8Array[];
  /** `scatters[r][stop]`: scatters in the landed window. */
  scatters: Uint8Array[];
  /**
   * Ways games: `ways[r][stop * nSymbols + s]` = Σ over shown cells that match paying symbol `s`
   * (the symbol itself counts 1, a wild counts its multiplier).
   */
  ways: Int32Array[] | null;
  /** Ways games: `cells[r][stop * nSymbols + s]` = number of cells matching `s` (unweighted). */
  cells: Int32Array[] | null;
}

/** A compiled title: the definition plus tables. */
export interface CompiledSlot {
  def: SlotDefinition;
  nReels: number;
  rows: number;
  nSymbols: number;
  symbolIds: string[];
  /** `pays[s * (nReels + 1) + k]`: coins for k of symbol s (scatter: k anywhere, k ≤ cap below). */
  pays: Int32Array;
  /** Scatter pays by count: `scatterPays[k]` coins, k = 0 … nReels * rows. */
  scatterPays: Int32Array;
  isWild: Uint8Array;
  isScatter: Uint8Array;
  /** Multiplier of each symbol (1 unless a wild with a multiplier). */
  mult: Int32Array;
  /** Symbols that pay on lines/ways (regular symbols with pays). */
  payingSymbols: Int32Array;
  /** Lines games: `lineRows[l * nReels + r]`. */
  lineRows: Int32Array | null;
  nLines: number;
  scatterIndex: number;
  base: CompiledReelSet;
  free: CompiledReelSet | null;
  /** Spins awarded by scatter count in base / added in free spins, indexed by count. */
  awards: Int32Array;
  retriggers: Int32Array;
  freeMultiplier: number;
  maxFreeSpins: number;
  capCoins: number;
}

/**
 * Spreads symbol counts evenly into a strip (deterministic). A count `n` places n single symbols;
 * `[n, size]` places n stacks of `size` identical symbols. The i-th item (symbol or stack) of the
 * j-th entry gets key `(i + frac(j × 0.618…)) / n`, and the strip is the items sorted by key.
 */
export function spreadStrip(counts: Readonly<Record<string, number | readonly [number, number]>>): string[] {
  const items: { id: string; size: number; key: number; j: number }[] = [];
  Object.entries(counts).forEach(([id, spec], j) => {
    const [c, size] = typeof spec === 'number' ? [spec, 1] : spec;
    const phase = (j * 0.6180339887498949) % 1;
    for (let i = 0; i < c; i++) items.push({ id, size, key: (i + phase) / c, j });
  });
  items.sort((a, b) => a.key - b.key || a.j - b.j);
  return items.flatMap((x) => Array<string>(x.size).fill(x.id));
}

/** Resolves a {@link ReelSpec} into the list of symbol ids on the strip. */
export function resolveStrip(spec: ReelSpec): string[] {
  return typeof spec === 'string' ? spec.trim().split(/\s+/) : spreadStrip(spec);
}

function fail(def: SlotDefinition, msg: string): never {
  throw new Error(`slot ${def.id}: ${msg}`);
}

function compileReelSet(def: SlotDefinition, set: ReelSetDef, sym: Map<string, number>, isWild: Uint8Array, isScatter: Uint8Array, mult: Int32Array, paying: Int32Array, ways: boolean): CompiledReelSet {
  const rows = def.rows;
  const n = sym.size;
  const out: CompiledReelSet = { strips: [], lens: new Int32Array(set.reels.length), landed: [], shown: [], expanded: [], scatters: [], ways: ways ? [] : null, cells: ways ? [] : null };
  set.reels.forEach((spec, r) => {
    const ids = resolveStrip(spec);
    if (ids.length < rows) fail(def, `reel ${r} is shorter than the window`);
    const strip = new Uint8Array(ids.map((id) => sym.get(id) ?? fail(def, `unknown symbol ${id} on reel ${r}`)));
    const len = strip.length;
    if (ways && r === 0 && strip.some((s) => isWild[s])) fail(def, 'ways games may not have wilds on the first reel');
    const landed = new Uint8Array(len * rows);
    const shown = new Uint8Array(len * rows);
    const expanded = new Uint8Array(len);
    const scatters = new Uint8Array(len);
    const wc = ways ? new Int32Array(len * n) : null;
    const cc = ways ? new Int32Array(len * n) : null;
    for (let stop = 0; stop < len; stop++) {
      let wildAt = -1;
      for (let row = 0; row < rows; row++) {
        const s = strip[(stop + row) % len]!;
        landed[stop * rows + row] = s;
        if (isScatter[s]) scatters[stop] = scatters[stop]! + 1;
        if (isWild[s] && (wildAt < 0 || mult[s]! > mult[strip[(stop + wildAt) % len]!]!)) wildAt = row;
      }
      const expand = set.expandingWilds === true && wildAt >= 0;
      expanded[stop] = expand ? 1 : 0;
      for (let row = 0; row < rows; row++) {
        shown[stop * rows + row] = expand ? landed[stop * rows + wildAt]! : landed[stop * rows + row]!;
      }
      if (wc && cc) {
        for (const p of paying) {
          let w = 0;
          let c = 0;
          for (let row = 0; row < rows; row++) {
            const s = shown[stop * rows + row]!;
            if (s === p) {
              w += 1;
              c++;
            } else if (isWild[s]) {
              w += mult[s]!;
              c++;
            }
          }
          wc[stop * n + p] = w;
          cc[stop * n + p] = c;
        }
      }
    }
    out.strips.push(strip);
    out.lens[r] = len;
    out.landed.push(landed);
    out.shown.push(shown);
    out.expanded.push(expanded);
    out.scatters.push(scatters);
    if (wc && cc) {
      out.ways!.push(wc);
      out.cells!.push(cc);
    }
  });
  return out;
}

/** `t[c]` = value listed for the largest key ≤ c (0 below the smallest key). */
function fillCounts(t: Int32Array, src: Readonly<Partial<Record<number, number>>>): void {
  const keys = Object.keys(src).map(Number).sort((a, b) => a - b);
  for (let c = 0; c < t.length; c++) {
    let v = 0;
    for (const k of keys) if (c >= k) v = src[k]!;
    t[c] = v;
  }
}

/** Validates a definition and builds its tables. Throws on an inconsistent definition. */
export function compileSlot(def: SlotDefinition): CompiledSlot {
  const nReels = def.baseReels.reels.length;
  const rows = def.rows;
  const symbolIds = def.symbols.map((s) => s.id);
  const sym = new Map(symbolIds.map((id, i) => [id, i]));
  if (sym.size !== symbolIds.length) fail(def, 'duplicate symbol id');
  if (sym.size > 255) fail(def, 'too many symbols');
  const n = sym.size;
  const isWild = new Uint8Array(def.symbols.map((s) => (s.kind === 'wild' ? 1 : 0)));
  const isScatter = new Uint8Array(def.symbols.map((s) => (s.kind === 'scatter' ? 1 : 0)));
  const scatterIdx = def.symbols.filter((s) => s.kind === 'scatter');
  if (scatterIdx.length > 1) fail(def, 'at most one scatter symbol');
  const mult = new Int32Array(def.symbols.map((s) => s.multiplier ?? 1));
  const intOk = (v: number) => Number.isSafeInteger(v) && v >= 0;
  const pays = new Int32Array(n * (nReels + 1));
  const scatterPays = new Int32Array(nReels * rows + 1);
  def.symbols.forEach((s, i) => {
    if (!intOk(mult[i]!) || mult[i]! < 1) fail(def, `bad multiplier on ${s.id}`);
    for (const [k, v] of Object.entries(s.pays ?? {})) {
      const count = Number(k);
      if (v === undefined || !intOk(v)) fail(def, `pays of ${s.id} must be non-negative integers (coins)`);
      if (s.kind === 'scatter') {
        if (count < 1 || count > nReels * rows) fail(def, `bad scatter count ${k}`);
      } else {
        if (count < 1 || count > nReels) fail(def, `bad count ${k} on ${s.id}`);
        pays[i * (nReels + 1) + count] = v;
      }
    }
  });
  // a scatter count above the highest listed pays the highest listed
  if (scatterIdx.length) fillCounts(scatterPays, scatterIdx[0]!.pays ?? {});
  const payingSymbols = new Int32Array(def.symbols.flatMap((s, i) => (s.kind === 'regular' && Object.keys(s.pays ?? {}).length ? [i] : [])));
  const isWays = def.evaluation.type === 'ways';
  let lineRows: Int32Array | null = null;
  let nLines = 0;
  if (def.evaluation.type === 'lines') {
    nLines = def.evaluation.lines.length;
    lineRows = new Int32Array(nLines * nReels);
    def.evaluation.lines.forEach((line, l) => {
      if (line.length !== nReels) fail(def, `line ${l} must list one row per reel`);
      line.forEach((row, r) => {
        if (!Number.isInteger(row) || row < 0 || row >= rows) fail(def, `line ${l} has a bad row`);
        lineRows![l * nReels + r] = row;
      });
    });
  }
  const base = compileReelSet(def, def.baseReels, sym, isWild, isScatter, mult, payingSymbols, isWays);
  const fs = def.freeSpins;
  let free: CompiledReelSet | null = null;
  const awards = new Int32Array(nReels * rows + 1);
  const retriggers = new Int32Array(nReels * rows + 1);
  if (fs) {
    if (fs.reels.reels.length !== nReels) fail(def, 'free-spin reels must match the base reel count');
    if (!scatterIdx.length) fail(def, 'free spins need a scatter');
    free = compileReelSet(def, fs.reels, sym, isWild, isScatter, mult, payingSymbols, isWays);
    fillCounts(awards, fs.awards);
    fillCounts(retriggers, fs.retriggers ?? {});
  }
  if (def.bonusBuy && !fs) fail(def, 'a bonus buy needs free spins');
  if (!(def.winCap > 0) || !Number.isSafeInteger(def.winCap * def.coinsPerBet)) fail(def, 'bad win cap');
  if (!(def.minBet > 0 && def.maxBet >= def.minBet)) fail(def, 'bad bet limits');
  return {
    def,
    nReels,
    rows,
    nSymbols: n,
    symbolIds,
    pays,
    scatterPays,
    isWild,
    isScatter,
    mult,
    payingSymbols,
    lineRows,
    nLines,
    scatterIndex: scatterIdx.length ? sym.get(scatterIdx[0]!.id)! : -1,
    base,
    free,
    awards,
    retriggers,
    freeMultiplier: fs?.multiplier ?? 1,
    maxFreeSpins: fs?.maxSpins ?? 500,
    capCoins: def.winCap * def.coinsPerBet,
  };
}
