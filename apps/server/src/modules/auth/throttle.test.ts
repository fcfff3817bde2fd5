import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './throttle';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('retryAfterSeconds', () => {
  it('does not throttle below the limit', () => {
    expect(retryAfterSeconds([ago(10), ago(5)], 3, 900, now)).toBeNull();
  });
  it('waits until the oldest failure leaves the window', () => {
    expect(retryAfterSeconds([ago(100), ago(50), ago(10)], 3, 900, now)).toBe(800);
  });
  it('waits for enough failures to expire when over the limit, in any order', () => {
    expect(retryAfterSeconds([ago(10), ago(300), ago(200), ago(100)], 3, 900, now)).toBe(700);
  });
  it('never answers less than one second', () => {
    expect(retryAfterSeconds([ago(900), ago(1)], 2, 900, now)).toBe(1);
  });
});
