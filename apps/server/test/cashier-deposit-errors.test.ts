import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CURRENCY_COOKIE, ERROR_CODES } from '@croupier/contracts';
import { deposits, paymentMethods, paymentProviders, users } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { advanceWhileActive, bearer, nextIp, patchSettings } from './accounts';
import { cashOf } from './wallet-helpers';
import { CARDS, cardDeposit, cashierPlayer, deposit, flush } from './cashier-helpers';
import { setDepositLimit } from '../src/modules/cashier/deposit-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const expectCode = (res: { statusCode: number; json(): unknown }, code: keyof typeof ERROR_CODES) => {
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ errorCode: code, message: ERROR_CODES[code].message });
  expect(res.statusCode).toBe(ERROR_CODES[code].status);
};

describe('deposit error codes of spec §8, each from a real condition', () => {
  it('AMOUNT_BELOW_ZERO: 0 or less', async () => {
    const p = await cashierPlayer(t);
    expectCode(await deposit(t, p.token, cardDeposit(0)), 'AMOUNT_BELOW_ZERO');
    expectCode(await deposit(t, p.token, cardDeposit(-5)), 'AMOUNT_BELOW_ZERO');
    expectCode(await deposit(t, p.token, cardDeposit('-0.01')), 'AMOUNT_BELOW_ZERO');
  });

  it('PAYMENT_PROVIDER_LIMIT_THRESHOLD: outside the provider min and max of the currency (TRY 5–100000)', async () => {
    const p = await cashierPlayer(t);
    expectCode(await deposit(t, p.token, cardDeposit('9.99')), 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    expectCode(await deposit(t, p.token, cardDeposit('10000.01')), 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    const turk = await cashierPlayer(t, { countryCode: 'TR', currencyCode: 'TRY' });
    expectCode(await deposit(t, turk.token, cardDeposit('4.99')), 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    expectCode(await deposit(t, turk.token, cardDeposit('100000.01')), 'PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    expect((await deposit(t, turk.token, cardDeposit(5))).statusCode).toBe(200);
    expect((await deposit(t, turk.token, cardDeposit(100000))).statusCode).toBe(200);
    await flush(t);
    expect(await cashOf(t.handle.db, turk.userId, 'TRY')).toBe(10_000_500n);
  });

  it('PAYMENT_SERVICE_ERROR: a currency the method or its provider does not support', async () => {
    const p = await cashierPlayer(t);
    // Cards have no BTC limits; bank transfer restricts crypto currencies; single wallet: only the account currency.
    await patchSettings(t, { useMultiWallet: true });
    expectCode(await deposit(t, p.token, cardDeposit(25, CARDS.success, { currencyCode: 'BTC' })), 'PAYMENT_SERVICE_ERROR');
    expectCode(await deposit(t, p.token, { kind: 'bank', paymentMethodId: 'bank-transfer', amount: 1, currencyCode: 'USDT' }), 'PAYMENT_SERVICE_ERROR');
    await patchSettings(t, { useMultiWallet: false });
    expectCode(await deposit(t, p.token, cardDeposit(25, CARDS.success, { currencyCode: 'USD' })), 'PAYMENT_SERVICE_ERROR');
  });

  it('DEPOSIT_COUNTRY_BLOCK: the method is not available in the player country, or the IP is in an excluded country', async () => {
    const american = await cashierPlayer(t, { countryCode: 'US', currencyCode: 'USD' });
    expectCode(await deposit(t, american.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 25, email: 'me@wallet.test' }), 'DEPOSIT_COUNTRY_BLOCK');
    // A Maltese player connecting from the US (VPN?) is refused for a method restricted there.
    const p = await cashierPlayer(t);
    expectCode(await deposit(t, p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 25, email: 'me@wallet.test' }, '8.8.8.8'), 'DEPOSIT_COUNTRY_BLOCK');
    // UPI is for India only.
    expectCode(await deposit(t, p.token, { kind: 'upi', paymentMethodId: 'upi', amount: 500 }), 'DEPOSIT_COUNTRY_BLOCK');
    // The site excludes the US: every method is blocked from a US IP, unless the IP is whitelisted.
    await patchSettings(t, { excludedCountryCodeList: ['US'] });
    expectCode(await deposit(t, p.token, cardDeposit(25), '8.8.8.8'), 'DEPOSIT_COUNTRY_BLOCK');
    await patchSettings(t, { whitelistedIPs: ['8.8.8.8'] });
    expect((await deposit(t, p.token, cardDeposit(25), '8.8.8.8')).statusCode).toBe(200);
    await patchSettings(t, { excludedCountryCodeList: [], whitelistedIPs: [] });
    await flush(t);
  });

  it('REQUIRED_EMAIL_VERIFICATION: the e-wallet needs a verified email', async () => {
    const p = await cashierPlayer(t, {}, { isEmailVerified: false });
    expectCode(await deposit(t, p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 25, email: 'me@wallet.test' }), 'REQUIRED_EMAIL_VERIFICATION');
    await t.handle.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, p.userId));
    expect((await deposit(t, p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 25, email: 'me@wallet.test' })).statusCode).toBe(200);
  });

  it('PHONE_ERROR: UPI needs a valid phone number on the profile', async () => {
    const noPhone = await cashierPlayer(t, { countryCode: 'IN', currencyCode: 'INR' });
    expectCode(await deposit(t, noPhone.token, { kind: 'upi', paymentMethodId: 'upi', amount: 500 }), 'PHONE_ERROR');
    await t.handle.db.update(users).set({ phoneCode: '91', phone: '12' }).where(eq(users.id, noPhone.userId));
    expectCode(await deposit(t, noPhone.token, { kind: 'upi', paymentMethodId: 'upi', amount: 500 }), 'PHONE_ERROR');
    await t.handle.db.update(users).set({ phoneCode: '91', phone: '9876543210' }).where(eq(users.id, noPhone.userId));
    expect((await deposit(t, noPhone.token, { kind: 'upi', paymentMethodId: 'upi', amount: 500 })).statusCode).toBe(200);
  });

  it('DEPOSIT_ADDRESS_REQUIRED: with allowDepWithoutAddress off, no deposit before the profile has a billing address; nothing is created', async () => {
    const p = await cashierPlayer(t, {}, { countryCode: 'MT', city: 'Valletta', zipCode: null, address: '  ' });
    const count = async () => (await t.handle.db.select({ id: deposits.id }).from(deposits).where(eq(deposits.userId, p.userId))).length;
    await patchSettings(t, { allowDepWithoutAddress: false });
    try {
      expectCode(await deposit(t, p.token, cardDeposit(20)), 'DEPOSIT_ADDRESS_REQUIRED');
      expect(await count()).toBe(0);
      // The cashier saves it through the profile ('Update Form'), then deposits.
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/user/update-user-details',
        headers: bearer(p.token),
        payload: { updateFrom: 'Update Form', zipCode: 'VLT 1010', address: '1 Republic Street' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await deposit(t, p.token, cardDeposit(20))).statusCode).toBe(200);
      expect(await count()).toBe(1);
    } finally {
      await patchSettings(t, { allowDepWithoutAddress: true });
    }
    // The default (on): a player without an address deposits.
    const none = await cashierPlayer(t, {}, { city: null, zipCode: null, address: null });
    expect((await deposit(t, none.token, cardDeposit(20))).statusCode).toBe(200);
  });

  it('PAYMENT_LIMIT_THRESHOLD: the player deposit limits (day/week/month), counting pending deposits; raises wait', async () => {
    const p = await cashierPlayer(t);
    await setDepositLimit(t.handle.db, { userId: p.userId, period: 0, currency: 'EUR', amount: 10_000n, now: t.clock.now() });
    await setDepositLimit(t.handle.db, { userId: p.userId, period: 2, currency: 'EUR', amount: 15_000n, now: t.clock.now() });
    // A declined deposit does not count.
    expect((await deposit(t, p.token, cardDeposit(10, CARDS.declined))).statusCode).toBe(200);
    await flush(t);
    expect((await deposit(t, p.token, cardDeposit(60))).statusCode).toBe(200); // 60 of 100 today, not yet credited
    expectCode(await deposit(t, p.token, cardDeposit(41)), 'PAYMENT_LIMIT_THRESHOLD');
    expect((await deposit(t, p.token, cardDeposit(40))).statusCode).toBe(200);
    await flush(t);
    expectCode(await deposit(t, p.token, cardDeposit(10)), 'PAYMENT_LIMIT_THRESHOLD');
    // The next day the daily window has room, the monthly limit (150) not beyond 50 more.
    await advanceWhileActive(t, 25 * 3600_000, p.token);
    expect((await deposit(t, p.token, cardDeposit(50))).statusCode).toBe(200);
    expectCode(await deposit(t, p.token, cardDeposit(10)), 'PAYMENT_LIMIT_THRESHOLD');
    // Raising the monthly limit waits 24 h; lowering is immediate.
    const raised = await setDepositLimit(t.handle.db, { userId: p.userId, period: 2, currency: 'EUR', amount: 100_000n, now: t.clock.now() });
    expect(raised.applied).toBe('pending');
    expectCode(await deposit(t, p.token, cardDeposit(10)), 'PAYMENT_LIMIT_THRESHOLD');
    await advanceWhileActive(t, 24 * 3600_000 + 1000, p.token);
    expect((await deposit(t, p.token, cardDeposit(10))).statusCode).toBe(200);
    await flush(t);
    // Multi-wallet: the limits are kept in EUR, so a deposit in another currency would escape them; it is refused.
    await patchSettings(t, { useMultiWallet: true });
    try {
      const before = (await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.userId))).length;
      expectCode(await deposit(t, p.token, cardDeposit(10, CARDS.success, { currencyCode: 'USD' })), 'LIMITS_IN_ACCOUNT_CURRENCY');
      expect(await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.userId))).toHaveLength(before);
    } finally {
      await patchSettings(t, { useMultiWallet: false });
    }
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('a crafted currency cookie is ignored (the account currency), never a 500', async () => {
    const p = await cashierPlayer(t);
    await patchSettings(t, { useMultiWallet: true });
    try {
      for (const value of ['%00', 'EU%00R', "EUR'--", 'x'.repeat(300)]) {
        const headers = { ...bearer(p.token), cookie: `${CURRENCY_COOKIE}=${value}` };
        const eligibility = await t.app.inject({ method: 'GET', url: '/api/user/withdrawal/eligibility', headers });
        expect(eligibility.statusCode, value).toBe(200);
        const calc = await t.app.inject({ method: 'POST', url: '/api/user/withdrawal/calculate', headers, payload: { paymentMethodId: 'bank-transfer', amount: 20 } });
        expect(calc.statusCode, value).toBeLessThan(500);
        const made = await t.app.inject({ method: 'POST', url: '/api/user/deposit', headers, payload: cardDeposit(10) });
        expect(made.statusCode, `${value}: ${made.body}`).toBe(200);
        expect(made.json().data.deposit.currency).toBe('EUR');
      }
    } finally {
      await patchSettings(t, { useMultiWallet: false });
    }
    await flush(t);
  });

  it('UNIFIED_ERROR: the same requestId with other fields (with a reference); the same request again is the same deposit', async () => {
    const p = await cashierPlayer(t);
    const requestId = randomUUID();
    const first = await deposit(t, p.token, cardDeposit(25, CARDS.success, { requestId }));
    const again = await deposit(t, p.token, cardDeposit(25, CARDS.success, { requestId }));
    expect(again.json().data.deposit.depositId).toBe(first.json().data.deposit.depositId);
    const other = await deposit(t, p.token, cardDeposit(30, CARDS.success, { requestId }));
    expect(other.json()).toEqual({ errorCode: 'UNIFIED_ERROR', message: 'error.deposit.unified', reference: requestId });
    expect(await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.userId))).toHaveLength(1);
    await flush(t);
  });

  it('GLOBAL_ERROR: unknown or inactive method, or one limited to other players', async () => {
    const p = await cashierPlayer(t);
    expectCode(await deposit(t, p.token, cardDeposit(25, CARDS.success, { paymentMethodId: 'nope' })), 'GLOBAL_ERROR');
    await t.handle.db.update(paymentMethods).set({ isActive: false }).where(eq(paymentMethods.id, 'mastercard'));
    expectCode(await deposit(t, p.token, cardDeposit(25, CARDS.success, { paymentMethodId: 'mastercard' })), 'GLOBAL_ERROR');
    await t.handle.db.update(paymentMethods).set({ isActive: true, allowTags: ['vip'] }).where(eq(paymentMethods.id, 'mastercard'));
    expectCode(await deposit(t, p.token, cardDeposit(25, CARDS.success, { paymentMethodId: 'mastercard' })), 'GLOBAL_ERROR');
    await t.handle.db.update(paymentMethods).set({ allowTags: [] }).where(eq(paymentMethods.id, 'mastercard'));
  });

  it('PROVIDER_ERROR: the provider is disabled (or down: magic amounts, see card tests)', async () => {
    const p = await cashierPlayer(t);
    await t.handle.db.update(paymentProviders).set({ isActive: false }).where(eq(paymentProviders.id, 'sandbox-card'));
    expectCode(await deposit(t, p.token, cardDeposit(25)), 'PROVIDER_ERROR');
    await t.handle.db.update(paymentProviders).set({ isActive: true }).where(eq(paymentProviders.id, 'sandbox-card'));
  });

  it('SELF_EXCLUDED: a self-excluded player cannot deposit', async () => {
    const p = await cashierPlayer(t, {}, { selfExclusionUntil: new Date('2026-07-01T00:00:00Z') });
    expectCode(await deposit(t, p.token, cardDeposit(25)), 'SELF_EXCLUDED');
    const permanent = await cashierPlayer(t, {}, { isSelfExclusionPermanent: true });
    expectCode(await deposit(t, permanent.token, cardDeposit(25)), 'SELF_EXCLUDED');
  });
});

describe('bad input gets a code and a message key, never a 500', () => {
  it('validation errors name the field', async () => {
    const p = await cashierPlayer(t);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kind: 'card', paymentMethodId: 'visa', amount: '1.234', card: { number: CARDS.success, expiry: '12/30', cvc: '123', holderName: 'A' } }, { amount: 'form.validation.invalid.amount' }],
      [{ kind: 'card', paymentMethodId: 'visa', amount: 'ten', card: {} }, { amount: 'form.validation.invalid.amount' }],
      [{ kind: 'crypto', paymentMethodId: 'visa', amount: 25, network: 'BTC' }, { kind: 'form.validation.invalid.format' }],
      [{ kind: 'crypto', paymentMethodId: 'crypto', amount: 25, network: 'DOGE' }, { network: 'form.validation.invalid.format' }],
      // Bonus below its minimum deposit (issue #6: the welcome offer needs 100 EUR).
      [{ kind: 'card', paymentMethodId: 'visa', amount: 25, bonusId: 'welcome-1000', card: { number: CARDS.success, expiry: '12/30', cvc: '123', holderName: 'A' } }, { amount: 'bonus.error.min.deposit' }],
      [{ kind: 'card', paymentMethodId: 'visa', amount: 25, currencyCode: 'XYZ', card: { number: CARDS.success, expiry: '12/30', cvc: '123', holderName: 'A' } }, { currencyCode: 'form.validation.invalid.currency' }],
      [{ kind: 'ewallet', paymentMethodId: 'skrill', amount: 25, email: 'not-an-email' }, { email: 'form.validation.invalid.format' }],
      [{ kind: 'bitcoin', paymentMethodId: 'visa', amount: 25 }, { kind: 'form.validation.invalid.format' }],
      [{ kind: 'card', paymentMethodId: 'visa', amount: 25, requestId: 'nope', card: { number: CARDS.success, expiry: '12/30', cvc: '123', holderName: 'A' } }, { requestId: 'form.validation.invalid.format' }],
    ];
    for (const [body, fields] of cases) {
      const res = await deposit(t, p.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields });
    }
  });

  it('garbage bodies on every cashier call answer 4xx with an error code', async () => {
    const p = await cashierPlayer(t);
    const calls: [string, string][] = [
      ['POST', '/api/user/deposit'],
      ['POST', '/api/user/3ds-webhook'],
      ['POST', '/api/user/withdrawal'],
      ['POST', '/api/user/withdrawal/calculate'],
      ['POST', `/api/user/deposit/${randomUUID()}/retry`],
      ['POST', `/api/user/withdrawal/${randomUUID()}/cancel`],
      ['POST', '/api/user/withdrawal/not-a-uuid/cancel'],
      ['GET', '/api/user/deposit/not-a-uuid'],
      ['GET', `/api/user/deposit/${randomUUID()}`],
      ['GET', '/api/user/withdrawals?status=weird'],
      ['POST', '/api/cashier/webhooks/sandbox-card'],
      ['POST', '/api/cashier/webhooks/nope'],
      ['GET', '/api/sandbox/checkout?t=garbage-token-123'],
      ['POST', '/api/sandbox/simulate?t=garbage-token-123'],
    ];
    const bodies = ['{', '[]', 'null', '{"amount":{"$gt":0}}', JSON.stringify({ kind: 'card', amount: 1e308, paymentMethodId: 'x'.repeat(100) })];
    for (const [method, url] of calls) {
      for (const payload of bodies) {
        const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: { ...bearer(p.token), 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : payload, remoteAddress: nextIp() });
        expect(res.statusCode, `${method} ${url} ${payload}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url} ${payload}: ${res.body}`).toBeLessThan(500);
        if (!url.startsWith('/api/sandbox')) expect(typeof res.json().errorCode).toBe('string');
      }
    }
  });

  it('guests get 403 on the player calls', async () => {
    for (const [method, url] of [
      ['POST', '/api/user/deposit'],
      ['GET', `/api/user/deposit/${randomUUID()}`],
      ['POST', '/api/user/withdrawal'],
      ['GET', '/api/user/withdrawals'],
      ['GET', '/api/user/withdrawal/eligibility'],
      ['GET', '/api/user/deposit/bonuses'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode).toBe('SESSION_INVALID');
    }
  });

  it('the bonus choice lists the deposit bonuses the player may take, "no bonus" by default (issue #6)', async () => {
    const p = await cashierPlayer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses', headers: bearer(p.token) });
    const data = res.json().data;
    expect(data).toMatchObject({ defaultBonusId: null, activeBonus: null });
    expect(data.rows).toEqual(expect.arrayContaining([expect.objectContaining({ bonusId: 'welcome-1000', minDeposit: 100, maxBonus: 1000, freeSpins: 100 })]));
    // An unknown bonus is refused with its own code.
    const unknown = await deposit(t, p.token, { kind: 'card', paymentMethodId: 'visa', amount: 25, bonusId: 'welcome', card: { number: CARDS.success, expiry: '12/30', cvc: '123', holderName: 'A' } });
    expect(unknown.json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND', fields: { bonusId: 'bonus.error.not.found' } });
  });
});
