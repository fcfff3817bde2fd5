import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('answers a value while it is fresh', () => {
    const c = new TtlCache<number>(1000, 10);
    c.set('a', 1, 0);
    expect(c.get('a', 999)).toBe(1);
    expect(c.get('a', 1000)).toBeUndefined();
    expect(c.get('b', 0)).toBeUndefined();
  });
  it('never holds more than its maximum, however many new keys come (expired ones go first, then the oldest)', () => {
    const c = new TtlCache<number>(1000, 3);
    c.set('old', 0, 0);
    c.set('a', 1, 1500);
    c.set('b', 2, 1600);
    c.set('c', 3, 1700); // full: the expired one goes
    expect(c.get('old', 1700)).toBeUndefined();
    expect([c.get('a', 1700), c.get('b', 1700), c.get('c', 1700)]).toEqual([1, 2, 3]);
    c.set('d', 4, 1800); // full, none expired: the oldest goes
    expect(c.get('a', 1800)).toBeUndefined();
    expect(c.get('d', 1800)).toBe(4);
    for (let i = 0; i < 10_000; i++) c.set(`flood-${i}`, i, 1900);
    expect(c.size).toBe(3);
  });
});
