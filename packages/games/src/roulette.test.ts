import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng } from './rng';
import {
  ROULETTE_BET_TYPES,
  ROULETTE_CALL_BETS,
  ROULETTE_RED,
  ROULETTE_WHEEL_ORDER,
  rouletteColour,
  rouletteCovered,
  roulettePayout,
  roulettePocket,
  rouletteStake,
  rouletteStats,
  rouletteWin,
  type RouletteChip,
} from './roulette';

describe('roulette', () => {
  it('has a European wheel: 37 distinct pockets, 18 red, 18 black, alternating colours', () => {
    expect(new Set(ROULETTE_WHEEL_ORDER).size).toBe(37);
    expect(ROULETTE_RED.size).toBe(18);
    for (let i = 1; i < 37; i++) {
      const a = ROULETTE_WHEEL_ORDER[i]!;
      const b = ROULETTE_WHEEL_ORDER[(i % 36) + 1]!;
      if (i < 36) expect(rouletteColour(a)).not.toBe(rouletteColour(b));
    }
    expect(rouletteColour(0)).toBe('green');
  });

  it('pays 36/k for a bet covering k numbers: 35:1 down to 1:1', () => {
    expect(roulettePayout({ type: 'straight', numbers: [17] })).toBe(36);
    expect(roulettePayout({ type: 'split', numbers: [20, 17] })).toBe(18);
    expect(roulettePayout({ type: 'split', numbers: [0, 2] })).toBe(18);
    expect(roulettePayout({ type: 'street', numbers: [13, 14, 15] })).toBe(12);
    expect(roulettePayout({ type: 'street', numbers: [0, 2, 3] })).toBe(12);
    expect(roulettePayout({ type: 'corner', numbers: [17, 18, 20, 21] })).toBe(9);
    expect(roulettePayout({ type: 'corner', numbers: [0, 1, 2, 3] })).toBe(9);
    expect(roulettePayout({ type: 'line', numbers: [31, 32, 33, 34, 35, 36] })).toBe(6);
    expect(roulettePayout({ type: 'dozen', index: 3 })).toBe(3);
    expect(roulettePayout({ type: 'column', index: 1 })).toBe(3);
    for (const t of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(roulettePayout({ type: t })).toBe(2);
    expect(rouletteCovered({ type: 'column', index: 2 })).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(rouletteCovered({ type: 'dozen', index: 2 })[0]).toBe(13);
  });

  it('refuses spots that are not on the layout', () => {
    const bad: Pick<RouletteChip, 'type' | 'numbers' | 'index'>[] = [
      { type: 'straight', numbers: [37] },
      { type: 'straight', numbers: [1.5] },
      { type: 'straight', numbers: [1, 2] },
      { type: 'split', numbers: [3, 4] },
      { type: 'split', numbers: [1, 5] },
      { type: 'split', numbers: [0, 4] },
      { type: 'street', numbers: [2, 3, 4] },
      { type: 'corner', numbers: [3, 4, 6, 7] },
      { type: 'line', numbers: [34, 35, 36, 37, 38, 39] },
      { type: 'dozen', index: 0 },
      { type: 'column', index: 4 },
      { type: 'column' },
      { type: 'nonsense' as 'red' },
      { type: 'red', numbers: [1] },
      { type: 'dozen', index: 1, numbers: [1] },
      { type: 'straight', numbers: [5], index: 1 },
    ];
    for (const c of bad) expect(() => rouletteCovered(c), JSON.stringify(c)).toThrow(RangeError);
    expect(() => rouletteStake([])).toThrow(RangeError);
    expect(() => rouletteStake([{ type: 'red', amount: 0 }])).toThrow(RangeError);
    expect(() => rouletteStake([{ type: 'red', amount: 1.5 }])).toThrow(RangeError);
    expect(() =>
      rouletteStake([
        { type: 'split', numbers: [1, 2], amount: 5 },
        { type: 'split', numbers: [2, 1], amount: 5 },
      ]),
    ).toThrow(RangeError);
    expect(
      rouletteStake([
        { type: 'red', amount: 100 },
        { type: 'straight', numbers: [0], amount: 10 },
      ]),
    ).toBe(110);
  });

  it('returns exactly 36/37 of every bet over the 37 pockets (every spot on the layout)', () => {
    const spots: Pick<RouletteChip, 'type' | 'numbers' | 'index'>[] = [];
    for (let n = 0; n <= 36; n++) spots.push({ type: 'straight', numbers: [n] });
    for (let n = 1; n <= 36; n++) {
      if (n % 3 !== 0) spots.push({ type: 'split', numbers: [n, n + 1] });
      if (n <= 33) spots.push({ type: 'split', numbers: [n, n + 3] });
    }
    for (let i = 1; i <= 3; i++) spots.push({ type: 'dozen', index: i }, { type: 'column', index: i });
    for (const t of ROULETTE_BET_TYPES.slice(7)) spots.push({ type: t });
    for (const s of spots) {
      let paid = 0;
      for (let p = 0; p < 37; p++) paid += rouletteWin([{ ...s, amount: 100 }], p);
      expect(paid, JSON.stringify(s)).toBe(3600);
    }
  });

  it('keeps wins exact integers for any chips (property)', () => {
    const chip = fc.oneof(
      fc.record({
        type: fc.constant('straight' as const),
        numbers: fc.integer({ min: 0, max: 36 }).map((n) => [n]),
        amount: fc.integer({ min: 1, max: 1e9 }),
      }),
      fc.record({
        type: fc.constantFrom('dozen' as const, 'column' as const),
        index: fc.integer({ min: 1, max: 3 }),
        amount: fc.integer({ min: 1, max: 1e9 }),
      }),
      fc.record({
        type: fc.constantFrom('red' as const, 'black' as const, 'odd' as const, 'even' as const, 'low' as const, 'high' as const),
        amount: fc.integer({ min: 1, max: 1e9 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(chip, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 36 }), (chips, pocket) => {
        const win = rouletteWin(chips, pocket);
        expect(Number.isSafeInteger(win)).toBe(true);
        expect(win).toBeLessThanOrEqual(chips.reduce((s, c) => s + c.amount, 0) * 36);
      }),
    );
  });

  it('decides the pocket from the seed, the table and the round number only', () => {
    const seed = 'a'.repeat(64);
    const p = roulettePocket(seed, 'auto-roulette', 42);
    expect(p).toBe(Math.floor(createFairRng({ serverSeed: seed, clientSeed: 'auto-roulette:42', nonce: 0 }).next() * 37));
    expect(roulettePocket(seed, 'auto-roulette', 42)).toBe(p);
    const seen = new Set<number>();
    for (let r = 0; r < 2000; r++) seen.add(roulettePocket(seed, 'auto-roulette', r));
    expect(seen.size).toBe(37);
  });

  it('counts how the last rounds fell: hot and cold numbers, the outside bets', () => {
    const pockets = [17, 17, 17, 0, 32, 32, 1, 36, 2, 17];
    const s = rouletteStats(pockets);
    expect(s.rounds).toBe(10);
    expect(s.counts[17]).toBe(4);
    expect(s.counts.reduce((a, b) => a + b, 0)).toBe(10);
    // Most hits first; equal counts, the lower number first.
    expect(s.hot).toEqual([17, 32, 0, 1, 2]);
    expect(s.cold).toEqual([3, 4, 5, 6, 7]);
    // 17 black ×4, 32 red ×2, 1 red, 36 red, 2 black; 0 is neither.
    expect(s.outside).toEqual({ red: 4, black: 5, zero: 1, odd: 5, even: 4, low: 6, high: 3 });
    expect(s.dozens).toEqual([2, 4, 3]);
    // Column 1 holds 1, column 2 holds 2, 17 and 32 (2, 5, 8 …), column 3 holds 36.
    expect(s.columns).toEqual([1, 7, 1]);
    // A number never hit is not hot.
    expect(rouletteStats([5, 5, 9], 3)).toMatchObject({ rounds: 3, hot: [5, 9], cold: [0, 1, 2] });
    expect(rouletteStats([], 3)).toMatchObject({ rounds: 0, hot: [], cold: [0, 1, 2] });
    expect(() => rouletteStats([37])).toThrow(RangeError);
  });

  it('adds up for any rounds: every outside pair and the zero cover each round once (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 36 }), { maxLength: 600 }), (pockets) => {
        const s = rouletteStats(pockets);
        const { red, black, zero, odd, even, low, high } = s.outside;
        expect(red + black + zero).toBe(pockets.length);
        expect(odd + even + zero).toBe(pockets.length);
        expect(low + high + zero).toBe(pockets.length);
        expect(s.dozens.reduce((a, b) => a + b, 0) + zero).toBe(pockets.length);
        expect(s.columns.reduce((a, b) => a + b, 0) + zero).toBe(pockets.length);
        if (pockets.length) expect(s.counts[s.hot[0]!]).toBe(Math.max(...s.counts));
        expect(s.hot.every((n) => s.counts[n]! > 0)).toBe(true);
        expect(s.counts[s.cold[0]!]).toBe(Math.min(...s.counts));
      }),
    );
  });

  it('has the racetrack call bets: each covers its arc of the wheel, with ordinary bets on the layout', () => {
    // An arc of the wheel, from one pocket to another clockwise.
    const arc = (from: number, to: number) => {
      const order = [...ROULETTE_WHEEL_ORDER];
      const i = order.indexOf(from as never);
      const j = order.indexOf(to as never);
      return (i <= j ? order.slice(i, j + 1) : [...order.slice(i), ...order.slice(0, j + 1)]).map(Number).sort((a, b) => a - b);
    };
    const covered = (name: keyof typeof ROULETTE_CALL_BETS) =>
      [...new Set(ROULETTE_CALL_BETS[name].flatMap((c) => rouletteCovered(c)))].sort((a, b) => a - b);
    const units = (name: keyof typeof ROULETTE_CALL_BETS) => ROULETTE_CALL_BETS[name].reduce((s, c) => s + c.units, 0);
    expect(covered('voisins')).toEqual(arc(22, 25));
    expect(covered('voisins')).toHaveLength(17);
    expect(units('voisins')).toBe(9);
    expect(covered('tiers')).toEqual(arc(27, 33));
    expect(units('tiers')).toBe(6);
    expect(covered('zero')).toEqual(arc(12, 15));
    expect(units('zero')).toBe(4);
    // Orphelins: the two arcs between the voisins and the tiers (1–20–14–31–9 and 17–34–6).
    expect(covered('orphelins')).toEqual([...arc(1, 9), ...arc(17, 6)].sort((a, b) => a - b));
    expect(units('orphelins')).toBe(5);
    // Voisins, tiers and orphelins together cover the wheel once.
    expect([...covered('voisins'), ...covered('tiers'), ...covered('orphelins')].sort((a, b) => a - b)).toEqual(arc(0, 26));
    // Every chip is one spot: no spot twice in a call bet.
    for (const chips of Object.values(ROULETTE_CALL_BETS))
      expect(() => rouletteStake(chips.map((c) => ({ ...c, amount: c.units })))).not.toThrow();
  });
});
