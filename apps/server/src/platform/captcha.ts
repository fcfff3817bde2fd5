import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { CAPTCHA_MAX_NUMBER, CAPTCHA_TTL_S, type TCaptchaChallenge } from '@croupier/contracts';
import { captchaUses, type DbOrTx } from '@croupier/db';

/**
 * Self-hosted proof-of-work captcha (ALTCHA, DESIGN.md §2) behind the spec's
 * `recaptchaToken` field. The server picks a secret number n ≤ maxnumber and
 * publishes challenge = sha256(salt + n) with an HMAC signature; the browser
 * finds n by brute force and answers base64(JSON {algorithm, challenge, number,
 * salt, signature}). The salt carries its expiry (`…?expires=unixSeconds`),
 * so the server keeps no state until a solution is redeemed (single use).
 */

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmacHex = (key: string, s: string) => createHmac('sha256', key).update(s).digest('hex');

function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length || !/^[0-9a-f]*$/i.test(a)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

export function createChallenge(secret: string, now: Date, opts: { maxNumber?: number; ttlS?: number } = {}): TCaptchaChallenge {
  const maxnumber = opts.maxNumber ?? CAPTCHA_MAX_NUMBER;
  const expires = Math.floor(now.getTime() / 1000) + (opts.ttlS ?? CAPTCHA_TTL_S);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = randomInt(0, maxnumber + 1);
  const challenge = sha256Hex(salt + number);
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: hmacHex(secret, challenge) };
}

export type TCaptchaCheck = { ok: true; challenge: string } | { ok: false };

/** Checks a solution without state: well-formed, signed by us, not expired, and the number solves the challenge. */
export function verifySolution(token: string, secret: string, now: Date): TCaptchaCheck {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return { ok: false };
  }
  if (!payload || typeof payload !== 'object') return { ok: false };
  const p = payload as Record<string, unknown>;
  const { algorithm, challenge, number, salt, signature } = p;
  if (algorithm !== 'SHA-256') return { ok: false };
  if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return { ok: false };
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return { ok: false };
  if (!safeEqualHex(signature, hmacHex(secret, challenge))) return { ok: false };
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isFinite(expires) || expires <= 0 || expires * 1000 < now.getTime()) return { ok: false };
  if (!safeEqualHex(sha256Hex(salt + number), challenge)) return { ok: false };
  return { ok: true, challenge };
}

/**
 * Verifies a solution and redeems it once (captcha_uses): a replay is invalid.
 * Redeemed rows older than the challenge lifetime are pruned, since their
 * challenges have expired anyway.
 */
export async function redeemSolution(db: DbOrTx, input: { token: string; secret: string; now: Date }): Promise<'ok' | 'invalid'> {
  const check = verifySolution(input.token, input.secret, input.now);
  if (!check.ok) return 'invalid';
  await db.delete(captchaUses).where(lt(captchaUses.usedAt, new Date(input.now.getTime() - 2 * CAPTCHA_TTL_S * 1000)));
  const inserted = await db
    .insert(captchaUses)
    .values({ challenge: check.challenge, usedAt: input.now })
    .onConflictDoNothing()
    .returning({ challenge: captchaUses.challenge });
  return inserted.length === 1 ? 'ok' : 'invalid';
}

/** What the browser widget does: finds the number and encodes the answer (used by tests and scripts). */
export function solveChallenge(c: TCaptchaChallenge): string | null {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (sha256Hex(c.salt + n) === c.challenge) {
      const answer = { algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature };
      return Buffer.from(JSON.stringify(answer)).toString('base64');
    }
  }
  return null;
}
