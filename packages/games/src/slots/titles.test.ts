/**
 * Proof of each title's published maths. The exact calculator is checked against brute-force
 * enumeration in engine.test.ts; here the engine is simulated per component, where variance is
 * low enough for a tight tolerance (4.5 standard errors, deterministic seeds):
 * - base-game spins and free spins against their exact expectations,
 * - bought features against the exact bonus-buy RTP,
 * - whole rounds (features and cap included) against the published RTP.
 */
import { describe, expect, it } from 'vitest';
import { createFastRng } from '../rng';
import { simulateRounds } from '../registry';
import { spinExpectation, simulateSpins } from './index';
import { getCompiledSlot, getSlotMaths, SLOT_DEFINITIONS } from './index';

const Z = 4.5;

function check(label: string, mean: number, se: number, expected: number) {
  const msg = `${label}: measured ${mean.toFixed(5)} ± ${(Z * se).toFixed(5)}, expected ${expected.toFixed(5)}`;
  expect(Math.abs(mean - expected), msg).toBeLessThanOrEqual(Z * se);
}

describe.each(SLOT_DEFINITIONS.map((d) => d.id))('%s', (id) => {
  const m = getCompiledSlot(id);
  const cpb = m.def.coinsPerBet;
  const maths = getSlotMaths(id);

  it('publishes an RTP between 95% and 97% with the parts adding up', () => {
    expect(maths.rtp).toBeGreaterThan(0.95);
    expect(maths.rtp).toBeLessThan(0.97);
    expect(maths.baseGameRtp + maths.freeSpinsRtp).toBeCloseTo(maths.rtp, 12);
    if (maths.bonusBuyRtp !== null) {
      expect(maths.bonusBuyRtp).toBeGreaterThan(0.95);
      expect(maths.bonusBuyRtp).toBeLessThan(0.97);
    }
  });

  it('base-game spins return their exact expectation (2M spins)', () => {
    const n = 2_000_000;
    const { sum, sumSq } = simulateSpins(m, 'base', createFastRng(`${id}-base`), n);
    const mean = sum / n / cpb;
    const sd = Math.sqrt(sumSq / n / cpb / cpb - mean * mean);
    check('base spin', mean, sd / Math.sqrt(n), spinExpectation(m, m.base) / cpb);
    // the tolerance is tight enough that a paytable error of 3 RTP points cannot pass
    expect((Z * sd) / Math.sqrt(n)).toBeLessThan(0.03);
  });

  // Only for titles with free spins (a title without them has nothing to measure).
  if (m.free !== null)
    it('free spins return their exact expectation (300k spins)', () => {
      const n = 300_000;
      const { sum, sumSq } = simulateSpins(m, 'free', createFastRng(`${id}-free`), n);
      const mean = sum / n / cpb;
      const sd = Math.sqrt(sumSq / n / cpb / cpb - mean * mean);
      check('free spin', mean, sd / Math.sqrt(n), spinExpectation(m, m.free!) / cpb);
    });

  // Only for titles with a bonus buy (a title without one has nothing to buy).
  if (m.def.bonusBuy !== undefined)
    it('bought features return the published bonus-buy RTP (40k rounds)', () => {
      const s = simulateRounds(id, { rounds: 40_000, mode: 'bonusBuy', seed: `${id}-bb` });
      check('bonus buy', s.rtp, s.stdDev / Math.sqrt(s.rounds), maths.bonusBuyRtp!);
    });

  it('whole rounds return the published RTP (500k rounds)', () => {
    const s = simulateRounds(id, { rounds: 500_000, seed: `${id}-rounds` });
    check('round', s.rtp, s.stdDev / Math.sqrt(s.rounds), maths.rtp);
    expect(s.maxMultiplier).toBeLessThanOrEqual(m.def.winCap);
  });
});
