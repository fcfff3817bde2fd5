import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, PAYOUT_RESEND_AFTER_S, WITHDRAWAL_REVERSAL_WINDOW_S, ZWithdrawalCalculationResponse, ZWithdrawalEligibilityResponse } from '@croupier/contracts';
import { auditLog, ledgerAccounts, playerPaymentStats, users, withdrawals } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { advanceWhileActive, bearer } from './accounts';
import { cashOf, GAME_ID, ledgerInvariants } from './wallet-helpers';
import { cashierPlayer, eventsOf, flush, fund, postWebhook, runWorker, takeWebhooks } from './cashier-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { runOperatorCommand } from '../src/operator/commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bank = (amount: number | string, over: Record<string, unknown> = {}) => ({
  kind: 'bank',
  paymentMethodId: 'bank-transfer',
  amount,
  beneficiaryName: 'Dana Demo',
  accountNumber: 'MT84MALT011000012345MTLCAST001S',
  email: 'dana@mail.test',
  bankCode: 'MALTMTMT',
  ...over,
});
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: bearer(token), payload: payload as never });
const request = (token: string, body: Record<string, unknown>) => call(token, 'POST', '/api/user/withdrawal', body);
const calculate = (token: string, body: Record<string, unknown>) => call(token, 'POST', '/api/user/withdrawal/calculate', body);
const eligibility = async (token: string) => ZWithdrawalEligibilityResponse.parse((await call(token, 'GET', '/api/user/withdrawal/eligibility')).json()).data;
const expectCode = (res: { statusCode: number; json(): unknown }, code: keyof typeof ERROR_CODES) => {
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ errorCode: code, message: ERROR_CODES[code].message });
  expect(res.statusCode).toBe(ERROR_CODES[code].status);
};
const held = async (userId: string) =>
  BigInt((await t.handle.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.kind, 'withdrawal_hold'))))[0]?.balance ?? 0);
const statusOf = async (id: string) => (await t.handle.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;
/** The sandbox's queued webhooks of one order (the others are delivered). */
async function webhooksFor(id: string) {
  const all = takeWebhooks(t);
  for (const e of all) if (e.event.orderId !== id) await t.deps.cashier!.bank.deliver(e);
  return all.filter((e) => e.event.orderId === id);
}
const operator = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-anna' }, argv);

/** Plays `amount` (minor units) through the seamless wallet: a bet and an equal win, so the turnover counts and the cash stays. */
async function wager(token: string, userId: string, amount: number) {
  const launch = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(token), payload: { gameId: GAME_ID, mode: 'real' } });
  const { sessionToken } = launch.json().data;
  const id = randomUUID();
  const bet = await walletCall(t, 'bet', { sessionToken, gameId: GAME_ID, currency: 'EUR', transactionId: `b-${id}`, roundId: `r-${id}`, amount });
  expect(bet.body.status).toBe('OK');
  const win = await walletCall(t, 'win', { sessionToken, gameId: GAME_ID, currency: 'EUR', transactionId: `w-${id}`, roundId: `r-${id}`, amount, roundClosed: true });
  expect(win.body.status).toBe('OK');
  void userId;
}

/** A player who deposited `amount` and wagered it: free to withdraw. */
async function readyPlayer(amount = 200) {
  const p = await cashierPlayer(t);
  await fund(t, p.token, amount);
  await t.handle.db.update(playerPaymentStats).set({ depositWagerRequired: 0n }).where(eq(playerPaymentStats.userId, p.userId));
  return p;
}

describe('who may withdraw (spec §4)', () => {
  it('blocked without a deposit (AML), without a verified email, before deposit wagering; bonus money without a bonus does not block', async () => {
    const p = await cashierPlayer(t, {}, { isEmailVerified: false });
    expect(await eligibility(p.token)).toMatchObject({ canWithdraw: false, reasons: ['WITHDRAWAL_NO_DEPOSIT', 'WITHDRAWAL_EMAIL_NOT_VERIFIED'], hasDeposit: false, isEmailVerified: false });
    expectCode(await request(p.token, bank(20)), 'WITHDRAWAL_NO_DEPOSIT');

    await t.handle.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, p.userId));
    await fund(t, p.token, 100);
    expect(await eligibility(p.token)).toMatchObject({
      canWithdraw: false,
      reasons: ['WITHDRAWAL_WAGERING_INCOMPLETE'],
      withdrawable: 100,
      depositWager: { required: 100, wagered: 0, remaining: 100 },
    });
    expectCode(await request(p.token, bank(20)), 'WITHDRAWAL_WAGERING_INCOMPLETE');
    expectCode(await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 20 }), 'WITHDRAWAL_WAGERING_INCOMPLETE');

    await wager(p.token, p.userId, 6000);
    expect((await eligibility(p.token)).depositWager).toEqual({ required: 100, wagered: 60, remaining: 40 });
    await wager(p.token, p.userId, 4000);
    expect(await eligibility(p.token)).toMatchObject({ canWithdraw: true, reasons: [], depositWager: { remaining: 0 } });

    const bonus = await adjustBalance(t.handle.db, { userId: p.userId, currency: 'EUR', amount: 500n, kind: 'bonus', reason: 'test bonus', actor: 'test', idempotencyKey: `b-${p.userId}`, now: t.clock.now() });
    expect(bonus.ok).toBe(true);
    // Bonus money without a bonus (no wagering to finish, nothing to cancel) does not block; the withdrawal takes cash only.
    expect(await eligibility(p.token)).toMatchObject({ canWithdraw: true, reasons: [], hasActiveBonus: false, withdrawable: 100 });
    const cashBefore = await cashOf(t.handle.db, p.userId);
    const res = await request(p.token, bank(20));
    expect(res.statusCode, res.body).toBe(200);
    expect(await cashOf(t.handle.db, p.userId)).toBe(cashBefore - 2000n);
    const bonusRow = (await t.handle.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, p.userId))).find((r) => r.kind === 'bonus');
    expect(BigInt(bonusRow!.balance)).toBe(500n);
  });

  it('a placeholder email counts as unverified; a self-excluded player may still withdraw', async () => {
    const p = await readyPlayer();
    await t.handle.db.update(users).set({ isSelfExclusionPermanent: true }).where(eq(users.id, p.userId));
    expect((await request(p.token, bank(20))).statusCode).toBe(200);
    await t.handle.db.update(users).set({ email: `x-${p.userId}@croupier.invalid` }).where(eq(users.id, p.userId));
    expect((await eligibility(p.token)).reasons).toEqual(['WITHDRAWAL_EMAIL_NOT_VERIFIED']);
  });
});

describe('self-excluded players and their deposits', () => {
  it('after a permanent self-exclusion, an unwagered deposit can be withdrawn (the player can never play again); a temporary one still waits for the turnover', async () => {
    const p = await cashierPlayer(t);
    await fund(t, p.token, 100);
    expect((await eligibility(p.token)).reasons).toEqual(['WITHDRAWAL_WAGERING_INCOMPLETE']);
    await t.handle.db.update(users).set({ selfExclusionUntil: new Date(t.clock.now().getTime() + 7 * 86_400_000) }).where(eq(users.id, p.userId));
    expect((await eligibility(p.token)).reasons).toEqual(['WITHDRAWAL_WAGERING_INCOMPLETE']);
    expectCode(await request(p.token, bank(20)), 'WITHDRAWAL_WAGERING_INCOMPLETE');
    await t.handle.db.update(users).set({ isSelfExclusionPermanent: true }).where(eq(users.id, p.userId));
    expect(await eligibility(p.token)).toMatchObject({ canWithdraw: true, reasons: [], depositWager: { remaining: 100 } });
    // The calculation says so before the request (it promised an automatic payout).
    expect((await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 100 })).json().data.automatic).toMatchObject({ isAutomatic: false });
    const cashBefore = await cashOf(t.handle.db, p.userId);
    const res = await request(p.token, bank(100));
    expect(res.statusCode, res.body).toBe(200);
    expect(await cashOf(t.handle.db, p.userId)).toBe(cashBefore - 10_000n);
    // Never automatic (AML: deposit, exclude, withdraw): an operator looks at it first.
    const [w] = await t.handle.db.select().from(withdrawals).where(eq(withdrawals.userId, p.userId));
    expect(w).toMatchObject({ status: 'requested', isAutomatic: false });
  });
});

describe('calculation', () => {
  it('fee, amount received and the automatic allowance (amount available, period, used versus limit)', async () => {
    const p = await readyPlayer(3000);
    const noFee = ZWithdrawalCalculationResponse.parse((await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 100 })).json()).data;
    expect(noFee).toEqual({
      amount: 100,
      fee: 0,
      amountReceived: 100,
      currency: 'EUR',
      min: 20,
      max: 10000,
      withdrawable: 3000,
      automatic: { isAutomatic: true, available: 1000, used: 0, limit: 1000, period: 'day', periodCode: 0 },
    });
    expect((await calculate(p.token, { paymentMethodId: 'skrill', amount: '150.50' })).json().data).toMatchObject({ fee: 1.51, amountReceived: 148.99 });
    expect((await calculate(p.token, { paymentMethodId: 'crypto', amount: 100 })).json().data).toMatchObject({ fee: 1, amountReceived: 99 });
    expect((await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 1500 })).json().data.automatic).toMatchObject({ isAutomatic: false, available: 1000 });
    // After an automatic withdrawal of 600 the allowance has 400 left.
    expect((await request(p.token, bank(600))).json().data.withdrawal).toMatchObject({ isAutomatic: true, status: 'pending' });
    expect((await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 500 })).json().data.automatic).toMatchObject({ isAutomatic: false, available: 400, used: 600 });
    expect((await request(p.token, bank(500))).json().data.withdrawal).toMatchObject({ isAutomatic: false, status: 'requested' });
    // A day later the window has moved on.
    await advanceWhileActive(t, 24 * 3600_000 + 1000, p.token);
    expect((await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 500 })).json().data.automatic).toMatchObject({ isAutomatic: true, used: 0 });
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('refuses amounts outside the range, above the cash, at or below zero, and methods that cannot pay out', async () => {
    const p = await readyPlayer(100);
    expectCode(await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: '19.99' }), 'WITHDRAWAL_LIMIT_THRESHOLD');
    expectCode(await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 10001 }), 'WITHDRAWAL_LIMIT_THRESHOLD');
    expectCode(await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 150 }), 'WITHDRAWAL_INSUFFICIENT_FUNDS');
    expectCode(await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 0 }), 'AMOUNT_BELOW_ZERO');
    expectCode(await calculate(p.token, { paymentMethodId: 'visa', amount: 50 }), 'WITHDRAWAL_METHOD_UNAVAILABLE'); // cards cannot withdraw
    expectCode(await calculate(p.token, { paymentMethodId: 'upi', amount: 50 }), 'WITHDRAWAL_METHOD_UNAVAILABLE'); // India only
    expectCode(await calculate(p.token, { paymentMethodId: 'nope', amount: 50 }), 'WITHDRAWAL_METHOD_UNAVAILABLE');
    expect((await calculate(p.token, { paymentMethodId: 'bank-transfer', amount: 'abc' })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { amount: 'form.validation.invalid.amount' } });
  });
});

describe('withdrawal forms (spec §5)', () => {
  it('full name, account number, email, IFSC 8–15, bank name for netbanking, UPI ID, wallet address and network', async () => {
    const p = await readyPlayer();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [bank(20, { beneficiaryName: ' ', accountNumber: '', email: 'nope' }), { beneficiaryName: 'form.validation.invalid.required', accountNumber: 'form.validation.invalid.required', email: 'form.validation.invalid.format' }],
      [bank(20, { bankCode: 'SBIN012' }), { bankCode: 'form.validation.invalid.ifsc' }],
      [bank(20, { bankCode: 'SBIN0123456789AB' }), { bankCode: 'form.validation.invalid.ifsc' }],
      [bank(20, { bankCode: '' }), { bankCode: 'form.validation.invalid.required' }],
      [bank(20, { kind: 'netbanking', paymentMethodId: 'netbanking' }), { bankName: 'form.validation.invalid.required' }],
      [{ kind: 'upi', paymentMethodId: 'upi', amount: 20, beneficiaryName: 'A', upiId: 'not-an-upi' }, { upiId: 'form.validation.invalid.upi' }],
      [{ kind: 'upi', paymentMethodId: 'upi', amount: 20, beneficiaryName: 'A' }, { upiId: 'form.validation.invalid.required' }],
      [{ kind: 'crypto', paymentMethodId: 'crypto', amount: 20 }, { walletAddress: 'form.validation.invalid.required', network: 'form.validation.invalid.required' }],
      [{ kind: 'crypto', paymentMethodId: 'crypto', amount: 20, walletAddress: 'short', network: 'BTC' }, { walletAddress: 'form.validation.invalid.wallet.address' }],
      [{ kind: 'ewallet', paymentMethodId: 'skrill', amount: 20, email: '' }, { email: 'form.validation.invalid.required' }],
      [{ kind: 'crypto', paymentMethodId: 'crypto', walletAddress: 'TXyz1234567890abcdefghijklmnopqrs', network: 'BTC' }, { amount: 'form.validation.invalid.amount' }],
    ];
    for (const [body, fields] of cases) {
      const res = await request(p.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields });
    }
    // Network unknown to the method; kind not the method's.
    expect((await request(p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 20, walletAddress: 'TXyz1234567890abcdefghijklmnopqrs', network: 'DOGE' })).json().fields).toEqual({ network: 'form.validation.invalid.format' });
    expect((await request(p.token, { ...bank(20), paymentMethodId: 'skrill' })).json().fields).toEqual({ kind: 'form.validation.invalid.format' });
    // IFSC of 8 and of 15 characters; branch and address optional.
    expect((await request(p.token, bank(20, { bankCode: 'SBIN0001' }))).statusCode).toBe(200);
    expect((await request(p.token, bank(20, { bankCode: 'SBIN00012345678', bankBranch: 'Valletta', bankAddress: '1 Main St' }))).statusCode).toBe(200);
    const ok = await request(p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 20, walletAddress: 'TXyz1234567890abcdefghijklmnopqrs', network: 'USDT-TRC20' });
    expect(ok.json().data.withdrawal).toMatchObject({ kind: 'crypto', destination: 'USDT-TRC20 TXyz12…pqrs', fee: 1, amountReceived: 19 });
  });

  it('UPI and netbanking withdrawals for an Indian player', async () => {
    const p = await cashierPlayer(t, { countryCode: 'IN', currencyCode: 'INR' }, { phoneCode: '91', phone: '9876543210' });
    await fund(t, p.token, 5000);
    await t.handle.db.update(playerPaymentStats).set({ depositWagerRequired: 0n }).where(eq(playerPaymentStats.userId, p.userId));
    const upi = await request(p.token, { kind: 'upi', paymentMethodId: 'upi', amount: 1000, beneficiaryName: 'Ravi Kumar', upiId: 'ravi.kumar@okaxis' });
    expect(upi.json().data.withdrawal).toMatchObject({ kind: 'upi', destination: 'UPI ra•••@okaxis', currency: 'INR', amount: 1000 });
    const nb = await request(p.token, { ...bank(600, { kind: 'netbanking', paymentMethodId: 'netbanking', bankName: 'HDFC Bank', bankCode: 'HDFC0001234', accountNumber: '50100012345678' }) });
    expect(nb.json().data.withdrawal).toMatchObject({ kind: 'netbanking', destination: 'HDFC Bank •••• 5678' });
  });
});

describe('lifecycle', () => {
  it('automatic: reserved at once, sent after the reversal window, completed by the payout webhook', async () => {
    const p = await readyPlayer(200);
    const res = await request(p.token, bank(50));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('withdrawal.success');
    const w = res.json().data.withdrawal;
    expect(w).toMatchObject({ status: 'pending', isAutomatic: true, canCancel: true, amount: 50, fee: 0, amountReceived: 50, destination: 'MALTMTMT •••• 001S' });
    expect(await cashOf(t.handle.db, p.userId)).toBe(15_000n);
    expect(await held(p.userId)).toBe(5000n);
    expect((await call(p.token, 'GET', '/api/user/withdrawals')).json().data.rows.map((r: { withdrawalId: string }) => r.withdrawalId)).toEqual([w.withdrawalId]);
    expect((await eventsOf(t, p.userId, 'balance')).at(-1)!.payload).toMatchObject({ cash: 150 });

    // Within the window nothing is sent (the player can still cancel).
    await runWorker(t);
    expect(await statusOf(w.withdrawalId)).toBe('pending');
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
    await runWorker(t);
    expect(await statusOf(w.withdrawalId)).toBe('processing');
    expectCode(await call(p.token, 'POST', `/api/user/withdrawal/${w.withdrawalId}/cancel`), 'WITHDRAWAL_NOT_CANCELLABLE');
    const events = await webhooksFor(w.withdrawalId);
    expect(events.map((e) => [e.event.type, e.event.amount])).toEqual([
      ['payout.processing', 5000],
      ['payout.completed', 5000],
    ]);
    for (const e of events) expect(await t.deps.cashier!.bank.deliver(e)).toBe(200);
    // A duplicate completion pays nothing twice.
    expect((await postWebhook(t, 'sandbox-bank', events[1]!.event)).json().duplicate).toBe(true);
    const done = (await call(p.token, 'GET', '/api/user/withdrawals?status=all')).json().data.rows[0];
    expect(done).toMatchObject({ status: 'completed', canCancel: false, processedAt: expect.any(String) });
    expect(await held(p.userId)).toBe(0n);
    expect(await cashOf(t.handle.db, p.userId)).toBe(15_000n);
    expect((await call(p.token, 'GET', '/api/user/withdrawals')).json().data.rows).toEqual([]);
    const history = (await call(p.token, 'GET', '/api/user/transactions?tab=withdrawal')).json().data;
    expect(history.rows[0]).toMatchObject({ type: 'withdrawal', status: 'completed', amount: 50, paymentMethod: 'Bank transfer', fee: 0 });
    const wEvents = (await eventsOf(t, p.userId, 'withdrawal')).map((e) => (e.payload as { status: string }).status);
    expect(wEvents).toEqual(['pending', 'processing', 'completed']);
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('a fee stays with the casino: the provider is paid the amount received', async () => {
    const p = await readyPlayer(200);
    const w = (await request(p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 100, email: 'dana@wallet.test' })).json().data.withdrawal;
    expect(w).toMatchObject({ fee: 1, amountReceived: 99 });
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
    await runWorker(t);
    const events = await webhooksFor(w.withdrawalId);
    expect(events.map((e) => e.event.amount)).toEqual([9900, 9900]);
    // The gross amount is not what was paid out.
    expect((await postWebhook(t, 'sandbox-ewallet', { ...events[1]!.event, eventId: 'evt-gross', amount: 10000 })).json().errorCode).toBe('WEBHOOK_MISMATCH');
    for (const e of events) await t.deps.cashier!.bank.deliver(e);
    expect((await call(p.token, 'GET', '/api/user/withdrawals?status=all')).json().data.rows[0].status).toBe('completed');
    expect(await cashOf(t.handle.db, p.userId)).toBe(10_000n);
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('the player cancels a pending withdrawal: funds back in full, no fee; only once; only their own', async () => {
    const p = await readyPlayer(200);
    const w = (await request(p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 120, email: 'dana@wallet.test' })).json().data.withdrawal;
    expect(await cashOf(t.handle.db, p.userId)).toBe(8000n);
    const other = await readyPlayer(50);
    expectCode(await call(other.token, 'POST', `/api/user/withdrawal/${w.withdrawalId}/cancel`), 'WITHDRAWAL_NOT_FOUND');
    const res = await call(p.token, 'POST', `/api/user/withdrawal/${w.withdrawalId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'withdrawal.cancel.success', withdrawal: { status: 'cancelled', canCancel: false } });
    expect(await cashOf(t.handle.db, p.userId)).toBe(20_000n);
    expect(await held(p.userId)).toBe(0n);
    expectCode(await call(p.token, 'POST', `/api/user/withdrawal/${w.withdrawalId}/cancel`), 'WITHDRAWAL_NOT_CANCELLABLE');
    // Cancelled ones are not sent.
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
    await runWorker(t);
    expect(await webhooksFor(w.withdrawalId)).toEqual([]);
    expect(await statusOf(w.withdrawalId)).toBe('cancelled');
    expect((await call(p.token, 'GET', '/api/user/transactions?tab=withdrawal')).json().data.rows[0]).toMatchObject({ status: 'cancelled', amount: 120 });
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('above the allowance an operator approves (npx croupier withdrawals approve) or rejects it; audited', async () => {
    const p = await readyPlayer(5000);
    const big = (await request(p.token, bank(1500))).json().data.withdrawal;
    const big2 = (await request(p.token, bank(1200))).json().data.withdrawal;
    expect(big).toMatchObject({ status: 'requested', isAutomatic: false, canCancel: true });
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 10_000);
    await runWorker(t);
    expect(await statusOf(big.withdrawalId)).toBe('requested'); // waits for the operator
    const list = await operator('withdrawals', 'list');
    expect(list.exitCode).toBe(0);
    expect(list.output).toContain(big.withdrawalId);
    expect(list.output).toContain('1500.00 EUR');

    expect((await operator('withdrawals', 'reject', big2.withdrawalId)).output).toContain('A reason is required');
    const rejected = await operator('withdrawals', 'reject', big2.withdrawalId, '--reason', 'documents needed');
    expect(rejected.exitCode, rejected.output).toBe(0);
    expect(await cashOf(t.handle.db, p.userId)).toBe(350_000n);

    const approved = await operator('withdrawals', 'approve', big.withdrawalId);
    expect(approved.exitCode, approved.output).toBe(0);
    expect((await operator('withdrawals', 'approve', big.withdrawalId)).exitCode).toBe(2); // already decided
    expect((await call(p.token, 'GET', '/api/user/withdrawals?status=all')).json().data.rows.find((r: { withdrawalId: string }) => r.withdrawalId === big.withdrawalId)).toMatchObject({ status: 'confirmed', canCancel: false });
    await runWorker(t);
    expect(await statusOf(big.withdrawalId)).toBe('processing');
    await flush(t);
    const rows = (await call(p.token, 'GET', '/api/user/withdrawals?status=all')).json().data.rows;
    expect(Object.fromEntries(rows.map((r: { withdrawalId: string; status: string }) => [r.withdrawalId, r.status]))).toMatchObject({ [big.withdrawalId]: 'completed', [big2.withdrawalId]: 'rejected' });
    expect(rows.find((r: { withdrawalId: string }) => r.withdrawalId === big2.withdrawalId).reason).toBe('documents needed');
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.actor, 'ops-anna'));
    expect(audit.map((a) => [a.action, a.subject])).toEqual(expect.arrayContaining([
      ['withdrawal.reject', big2.withdrawalId],
      ['withdrawal.approve', big.withdrawalId],
    ]));
    expect((await operator('withdrawals', 'approve', randomUUID())).output).toContain('No withdrawal');
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('payout failures: refused at once (…52) or failed later (…51) give the money back; a provider outage (…99) retries', async () => {
    const p = await readyPlayer(500);
    const refused = (await request(p.token, bank('30.52'))).json().data.withdrawal;
    const failing = (await request(p.token, bank('30.51'))).json().data.withdrawal;
    const outage = (await request(p.token, bank('30.99'))).json().data.withdrawal;
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
    await runWorker(t);
    await flush(t);
    const status = async () =>
      Object.fromEntries((await call(p.token, 'GET', '/api/user/withdrawals?status=all')).json().data.rows.map((r: { withdrawalId: string; status: string }) => [r.withdrawalId, r.status]));
    // The outage: back where it was (pending: the player can still cancel it), told over the socket.
    expect(await status()).toEqual({ [refused.withdrawalId]: 'failed', [failing.withdrawalId]: 'failed', [outage.withdrawalId]: 'pending' });
    const outageEvents = (await eventsOf(t, p.userId, 'withdrawal')).filter((e) => (e.payload as { withdrawalId?: string }).withdrawalId === outage.withdrawalId);
    expect(outageEvents.map((e) => (e.payload as { status: string }).status)).toEqual(['pending', 'processing', 'pending']);
    expect(await cashOf(t.handle.db, p.userId)).toBe(50_000n - 3099n);
    // The next pass sends it again (still down: back in the queue).
    expect((await runWorker(t)).payouts).toBeGreaterThanOrEqual(1);
    expect((await status())[outage.withdrawalId]).toBe('pending');
    expect((await call(p.token, 'POST', `/api/user/withdrawal/${outage.withdrawalId}/cancel`)).statusCode).toBe(200);
    expect(await cashOf(t.handle.db, p.userId)).toBe(50_000n);
    // An approved one not yet sent can still be rejected: the money goes back.
    const big = (await request(p.token, bank('450.99'))).json().data.withdrawal;
    // One an operator has to approve (as above the automatic allowance).
    await t.handle.db.update(withdrawals).set({ status: 'requested', isAutomatic: false }).where(eq(withdrawals.id, big.withdrawalId));
    expect((await operator('withdrawals', 'approve', big.withdrawalId)).exitCode).toBe(0);
    await runWorker(t);
    expect((await status())[big.withdrawalId]).toBe('confirmed');
    expect((await operator('withdrawals', 'reject', big.withdrawalId, '--reason', 'provider down')).exitCode).toBe(0);
    expect(await cashOf(t.handle.db, p.userId)).toBe(50_000n);
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('a payout whose outcome is unknown (the call threw) stays processing, takes late webhooks, and is sent again with the same id: paid once', async () => {
    const p = await readyPlayer(500);
    const adapter = (await t.deps.cashier!.provider(t.deps.db, 'sandbox-bank'))!.adapter;
    const original = adapter.payout;
    try {
      // A timeout after the provider took it.
      adapter.payout = async (order) => {
        await original(order);
        throw new Error('timeout');
      };
      const lost = (await request(p.token, bank('40'))).json().data.withdrawal;
      // A timeout before it reached the provider.
      adapter.payout = async () => {
        throw new Error('connect timeout');
      };
      const unsent = (await request(p.token, bank('30'))).json().data.withdrawal;
      t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
      // One at a time, so that each meets its own failure.
      adapter.payout = async (order) => {
        if (order.id === lost.withdrawalId) {
          await original(order);
          throw new Error('timeout');
        }
        throw new Error('connect timeout');
      };
      await runWorker(t);
      const row = async (id: string) => (await t.handle.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
      expect(await row(lost.withdrawalId)).toMatchObject({ status: 'processing', providerReference: null, reason: 'timeout' });
      expect(await row(unsent.withdrawalId)).toMatchObject({ status: 'processing', providerReference: null, reason: 'connect timeout' });
      expectCode(await call(p.token, 'POST', `/api/user/withdrawal/${lost.withdrawalId}/cancel`), 'WITHDRAWAL_NOT_CANCELLABLE');
      adapter.payout = original;
      // Not sent again at once (webhooks may be on their way)…
      const firstSent = (await row(lost.withdrawalId)).submittedAt;
      await runWorker(t);
      expect((await row(lost.withdrawalId)).submittedAt).toEqual(firstSent);
      expect((await row(unsent.withdrawalId)).submittedAt).toEqual(firstSent);
      // …but after PAYOUT_RESEND_AFTER_S: the provider answers the lost one with the payout it took, not a second one.
      t.clock.advance(PAYOUT_RESEND_AFTER_S * 1000 + 1000);
      await runWorker(t);
      const taken = t.deps.cashier!.bank.payouts.get(lost.withdrawalId);
      expect(await row(lost.withdrawalId)).toMatchObject({ status: 'processing', providerReference: taken, reason: null });
      // The first send's webhooks (late) and the second's apply to the processing payouts.
      await flush(t);
      expect(await row(lost.withdrawalId)).toMatchObject({ status: 'completed' });
      expect(await row(unsent.withdrawalId)).toMatchObject({ status: 'completed' });
      expect(await cashOf(t.handle.db, p.userId)).toBe(50_000n - 7_000n);
      expect(await held(p.userId)).toBe(0n);
      expect(t.deps.cashier!.bank.sent.filter((e) => e.event.orderId === lost.withdrawalId && e.event.type === 'payout.completed')).toHaveLength(1);
    } finally {
      adapter.payout = original;
      t.clock.set('2026-06-15T12:00:00Z');
    }
  });

  it('a payout its provider never ends (…53: processing only) is settled by an operator as the provider shows it, audited', async () => {
    const p = await readyPlayer(500);
    const stuck = (await request(p.token, bank('40.53'))).json().data.withdrawal;
    const other = (await request(p.token, bank('30.53'))).json().data.withdrawal;
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
    try {
      await runWorker(t);
      await flush(t);
      expect([await statusOf(stuck.withdrawalId), await statusOf(other.withdrawalId)]).toEqual(['processing', 'processing']);
      expect((await operator('withdrawals', 'complete', stuck.withdrawalId)).output).toContain('A reason is required');
      const paid = await operator('withdrawals', 'complete', stuck.withdrawalId, '--reason', 'paid per the provider statement');
      expect(paid, paid.output).toMatchObject({ exitCode: 0, output: `Completed: ${stuck.withdrawalId} (40.53 EUR) paid out` });
      const failed = await operator('withdrawals', 'fail', other.withdrawalId, '--reason', 'returned by the bank');
      expect(failed, failed.output).toMatchObject({ exitCode: 0, output: `Failed: ${other.withdrawalId}; 30.53 EUR returned to the player` });
      expect(await cashOf(t.handle.db, p.userId)).toBe(50_000n - 4_053n);
      expect(await held(p.userId)).toBe(0n);
      // Only a payout in processing; once.
      expect((await operator('withdrawals', 'fail', stuck.withdrawalId, '--reason', 'x')).output).toBe('Refused: only a payout in processing can be completed or failed');
      const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.actor, 'ops-anna'));
      expect(audit.map((a) => [a.action, a.subject])).toEqual(expect.arrayContaining([
        ['withdrawal.complete', stuck.withdrawalId],
        ['withdrawal.fail', other.withdrawalId],
      ]));
    } finally {
      t.clock.set('2026-06-15T12:00:00Z');
    }
  });

  it('the same requestId is the same withdrawal; with other fields UNIFIED_ERROR', async () => {
    const p = await readyPlayer(200);
    const requestId = randomUUID();
    const a = (await request(p.token, bank(25, { requestId }))).json().data.withdrawal;
    const b = (await request(p.token, bank(25, { requestId }))).json().data.withdrawal;
    expect(b.withdrawalId).toBe(a.withdrawalId);
    expect((await request(p.token, bank(26, { requestId }))).json()).toEqual({ errorCode: 'UNIFIED_ERROR', message: 'error.deposit.unified', reference: requestId });
    expect(await cashOf(t.handle.db, p.userId)).toBe(17_500n);
  });

  it('the ledger holds after all of it', async () => {
    const inv = await ledgerInvariants(t.handle.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    for (const total of Object.values(inv.totals)) expect(total).toBe(0n);
  });
});
