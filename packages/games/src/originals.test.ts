import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceMaxMultiplier, diceRtp, diceWinningOutcomes, rollDice } from './dice';
import { PLINKO_CONFIGS, plinkoMaxMultiplier, plinkoRtp, plinkoTable } from './plinko';
import { createReplayRng } from './rng';
import { simulateRounds } from './registry';

describe('dice', () => {
  it('RTP is exactly 99% for every allowed target (payout = 99 / chance)', () => {
    for (let t = 100; t <= 9800; t += 7) {
      expect(diceRtp({ target: t / 100, direction: 'under' })).toBeCloseTo(0.99, 12);
      const over = (9999 - t) / 100;
      expect(diceRtp({ target: over, direction: 'over' })).toBeCloseTo(0.99, 12);
    }
    expect(diceMaxMultiplier()).toBe(99);
  });

  it('maps floats to rolls 0.00–99.99 and compares strictly', () => {
    const under = rollDice(createReplayRng([0.4999]), { target: 50, direction: 'under' });
    expect(under.details).toMatchObject({ roll: 49.99, won: true, winChance: 50, payoutMultiplier: 1.98 });
    expect(rollDice(createReplayRng([0.5]), { target: 50, direction: 'under' }).details.won).toBe(false);
    expect(rollDice(createReplayRng([0.5]), { target: 50, direction: 'over' }).details.won).toBe(false);
    expect(rollDice(createReplayRng([0.99999]), { target: 50, direction: 'over' }).details.roll).toBe(99.99);
  });

  it('rejects bad params', () => {
    expect(() => diceWinningOutcomes({ target: 50.123, direction: 'under' })).toThrow(RangeError);
    expect(() => diceWinningOutcomes({ target: 0.5, direction: 'under' })).toThrow(RangeError);
    expect(() => diceWinningOutcomes({ target: 99, direction: 'under' })).toThrow(RangeError);
  });

  it('simulation agrees (1M rolls, 10% chance)', () => {
    const s = simulateRounds('dice', { rounds: 1_000_000, seed: 'dice', params: { target: 10, direction: 'under' } });
    expect(Math.abs(s.rtp - 0.99)).toBeLessThan((4.5 * s.stdDev) / Math.sqrt(s.rounds));
    expect(Math.abs(s.hitRate - 0.1)).toBeLessThan(0.002);
  });

  it('win chance × payout = 0.99 for arbitrary valid targets (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9800 }), (t) => {
        const p = { target: t / 100, direction: 'under' as const };
        return Math.abs((diceWinningOutcomes(p) / 10000) * (9900 / diceWinningOutcomes(p)) - 0.99) < 1e-12;
      }),
    );
  });
});

describe('plinko', () => {
  it('every table returns 98.9%–99.2% exactly and is symmetric', () => {
    for (const c of PLINKO_CONFIGS) {
      const rtp = plinkoRtp(c);
      expect(rtp).toBeGreaterThan(0.989);
      expect(rtp).toBeLessThan(0.992);
      const t = Array.from(plinkoTable(c));
      expect(t).toEqual([...t].reverse());
      expect(t).toHaveLength(c.rows + 1);
    }
    expect(plinkoMaxMultiplier({ rows: 16, risk: 'high' })).toBe(1000);
  });

  it('refuses parameters that are no table (names of built-in properties, wrong types) with a RangeError', () => {
    for (const bad of [
      { rows: 16, risk: 'constructor' },
      { rows: 16, risk: 'toString' },
      { rows: 16, risk: '__proto__' },
      { rows: '16', risk: 'high' },
      { rows: 10, risk: 'low' },
      { rows: 8, risk: ['low'] },
    ]) expect(() => plinkoTable(bad as unknown as (typeof PLINKO_CONFIGS)[number]), JSON.stringify(bad)).toThrow(RangeError);
  });

  it('simulation agrees for each configuration (300k drops each)', () => {
    for (const c of PLINKO_CONFIGS) {
      const s = simulateRounds('plinko', { rounds: 300_000, seed: `plinko-${c.rows}-${c.risk}`, params: c });
      expect(Math.abs(s.rtp - plinkoRtp(c)), `${c.rows} ${c.risk}`).toBeLessThan((4.5 * s.stdDev) / Math.sqrt(s.rounds));
    }
  });
});
