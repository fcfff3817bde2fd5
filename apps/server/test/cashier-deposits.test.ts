import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEPOSIT_ACTION_TTL_S, ZDepositResponse } from '@croupier/contracts';
import { deposits, ledgerTransfers, playerPaymentStats } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { depositedSince } from '../src/modules/cashier/deposit-limits';
import { bearer, me } from './accounts';
import { cashOf, ledgerInvariants } from './wallet-helpers';
import { CARDS, card, cardDeposit, cashierPlayer, deposit, event, eventsOf, flush, getDeposit, postWebhook, runWorker, takeWebhooks } from './cashier-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const follow = async (url: string, payload: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(payload).toString() });

describe('card deposits (sandbox acquirer)', () => {
  it('success: nothing is credited until the verified webhook, then cash, depositCount, totalDeposit, wager and events', async () => {
    const p = await cashierPlayer(t);
    const res = await deposit(t, p.token, cardDeposit(25));
    expect(res.statusCode, res.body).toBe(200);
    const d = ZDepositResponse.parse(res.json()).data.deposit;
    expect(d).toMatchObject({ status: 'processing', modal: 'deposit-pending', amount: 25, currency: 'EUR', paymentMethodId: 'visa', methodName: 'visa', kind: 'card', bonusId: null, action: null });
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);

    const statuses = await flush(t);
    expect(statuses).toEqual([200]);
    expect(await cashOf(t.handle.db, p.userId)).toBe(2500n);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'success', modal: 'deposit-success', completedAt: expect.any(String) });
    const details = (await me(t, p.token)).json().data;
    expect(details).toMatchObject({ depositCount: 1, totalDeposit: 25, userWallet: { amount: 25 } });
    const [stats] = await t.handle.db.select().from(playerPaymentStats).where(eq(playerPaymentStats.userId, p.userId));
    expect(stats).toMatchObject({ depositCount: 1, totalDeposit: 2500n, depositWagerRequired: 2500n });
    const [transfer] = await t.handle.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `deposit:${d.depositId}`));
    expect(transfer).toMatchObject({ kind: 'deposit', status: 'posted', amount: 2500n });

    const events = await eventsOf(t, p.userId);
    expect(events.find((e) => e.event === 'deposit')?.payload).toMatchObject({ depositId: d.depositId, depositCount: 1, amount: 25, currency: 'EUR', met: 'visa' });
    expect(events.find((e) => e.event === 'balance')?.payload).toMatchObject({ currency: 'EUR', cash: 25, total: 25 });
    const inv = await ledgerInvariants(t.handle.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  });

  it.each([
    ['declined', CARDS.declined, 'declined', 'deposit-decline'],
    ['insufficient funds', CARDS.insufficient, 'declined', 'deposit-decline'],
    ['failure after acceptance', CARDS.failed, 'failed', 'deposit-failed'],
  ])('%s: the webhook ends it, nothing is credited, a failedDeposit event opens the modal', async (_name, number, status, modal) => {
    const p = await cashierPlayer(t);
    const res = await deposit(t, p.token, cardDeposit(30, number));
    expect(res.statusCode, res.body).toBe(200);
    const { depositId } = res.json().data.deposit;
    await flush(t);
    expect(await getDeposit(t, p.token, depositId)).toMatchObject({ status, modal, failureReason: expect.any(String) });
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
    const failed = await eventsOf(t, p.userId, 'failedDeposit');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.payload).toMatchObject({ depositId, status, modal, met: 'visa', amount: 30, currency: 'EUR' });
    expect((await me(t, p.token)).json().data.depositCount).toBe(0);
  });

  it('pending: the provider reports pending and the order stays pending', async () => {
    const p = await cashierPlayer(t);
    const { depositId } = (await deposit(t, p.token, cardDeposit(40, CARDS.pending))).json().data.deposit;
    await flush(t);
    expect(await getDeposit(t, p.token, depositId)).toMatchObject({ status: 'pending', modal: 'deposit-pending' });
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
  });

  it('refused at once: TRANSACTION_FAILED (expired card) and PROVIDER_ERROR (processing error), recorded as failed', async () => {
    const p = await cashierPlayer(t);
    const rejected = await deposit(t, p.token, cardDeposit(25, CARDS.rejected));
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json()).toEqual({ errorCode: 'TRANSACTION_FAILED', message: 'error.deposit.transaction.failed' });
    const error = await deposit(t, p.token, cardDeposit(25, CARDS.providerError));
    expect(error.json()).toEqual({ errorCode: 'PROVIDER_ERROR', message: 'error.deposit.provider' });
    const rows = await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.userId));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed']);
    expect(takeWebhooks(t)).toEqual([]);
    // Magic amounts do the same for any method: …98 refused, …99 provider down.
    expect((await deposit(t, p.token, cardDeposit('25.98'))).json().errorCode).toBe('TRANSACTION_FAILED');
    expect((await deposit(t, p.token, cardDeposit('25.99'))).json().errorCode).toBe('PROVIDER_ERROR');
  });

  it("an unknown outcome (the provider call threw) is not a failure: a payment it reports is credited; unheard of, the order expires and stops counting", async () => {
    const p = await cashierPlayer(t);
    const adapter = (await t.deps.cashier!.provider(t.deps.db, 'sandbox-card'))!.adapter;
    const original = adapter.createDeposit;
    const start = t.clock.now();
    try {
      adapter.createDeposit = async () => {
        throw new Error('socket hang up');
      };
      const charged = await deposit(t, p.token, cardDeposit(25));
      expect(charged.json()).toEqual({ errorCode: 'PROVIDER_ERROR', message: 'error.deposit.provider' });
      const unheard = await deposit(t, p.token, cardDeposit(30));
      expect(unheard.json().errorCode).toBe('PROVIDER_ERROR');
      const rows = await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.userId));
      expect(rows.map((r) => [r.status, r.failureReason])).toEqual([
        ['processing', 'socket hang up'],
        ['processing', 'socket hang up'],
      ]);
      // The provider did charge the first: its webhook credits it.
      const first = rows.find((r) => BigInt(r.amount) === 2500n)!;
      const hook = await postWebhook(t, 'sandbox-card', event({ orderId: first.id, amount: 2500, providerReference: 'ch_late' }));
      expect(hook.statusCode).toBe(200);
      expect(await cashOf(t.handle.db, p.userId)).toBe(2500n);
      // The other never hears back: after DEPOSIT_ACTION_TTL_S it expires (the player is told) and no longer counts.
      t.clock.advance(DEPOSIT_ACTION_TTL_S * 1000 + 1000);
      await runWorker(t);
      const second = (await t.handle.db.select().from(deposits).where(eq(deposits.id, rows.find((r) => r.id !== first.id)!.id)))[0]!;
      expect(second).toMatchObject({ status: 'expired', failureReason: 'no_provider_answer' });
      expect((await eventsOf(t, p.userId, 'failedDeposit')).map((e) => e.payload)).toEqual([expect.objectContaining({ depositId: second.id, status: 'expired' })]);
      expect(await depositedSince(t.deps.db, p.userId, 'EUR', new Date(start.getTime() - 1))).toBe(2500n);
    } finally {
      adapter.createDeposit = original;
      t.clock.set(start.toISOString());
    }
  });

  it('magic amounts pick outcomes for any card: …51 declined, …52 failed, …53 pending', async () => {
    const p = await cashierPlayer(t);
    const ids = [];
    for (const amount of ['20.51', '20.52', '20.53']) ids.push((await deposit(t, p.token, cardDeposit(amount, CARDS.mastercard))).json().data.deposit.depositId);
    await flush(t);
    const statuses = [];
    for (const id of ids) statuses.push((await getDeposit(t, p.token, id)).status);
    expect(statuses).toEqual(['declined', 'failed', 'pending']);
  });

  it('never stores the card: only brand, last 4 and the holder', async () => {
    const p = await cashierPlayer(t);
    const { depositId } = (await deposit(t, p.token, cardDeposit(25))).json().data.deposit;
    const [row] = await t.handle.db.select().from(deposits).where(eq(deposits.id, depositId));
    expect(row!.details).toEqual({ brand: 'visa', last4: '4242', holderName: 'Dana Demo' });
    expect(JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(CARDS.success);
    await flush(t);
  });
});

describe('3-D Secure', () => {
  it('challenge page → 3DS success modal with PaReq/MD → /api/user/3ds-webhook → credited by the webhook', async () => {
    const p = await cashierPlayer(t);
    const res = await deposit(t, p.token, cardDeposit(50, CARDS.threeDs));
    const d = res.json().data.deposit;
    expect(d).toMatchObject({ status: 'requires_action', action: { type: 'redirect', url: expect.stringMatching(/^\/api\/sandbox\/checkout\?t=/) } });
    const pageRes = await t.app.inject({ method: 'GET', url: d.action.url });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('3-D Secure');
    expect(pageRes.body).toContain('50.00 EUR');

    const submit = await follow(d.action.url, { action: 'authenticate', otp: '123456' });
    expect(submit.statusCode).toBe(303);
    const back = new URL(submit.headers.location as string, 'http://x');
    expect(back.pathname).toBe('/deposit');
    expect(back.searchParams.get('modal')).toBe('deposit-3ds-success');
    expect(back.searchParams.get('met')).toBe('visa');
    expect(back.searchParams.get('MD')).toBe(d.depositId);
    const PaReq = back.searchParams.get('PaReq')!;
    expect(takeWebhooks(t)).toEqual([]); // nothing happens until the casino finishes it
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);

    const forged = await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(p.token), payload: { PaReq: `${PaReq}x`, MD: d.depositId } });
    expect(forged.json()).toEqual({ errorCode: 'THREE_DS_INVALID', message: 'error.deposit.3ds.invalid' });
    const other = await cashierPlayer(t);
    const stolen = await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(other.token), payload: { PaReq, MD: d.depositId } });
    expect(stolen.json().errorCode).toBe('THREE_DS_INVALID');

    const done = await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(p.token), payload: { PaReq, MD: d.depositId } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.deposit).toMatchObject({ status: 'processing', action: null });
    // The modal opening twice sends it twice: harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(p.token), payload: { PaReq, MD: d.depositId } })).statusCode).toBe(200);
    expect(await flush(t)).toEqual([200]);
    expect(await cashOf(t.handle.db, p.userId)).toBe(5000n);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'success' });
  });

  it('3DS then declined; failing or cancelling the challenge', async () => {
    const p = await cashierPlayer(t);
    const declined = (await deposit(t, p.token, cardDeposit(50, CARDS.threeDsDeclined))).json().data.deposit;
    const back = new URL((await follow(declined.action.url, { action: 'authenticate' })).headers.location as string, 'http://x');
    await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(p.token), payload: { PaReq: back.searchParams.get('PaReq'), MD: back.searchParams.get('MD') } });
    await flush(t);
    expect((await getDeposit(t, p.token, declined.depositId)).status).toBe('declined');

    const failing = (await deposit(t, p.token, cardDeposit(50, CARDS.threeDs))).json().data.deposit;
    const failed = await follow(failing.action.url, { action: 'fail' });
    expect(new URL(failed.headers.location as string, 'http://x').searchParams.get('modal')).toBe('deposit-failed');
    await flush(t);
    expect(await getDeposit(t, p.token, failing.depositId)).toMatchObject({ status: 'failed', failureReason: '3ds_failed' });

    const cancelling = (await deposit(t, p.token, cardDeposit(50, CARDS.threeDs))).json().data.deposit;
    const cancelled = await follow(cancelling.action.url, { action: 'cancel' });
    expect(new URL(cancelled.headers.location as string, 'http://x').searchParams.get('modal')).toBe('deposit-cancel');
    await flush(t);
    expect(await getDeposit(t, p.token, cancelling.depositId)).toMatchObject({ status: 'cancelled', modal: 'deposit-cancel' });
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
  });

  it('a tampered or expired challenge link is refused', async () => {
    const p = await cashierPlayer(t);
    const d = (await deposit(t, p.token, cardDeposit(50, CARDS.threeDs))).json().data.deposit;
    expect((await t.app.inject({ method: 'GET', url: `${d.action.url}x` })).statusCode).toBe(404);
    t.clock.advance(31 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: d.action.url })).statusCode).toBe(410);
    t.clock.advance(-31 * 60_000);
  });

  it('validates the 3ds-webhook body', async () => {
    const p = await cashierPlayer(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(p.token), payload: { PaReq: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { PaReq: 'form.validation.invalid.required', MD: 'form.validation.invalid.required' } });
    const notUuid = await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', headers: bearer(p.token), payload: { PaReq: 'x', MD: 'nope' } });
    expect(notUuid.json().errorCode).toBe('THREE_DS_INVALID');
    expect((await t.app.inject({ method: 'POST', url: '/api/user/3ds-webhook', payload: { PaReq: 'x', MD: 'y' } })).statusCode).toBe(403);
  });
});

describe('card form rules (spec §5)', () => {
  it('refuses a bad number, CVC, expiry and an empty name with their message keys', async () => {
    const p = await cashierPlayer(t);
    const bad = await deposit(t, p.token, { kind: 'card', paymentMethodId: 'visa', amount: 25, card: card('4242424242424241', { cvc: '12', expiry: '13/30', holderName: ' ' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: {
        'card.number': 'form.validation.invalid.card.number',
        'card.cvc': 'form.validation.invalid.card.cvc',
        'card.expiry': 'form.validation.invalid.card.expiry',
        'card.holderName': 'form.validation.invalid.required',
      },
    });
    // MM/YY in the past (the clock is June 2026).
    const past = await deposit(t, p.token, cardDeposit(25, CARDS.success, { card: card(CARDS.success, { expiry: '05/26' }) }));
    expect(past.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { 'card.expiry': 'form.validation.invalid.card.expired' } });
    const thisMonth = await deposit(t, p.token, cardDeposit(25, CARDS.success, { card: card(CARDS.success, { expiry: '06/26' }) }));
    expect(thisMonth.statusCode).toBe(200);
    await flush(t);
    const missing = await deposit(t, p.token, { kind: 'card', paymentMethodId: 'visa', amount: 25 });
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { card: 'form.validation.invalid.required' } });
  });
});
