/**
 * Random number sources behind one interface.
 *
 * - {@link createFairRng}: the provably-fair stream used for real rounds. Floats come from
 *   `HMAC-SHA256(key = serverSeed, message = "<clientSeed>:<nonce>:<cursor>")`; each 32-byte
 *   digest is cut into 8 big-endian unsigned 32-bit integers, each divided by 2^32, used in order;
 *   `cursor` starts at 0 and increments whenever 8 more floats are needed.
 * - {@link createFastRng}: a seeded sfc32 generator for simulations and benchmarks (no HMAC).
 *
 * Games only ever call `rng.next()`, so the same code runs on both sources.
 *
 * @module
 */
import { createHmacSha256, toHex } from './sha256';

/** A source of uniform floats in [0, 1). Every game consumes floats through this only. */
export interface Rng {
  /** Next float in [0, 1), a multiple of 2^-32. */
  next(): number;
}

/** The three inputs that fix every float of a provably-fair round. */
export interface FairSeeds {
  /** Secret server seed; its SHA-256 hex ({@link sha256Hex}) is published before play. */
  serverSeed: string;
  /** Client seed chosen (and editable) by the player. */
  clientSeed: string;
  /** Round counter for this seed pair (0, 1, 2, …); a non-negative safe integer. */
  nonce: number;
}

/** A provably-fair {@link Rng} that also reports how many floats it has produced. */
export interface FairRng extends Rng {
  /** Number of floats consumed so far in this round. */
  readonly consumed: number;
  /** The digests used so far, as hex, one per cursor (for the verification page). */
  digests(): string[];
}

/** The 8 floats of one HMAC digest (4 bytes each, big-endian, / 2^32). */
export function floatsFromDigest(digest: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < 32; i += 4) out.push(readFloat(digest, i));
  return out;
}

/** Big-endian unsigned 32-bit integer at `i`, divided by 2^32. */
function readFloat(b: Uint8Array, i: number): number {
  return (b[i]! * 16777216 + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!)) / 4294967296;
}

/**
 * The provably-fair stream for one round: floats `HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor")`,
 * 8 per digest, cursor 0, 1, 2, ….
 */
export function createFairRng(seeds: FairSeeds): FairRng {
  const { serverSeed, clientSeed, nonce } = seeds;
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative safe integer');
  const hmac = createHmacSha256(serverSeed);
  const used: Uint8Array[] = [];
  let buf: Uint8Array = new Uint8Array(32);
  let pos = 32;
  let cursor = 0;
  let consumed = 0;
  return {
    next() {
      if (pos === 32) {
        buf = hmac.digest(`${clientSeed}:${nonce}:${cursor}`);
        used.push(buf);
        cursor++;
        pos = 0;
      }
      const v = readFloat(buf, pos);
      pos += 4;
      consumed++;
      return v;
    },
    get consumed() {
      return consumed;
    },
    digests: () => used.map(toHex),
  };
}

/** splitmix32 step, used to expand a seed into sfc32 state. */
function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** 32-bit FNV-1a of a string, to seed the fast generator from text. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A fast seeded generator (sfc32, seeded through splitmix32) for simulations and benchmarks:
 * about 10^8 floats per second, no allocation. Not for real money rounds — use {@link createFairRng}.
 */
export function createFastRng(seed: number | string = 1): Rng {
  const st = { s: typeof seed === 'string' ? fnv1a(seed) : seed >>> 0 };
  let a = splitmix32(st) | 0;
  let b = splitmix32(st) | 0;
  let c = splitmix32(st) | 0;
  let d = splitmix32(st) | 0;
  const rng = {
    next(): number {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return (t >>> 0) / 4294967296;
    },
  };
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** A uniform integer in [0, n) from one float: `floor(next() * n)`. */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n);
}

/**
 * An {@link Rng} replaying a fixed list of floats (tests, forced outcomes in demos). Throws when
 * exhausted.
 */
export function createReplayRng(floats: readonly number[]): Rng {
  let i = 0;
  return {
    next() {
      if (i >= floats.length) throw new RangeError('replay rng exhausted');
      return floats[i++]!;
    },
  };
}
