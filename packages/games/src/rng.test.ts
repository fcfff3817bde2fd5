import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng, createFastRng, floatsFromDigest } from './rng';

/** Reference implementation on node:crypto. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const d = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32; i += 4) out.push(d.readUInt32BE(i) / 2 ** 32);
  }
  return out.slice(0, count);
}

describe('createFairRng', () => {
  it('yields HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) floats, 8 per digest', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 40 }), fc.nat(1e9), fc.integer({ min: 1, max: 40 }), (server, client, nonce, count) => {
        const rng = createFairRng({ serverSeed: server, clientSeed: client, nonce });
        const got = Array.from({ length: count }, () => rng.next());
        expect(got).toEqual(referenceFloats(server, client, nonce, count));
        expect(rng.consumed).toBe(count);
        expect(rng.digests()).toHaveLength(Math.ceil(count / 8));
      }),
      { numRuns: 100 },
    );
  });

  it('floatsFromDigest reads big-endian words / 2^32', () => {
    const d = new Uint8Array(32).fill(0xff);
    d.set([0, 0, 0, 1], 0);
    const f = floatsFromDigest(d);
    expect(f[0]).toBe(1 / 2 ** 32);
    expect(f[1]).toBe((2 ** 32 - 1) / 2 ** 32);
  });

  it('rejects a bad nonce', () => {
    expect(() => createFairRng({ serverSeed: 's', clientSeed: 'c', nonce: -1 })).toThrow(RangeError);
  });
});

describe('createFastRng', () => {
  it('is deterministic per seed, in [0,1) and roughly uniform', () => {
    const a = createFastRng(42);
    const b = createFastRng(42);
    const bins = new Array<number>(10).fill(0);
    let bad = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = a.next();
      if (x !== b.next() || !(x >= 0 && x < 1)) bad++;
      bins[Math.floor(x * 10)]!++;
    }
    expect(bad).toBe(0);
    for (const c of bins) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(createFastRng('seed').next()).toBe(createFastRng('seed').next());
  });
});
