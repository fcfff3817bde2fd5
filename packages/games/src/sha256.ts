/**
 * Small synchronous SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain JavaScript.
 *
 * It runs unchanged in Node and in the browser (no `node:crypto`, no WebCrypto promises), so the
 * game server and the player's verification page compute the same provably-fair numbers. Strings
 * are hashed as UTF-8. Tested against `node:crypto` in `sha256.test.ts`.
 *
 * @module
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const W = new Uint32Array(64);

/** Compresses one 64-byte block at `off` of `data` into `h` (8 words, updated in place). */
function compress(h: Uint32Array, data: Uint8Array, off: number): void {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 4;
    W[i] = ((data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!) >>> 0;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) >>> 0;
  }
  let a = h[0]!, b = h[1]!, c = h[2]!, d = h[3]!, e = h[4]!, f = h[5]!, g = h[6]!, hh = h[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (hh + S1 + ch + K[i]! + W[i]!) >>> 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) >>> 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) >>> 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) >>> 0;
  }
  h[0] = (h[0]! + a) >>> 0;
  h[1] = (h[1]! + b) >>> 0;
  h[2] = (h[2]! + c) >>> 0;
  h[3] = (h[3]! + d) >>> 0;
  h[4] = (h[4]! + e) >>> 0;
  h[5] = (h[5]! + f) >>> 0;
  h[6] = (h[6]! + g) >>> 0;
  h[7] = (h[7]! + hh) >>> 0;
}

/** UTF-8 bytes of a string (TextEncoder exists in browsers and Node 20). */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/**
 * Hashes `data` starting from chaining state `state` after `prefixBytes` bytes were already
 * compressed (a multiple of 64). Returns the 32-byte digest.
 */
function finish(state: Uint32Array, prefixBytes: number, data: Uint8Array): Uint8Array {
  const h = new Uint32Array(state);
  const full = data.length - (data.length % 64);
  for (let off = 0; off < full; off += 64) compress(h, data, off);
  const restLen = data.length - full;
  const tail = new Uint8Array(restLen + 9 > 64 ? 128 : 64);
  tail.set(data.subarray(full));
  tail[restLen] = 0x80;
  const bitLen = (prefixBytes + data.length) * 8;
  const dv = new DataView(tail.buffer);
  dv.setUint32(tail.length - 8, Math.floor(bitLen / 0x100000000));
  dv.setUint32(tail.length - 4, bitLen >>> 0);
  for (let off = 0; off < tail.length; off += 64) compress(h, tail, off);
  const out = new Uint8Array(32);
  const ov = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) ov.setUint32(i * 4, h[i]!);
  return out;
}

/** SHA-256 digest (32 bytes) of bytes or of a UTF-8 string. */
export function sha256(data: Uint8Array | string): Uint8Array {
  return finish(new Uint32Array(IV), 0, typeof data === 'string' ? utf8(data) : data);
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += bytes[i]!.toString(16).padStart(2, '0');
  return s;
}

/**
 * SHA-256 of a string (UTF-8) as 64 lower-case hex characters. This is the **server seed hash**
 * published to the player before any round is played with that seed.
 */
export function sha256Hex(text: string): string {
  return toHex(sha256(text));
}

/**
 * A keyed HMAC-SHA256 with the key's inner and outer pads pre-compressed, so each message costs
 * only the message blocks plus one outer block. Use {@link createHmacSha256} to build one.
 */
export interface HmacSha256 {
  /** HMAC-SHA256(key, message) as 32 bytes; `message` is UTF-8 if a string. */
  digest(message: Uint8Array | string): Uint8Array;
}

/** Prepares HMAC-SHA256 with a fixed key (UTF-8 if a string). */
export function createHmacSha256(key: Uint8Array | string): HmacSha256 {
  let k = typeof key === 'string' ? utf8(key) : key;
  if (k.length > 64) k = sha256(k);
  const ipad = new Uint8Array(64).fill(0x36);
  const opad = new Uint8Array(64).fill(0x5c);
  for (let i = 0; i < k.length; i++) {
    ipad[i] = ipad[i]! ^ k[i]!;
    opad[i] = opad[i]! ^ k[i]!;
  }
  const inner = new Uint32Array(IV);
  compress(inner, ipad, 0);
  const outer = new Uint32Array(IV);
  compress(outer, opad, 0);
  return {
    digest(message) {
      const m = typeof message === 'string' ? utf8(message) : message;
      return finish(outer, 64, finish(inner, 64, m));
    },
  };
}

/** HMAC-SHA256(key, message) as 32 bytes (strings are UTF-8). */
export function hmacSha256(key: Uint8Array | string, message: Uint8Array | string): Uint8Array {
  return createHmacSha256(key).digest(message);
}

/** HMAC-SHA256(key, message) as 64 lower-case hex characters. */
export function hmacSha256Hex(key: Uint8Array | string, message: Uint8Array | string): string {
  return toHex(hmacSha256(key, message));
}
