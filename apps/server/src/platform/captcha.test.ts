import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_MAX_NUMBER, CAPTCHA_TTL_S, ZCaptchaChallenge } from '@croupier/contracts';
import { createChallenge, solveChallenge, verifySolution } from './captcha';

const SECRET = 'unit-secret-0123456789abcdef0123456789';
const now = new Date('2026-06-15T12:00:00Z');

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');

describe('ALTCHA captcha', () => {
  it('creates a challenge of the contract shape whose salt carries its expiry', () => {
    const c = createChallenge(SECRET, now);
    expect(ZCaptchaChallenge.parse(c)).toEqual(c);
    expect(c.maxnumber).toBe(CAPTCHA_MAX_NUMBER);
    expect(c.salt).toMatch(new RegExp(`\\?expires=${Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_S}$`));
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solved challenge', () => {
    const c = createChallenge(SECRET, now, { maxNumber: 2000 });
    const token = solveChallenge(c)!;
    expect(token).toBeTruthy();
    const n = decode(token).number as number;
    expect(
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex'),
    ).toBe(c.challenge);
    expect(verifySolution(token, SECRET, now)).toEqual({ ok: true, challenge: c.challenge });
  });

  it('refuses wrong numbers, foreign signatures, expired salts and garbage', () => {
    const c = createChallenge(SECRET, now, { maxNumber: 2000 });
    const good = decode(solveChallenge(c)!);
    expect(verifySolution(encode({ ...good, number: (good.number as number) + 1 }), SECRET, now).ok).toBe(false);
    expect(verifySolution(encode(good), 'another-secret-0123456789abcdef0123', now).ok).toBe(false);
    expect(verifySolution(encode({ ...good, signature: 'ab' }), SECRET, now).ok).toBe(false);
    expect(verifySolution(encode(good), SECRET, new Date(now.getTime() + (CAPTCHA_TTL_S + 1) * 1000)).ok).toBe(false);
    expect(verifySolution(encode({ ...good, algorithm: 'SHA-1' }), SECRET, now).ok).toBe(false);
    expect(verifySolution('not base64 json', SECRET, now).ok).toBe(false);
    expect(verifySolution(encode('x'), SECRET, now).ok).toBe(false);
    expect(verifySolution(encode({ ...good, number: '1' }), SECRET, now).ok).toBe(false);
  });

  it('refuses a forged challenge with an extended expiry', () => {
    const c = createChallenge(SECRET, now, { maxNumber: 10 });
    const salt = c.salt.replace(/expires=\d+/, 'expires=9999999999');
    const forged = { ...decode(solveChallenge(c)!), salt };
    expect(verifySolution(encode(forged), SECRET, now).ok).toBe(false);
  });
});
