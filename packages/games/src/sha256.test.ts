import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha256Hex, toHex, sha256 } from './sha256';

describe('sha256 (pure JS)', () => {
  it('matches the FIPS 180-4 vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('matches node:crypto on every length around the block boundaries', () => {
    for (let n = 0; n < 200; n++) {
      const s = 'x'.repeat(n);
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s).digest('hex'));
    }
  });

  it('matches node:crypto on arbitrary unicode strings and bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (s) => sha256Hex(s) === createHash('sha256').update(s, 'utf8').digest('hex')),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (b) => toHex(sha256(b)) === createHash('sha256').update(b).digest('hex')),
      { numRuns: 200 },
    );
  });
});

describe('hmacSha256 (pure JS)', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('matches node:crypto for short, 64-byte and long keys', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 150 }), fc.string({ unit: 'grapheme', maxLength: 200 }), (key, msg) => hmacSha256Hex(key, msg) === createHmac('sha256', key).update(msg).digest('hex')),
      { numRuns: 300 },
    );
    const k64 = 'k'.repeat(64);
    expect(hmacSha256Hex(k64, 'm')).toBe(createHmac('sha256', k64).update('m').digest('hex'));
  });
});
