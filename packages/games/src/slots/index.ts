/**
 * Slot titles, compiled once, with their exact maths.
 *
 * @module
 */
import { floorMulDiv } from '../money';
import type { Rng } from '../rng';
import { compileSlot, type CompiledSlot } from './compile';
import { runSlotRound, roundInfo, type SlotMode, type SlotSpin } from './engine';
import { computeSlotMaths, maxBaseSpinMultiplier, type SlotMaths } from './exact';
import { goldenScarab } from './titles/golden-scarab';
import { jadeDragon } from './titles/jade-dragon';
import { luckySevens } from './titles/lucky-sevens';
import { thunderRealm } from './titles/thunder-realm';
import type { SlotDefinition } from './types';

/** Every slot title, as data. */
export const SLOT_DEFINITIONS: readonly SlotDefinition[] = [luckySevens, goldenScarab, jadeDragon, thunderRealm];

const compiled = new Map<string, CompiledSlot>();

/** The compiled tables of a title (compiled on first use, then cached). */
export function getCompiledSlot(id: string): CompiledSlot {
  let m = compiled.get(id);
  if (!m) {
    const def = SLOT_DEFINITIONS.find((d) => d.id === id);
    if (!def) throw new RangeError(`unknown slot ${id}`);
    m = compileSlot(def);
    compiled.set(id, m);
  }
  return m;
}

/** Exact maths of a title (cached). */
const mathsCache = new Map<string, SlotMaths>();
export function getSlotMaths(id: string): SlotMaths {
  let x = mathsCache.get(id);
  if (!x) {
    x = computeSlotMaths(getCompiledSlot(id));
    mathsCache.set(id, x);
  }
  return x;
}

/**
 * Max multiplier of a title: the win cap when free spins exist (retriggers make any total
 * reachable, so the cap binds), else the exact largest base-spin win (enumerated), capped.
 */
export function slotMaxMultiplier(id: string): number {
  const m = getCompiledSlot(id);
  if (m.free) return m.def.winCap;
  const best = maxBaseSpinMultiplier(m);
  return best === null ? m.def.winCap : Math.min(best, m.def.winCap);
}

/** What a slot round returns besides the common outcome fields. */
export interface SlotDetails {
  /** The base spin (absent for a bonus buy) followed by the free spins, in order. */
  spins: (SlotSpin & { win: number })[];
  freeSpinsPlayed: number;
  /** Round total in coins (capped); multiplier = coins / coinsPerBet. */
  coins: number;
  coinsPerBet: number;
}

/**
 * Plays a slot round with recording. `win` of each spin is its share of the money total:
 * `floor(bet × cumulativeCoins / coinsPerBet)` differences, so spin wins sum to `totalWin`.
 */
export function playSlot(id: string, rng: Rng, bet: number, mode: SlotMode): { coins: number; totalWin: number; capped: boolean; details: SlotDetails } {
  const m = getCompiledSlot(id);
  const rec: SlotSpin[] = [];
  const coins = runSlotRound(m, rng, mode, rec);
  const { capped, freeSpins } = roundInfo();
  const cpb = m.def.coinsPerBet;
  let cum = 0;
  let paid = 0;
  const spins = rec.map((s) => {
    cum = Math.min(cum + s.coins, coins);
    const upTo = floorMulDiv(bet, cum, cpb);
    const win = upTo - paid;
    paid = upTo;
    return { ...s, win };
  });
  return { coins, totalWin: paid, capped, details: { spins, freeSpinsPlayed: freeSpins, coins, coinsPerBet: cpb } };
}

export type { SlotMode, SlotSpin, SlotWin } from './engine';
export type { SlotMaths } from './exact';
export type { SlotDefinition, SlotSymbolDef, ReelSetDef, ReelSpec, FreeSpinsDef, SlotEvaluation, SymbolKind, Volatility } from './types';
export type { CompiledSlot, CompiledReelSet } from './compile';
export { compileSlot, resolveStrip, spreadStrip } from './compile';
export { computeSlotMaths, lineExpectation, maxBaseSpinMultiplier, scatterDistribution, spinExpectation } from './exact';
export { evaluateStops, runSlotRound, roundInfo, lastRoundCapped, simulateSpins } from './engine';
