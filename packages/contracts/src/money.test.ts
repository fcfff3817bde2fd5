import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { betLimitsIn, DEFAULT_MINOR_PER_EUR, formatMoney, parseMajor, splitProportionally, toMajorNumber, toMajorString } from './money';

describe('money', () => {
  it('formats minor units exactly', () => {
    expect(toMajorString(1234n, 2)).toBe('12.34');
    expect(toMajorString(5n, 2)).toBe('0.05');
    expect(toMajorString(-1230n, 2)).toBe('-12.30');
    expect(toMajorString(1n, 8)).toBe('0.00000001');
    expect(toMajorString(42n, 0)).toBe('42');
    expect(toMajorNumber(123456789n, 8)).toBe(1.23456789);
  });
  it('parses decimals without floats and refuses excess precision', () => {
    expect(parseMajor('12.34', 2)).toBe(1234n);
    expect(parseMajor('0.30', 2)).toBe(30n);
    expect(parseMajor(25, 2)).toBe(2500n);
    expect(parseMajor(0.07, 2)).toBe(7n);
    expect(parseMajor('1.005', 2)).toBeNull();
    expect(parseMajor('1.50', 1)).toBe(15n);
    expect(parseMajor('abc', 2)).toBeNull();
    expect(parseMajor('1e3', 2)).toBeNull();
    expect(parseMajor(1e21, 2)).toBeNull();
    expect(parseMajor('-5', 2)).toBe(-500n);
  });
  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 18 }), (minor, exp) => {
        return parseMajor(toMajorString(minor, exp), exp) === minor;
      }),
    );
  });
  it('writes an amount with its currency in a language; a code Intl does not know after the number', () => {
    expect(formatMoney(100_000n, 2, 'EUR', 'en', 0)).toBe('€1,000');
    expect(formatMoney(20n, 2, 'EUR', 'de')).toBe('0,20\u00a0€');
    expect(formatMoney(1_000_000_000n, 6, 'USDT', 'en', 0)).toBe('1,000 USDT');
    expect(formatMoney(200_000n, 6, 'USDT', 'de')).toBe('0,20 USDT');
  });
  it('splits proportionally and exactly', () => {
    expect(splitProportionally(100n, [80n, 20n])).toEqual([80n, 20n]);
    expect(splitProportionally(101n, [1n, 1n])).toEqual([51n, 50n]);
    expect(splitProportionally(7n, [0n, 0n])).toEqual([7n, 0n]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 4 }), (amount, parts) => {
        const shares = splitProportionally(amount, parts);
        return shares.reduce((a, b) => a + b, 0n) === amount && shares.every((s) => s >= 0n);
      }),
    );
  });
});

describe('betLimitsIn (game limits in euro cents, scaled to a currency)', () => {
  const rate = (code: string, exponent = 2) => ({ exponent, minorPerEur: DEFAULT_MINOR_PER_EUR[code]! });
  it('keeps euro limits as they are and scales the others at their rate', () => {
    expect(betLimitsIn({ minBet: 10, maxBet: 10_000 }, rate('EUR'))).toEqual({ minBet: 10, maxBet: 10_000, defaultBet: 100 });
    expect(betLimitsIn({ minBet: 10, maxBet: 10_000 }, rate('INR'))).toEqual({ minBet: 900, maxBet: 900_000, defaultBet: 9_000 });
    expect(betLimitsIn({ minBet: 20, maxBet: 5_000 }, rate('BTC', 8))).toEqual({ minBet: 340, maxBet: 85_000, defaultBet: 1_700 });
    expect(betLimitsIn({ minBet: 1, maxBet: 100_000 }, rate('USDT', 6))).toEqual({ minBet: 11_000, maxBet: 1_100_000_000, defaultBet: 1_100_000 });
  });
  it("rounds the minimum up and the maximum down (never below the euro minimum's worth); one unit a euro without a rate", () => {
    expect(betLimitsIn({ minBet: 1, maxBet: 999 }, rate('USD'))).toEqual({ minBet: 2, maxBet: 1_098, defaultBet: 110 });
    expect(betLimitsIn({ minBet: 10, maxBet: 1_000 }, { exponent: 3, minorPerEur: null })).toEqual({ minBet: 100, maxBet: 10_000, defaultBet: 1_000 });
    // The opening stake stays inside the limits.
    expect(betLimitsIn({ minBet: 500, maxBet: 1_000 }, rate('EUR')).defaultBet).toBe(500);
    expect(betLimitsIn({ minBet: 1, maxBet: 50 }, rate('EUR')).defaultBet).toBe(50);
  });
  it('a bet inside the scaled limits is worth at least the euro minimum and at most the euro maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (min, span, per) => {
        const l = betLimitsIn({ minBet: min, maxBet: min + span }, { exponent: 2, minorPerEur: per });
        return l.minBet * 100 >= min * per && (l.maxBet === l.minBet || l.maxBet * 100 <= (min + span) * per) && l.defaultBet >= l.minBet && l.defaultBet <= l.maxBet;
      }),
    );
  });
});
