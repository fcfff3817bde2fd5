import { describe, expect, it } from 'vitest';
import { createFastRng } from '../rng';
import { compileSlot, spreadStrip, type CompiledSlot } from './compile';
import { evaluateStops, runSlotRound, lastRoundCapped } from './engine';
import { computeSlotMaths, maxBaseSpinMultiplier, spinExpectation } from './exact';
import type { SlotDefinition } from './types';
import { luckySevens } from './titles/lucky-sevens';
import { goldenScarab } from './titles/golden-scarab';

/** Average coins of a spin over every combination of stops (brute force through the engine). */
function enumerate(m: CompiledSlot, reels: 'base' | 'free'): number {
  const set = reels === 'free' ? m.free! : m.base;
  const lens = Array.from(set.lens);
  const stops = lens.map(() => 0);
  let sum = 0;
  let count = 0;
  for (;;) {
    sum += evaluateStops(m, stops, reels).coins;
    count++;
    let r = 0;
    while (r < lens.length && ++stops[r]! === lens[r]) stops[r++] = 0;
    if (r === lens.length) break;
  }
  return sum / count;
}

const sym = (id: string, kind: 'regular' | 'wild' | 'scatter', pays?: Record<number, number>, multiplier?: number) => ({ id, name: id, icon: id.toLowerCase(), color: '#000', kind, pays, multiplier });

/** A small lines game exercising wild-only lines, 2-of-a-kind, multiplier wilds, expansion. */
const tinyLines: SlotDefinition = {
  id: 'tiny-lines',
  name: 'Tiny lines',
  theme: 'test',
  volatility: 'low',
  rows: 2,
  evaluation: { type: 'lines', lines: [[0, 0, 0, 0], [1, 1, 1, 1], [0, 1, 0, 1], [1, 0, 1, 0]] },
  coinsPerBet: 4,
  symbols: [
    sym('A', 'regular', { 2: 1, 3: 5, 4: 20 }),
    sym('B', 'regular', { 3: 8, 4: 40 }),
    sym('C', 'regular', { 4: 100 }),
    sym('W', 'wild', { 2: 3, 3: 30, 4: 300 }),
    sym('W3', 'wild', { 3: 50 }, 3),
    sym('S', 'scatter', { 2: 4, 3: 40 }),
  ],
  baseReels: { reels: ['A B W A C S', 'B A C W3 A', 'A W B S C B', 'C A B W A'] },
  freeSpins: { awards: { 3: 2 }, retriggers: { 3: 1 }, multiplier: 2, reels: { expandingWilds: true, reels: ['A B W A C S', 'B A C W3 A B', 'A W B S C', 'C A W3 B W A'] } },
  winCap: 1000,
  minBet: 1,
  maxBet: 100,
};

/** A small ways game with multiplier wilds and scatter pays. */
const tinyWays: SlotDefinition = {
  id: 'tiny-ways',
  name: 'Tiny ways',
  theme: 'test',
  volatility: 'low',
  rows: 3,
  evaluation: { type: 'ways' },
  coinsPerBet: 10,
  symbols: [sym('A', 'regular', { 3: 2, 4: 5 }), sym('B', 'regular', { 2: 1, 3: 3, 4: 9 }), sym('C', 'regular', { 3: 6, 4: 20 }), sym('W2', 'wild', undefined, 2), sym('W5', 'wild', undefined, 5), sym('S', 'scatter', { 2: 5, 3: 20 })],
  baseReels: { reels: ['A B C A S B C', 'A W2 B C A B', 'C A W5 B S A B', 'B W2 A C C A'] },
  winCap: 1000,
  minBet: 1,
  maxBet: 100,
};

describe('exact calculator equals brute-force enumeration through the engine', () => {
  it('lines with wild-only lines, multiplier wilds and expanding wilds', () => {
    const m = compileSlot(tinyLines);
    expect(spinExpectation(m, m.base)).toBeCloseTo(enumerate(m, 'base'), 10);
    expect(spinExpectation(m, m.free!)).toBeCloseTo(enumerate(m, 'free'), 10);
  });

  it('ways with multiplier wilds and scatter pays', () => {
    const m = compileSlot(tinyWays);
    expect(spinExpectation(m, m.base)).toBeCloseTo(enumerate(m, 'base'), 10);
  });

  it('Lucky Sevens: the published RTP is the average over all 29,700 stop combinations', () => {
    const m = compileSlot(luckySevens);
    expect(computeSlotMaths(m).rtp).toBeCloseTo(enumerate(m, 'base') / m.def.coinsPerBet, 12);
    expect(maxBaseSpinMultiplier(m)).toBe(222.8);
  });
});

describe('engine rules', () => {
  it('pays a wild-only line with the wild pays times its multipliers, else the best symbol reading', () => {
    const m = compileSlot(tinyLines);
    // base reels: stops chosen so line 0 (top row) reads W, W3, W, W (reel 3 strip 'C A B W A' stop 3)
    const top = evaluateStops(m, [2, 3, 1, 3]);
    expect(top.coins).toBeGreaterThanOrEqual(300 * 3);
  });

  it('free-spin wilds expand to the whole reel', () => {
    const m = compileSlot(tinyLines);
    const w = m.symbolIds.indexOf('W');
    const stop = 2; // reel 0 free strip 'A B W A C S': stop 1 shows B,W
    expect(m.free!.expanded[0]![1]).toBe(1);
    expect(m.free!.shown[0]![1 * 2]).toBe(w);
    expect(m.free!.shown[0]![1 * 2 + 1]).toBe(w);
    expect(m.free!.expanded[0]![stop + 2]).toBe(0);
  });

  it('rejects inconsistent definitions', () => {
    expect(() => compileSlot({ ...tinyWays, baseReels: { reels: ['A W2 B', 'A B C', 'A B C', 'A B C'] } })).toThrow(/first reel/);
    expect(() => compileSlot({ ...tinyWays, baseReels: { reels: ['A X B', 'A B C', 'A B C', 'A B C'] } })).toThrow(/unknown symbol/);
    expect(() => compileSlot({ ...tinyLines, freeSpins: { ...tinyLines.freeSpins!, retriggers: { 1: 5 } } })).not.toThrow();
    expect(() => computeSlotMaths(compileSlot({ ...tinyLines, freeSpins: { ...tinyLines.freeSpins!, retriggers: { 0: 5 } } }))).toThrow(/retrigger/);
  });

  it('spreads stacked counts deterministically', () => {
    expect(spreadStrip({ A: 2, B: [1, 3] })).toEqual(spreadStrip({ A: 2, B: [1, 3] }));
    expect(spreadStrip({ A: 2, B: [1, 3] }).filter((x) => x === 'B')).toHaveLength(3);
  });

  it('the win cap is hard: the round stops at the cap', () => {
    const m = compileSlot({ ...goldenScarab, winCap: 3 });
    const rng = createFastRng(11);
    let capped = 0;
    let bad = 0;
    for (let i = 0; i < 20_000; i++) {
      const coins = runSlotRound(m, rng, 'base', null);
      if (coins > 3 * m.def.coinsPerBet) bad++;
      if (lastRoundCapped()) {
        capped++;
        if (coins !== 3 * m.def.coinsPerBet) bad++;
      }
    }
    expect(bad).toBe(0);
    expect(capped).toBeGreaterThan(0);
  });
});
