import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { depositAmountsIn, roundFigure } from './deposit-amounts';
import { DEFAULT_MINOR_PER_EUR } from './money';

describe('deposit amounts in every currency', () => {
  it("are the spec's figures in euros (start 25, presets 25/50/100, steps 1 up to 30 then 5)", () => {
    expect(depositAmountsIn({ exponent: 2, minorPerEur: 100 })).toEqual({
      initial: '25',
      presets: ['25', '50', '100'],
      threshold: '30',
      small: '1',
      large: '5',
    });
    expect(depositAmountsIn({ exponent: 2, minorPerEur: null })).toEqual(depositAmountsIn({ exponent: 2, minorPerEur: 100 }));
  });

  it('are round figures of about the same worth elsewhere', () => {
    expect(depositAmountsIn({ exponent: 2, minorPerEur: DEFAULT_MINOR_PER_EUR.INR! })).toEqual({
      initial: '2500',
      presets: ['2500', '5000', '10000'],
      threshold: '2500',
      small: '100',
      large: '500',
    });
    const btc = depositAmountsIn({ exponent: 8, minorPerEur: DEFAULT_MINOR_PER_EUR.BTC! });
    expect(btc.initial).toBe('0.0004');
    expect(btc.presets).toEqual(['0.0004', '0.0008', '0.0015']);
    expect(btc.small).toBe('0.000015');
    expect(depositAmountsIn({ exponent: 0, minorPerEur: 1 }).small).toBe('1'); // never below one minor unit
  });

  it('a round figure of a whole amount is within a factor of 1.25 of it, whole, and the nearest such figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (minor) => {
        const r = roundFigure(minor);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.max(r / minor, minor / r)).toBeLessThanOrEqual(1.25);
      }),
    );
    expect([1, 1.1, 7, 12, 17, 2250].map(roundFigure)).toEqual([1, 1, 8, 10, 15, 2500]);
    expect(roundFigure(0)).toBe(1);
  });
});
