import { describe, expect, it } from 'vitest';
import { splitDuration } from './duration';

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds, never below zero', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ d: 2, h: 3, m: 4, s: 5 });
    expect(splitDuration(59_000)).toEqual({ d: 0, h: 0, m: 0, s: 59 });
    expect(splitDuration(-5_000)).toEqual({ d: 0, h: 0, m: 0, s: 0 });
  });
});
