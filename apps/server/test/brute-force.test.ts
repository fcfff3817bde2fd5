import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_S,
  ZCaptchaChallenge,
  type TCaptchaChallenge,
} from '@croupier/contracts';
import { authFailures, captchaUses, users } from '@croupier/db';
import { solveChallenge } from '../src/platform/captcha';
import { createTestApp, type TestApp } from './harness';
import { PASSWORD, bearer, login, newPlayer, nextIp, patchSettings, signUp, uniqueEmail } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.clock.set('2026-06-15T12:00:00Z'));

async function solvedCaptcha(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/captcha', remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  const c: TCaptchaChallenge = ZCaptchaChallenge.parse(res.json().data);
  return solveChallenge(c)!;
}

const failuresOf = async (accountKey: string) =>
  (await t.handle.db.select({ n: count() }).from(authFailures).where(eq(authFailures.accountKey, accountKey)))[0]!.n;

describe('brute-force protection of POST /api/user/login', () => {
  it('counts one account however it is typed: email and username share the count', async () => {
    const p = await newPlayer(t);
    const username = `bf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await t.handle.db.update(users).set({ username }).where(eq(users.email, p.email));
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await login(t, i % 2 ? username.toUpperCase() : p.email, 'Wrong#000', {}, ip)).json().errorCode).toBe('INVALID_CREDENTIALS');
    }
    expect(await failuresOf(`email:${p.email}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    expect((await login(t, username, PASSWORD, {}, ip)).statusCode).toBe(429);
    expect((await login(t, p.email, PASSWORD, {}, ip)).statusCode).toBe(429);
    // An unknown name still counts under itself.
    expect((await login(t, `${username}-nobody`, 'Wrong#000', {}, ip)).json().errorCode).toBe('INVALID_CREDENTIALS');
    expect(await failuresOf(`user:${username}-nobody`)).toBe(1);
  });

  it('refuses one account from one IP after too many failures, with retryAfter, before checking the password', async () => {
    const p = await newPlayer(t);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect((await login(t, p.email, 'Wrong#000', {}, ip)).json().errorCode).toBe('INVALID_CREDENTIALS');
      t.clock.advance(60_000);
    }
    // Failures at 12:00..12:04; now 12:05: the oldest leaves the window at 12:15.
    const refused = await login(t, p.email, PASSWORD, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'error.login.too.many',
      retryAfter: LOGIN_WINDOW_S - 5 * 60,
    });
    expect(refused.headers['retry-after']).toBe(String(LOGIN_WINDOW_S - 5 * 60));
    // Refusals are not failures (the password was never checked).
    expect(await failuresOf(`email:${p.email}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP);
    // The same account from another IP still works, and other accounts from this IP too.
    expect((await login(t, p.email, PASSWORD, {}, nextIp())).statusCode).toBe(200);
    const q = await newPlayer(t);
    expect((await login(t, q.email, PASSWORD, {}, ip)).statusCode).toBe(200);
    // Window expiry (test clock): once the oldest failure is older than the window, the player gets in.
    t.clock.advance((LOGIN_WINDOW_S - 5 * 60 - 1) * 1000);
    expect((await login(t, p.email, PASSWORD, {}, ip)).statusCode).toBe(429);
    t.clock.advance(1000);
    const ok = await login(t, p.email, PASSWORD, {}, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    // A success clears that account+IP's failures.
    expect(await failuresOf(`email:${p.email}`)).toBe(0);
  });

  it('refuses an IP that fails too often, whatever account it tries', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      expect((await login(t, uniqueEmail('spray'), 'Wrong#000', {}, ip)).json().errorCode).toBe('INVALID_CREDENTIALS');
    }
    const p = await newPlayer(t);
    const refused = await login(t, p.email, PASSWORD, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.json().retryAfter).toBe(LOGIN_WINDOW_S);
    expect((await login(t, p.email, PASSWORD, {}, nextIp())).statusCode).toBe(200);
    t.clock.advance(LOGIN_WINDOW_S * 1000 + 1000);
    expect((await login(t, p.email, PASSWORD, {}, ip)).statusCode).toBe(200);
  });

  it('never locks an account attacked from many IPs: it asks for a captcha, which the real player solves', async () => {
    const p = await newPlayer(t);
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES; i++) {
      const r = await login(t, p.email.toUpperCase(), `Guess#${i}`, {}, `203.0.113.${i + 1}`);
      expect(r.json().errorCode).toBe('INVALID_CREDENTIALS');
    }
    const playerIp = nextIp();
    const noCaptcha = await login(t, p.email, PASSWORD, {}, playerIp);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toEqual({ errorCode: 'CAPTCHA_REQUIRED', message: 'error.captcha.required' });
    const garbage = await login(t, p.email, PASSWORD, { recaptchaToken: 'bm90IGEgc29sdXRpb24=' }, playerIp);
    expect(garbage.json().errorCode).toBe('CAPTCHA_INVALID');

    // An attacker who solves a captcha still needs the password (and the failure counts).
    const attackerToken = await solvedCaptcha();
    expect((await login(t, p.email, 'Guess#x', { recaptchaToken: attackerToken }, '203.0.113.99')).json().errorCode).toBe(
      'INVALID_CREDENTIALS',
    );

    const token = await solvedCaptcha();
    const ok = await login(t, p.email, PASSWORD, { recaptchaToken: token }, playerIp);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(ok.json().data.accessToken) })).statusCode,
    ).toBe(200);
    // A solution works once.
    const replay = await login(t, p.email, PASSWORD, { recaptchaToken: token }, playerIp);
    expect(replay.json().errorCode).toBe('CAPTCHA_INVALID');
    // An expired challenge is refused.
    const stale = await solvedCaptcha();
    t.clock.advance(11 * 60 * 1000);
    expect((await login(t, p.email, PASSWORD, { recaptchaToken: stale }, playerIp)).json().errorCode).toBe('CAPTCHA_INVALID');
    // When the failures leave the window, no captcha is needed any more.
    t.clock.advance(LOGIN_WINDOW_S * 1000);
    expect((await login(t, p.email, PASSWORD, {}, playerIp)).statusCode).toBe(200);
  });

  it('counts wrong current passwords of change-password and send-credentials as failures', async () => {
    const p = await newPlayer(t);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: bearer(p.token),
        remoteAddress: ip,
        payload: { currentPassword: `Nope#${i}`, newPassword: 'Better#456', confirmPassword: 'Better#456' },
      });
      expect(r.json().errorCode).toBe('WRONG_PASSWORD');
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(p.token),
      remoteAddress: ip,
      payload: { currentPassword: PASSWORD, newPassword: 'Better#456', confirmPassword: 'Better#456' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(t, p.email, PASSWORD, {}, ip)).json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    const creds = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-credentials',
      headers: bearer(p.token),
      remoteAddress: ip,
      payload: { email: p.email, password: PASSWORD },
    });
    expect(creds.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    const other = nextIp();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-credentials',
      headers: bearer(p.token),
      remoteAddress: other,
      payload: { email: p.email, password: 'Nope#1' },
    });
    expect(wrong.json().errorCode).toBe('WRONG_PASSWORD');
    expect(await failuresOf(`email:${p.email}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP + 1);
  });
});

describe('captcha switched on by site settings', () => {
  it('demands a solved captcha for every login and sign-up', async () => {
    const p = await newPlayer(t);
    await patchSettings(t, { captchaEnabled: true });
    try {
      expect((await login(t, p.email, PASSWORD, {}, nextIp())).json().errorCode).toBe('CAPTCHA_REQUIRED');
      expect((await login(t, p.email, PASSWORD, { recaptchaToken: await solvedCaptcha() }, nextIp())).statusCode).toBe(200);
      const email = uniqueEmail('captcha');
      const refused = await signUp(t, { email });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorCode).toBe('CAPTCHA_REQUIRED');
      expect((await signUp(t, { email, recaptchaToken: 'x' })).json().errorCode).toBe('CAPTCHA_INVALID');
      const ok = await signUp(t, { email, recaptchaToken: await solvedCaptcha() });
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await patchSettings(t, { captchaEnabled: false });
    }
    const used = await t.handle.db.select({ n: count() }).from(captchaUses);
    expect(used[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
