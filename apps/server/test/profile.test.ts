import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZUserDetailsResponse } from '@croupier/contracts';
import { authFailures, users } from '@croupier/db';
import { accountKeyOf } from '../src/modules/auth/queries';
import { DEMO_PLAYER } from '../src/seed';
import { createTestApp, type TestApp } from './harness';
import { PASSWORD, bearer, linkIn, login, mailsTo, me, newPlayer, nextIp, uniqueEmail, userRow } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const update = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/update-user-details', headers: bearer(token), payload, remoteAddress: nextIp() });

/** A complete profile-page form as the web app sends it (empty values as null). */
const fullForm = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneCode: '356',
  phone: '79000001',
  dateOfBirth: '1990-05-05',
  countryCode: 'MT',
  city: 'Sliema',
  zipCode: 'SLM 1000',
  address: '1 Tower Road',
  updateFrom: 'Profile Page',
  ...over,
});

describe('GET /api/user/get-user-details', () => {
  it('answers the contract shape for the demo player with its locked fields', async () => {
    const token = (await login(t, DEMO_PLAYER.email, DEMO_PLAYER.password)).json().data.accessToken as string;
    const res = await me(t, token);
    expect(res.statusCode).toBe(200);
    const { data } = ZUserDetailsResponse.parse(res.json());
    expect(data.getUser).toMatchObject({
      email: DEMO_PLAYER.email,
      username: 'demo',
      firstName: 'Dana',
      currencyCode: 'EUR',
      currencySymbol: '€',
      isEmailVerified: true,
      kycStatus: 'NOT_STARTED',
      userLimit: { isSelfExclusionPermanent: false, selfExclusion: null },
    });
    expect(data).toMatchObject({
      userWallet: { amount: 0, nonCashAmount: 0, totalAmount: 0 },
      depositCount: 0,
      totalDeposit: 0,
      totalSpend: 0,
      isCrypto: false,
      currencySymbol: '€',
      userLoyaltyLevel: { level: 1, points: 0, pointsTillNextLevel: 100, xp: 0 },
      activeBonus: null,
      userMonthlyLimit: null,
    });
    expect(data.referralData).toMatchObject({ visits: 0, registrations: 0, revenue: 0 });
    expect(data.referralData.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await me(t, token)).json().data.referralData.code).toBe(data.referralData.code);
    expect(data.lockedFields).toEqual(['email', 'firstName', 'lastName', 'phoneCode', 'phone', 'dateOfBirth', 'countryCode']);
  });

  it('reports crypto currencies and self-exclusion from the user row', async () => {
    const p = await newPlayer(t, { currencyCode: 'BTC' });
    await t.handle.db
      .update(users)
      .set({ selfExclusionUntil: new Date('2026-07-01T00:00:00Z') })
      .where(eq(users.id, p.userId));
    const { data } = (await me(t, p.token)).json();
    expect(data).toMatchObject({ isCrypto: true, currencySymbol: '₿' });
    expect(data.getUser.userLimit).toEqual({ isSelfExclusionPermanent: false, selfExclusion: '2026-07-01T00:00:00.000Z', frozenUntil: null });
  });
});

describe('PUT /api/user/update-user-details', () => {
  it('fills an empty profile, then refuses changes to the fields that became locked', async () => {
    const p = await newPlayer(t, { dateOfBirth: '1990-05-05', countryCode: 'MT' });
    expect((await me(t, p.token)).json().data.lockedFields).toEqual(['dateOfBirth', 'countryCode']);
    const res = await update(p.token, fullForm());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'profile.update.success' } });
    expect(await userRow(t, p.userId)).toMatchObject({
      firstName: 'Ada',
      phoneCode: '356',
      phone: '79000001',
      phoneE164: '+35679000001',
      city: 'Sliema',
    });
    expect((await me(t, p.token)).json().data.lockedFields).toEqual([
      'firstName',
      'lastName',
      'phoneCode',
      'phone',
      'dateOfBirth',
      'countryCode',
    ]);

    const before = await userRow(t, p.userId);
    for (const [field, value] of [
      ['firstName', 'Eve'],
      ['lastName', null],
      ['phone', '79000002'],
      ['phoneCode', '44'],
      ['dateOfBirth', '1991-01-01'],
      ['countryCode', 'DE'],
    ] as const) {
      const r = await update(p.token, fullForm({ [field]: value }));
      expect(r.statusCode, `${field}: ${r.body}`).toBe(422);
      expect(r.json()).toEqual({
        errorCode: 'FIELD_LOCKED',
        message: 'error.profile.field.locked',
        fields: { [field]: 'error.profile.field.locked' },
      });
    }
    const nothing = await update(p.token, fullForm());
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({ errorCode: 'NOTHING_CHANGED', message: 'error.profile.nothing.changed' });
    expect(await userRow(t, p.userId)).toEqual(before);

    // Unlocked fields still change, and null clears them (linked-account form needs no address block).
    expect((await update(p.token, fullForm({ city: 'Valletta', gender: 'Female', nickname: 'ada' }))).statusCode).toBe(200);
    expect((await update(p.token, { updateFrom: 'Update Form', city: null, nickname: '' })).statusCode).toBe(200);
    expect(await userRow(t, p.userId)).toMatchObject({ city: null, nickname: null, gender: 'Female', firstName: 'Ada' });
  });

  it('requires the address block on the profile page but not on the linked-account form', async () => {
    const p = await newPlayer(t);
    const res = await update(p.token, { firstName: 'Ada', lastName: 'Lovelace', updateFrom: 'Profile Page' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: {
        city: 'form.validation.invalid.required',
        zipCode: 'form.validation.invalid.required',
        address: 'form.validation.invalid.required',
      },
    });
    expect((await userRow(t, p.userId)).firstName).toBeNull();
    const ok = await update(p.token, { firstName: 'Ada', lastName: 'Lovelace', updateFrom: 'Update Form' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses bad values with their message keys and changes nothing', async () => {
    const oc = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-up',
      payload: { oneClick: true, termsAccepted: true },
      remoteAddress: nextIp(),
    });
    const p = { token: oc.json().data.accessToken as string, userId: oc.json().data.createUser.userId as string };
    const before = await userRow(t, p.userId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'broken' }, 'email', 'form.validation.invalid.format'],
      [{ phone: '12' }, 'phone', 'form.validation.invalid.short.number'],
      [{ phone: '79000003', phoneCode: null }, 'phoneCode', 'form.validation.invalid.required'],
      [{ dateOfBirth: '2012-01-01' }, 'dateOfBirth', 'form.validation.invalid.dob'],
      [{ dateOfBirth: '1800-01-01' }, 'dateOfBirth', 'form.validation.invalid.dob.range'],
      [{ countryCode: 'XX' }, 'countryCode', 'form.validation.invalid.country'],
      [{ countryCode: 'mt' }, 'countryCode', 'form.validation.invalid.country'],
      [{ preferredLanguage: 'xx' }, 'preferredLanguage', 'form.validation.invalid.format'],
      [{ address: 'x'.repeat(256) }, 'address', 'form.validation.invalid.max.length'],
      [{ gender: 'Robot' }, 'gender', 'form.validation.invalid.format'],
      [{ updateFrom: 'Elsewhere' }, 'updateFrom', 'form.validation.invalid.format'],
    ];
    for (const [over, field, key] of cases) {
      const r = await update(p.token, fullForm({ phone: null, phoneCode: '356', dateOfBirth: null, countryCode: 'MT', ...over }));
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().errorCode).toBe('VALIDATION_ERROR');
      expect(r.json().fields[field], JSON.stringify(over)).toEqual(key);
    }
    expect(await userRow(t, p.userId)).toEqual(before);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/update-user-details', payload: {} })).statusCode).toBe(403);
  });

  it('applies sign-up uniqueness: EMAIL_TAKEN and PHONE_TAKEN', async () => {
    const p = await newPlayer(t);
    const email = await update(p.token, { email: DEMO_PLAYER.email.toUpperCase(), updateFrom: 'Update Form', currentPassword: PASSWORD });
    expect(email.statusCode).toBe(409);
    expect(email.json().errorCode).toBe('EMAIL_TAKEN');
    const phone = await update(p.token, { phoneCode: '+356', phone: '21234567', updateFrom: 'Update Form' });
    expect(phone.json().errorCode).toBe('PHONE_TAKEN');
  });

  it('a nickname: 3-20 letters, digits, _ . -; unique regardless of case (NICKNAME_TAKEN at the field); clearable', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const nick = `Ace_${a.userId.slice(0, 8)}`;
    for (const bad of ['ab', 'x'.repeat(21), 'has space', 'me@mail', 'hidden']) {
      const r = await update(a.token, { nickname: bad, updateFrom: 'Update Form' });
      expect(r.json(), bad).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { nickname: 'form.validation.invalid.nickname' } });
    }
    expect((await update(a.token, { nickname: nick, updateFrom: 'Update Form' })).statusCode).toBe(200);
    expect((await userRow(t, a.userId)).nickname).toBe(nick);
    const taken = await update(b.token, { nickname: nick.toUpperCase(), updateFrom: 'Update Form' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'NICKNAME_TAKEN', message: 'error.nickname.taken', fields: { nickname: 'error.nickname.taken' } });
    expect((await userRow(t, b.userId)).nickname).toBeNull();
    // Cleared, the name is free again.
    expect((await update(a.token, { nickname: null, updateFrom: 'Update Form' })).statusCode).toBe(200);
    expect((await update(b.token, { nickname: nick.toLowerCase(), updateFrom: 'Update Form' })).statusCode).toBe(200);
  });

  it('lets an unverified email change (unverified again, with a verification mail) but locks a verified one', async () => {
    const p = await newPlayer(t);
    const next = uniqueEmail('changed');
    const res = await update(p.token, { email: next.toUpperCase(), updateFrom: 'Update Form', currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(t, p.userId)).toMatchObject({ email: next, isEmailVerified: false });
    const mails = await mailsTo(t, next);
    expect(mails.map((m) => m.kind)).toEqual(['verify']);
    // The link mailed to the old address no longer verifies anything.
    const oldLink = new URL(linkIn((await mailsTo(t, p.email))[0]!.text, 'verify-email'));
    expect((await t.app.inject({ method: 'GET', url: oldLink.pathname + oldLink.search })).headers.location).toBe(
      '/?modal=verify-email-expired',
    );
    const link = new URL(linkIn(mails[0]!.text, 'verify-email'));
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location).toBe('/casino?modal=login');
    const locked = await update(p.token, { email: uniqueEmail('again'), updateFrom: 'Update Form' });
    expect(locked.json()).toMatchObject({ errorCode: 'FIELD_LOCKED', fields: { email: 'error.profile.field.locked' } });
    const cleared = await update(p.token, { email: null, updateFrom: 'Update Form' });
    expect(cleared.json().errorCode).toBe('FIELD_LOCKED');
    expect((await update(p.token, { email: next.toUpperCase(), nickname: 'same-email', updateFrom: 'Update Form' })).statusCode).toBe(200);
  });

  it('asks for the current password to add, replace or remove the email (a session alone cannot redirect password resets)', async () => {
    const p = await newPlayer(t);
    const before = await userRow(t, p.userId);
    const next = uniqueEmail('takeover');
    const missing = await update(p.token, { email: next, updateFrom: 'Update Form' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { currentPassword: 'form.validation.invalid.required' } });
    const wrong = await update(p.token, { email: next, currentPassword: 'Not-the-password1', nickname: 'takeover', updateFrom: 'Update Form' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'WRONG_PASSWORD', fields: { currentPassword: 'error.password.current.wrong' } });
    const removed = await update(p.token, { email: null, updateFrom: 'Update Form' });
    expect(removed.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { currentPassword: 'form.validation.invalid.required' } });
    // Nothing changed, nothing mailed; the wrong password counted as a failed sign-in.
    expect(await userRow(t, p.userId)).toMatchObject({ email: before.email, nickname: null, isEmailVerified: before.isEmailVerified });
    expect(await mailsTo(t, next)).toEqual([]);
    const failures = await t.handle.db.select({ n: count() }).from(authFailures).where(eq(authFailures.accountKey, accountKeyOf(before)));
    expect(failures[0]!.n).toBe(1);
    // Other fields need no password.
    expect((await update(p.token, { nickname: 'no-password-needed', updateFrom: 'Update Form' })).statusCode).toBe(200);
    const right = await update(p.token, { email: next, currentPassword: PASSWORD, updateFrom: 'Update Form' });
    expect(right.statusCode, right.body).toBe(200);
    expect(await userRow(t, p.userId)).toMatchObject({ email: next, isEmailVerified: false });
  });

  it("does not remove an unverified email that is the player's only way to sign in", async () => {
    const p = await newPlayer(t);
    await t.handle.db.update(users).set({ phone: null, phoneCode: null, phoneE164: null, username: null }).where(eq(users.id, p.userId));
    const before = await userRow(t, p.userId);
    const res = await update(p.token, { email: null, updateFrom: 'Update Form' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { email: 'form.validation.invalid.required' } });
    expect((await userRow(t, p.userId)).email).toBe(before.email);
  });

  it('treats a placeholder email as empty: not locked, replaceable, and cleared by an update', async () => {
    const p = await newPlayer(t);
    await t.handle.db
      .update(users)
      .set({ email: `p${Date.now()}@placeholder.invalid`, isEmailVerified: true })
      .where(eq(users.id, p.userId));
    expect((await me(t, p.token)).json().data.lockedFields).not.toContain('email');
    expect((await update(p.token, { email: 'other@placeholder.invalid', updateFrom: 'Update Form' })).json().errorCode).toBe(
      'NOTHING_CHANGED',
    );
    expect((await update(p.token, { nickname: 'nick', updateFrom: 'Update Form' })).statusCode).toBe(200);
    expect((await userRow(t, p.userId)).email).toBeNull();
    const real = uniqueEmail('real');
    expect((await update(p.token, { email: real, updateFrom: 'Update Form', currentPassword: PASSWORD })).statusCode).toBe(200);
    expect(await userRow(t, p.userId)).toMatchObject({ email: real, isEmailVerified: false });
  });

  it('locks the address block once KYC is approved', async () => {
    const p = await newPlayer(t);
    expect((await update(p.token, fullForm({ phone: '79000010' }))).statusCode).toBe(200);
    await t.handle.db.update(users).set({ kycStatus: 'APPROVED' }).where(eq(users.id, p.userId));
    expect((await me(t, p.token)).json().data.lockedFields).toEqual(expect.arrayContaining(['address', 'city', 'zipCode']));
    for (const field of ['address', 'city', 'zipCode']) {
      const r = await update(p.token, fullForm({ phone: '79000010', [field]: 'Changed 9' }));
      expect(r.statusCode).toBe(422);
      expect(r.json().fields).toEqual({ [field]: 'error.profile.field.locked' });
    }
    expect((await update(p.token, fullForm({ phone: '79000010', gender: 'Male' }))).statusCode).toBe(200);
  });

  it('onChangeResetKyc restarts a KYC that is not approved, on any change', async () => {
    const p = await newPlayer(t);
    await t.handle.db.update(users).set({ kycStatus: 'PENDING' }).where(eq(users.id, p.userId));
    expect((await update(p.token, { nickname: `x-${p.userId.slice(0, 8)}`, updateFrom: 'Update Form' })).statusCode).toBe(200);
    expect((await userRow(t, p.userId)).kycStatus).toBe('PENDING');
    expect((await update(p.token, { nickname: `y-${p.userId.slice(0, 8)}`, updateFrom: 'Update Form', onChangeResetKyc: true })).statusCode).toBe(200);
    expect((await userRow(t, p.userId)).kycStatus).toBe('NOT_STARTED');
    await t.handle.db.update(users).set({ kycStatus: 'APPROVED' }).where(eq(users.id, p.userId));
    expect((await update(p.token, { nickname: `z-${p.userId.slice(0, 8)}`, updateFrom: 'Update Form', onChangeResetKyc: true })).statusCode).toBe(200);
    expect((await userRow(t, p.userId)).kycStatus).toBe('APPROVED');
  });
});
