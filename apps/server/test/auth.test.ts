import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ZLoginResponse, ZSignUpResponse } from '@croupier/contracts';
import { eventLog, linkedAccounts, registrationFields, sessions, users } from '@croupier/db';
import { DEMO_LINKED_ACCOUNT_UUID, DEMO_PLAYER } from '../src/seed';
import { createTestApp, type TestApp } from './harness';
import { PASSWORD, advanceWhileActive, bearer, login, me, newPlayer, nextIp, patchSettings, patchSite, signUp, uniqueEmail, userRow } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userCount = async () => (await t.handle.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/user/sign-up (email mode)', () => {
  it('creates the player, stores the marketing fields, logs in and sets the cookie', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await signUp(t, {
      email: email.toUpperCase(),
      cpnc: 'summer',
      mkt: 'google',
      userDeviceType: 'mobile',
      screenResolution: '390x844',
      uidToken: 'uid-1',
      // A link's access token (and a reset token) do not stay in what operators read.
      firstUrl: 'https://croupier.test/?at=eyJ.secret.sig&nxafk=aff1&token=reset-secret',
      token: 'aff1',
      mirrorDomainFk: 1,
      uniqueKey: 'uk-1',
      userUUID: '7c1b4a52-9a55-4a6f-8f3a-0a7d1f2e3b4c',
      preferredLanguage: 'de',
      subscribe: true,
      newsLetter: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZSignUpResponse.parse(res.json());
    expect(body.data.accessToken).toBeTruthy();
    expect(body.data.createUser).toMatchObject({ email: email.toLowerCase(), username: null, phone: null, credentials: null });
    expect(String(res.headers['set-cookie'])).toMatch(/accessToken=.+Max-Age=2592000.*SameSite=Lax/i);

    const row = await userRow(t, body.data.createUser.userId);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({
      gender: 'Not to say',
      currencyCode: 'EUR',
      countryCode: 'MT',
      newsLetter: true,
      preferredLanguage: 'de',
      isEmailVerified: false,
    });
    expect(row.signup).toMatchObject({
      cpnc: 'summer',
      mkt: 'google',
      userDeviceType: 'mobile',
      screenResolution: '390x844',
      uidToken: 'uid-1',
      token: 'aff1',
      firstUrl: 'https://croupier.test/?nxafk=aff1',
      mirrorDomainFk: 1,
      uniqueKey: 'uk-1',
      subscribe: true,
      preferredLanguage: 'de',
      linkAccount: false,
    });
    const details = await me(t, body.data.accessToken!);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.getUser.email).toBe(email.toLowerCase());
  });

  it('refuses every bad field with VALIDATION_ERROR and its message key, creating nobody', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', 'form.validation.invalid.format'],
      [{ email: null }, 'email', 'form.validation.invalid.required'],
      [{ password: 'abc' }, 'password', 'form.validation.invalid.password.length'],
      [{ password: 'abcdefgh' }, 'password', 'form.validation.invalid.contain.special'],
      [{ password: 'a#'.repeat(130) }, 'password', 'form.validation.invalid.password.max'],
      [{ dateOfBirth: '2015-01-01' }, 'dateOfBirth', 'form.validation.invalid.dob'],
      [{ dateOfBirth: '1900-01-01' }, 'dateOfBirth', 'form.validation.invalid.required'],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', 'form.validation.invalid.format'],
      [{ countryCode: 'XX' }, 'countryCode', 'form.validation.invalid.country'],
      [{ countryCode: null }, 'countryCode', 'form.validation.invalid.required'],
      [{ currencyCode: 'XYZ' }, 'currencyCode', 'form.validation.invalid.currency'],
      [{ termsAccepted: false }, 'termsAccepted', 'form.validation.invalid.terms'],
      [{ phoneCode: '356', phone: '12' }, 'phone', 'form.validation.invalid.short.number'],
      [{ phoneCode: '356', phone: '12ab5678' }, 'phone', 'form.validation.invalid.format'],
      [{ phone: '21234567', phoneCode: null }, 'phoneCode', 'form.validation.invalid.required'],
      [{ username: 'a@b' }, 'username', 'form.validation.invalid.format'],
      [{ gender: 'Robot' }, 'gender', 'form.validation.invalid.format'],
      [{ firstName: 'x'.repeat(256) }, 'firstName', 'form.validation.invalid.max.length'],
      [{ linkAccount: true, linkedAccountUuid: 'nope' }, 'linkedAccountUuid', 'form.validation.invalid.format'],
      [{ linkAccount: true }, 'linkedAccountUuid', 'form.validation.invalid.required'],
    ];
    for (const [over, field, key] of cases) {
      const res = await signUp(t, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
      expect(res.json().message).toBe('error.validation');
      expect(res.json().fields[field], JSON.stringify(over)).toEqual(key);
    }
    for (const payload of ['{"email":', '[]', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/sign-up',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken email (any case), phone and username with their codes', async () => {
    const first = await newPlayer(t, { phoneCode: '356', phone: '79123456', username: 'lucky_luke' });
    const before = await userCount();
    const again = await signUp(t, { email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'EMAIL_TAKEN', message: 'error.signup.email.taken' });
    const phone = await signUp(t, { phoneCode: '+356', phone: '79123456' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errorCode).toBe('PHONE_TAKEN');
    const name = await signUp(t, { username: 'Lucky_Luke' });
    expect(name.json().errorCode).toBe('USERNAME_TAKEN');
    const demo = await signUp(t, { email: DEMO_PLAYER.email });
    expect(demo.json().errorCode).toBe('EMAIL_TAKEN');
    expect(await userCount()).toBe(before);
  });

  it('settles a concurrent duplicate sign-up with one 200 and one EMAIL_TAKEN', async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail('race');
      const results = await Promise.all([signUp(t, { email }), signUp(t, { email: email.toUpperCase() })]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, results.map((r) => r.body).join(' | ')).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().errorCode).toBe('EMAIL_TAKEN');
      const n = await t.handle.db
        .select({ n: count() })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      expect(n[0]!.n).toBe(1);
    }
  });

  it('answers no token and creates no session when the mirror domain has login after sign-up off', async () => {
    await patchSite(t, { loginAfterSignUp: false });
    try {
      const res = await signUp(t);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.accessToken).toBeNull();
      expect(res.headers['set-cookie']).toBeUndefined();
      const s = await t.handle.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, res.json().data.createUser.userId));
      expect(s[0]!.n).toBe(0);
      // The sign-in the register form hands over to says so (§7 afterReg): recorded for the funnel.
      const after = await login(t, res.json().data.createUser.email, PASSWORD, { afterReg: true, cpnc: 'SPRING25' });
      expect(after.statusCode).toBe(200);
      const events = await t.handle.db.select().from(eventLog).where(eq(eventLog.userId, res.json().data.createUser.userId));
      expect(events.map((e) => [e.event, (e.data as { cpnc: string }).cpnc])).toEqual([['LOGIN_AFTER_REGISTRATION', 'SPRING25']]);
      expect((await login(t, res.json().data.createUser.email)).statusCode).toBe(200);
      expect(await t.handle.db.select({ n: count() }).from(eventLog).where(eq(eventLog.userId, res.json().data.createUser.userId))).toEqual([{ n: 1 }]);
    } finally {
      await patchSite(t, { loginAfterSignUp: true });
    }
  });

  it('refuses sign-up from an excluded country unless the IP is whitelisted', async () => {
    await patchSettings(t, { excludedCountryCodeList: ['US'], whitelistedIPs: ['8.8.4.4'] });
    try {
      const before = await userCount();
      const blocked = await signUp(t, {}, '8.8.8.8');
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json()).toMatchObject({ errorCode: 'REGISTRATION_COUNTRY_BLOCKED', message: 'error.signup.country' });
      expect(await userCount()).toBe(before);
      expect((await signUp(t, {}, '8.8.4.4')).statusCode).toBe(200);
      expect((await signUp(t, {}, '10.1.2.3')).statusCode).toBe(200);
    } finally {
      await patchSettings(t, { excludedCountryCodeList: [], whitelistedIPs: [] });
    }
  });

  it('closes registration outside the mirror domain country and time windows', async () => {
    try {
      await patchSite(t, { registrationConfigs: [{ country: 'US', windows: [] }] });
      expect((await signUp(t, {}, '10.9.9.9')).json().errorCode).toBe('REGISTRATION_CLOSED');
      expect((await signUp(t, {}, '8.8.8.8')).statusCode).toBe(200);

      await patchSite(t, { registrationConfigs: [{ country: null, windows: [{ from: '08:00', to: '10:00', deviceType: 'mobile' }] }] });
      t.clock.set('2026-06-15T12:00:00Z');
      const closed = await signUp(t, { userDeviceType: 'mobile' });
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errorCode).toBe('REGISTRATION_CLOSED');
      t.clock.set('2026-06-15T09:30:00Z');
      expect((await signUp(t, { userDeviceType: 'desktop' })).json().errorCode).toBe('REGISTRATION_CLOSED');
      expect((await signUp(t, { userDeviceType: 'mobile' })).statusCode).toBe(200);
    } finally {
      t.clock.set('2026-06-15T12:00:00Z');
      await patchSite(t, { registrationConfigs: [] });
    }
  });
});

describe('POST /api/user/sign-up (phone mode, one-click, linked)', () => {
  it('registers by phone when the site is in phone mode, and logs in with +E.164', async () => {
    await patchSettings(t, { registrationMode: 'phone' });
    await t.handle.db.update(registrationFields).set({ value: 2 }).where(eq(registrationFields.key, 'email'));
    try {
      const noPhone = await signUp(t, { email: null });
      expect(noPhone.json().fields.phone).toBe('form.validation.invalid.required');
      const res = await signUp(t, { email: null, phoneCode: '+44', phone: '7400123456' });
      expect(res.statusCode, res.body).toBe(200);
      const { createUser } = res.json().data;
      expect(createUser).toMatchObject({ email: null, phone: '+447400123456' });
      expect(await userRow(t, createUser.userId)).toMatchObject({ phoneCode: '44', phone: '7400123456', phoneE164: '+447400123456' });
      const byPhone = await login(t, '+44 7400 123456');
      expect(byPhone.statusCode, byPhone.body).toBe(200);
      expect(byPhone.json().data.userId).toBe(createUser.userId);
      const taken = await signUp(t, { email: null, phoneCode: '44', phone: '7400123456' });
      expect(taken.json().errorCode).toBe('PHONE_TAKEN');
    } finally {
      await patchSettings(t, { registrationMode: 'email' });
      await t.handle.db.update(registrationFields).set({ value: 1 }).where(eq(registrationFields.key, 'email'));
    }
  });

  it('one-click: generates credentials shown once, and the player can sign in with them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: { oneClick: true, termsAccepted: true, currencyCode: 'USD', cpnc: 'oc' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { createUser, accessToken } = res.json().data;
    expect(accessToken).toBeTruthy();
    expect(createUser.username).toMatch(/^player\d{8}$/);
    expect(createUser.credentials.username).toBe(createUser.username);
    expect(createUser.credentials.password.length).toBeGreaterThanOrEqual(12);
    expect(createUser.email).toBeNull();
    const row = await userRow(t, createUser.userId);
    expect(row).toMatchObject({ currencyCode: 'USD', email: null, countryCode: null });
    expect(row.passwordHash).not.toContain(createUser.credentials.password);
    const li = await login(t, createUser.username.toUpperCase(), createUser.credentials.password);
    expect(li.statusCode).toBe(200);
    expect(li.json().data.cpnc).toBe('oc');
    const terms = await t.app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { oneClick: true }, remoteAddress: nextIp() });
    expect(terms.json().fields.termsAccepted).toBe('form.validation.invalid.terms');
    // A date of birth it is sent is held to the form's rules: a real date (it was a 500), 18 or more years ago.
    for (const dateOfBirth of ['2026-02-30', '2015-01-01']) {
      const before = await userCount();
      const res = await t.app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { oneClick: true, termsAccepted: true, dateOfBirth }, remoteAddress: nextIp() });
      expect(res.statusCode, dateOfBirth).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { dateOfBirth: expect.any(String) } });
      expect(await userCount()).toBe(before);
    }
  });

  it('one-click is a VALIDATION_ERROR when the site does not offer it', async () => {
    await patchSettings(t, { use1ClickRegistration: false });
    try {
      const before = await userCount();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/sign-up',
        payload: { oneClick: true, termsAccepted: true },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { oneClick: 'form.validation.invalid.format' } });
      expect(await userCount()).toBe(before);
    } finally {
      await patchSettings(t, { use1ClickRegistration: true });
    }
  });

  it('linked sign-up uses the linked data, consumes the linked account once and records its uuid', async () => {
    const res = await signUp(t, {
      email: null,
      linkAccount: true,
      linkedAccountUuid: DEMO_LINKED_ACCOUNT_UUID,
      dateOfBirth: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { createUser } = res.json().data;
    expect(createUser.email).toBe('linked.player@croupier.local');
    const row = await userRow(t, createUser.userId);
    expect(row).toMatchObject({
      linkedAccountUuid: DEMO_LINKED_ACCOUNT_UUID,
      firstName: 'Lina',
      lastName: 'Linked',
      city: 'Lisbon',
      dateOfBirth: '1988-09-03',
      phoneE164: '+351912345678',
    });
    const linked = await t.handle.db.select().from(linkedAccounts).where(eq(linkedAccounts.uuid, DEMO_LINKED_ACCOUNT_UUID));
    expect(linked[0]!.consumedBy).toBe(createUser.userId);
    const again = await signUp(t, { linkAccount: true, linkedAccountUuid: DEMO_LINKED_ACCOUNT_UUID });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('LINKED_ACCOUNT_NOT_FOUND');
    const unknown = await signUp(t, { linkAccount: true, linkedAccountUuid: '11111111-2222-4333-8444-555555555555' });
    expect(unknown.json().errorCode).toBe('LINKED_ACCOUNT_NOT_FOUND');
  });
});

describe('POST /api/user/login', () => {
  it('signs in by email in any case, answers lastLogin, locale and cpnc, and sets a Lax cookie', async () => {
    const p = await newPlayer(t, { cpnc: 'stored-campaign', preferredLanguage: 'fr' });
    t.clock.advance(60_000);
    const res = await login(t, p.email.toUpperCase(), PASSWORD, {}, '8.8.8.8');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZLoginResponse.parse(res.json());
    expect(data).toMatchObject({ userId: p.userId, locale: 'fr', cpnc: 'stored-campaign' });
    expect(data.lastLogin).toMatchObject({ created_at: new Date(t.clock.now().getTime() - 60_000).toISOString(), location: null });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/accessToken=/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
    const again = await login(t, p.email, PASSWORD, { cpnc: 'fresh' });
    expect(again.json().data).toMatchObject({ cpnc: 'fresh', lastLogin: { ip: '8.8.8.8', location: 'US' } });
    const https = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: p.email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: nextIp(),
    });
    expect(https.statusCode).toBe(200);
    const demo = await login(t, DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect(demo.json().data).toMatchObject({ locale: 'en', lastLogin: null, cpnc: null });
  });

  it('answers unknown identifiers and wrong passwords alike, and records the failures', async () => {
    const p = await newPlayer(t);
    const wrong = await login(t, p.email, 'Wrong#123', {}, nextIp());
    const unknown = await login(t, uniqueEmail('ghost'), PASSWORD, {}, nextIp());
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ errorCode: 'INVALID_CREDENTIALS', message: 'error.login.invalid' });
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: '', password: '' } });
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { email: 'form.validation.invalid.required', password: 'form.validation.invalid.required' },
    });
  });

  it('refuses a locked account with ACCOUNT_LOCKED only after the right password, and its sessions die', async () => {
    const p = await newPlayer(t);
    await t.handle.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, p.userId));
    expect((await login(t, p.email, 'Wrong#123')).json().errorCode).toBe('INVALID_CREDENTIALS');
    const res = await login(t, p.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('ACCOUNT_LOCKED');
    expect((await me(t, p.token)).statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('logout ends the session with its reason and clears the cookie; the token then gets 403', async () => {
    const p = await newPlayer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(p.token),
      payload: { reason: 'USER_INACTIVITY_TIMEOUT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(String(res.headers['set-cookie'])).toMatch(/accessToken=;/);
    const rows = await t.handle.db.select().from(sessions).where(eq(sessions.userId, p.userId));
    expect(rows[0]).toMatchObject({ endReason: 'USER_INACTIVITY_TIMEOUT' });
    const after = await me(t, p.token);
    expect(after.statusCode).toBe(403);
    // The answer says why and when the session ended (the page shows the session-ended notice).
    expect(after.json()).toEqual({
      errorCode: 'SESSION_INVALID',
      message: 'session.logout',
      session: { reason: 'USER_INACTIVITY_TIMEOUT', time: rows[0]!.endedAt!.toISOString() },
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(p.token) })).statusCode).toBe(403);
  });

  it("a game left open stops taking bets once its session ends (sign-out, another session's password change)", async () => {
    const { walletCall } = await import('./harness');
    const { adjustBalance } = await import('../src/modules/wallet/adjust-balance');
    const p = await newPlayer(t);
    await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', amount: 50_00n, reason: 'test', actor: 'test', idempotencyKey: `gs-${p.userId}`, now: t.clock.now() });
    const open = async (token: string) => {
      const r = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(token), payload: { gameId: 'lucky-sevens', mode: 'real' } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.sessionToken as string;
    };
    const bet = async (sessionToken: string, n: number) =>
      (await walletCall(t, 'bet', { sessionToken, gameId: 'croupier-lucky-sevens', currency: 'EUR', transactionId: `gs-${p.userId}-${n}`, roundId: `gsr-${p.userId}-${n}`, amount: 100 })).body.status;
    // Another device's game: its session ends when the player changes the password here.
    const other = await login(t, p.email, PASSWORD);
    const otherGame = await open(other.json().data.accessToken);
    const game = await open(p.token);
    expect(await bet(otherGame, 1)).toBe('OK');
    const changed = await t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: bearer(p.token), payload: { currentPassword: PASSWORD, newPassword: 'Another-pass-9!', confirmPassword: 'Another-pass-9!' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await bet(otherGame, 2)).toBe('SESSION_EXPIRED');
    expect(await bet(game, 3)).toBe('OK');
    // Signing out ends this device's game too.
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(p.token) })).statusCode).toBe(200);
    expect(await bet(game, 4)).toBe('SESSION_EXPIRED');
  });

  it('logout without a body uses USER_INITIATED; a bad reason is a VALIDATION_ERROR', async () => {
    const p = await newPlayer(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(p.token), payload: { reason: 'BORED' } });
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await me(t, p.token)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(p.token) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.handle.db.select().from(sessions).where(eq(sessions.userId, p.userId));
    expect(rows[0]!.endReason).toBe('USER_INITIATED');
  });

  it('accepts the cookie as well as the bearer header, and refuses unknown tokens', async () => {
    const p = await newPlayer(t);
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', cookies: { accessToken: p.token } });
    expect(viaCookie.statusCode).toBe(200);
    for (const headers of [{}, bearer('nope'), bearer('')]) {
      const r = await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers });
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('SESSION_INVALID');
    }
  });

  it('expires sessions after 30 days, however active', async () => {
    const p = await newPlayer(t);
    const created = t.clock.now();
    await advanceWhileActive(t, 30 * 24 * 3600 * 1000 - 60_000, p.token);
    expect((await me(t, p.token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const res = await me(t, p.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().session).toEqual({ reason: 'SESSION_EXPIRED', time: new Date(created.getTime() + 30 * 24 * 3600 * 1000).toISOString() });
    t.clock.set('2026-06-15T12:00:00Z');
  });
});

describe('POST /api/user/change-password', () => {
  beforeEach(() => t.clock.set('2026-06-15T12:00:00Z'));

  it('changes the password, keeps this session and ends the others with SECURITY_LOGOUT', async () => {
    const p = await newPlayer(t);
    const other = (await login(t, p.email)).json().data.accessToken as string;
    const third = (await login(t, p.email)).json().data.accessToken as string;
    t.realtime.sent.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(p.token),
      payload: { currentPassword: PASSWORD, newPassword: 'Better#456', confirmPassword: 'Better#456' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('password.change.success');
    expect((await me(t, p.token)).statusCode).toBe(200);
    expect((await me(t, other)).statusCode).toBe(403);
    expect((await me(t, third)).statusCode).toBe(403);
    const ended = t.realtime.sent.filter((e) => e.event === 'sessionEnded');
    expect(ended).toHaveLength(2);
    expect(ended.every((e) => (e.payload as { reason: string }).reason === 'SECURITY_LOGOUT')).toBe(true);
    const endedRows = await t.handle.db.select().from(sessions).where(eq(sessions.endReason, 'SECURITY_LOGOUT'));
    const mine = endedRows.filter((s) => s.userId === p.userId);
    expect(mine).toHaveLength(2);
    expect(new Set(ended.map((e) => e.room))).toEqual(new Set(mine.map((s) => `session:${s.id}`)));
    const row = await userRow(t, p.userId);
    expect(row.passwordChangedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await login(t, p.email, PASSWORD)).json().errorCode).toBe('INVALID_CREDENTIALS');
    expect((await login(t, p.email, 'Better#456')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, the same password and weak or mismatched new ones, changing nothing', async () => {
    const p = await newPlayer(t);
    const before = (await userRow(t, p.userId)).passwordHash;
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: bearer(p.token), payload, remoteAddress: nextIp() });
    const wrong = await post({ currentPassword: 'Nope#123', newPassword: 'Better#456', confirmPassword: 'Better#456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('WRONG_PASSWORD');
    expect((await post({ currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD })).json().errorCode).toBe(
      'SAME_PASSWORD',
    );
    const weak = await post({ currentPassword: PASSWORD, newPassword: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { newPassword: 'form.validation.invalid.contain.special' },
    });
    const mismatch = await post({ currentPassword: PASSWORD, newPassword: 'Better#456', confirmPassword: 'Better#457' });
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'form.validation.invalid.passwords.match' });
    expect((await post({ currentPassword: '' })).json().errorCode).toBe('VALIDATION_ERROR');
    expect((await userRow(t, p.userId)).passwordHash).toBe(before);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
    });
    expect(anon.statusCode).toBe(403);
  });
});

describe('unique violations from the database driver', () => {
  it('are recognised with their constraint name (the race path of sign-up and profile updates)', async () => {
    const { uniqueViolation, takenCode } = await import('../src/modules/auth/unique-violation');
    const p = await newPlayer(t);
    const err = await t.handle.db
      .insert(users)
      .values({ id: '00000000-0000-4000-8000-0000000000aa', email: p.email.toUpperCase(), passwordHash: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeTruthy();
    expect(uniqueViolation(err)).toBe('users_email_lower_uq');
    expect(takenCode(uniqueViolation(err)!)).toBe('EMAIL_TAKEN');
    expect(uniqueViolation(new Error('boom'))).toBeNull();
  });
});
