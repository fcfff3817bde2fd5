import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { EMAIL_VERIFY_TTL_S, PASSWORD_RESET_TTL_S } from '@croupier/contracts';
import { emailOutbox, users } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { PASSWORD, bearer, linkIn, login, mailsTo, me, newPlayer, nextIp, signUpBody, tokenOf, uniqueEmail, userRow } from './accounts';
import { runOperatorCommand } from '../src/operator/commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.clock.set('2026-06-15T12:00:00Z'));

const follow = (t: TestApp, link: string) => {
  const u = new URL(link);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
};
const publicUrl = () => t.deps.config.publicUrl;
/** The reset mail to `to`: forgot-password records it just after answering (the answer must not wait for it). */
async function resetMailTo(app: TestApp, to: string) {
  await expect.poll(async () => (await mailsTo(app, to)).some((m) => m.kind === 'reset'), { timeout: 10_000 }).toBe(true);
  return (await mailsTo(app, to)).find((m) => m.kind === 'reset')!;
}
/** A Maltese mobile number no other test uses (national part). */
const uniqueMaltaNational = () => `79${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
/** Sets a new password through the reset link mailed to `to`, then signs in with it as `identifier`. */
async function resetByMailAndSignIn(app: TestApp, to: string, identifier: string, password: string) {
  const mail = await resetMailTo(app, to);
  const reset = await app.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    payload: { token: tokenOf(linkIn(mail.text, 'modal=reset-password')), password, confirmPassword: password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  expect((await login(app, identifier, password)).statusCode).toBe(200);
}

describe('email verification', () => {
  it('mails a link on sign-up; following it verifies the address and redirects to the login modal; opened again, it says verified', async () => {
    const p = await newPlayer(t);
    const mails = await mailsTo(t, p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'verify' });
    expect(mails[0]!.subject).toContain('Croupier');
    expect(mails[0]!.html).toContain('<a href=');
    const link = linkIn(mails[0]!.text, '/api/user/verify-email?token=');
    expect(link.startsWith(`${publicUrl()}/api/user/verify-email?token=`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await follow(t, link);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/casino?modal=login');
    expect((await me(t, p.token)).json().data.getUser.isEmailVerified).toBe(true);
    expect((await me(t, p.token)).json().data.lockedFields).toContain('email');
    // A second click, or a mail scanner that opened the link first: the address is verified, and the page says so
    // (the expired notice's resend would be refused as already verified).
    const again = await follow(t, link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/casino?modal=login');
    // Once the address changed, the old link proves nothing.
    await t.handle.db.update(users).set({ email: uniqueEmail('changed') }).where(eq(users.id, p.userId));
    expect((await follow(t, link)).headers.location).toBe('/?modal=verify-email-expired');
  });

  it('redirects expired, unknown and missing tokens to the expired notice without verifying', async () => {
    const p = await newPlayer(t);
    const link = linkIn((await mailsTo(t, p.email))[0]!.text, 'verify-email');
    t.clock.advance(EMAIL_VERIFY_TTL_S * 1000 + 1000);
    for (const url of [
      new URL(link).pathname + new URL(link).search,
      '/api/user/verify-email?token=unknown',
      '/api/user/verify-email',
      `/api/user/verify-email?token=${'x'.repeat(500)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/?modal=verify-email-expired');
    }
    expect((await userRow(t, p.userId)).isEmailVerified).toBe(false);
  });

  it('resend-verification mails a new link that replaces the old one', async () => {
    const p = await newPlayer(t);
    const first = linkIn((await mailsTo(t, p.email))[0]!.text, 'verify-email');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/resend-verification',
      headers: bearer(p.token),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'email.verification.sent' } });
    const mails = await mailsTo(t, p.email);
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1]!.text, 'verify-email');
    expect((await follow(t, first)).headers.location).toBe('/?modal=verify-email-expired');
    expect((await userRow(t, p.userId)).isEmailVerified).toBe(false);
    expect((await follow(t, second)).headers.location).toBe('/casino?modal=login');
    // The older mail's link, opened after the address was verified by the newer one, says verified too.
    expect((await follow(t, first)).headers.location).toBe('/casino?modal=login');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/user/resend-verification',
      headers: bearer(p.token),
      remoteAddress: nextIp(),
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().errorCode).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await t.app.inject({ method: 'POST', url: '/api/user/resend-verification' })).statusCode).toBe(403);
  });

  it('resend-verification needs an email: EMAIL_REQUIRED for one-click players and placeholder addresses', async () => {
    const oc = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: { oneClick: true, termsAccepted: true },
      remoteAddress: nextIp(),
    });
    const token = oc.json().data.accessToken as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/resend-verification',
      headers: bearer(token),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('EMAIL_REQUIRED');
    await t.handle.db.update(users).set({ email: 'someone@placeholder.invalid' }).where(eq(users.id, oc.json().data.createUser.userId));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer(token), remoteAddress: nextIp() })).json()
        .errorCode,
    ).toBe('EMAIL_REQUIRED');
  });
});

describe('mails in the player\'s language', () => {
  it('the verification and reset mails follow the preferred language (German), right to left for Arabic; English by default', async () => {
    const de = await newPlayer(t, { preferredLanguage: 'de' });
    const [verifyDe] = await mailsTo(t, de.email);
    const german = JSON.parse(readFileSync(new URL('../../../packages/contracts/locales/de.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(verifyDe!.subject).toBe(german['mail.verify.subject']!.replace('{{brand}}', 'Croupier'));
    expect(verifyDe!.text).toContain(german['mail.verify.note']!.replace('{{hours}}', '48'));
    expect(verifyDe!.html).toContain('<html lang="de" dir="ltr">');
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: de.email }, remoteAddress: nextIp() });
    const resetDe = await resetMailTo(t, de.email);
    expect(resetDe.subject).toBe(german['mail.reset.subject']!.replace('{{brand}}', 'Croupier'));
    expect(resetDe.text).toContain(german['mail.reset.note']!.replace('{{minutes}}', '60'));

    const ar = await newPlayer(t, { preferredLanguage: 'ar' });
    const [verifyAr] = await mailsTo(t, ar.email);
    expect(verifyAr!.html).toContain('<html lang="ar" dir="rtl">');
    expect(verifyAr!.subject).toMatch(/[\u0600-\u06FF]/);

    const en = await newPlayer(t);
    const [verifyEn] = await mailsTo(t, en.email);
    expect(verifyEn!.subject).toBe('Croupier: confirm your email address');
  });

  it('a language picked while signed in (PUT /api/user/language) becomes the mails\' language; bad values change nothing', async () => {
    const p = await newPlayer(t);
    const put = (payload: unknown, token: string | null = p.token) =>
      t.app.inject({ method: 'PUT', url: '/api/user/language', headers: token ? bearer(token) : {}, payload: payload as object, remoteAddress: nextIp() });
    const before = await userRow(t, p.userId);
    expect(before.preferredLanguage).not.toBe('de');
    for (const bad of [{ language: 'xx' }, { language: '' }, { language: 'de-DE' }, { language: 7 }, {}, { language: 'x'.repeat(9) }]) {
      const r = await put(bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().errorCode).toBe('VALIDATION_ERROR');
      expect(Object.keys(r.json().fields ?? {}), JSON.stringify(bad)).toEqual(['language']);
    }
    expect((await put({ language: 'de' }, null)).statusCode).toBe(403);
    expect(await userRow(t, p.userId)).toEqual(before);

    const r = await put({ language: 'de' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: { preferredLanguage: 'de' } });
    expect((await put({ language: 'de' })).statusCode).toBe(200); // the same language again is no error
    expect((await me(t, p.token)).json().data.getUser.preferredLanguage).toBe('de');
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: p.email }, remoteAddress: nextIp() });
    const german = JSON.parse(readFileSync(new URL('../../../packages/contracts/locales/de.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect((await resetMailTo(t, p.email)).subject).toBe(german['mail.reset.subject']!.replace('{{brand}}', 'Croupier'));
  });
});

describe('password reset', () => {
  it('runs end to end: forgot-password mail, reset, sessions ended, old password dead, link single use', async () => {
    const p = await newPlayer(t);
    const other = (await login(t, p.email)).json().data.accessToken as string;
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: `  ${p.email.toUpperCase()} ` },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'password.reset.sent' } });
    const mail = await resetMailTo(t, p.email);
    const link = linkIn(mail.text, 'modal=reset-password');
    expect(link.startsWith(`${publicUrl()}/?modal=reset-password&token=`)).toBe(true);
    const token = tokenOf(link);

    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload });
    const weak = await post({ token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { password: 'form.validation.invalid.contain.special' } });
    const mismatch = await post({ token, password: 'Fresh#789', confirmPassword: 'Fresh#780' });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'form.validation.invalid.passwords.match' });
    expect((await post({ token: 'nope', password: 'Fresh#789', confirmPassword: 'Fresh#789' })).json().errorCode).toBe('TOKEN_INVALID');
    expect((await login(t, p.email)).statusCode).toBe(200);

    t.realtime.sent.length = 0;
    const ok = await post({ token, password: 'Fresh#789', confirmPassword: 'Fresh#789' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { message: 'password.reset.success' } });
    expect((await me(t, p.token)).statusCode).toBe(403);
    expect((await me(t, other)).statusCode).toBe(403);
    expect(
      t.realtime.sent.filter((e) => e.event === 'sessionEnded' && (e.payload as { reason: string }).reason === 'SECURITY_LOGOUT').length,
    ).toBe(3);
    expect((await login(t, p.email)).json().errorCode).toBe('INVALID_CREDENTIALS');
    expect((await login(t, p.email, 'Fresh#789')).statusCode).toBe(200);
    const reused = await post({ token, password: 'Other#789', confirmPassword: 'Other#789' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('TOKEN_INVALID');
  });

  it('refuses an expired reset link with TOKEN_EXPIRED and keeps the password', async () => {
    const p = await newPlayer(t);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: p.email }, remoteAddress: nextIp() });
    const token = tokenOf(linkIn((await resetMailTo(t, p.email)).text, 'reset-password'));
    t.clock.advance(PASSWORD_RESET_TTL_S * 1000 + 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Fresh#789', confirmPassword: 'Fresh#789' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: 'TOKEN_EXPIRED', message: 'error.token.expired' });
    expect((await login(t, p.email)).statusCode).toBe(200);
  });

  it('names the account as at sign-in: by phone or username the link goes to the account\'s email; an account without one gets the same answer and no mail', async () => {
    const national = uniqueMaltaNational();
    const p = await newPlayer(t, { phoneCode: '356', phone: national });
    const ask = (identifier: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: identifier }, remoteAddress: nextIp() });
    const byPhone = await ask(`+356 ${national.slice(0, 4)} ${national.slice(4)}`);
    expect(byPhone.json()).toEqual({ data: { message: 'password.reset.sent' } });
    await resetByMailAndSignIn(t, p.email, `+356${national}`, 'Phone#Reset1');

    // A phone-only account (no email to send to): the same answer, nothing sent.
    await t.handle.db.update(users).set({ email: null }).where(eq(users.id, p.userId));
    const before = (await t.handle.db.select().from(emailOutbox)).length;
    const noEmail = await ask(`+356${national}`);
    expect(noEmail.json()).toEqual({ data: { message: 'password.reset.sent' } });
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.handle.db.select().from(emailOutbox)).length).toBe(before);
  });

  it('support adds an email to a phone-only account (players set-email, audited); the player then resets the password by phone', async () => {
    const national = uniqueMaltaNational();
    const p = await newPlayer(t, { phoneCode: '356', phone: national });
    const other = await newPlayer(t);
    await t.handle.db.update(users).set({ email: null, isEmailVerified: false }).where(eq(users.id, p.userId));
    const run = (...argv: string[]) => runOperatorCommand({ db: t.handle.db, clock: t.clock, actor: 'ops-sam' }, argv);
    const phone = `+356 ${national}`;
    expect((await run('players', 'set-email', phone, 'new@mail.test')).exitCode).toBe(2);
    expect((await run('players', 'set-email', phone, 'not-an-email', '--reason', 'x')).output).toMatch(/not an email address/);
    expect((await run('players', 'set-email', phone, other.email, '--reason', 'x')).output).toMatch(/belongs to another player/);
    expect((await run('players', 'set-email', '+356 11', 'new@mail.test', '--reason', 'x')).output).toMatch(/No player/);
    expect(await userRow(t, p.userId)).toMatchObject({ email: null });

    const fresh = uniqueEmail('support-added');
    const set = await run('players', 'set-email', phone, fresh.toUpperCase(), '--reason', 'lost password, identity checked by call');
    expect(set.exitCode, set.output).toBe(0);
    expect(await userRow(t, p.userId)).toMatchObject({ email: fresh, isEmailVerified: false });
    const audit = (await t.handle.db.execute(sql`SELECT actor, details FROM audit_log WHERE action = 'players.set-email' AND subject = ${p.userId}`)) as unknown as {
      rows: { actor: string; details: { reason: string; from: string | null; to: string } }[];
    };
    expect(audit.rows).toEqual([{ actor: 'ops-sam', details: { reason: 'lost password, identity checked by call', from: null, to: fresh } }]);
    expect((await run('balance', phone)).output).toContain(p.userId);

    const asked = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: `+356${national}` }, remoteAddress: nextIp() });
    expect(asked.json()).toEqual({ data: { message: 'password.reset.sent' } });
    await resetByMailAndSignIn(t, fresh, `+356${national}`, 'Support#Reset2');
  });

  it('players set-email will not replace a confirmed email without --force (a caller could take the account), and ends the sessions', async () => {
    const p = await newPlayer(t);
    await t.handle.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, p.userId));
    const run = (...argv: string[]) => runOperatorCommand({ db: t.handle.db, clock: t.clock, actor: 'ops-sam' }, argv);
    const other = uniqueEmail('claimed');
    const refused = await run('players', 'set-email', p.email, other, '--reason', 'caller says it is theirs');
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toMatch(/confirmed email .*--force/);
    expect(await userRow(t, p.userId)).toMatchObject({ email: p.email, isEmailVerified: true });
    expect((await me(t, p.token)).statusCode).toBe(200);

    const forced = await run('players', 'set-email', p.email, other, '--reason', 'ID checked, ticket 9', '--force');
    expect(forced.exitCode, forced.output).toBe(0);
    expect(await userRow(t, p.userId)).toMatchObject({ email: other, isEmailVerified: false });
    // Signed in with the old way in: signed out.
    expect((await me(t, p.token)).statusCode).toBe(403);
  });

  it('answers the same for unknown addresses, sends nothing, and rate-limits per IP', async () => {
    const ghost = uniqueEmail('ghost');
    const ip = nextIp();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: ghost }, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'password.reset.sent' } });
    expect(await mailsTo(t, ghost)).toHaveLength(0);
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: 'nope@' }, remoteAddress: ip });
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { email: 'form.validation.invalid.format' } });
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: ghost }, remoteAddress: ip })).statusCode,
      ).toBe(200);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: ghost }, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED', message: 'error.rate.limited' });
    expect(limited.json().retryAfter).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: ghost }, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/user/send-credentials', () => {
  it('mails the credentials of a one-click player, stores the address unverified and sends a verification mail', async () => {
    const oc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/sign-up',
        payload: { oneClick: true, termsAccepted: true },
        remoteAddress: nextIp(),
      })
    ).json().data;
    const { username, password } = oc.createUser.credentials;
    const email = uniqueEmail('oneclick');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/send-credentials',
        headers: bearer(oc.accessToken),
        payload,
        remoteAddress: nextIp(),
      });

    const wrong = await post({ email, password: 'Nope#123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('WRONG_PASSWORD');
    expect((await post({ email: 'broken', password })).json().fields).toEqual({ email: 'form.validation.invalid.format' });
    expect((await post({ email: 'x@placeholder.invalid', password })).json().fields).toEqual({ email: 'form.validation.invalid.format' });
    expect((await post({ email: 'demo@croupier.local', password })).json().errorCode).toBe('EMAIL_TAKEN');
    expect(await mailsTo(t, email)).toHaveLength(0);
    expect((await userRow(t, oc.createUser.userId)).email).toBeNull();

    const ok = await post({ email, password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { message: 'credentials.sent' } });
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['credentials', 'verify']);
    expect(mails[0]!.text).toContain(username);
    expect(mails[0]!.text).toContain(password);
    expect(await userRow(t, oc.createUser.userId)).toMatchObject({ email, isEmailVerified: false });
    expect((await login(t, email, password)).statusCode).toBe(200);
    expect((await follow(t, linkIn(mails[1]!.text, 'verify-email'))).headers.location).toBe('/casino?modal=login');
  });

  it('sends to the given address without changing a player’s real email', async () => {
    const p = await newPlayer(t);
    const to = uniqueEmail('copy');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-credentials',
      headers: bearer(p.token),
      payload: { email: to, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mailsTo(t, to)).map((m) => m.kind)).toEqual(['credentials']);
    expect((await userRow(t, p.userId)).email).toBe(p.email);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/send-credentials', payload: { email: to, password: PASSWORD } })).statusCode,
    ).toBe(403);
  });
});

describe('mirror domains (docs/mirror-domains.md)', () => {
  it('mail links take the player to the mirror they came through; a host no site has gets the main address', async () => {
    const mirror = `play${Date.now()}.mirror.test`;
    expect((await runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'test' }, ['sites', 'add', mirror])).exitCode).toBe(0);
    const onMirror = new URL(publicUrl());
    onMirror.hostname = mirror;
    const email = uniqueEmail();
    const signUp = await t.app.inject({ method: 'POST', url: '/api/user/sign-up', headers: { host: mirror }, payload: signUpBody({ email }), remoteAddress: nextIp() });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(linkIn((await mailsTo(t, email))[0]!.text, '/api/user/verify-email?token=').startsWith(`${onMirror.origin}/api/user/verify-email?token=`)).toBe(true);

    const forgot = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/user/forgot-password', headers, payload: { email }, remoteAddress: nextIp() });
    expect((await forgot({ host: mirror })).statusCode).toBe(200);
    const viaMirror = await resetMailTo(t, email);
    expect(linkIn(viaMirror.text, 'modal=reset-password').startsWith(`${onMirror.origin}/?modal=reset-password&token=`)).toBe(true);
    // A forged host is no site's: the link goes to PUBLIC_URL, never to the forger's domain.
    await t.handle.db.delete(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect((await forgot({ host: 'attacker.example' })).statusCode).toBe(200);
    const forged = await resetMailTo(t, email);
    expect(forged.text).not.toContain('attacker.example');
    expect(linkIn(forged.text, 'modal=reset-password').startsWith(`${publicUrl()}/?modal=reset-password&token=`)).toBe(true);
  });
});

describe('SMTP delivery (real SMTP server process)', () => {
  it('delivers the verification mail over SMTP, and its link verifies the address', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    const s = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, config: { isDemo: true } });
    try {
      const email = uniqueEmail('smtp');
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/user/sign-up',
        remoteAddress: nextIp(),
        payload: { email, password: PASSWORD, dateOfBirth: '1990-05-05', countryCode: 'MT', currencyCode: 'EUR', termsAccepted: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual([email]);
      // Undo quoted-printable soft breaks and escapes before reading the link.
      const decoded = received[0]!.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      expect(decoded).toMatch(/Subject: Croupier: confirm your email address/);
      const link = linkIn(decoded, '/api/user/verify-email?token=');
      const outbox = await s.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(outbox[0]!.sentAt).not.toBeNull();
      // Real mail (SMTP), even in demo mode: the outbox is not published (its links would open anyone's account).
      expect((await s.app.inject({ method: 'GET', url: `/api/demo/outbox?to=${encodeURIComponent(email)}` })).statusCode).toBe(404);
      const u = new URL(link);
      const verified = await s.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
      expect(verified.statusCode).toBe(302);
      expect(verified.headers.location).toBe('/casino?modal=login');
      const row = (await s.handle.db.select().from(users).where(eq(users.email, email)))[0]!;
      expect(row.isEmailVerified).toBe(true);
    } finally {
      await s.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('forgot-password answers before the mail is made and sent (nothing in its timing tells whether the address has an account); the mail follows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const received: string[][] = [];
    let isHolding = false;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        // Once holding, the mail server does not accept a message until the answer has been checked.
        stream.on('end', () => void (isHolding ? held : Promise.resolve()).then(() => {
          received.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    const s = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const p = await newPlayer(s);
      received.length = 0;
      isHolding = true;
      const res = await s.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: p.email }, remoteAddress: nextIp() });
      expect(res.json()).toEqual({ data: { message: 'password.reset.sent' } });
      const row = await resetMailTo(s, p.email);
      expect(row.sentAt).toBeNull();
      expect(received).toHaveLength(0);
      release();
      await expect.poll(async () => (await mailsTo(s, p.email)).find((m) => m.kind === 'reset')?.sentAt ?? null).not.toBeNull();
      expect(received).toEqual([[p.email]]);
    } finally {
      release();
      await s.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('SMTP delivery retries (real SMTP server process)', () => {
  /** A mail server that answers 451 (try again later) to every recipient while `isDown`. */
  async function flakySmtp() {
    const state = { isDown: true, received: [] as { to: string[]; raw: string }[] };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!state.isDown) return callback();
        callback(Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    const app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    app.clock.set('2026-06-15T12:00:00Z');
    const close = async () => {
      await app.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    };
    return { state, app, close };
  }
  const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

  it('a verification mail the server refused at sign-up is sent again when due, once, and its link works', async () => {
    const { state, app: s, close } = await flakySmtp();
    try {
      const p = await newPlayer(s);
      const [row] = await mailsTo(s, p.email);
      expect(row).toMatchObject({ kind: 'verify', sentAt: null, attempts: 1 });
      expect(row!.error).toMatch(/451/);
      expect(row!.nextAttemptAt).toEqual(new Date('2026-06-15T12:01:00Z'));
      // Not due yet: nothing is sent, even with the server back.
      state.isDown = false;
      expect(await s.deps.mailer.retryDue()).toBe(0);
      expect(state.received).toHaveLength(0);
      s.clock.advance(61_000);
      // Two servers' passes at once: the mail goes out once.
      expect((await Promise.all([s.deps.mailer.retryDue(), s.deps.mailer.retryDue()])).reduce((a, b) => a + b)).toBe(1);
      expect(state.received.map((m) => m.to)).toEqual([[p.email]]);
      const [sent] = await mailsTo(s, p.email);
      expect(sent).toMatchObject({ attempts: 2, nextAttemptAt: null });
      expect(sent!.sentAt).toEqual(new Date('2026-06-15T12:01:01Z'));
      expect(await s.deps.mailer.retryDue()).toBe(0);
      const link = linkIn(decoded(state.received[0]!.raw), '/api/user/verify-email?token=');
      const u = new URL(link);
      expect((await s.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` })).headers.location).toBe('/casino?modal=login');
    } finally {
      await close();
    }
  });

  it('a reset mail is tried on the back-off schedule while its link lives, then given up', async () => {
    const { state, app: s, close } = await flakySmtp();
    try {
      const p = await newPlayer(s);
      const res = await s.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: p.email }, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await mailsTo(s, p.email)).find((m) => m.kind === 'reset')?.attempts ?? 0).toBe(1);
      const reset = async () => (await mailsTo(s, p.email)).find((m) => m.kind === 'reset')!;
      expect((await reset()).retryUntil).toEqual(new Date('2026-06-15T13:00:00Z'));
      // 12:01, 12:06 and 12:21 fail; the next delay (1 h) would end after the link (13:00): no more attempts.
      for (const [at, attempts, next] of [
        ['2026-06-15T12:01:00Z', 2, '2026-06-15T12:06:00Z'],
        ['2026-06-15T12:06:00Z', 3, '2026-06-15T12:21:00Z'],
        ['2026-06-15T12:21:00Z', 4, null],
      ] as const) {
        s.clock.set(at);
        expect(await s.deps.mailer.retryDue()).toBe(0);
        const row = await reset();
        expect(row.attempts).toBe(attempts);
        expect(row.nextAttemptAt).toEqual(next === null ? null : new Date(next));
      }
      state.isDown = false;
      s.clock.set('2026-06-15T12:59:00Z');
      expect(await s.deps.mailer.retryDue()).toBe(0);
      expect(state.received.filter((m) => m.to.includes(p.email) && /reset-password/.test(decoded(m.raw)))).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('a newer mail of the same kind supersedes one waiting for a retry; a failure the player is told about is not retried', async () => {
    const { state, app: s, close } = await flakySmtp();
    try {
      const p = await newPlayer(s); // its verification mail fails and waits for a retry
      expect((await mailsTo(s, p.email))[0]!.nextAttemptAt).not.toBeNull();
      const res = await s.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer(p.token), remoteAddress: nextIp() });
      expect(res.json()).toMatchObject({ errorCode: 'EMAIL_NOT_SENT' });
      const mails = await mailsTo(s, p.email);
      expect(mails.map((m) => [m.kind, m.attempts, m.nextAttemptAt])).toEqual([
        ['verify', 1, null], // superseded: its link was revoked by the new one
        ['verify', 1, null], // reported to the player, who asks again
      ]);
      state.isDown = false;
      s.clock.advance(3_600_000);
      expect(await s.deps.mailer.retryDue()).toBe(0);
      expect(state.received).toHaveLength(0);
    } finally {
      await close();
    }
  });
});
