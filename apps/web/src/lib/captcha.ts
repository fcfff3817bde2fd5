import type { TCaptchaChallenge } from '@croupier/contracts';
import { api } from './api';

/** Worker source: finds n with hex(sha256(salt + n)) === challenge using Web Crypto. */
const WORKER_SOURCE = `
self.onmessage = async (e) => {
  const { salt, challenge, maxnumber } = e.data;
  const enc = new TextEncoder();
  for (let n = 0; n <= maxnumber; n++) {
    const buf = await crypto.subtle.digest('SHA-256', enc.encode(salt + n));
    const hex = Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
    if (hex === challenge) { self.postMessage({ number: n }); return; }
  }
  self.postMessage({ number: null });
};`;

function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fallback without workers: small async chunks so the page stays responsive. */
async function solveInChunks(c: TCaptchaChallenge): Promise<number | null> {
  const enc = new TextEncoder();
  const CHUNK = 500;
  for (let start = 0; start <= c.maxnumber; start += CHUNK) {
    const end = Math.min(c.maxnumber, start + CHUNK - 1);
    for (let n = start; n <= end; n++) {
      if (toHex(await crypto.subtle.digest('SHA-256', enc.encode(c.salt + n))) === c.challenge) return n;
    }
    await new Promise((r) => setTimeout(r, 0));
  }
  return null;
}

function solveInWorker(c: TCaptchaChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let url: string | null = null;
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      const worker = new Worker(url);
      worker.onmessage = (e: MessageEvent<{ number: number | null }>) => {
        worker.terminate();
        if (url) URL.revokeObjectURL(url);
        resolve(e.data.number);
      };
      worker.onerror = (err) => {
        worker.terminate();
        if (url) URL.revokeObjectURL(url);
        reject(err);
      };
      worker.postMessage({ salt: c.salt, challenge: c.challenge, maxnumber: c.maxnumber });
    } catch (e) {
      if (url) URL.revokeObjectURL(url);
      reject(e);
    }
  });
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/**
 * Fetches an ALTCHA challenge, solves it off the main thread (or in async
 * chunks) and returns the `recaptchaToken` the API expects.
 */
export async function getCaptchaToken(): Promise<string> {
  const challenge = await api.get<TCaptchaChallenge>('/api/user/captcha');
  let number: number | null;
  try {
    number = typeof Worker !== 'undefined' ? await solveInWorker(challenge) : await solveInChunks(challenge);
  } catch {
    number = await solveInChunks(challenge);
  }
  if (number === null) throw new Error('error.captcha.invalid');
  return toBase64(
    JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }),
  );
}
