import { describe, expect, it } from 'vitest';
import { ROULETTE_INSIDE_BETS, rouletteCovered, rouletteSpotKey } from '@croupier/games';
import { LIVE_MAX_CHIPS } from '@croupier/contracts/live';
import { navBoxes, nextSpotKey, type TArrow, type TLayout } from './board-nav';
import { buildSpots, isEdgeSpot } from './spots';

const spots = buildSpots();
const ARROWS: TArrow[] = ['up', 'down', 'left', 'right'];

describe('the roulette layout', () => {
  it('has every bet of the table once: 37 numbers, the outside bets and every split, street, corner and six line', () => {
    const keys = spots.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of spots) {
      expect(rouletteSpotKey(s.chip)).toBe(s.key);
      expect(() => rouletteCovered(s.chip)).not.toThrow();
    }
    for (const type of ['split', 'street', 'corner', 'line'] as const) {
      const onLayout = spots.filter((s) => s.chip.type === type).map((s) => s.key);
      expect(onLayout.sort()).toEqual(ROULETTE_INSIDE_BETS[type].map((numbers) => rouletteSpotKey({ type, numbers: [...numbers] })).sort());
      expect(spots.filter((s) => s.chip.type === type).every(isEdgeSpot)).toBe(true);
    }
    expect(spots.filter((s) => s.chip.type === 'straight')).toHaveLength(37);
    expect(spots).toHaveLength(49 + 60 + 14 + 23 + 11);
    // A player may cover the whole layout in one bet.
    expect(LIVE_MAX_CHIPS).toBe(spots.length);
  });

  it('draws each edge spot on the line its numbers share, in both arrangements', () => {
    const cellOf = (n: number, layout: TLayout) => spots.find((s) => s.key === `straight:${n}`)![layout];
    for (const layout of ['across', 'upright'] as const) {
      for (const s of spots.filter(isEdgeSpot)) {
        const at = s[layout];
        const point = { x: 2 * at.c + at.x!, y: 2 * at.r + at.y! };
        // The point touches every number the bet covers (zero's cell is three cells long); a street or six line sits
        // at its rows' outer end, next to the dozens (lying across, by 1–4–7…; standing up, by 3–6–9…), and so does
        // the first four (0, 1, 2, 3).
        const isRowEnd =
          s.key === 'corner:0-1-2-3' || ((s.chip.type === 'street' || s.chip.type === 'line') && !s.chip.numbers!.includes(0));
        const touched = isRowEnd ? s.chip.numbers!.filter((n) => n % 3 === (layout === 'across' ? 1 : 0)) : s.chip.numbers!;
        for (const n of touched) {
          const c = cellOf(n, layout);
          const [x0, x1] = [2 * c.c - 1, 2 * (c.c + (c.cs ?? 1) - 1) + 1];
          const [y0, y1] = [2 * c.r - 1, 2 * (c.r + (c.rs ?? 1) - 1) + 1];
          expect(point.x >= x0 && point.x <= x1 && point.y >= y0 && point.y <= y1, `${s.key} ${layout} touches ${n}`).toBe(true);
        }
      }
    }
  });
});

describe('arrow keys on the layout', () => {
  for (const layout of ['across', 'upright'] as const) {
    it(`reach every spot from zero and back, ${layout}`, () => {
      const boxes = navBoxes(spots, layout);
      const reach = (start: string, step: (key: string, arrow: TArrow) => string | null) => {
        const seen = new Set([start]);
        const queue = [start];
        while (queue.length) {
          const key = queue.shift()!;
          for (const a of ARROWS) {
            const next = step(key, a);
            if (next && !seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        return seen;
      };
      expect(reach('straight:0', (k, a) => nextSpotKey(boxes, k, a)).size).toBe(spots.length);
      // And back: from every spot some path leads to zero.
      for (const s of spots) expect(reach(s.key, (k, a) => nextSpotKey(boxes, k, a)).has('straight:0'), s.key).toBe(true);
    });
  }

  it('steps onto the line between two numbers before the next number', () => {
    // [arrangement, from, arrow, to]. Lying across, 1 is bottom left, 2 above it and 4 to its right; standing up,
    // 1–2–3 is the first row under zero.
    const moves: [TLayout, string, TArrow, string | null][] = [
      ['across', 'straight:1', 'up', 'split:1-2'],
      ['across', 'split:1-2', 'up', 'straight:2'],
      ['across', 'straight:1', 'right', 'split:1-4'],
      ['across', 'split:1-4', 'up', 'corner:1-2-4-5'],
      ['across', 'corner:1-2-4-5', 'right', 'split:4-5'],
      ['across', 'straight:1', 'down', 'street:1-2-3'],
      ['across', 'street:1-2-3', 'down', 'dozen:1'],
      ['across', 'straight:1', 'left', 'split:0-1'],
      ['across', 'straight:3', 'up', null],
      ['upright', 'straight:0', 'down', 'split:0-2'],
      ['upright', 'straight:0', 'right', 'corner:0-1-2-3'],
      ['upright', 'straight:3', 'right', 'street:1-2-3'],
      ['upright', 'straight:1', 'down', 'split:1-4'],
      ['upright', 'split:1-4', 'right', 'corner:1-2-4-5'],
    ];
    for (const [layout, from, arrow, to] of moves)
      expect(nextSpotKey(navBoxes(spots, layout), from, arrow), `${layout} ${from} ${arrow}`).toBe(to);
  });
});
