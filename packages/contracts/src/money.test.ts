import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMajor, splitProportionally, toMajorNumber, toMajorString } from './money';

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
