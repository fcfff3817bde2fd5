import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BANK_TRANSFER_TTL_S, DEPOSIT_ACTION_TTL_S, UPI_QR_TTL_S } from '@croupier/contracts';
import { deposits } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { advanceWhileActive, bearer } from './accounts';
import { cashOf } from './wallet-helpers';
import { cashierPlayer, deposit, eventsOf, flush, getDeposit, runWorker, takeWebhooks } from './cashier-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, form?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : { accept: 'application/json' },
    payload: form ? new URLSearchParams(form).toString() : undefined,
  });
const modalOf = (location: unknown) => new URL(String(location), 'http://x').searchParams.get('modal');

describe('crypto (networks, address, QR, confirmations → webhook)', () => {
  it('a deterministic address and QR per order; confirmations arrive one by one, the last credits', async () => {
    const p = await cashierPlayer(t);
    const res = await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 92, network: 'USDT-TRC20' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data.deposit;
    expect(d).toMatchObject({
      status: 'requires_action',
      modal: 'deposit-pending',
      action: { type: 'crypto', network: 'USDT-TRC20', coin: 'USDT', payAmount: '100.000000', confirmations: 0, confirmationsRequired: 3 },
    });
    expect(d.action.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(d.action.qrData).toBe(`tron:${d.action.address}?amount=100.000000`);
    // The same order always shows the same address.
    expect((await getDeposit(t, p.token, d.depositId)).action.address).toBe(d.action.address);
    const btc = (await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 60, network: 'BTC' })).json().data.deposit;
    expect(btc.action).toMatchObject({ coin: 'BTC', payAmount: '0.00100000', qrData: expect.stringMatching(/^bitcoin:tb1q[0-9a-f]{38}\?amount=0\.00100000$/) });
    expect(btc.action.address).not.toBe(d.action.address);

    // Nothing happens until the coins are sent.
    expect(takeWebhooks(t)).toEqual([]);
    const sim = await post(d.action.simulateUrl);
    expect(sim.json()).toEqual({ ok: true });
    const events = takeWebhooks(t);
    expect(events.map((e) => [e.event.type, e.event.confirmations])).toEqual([
      ['deposit.confirming', 1],
      ['deposit.confirming', 2],
      ['deposit.succeeded', 3],
    ]);
    const bank = t.deps.cashier!.bank;
    await bank.deliver(events[0]!);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'pending', action: { confirmations: 1 } });
    await bank.deliver(events[1]!);
    expect((await getDeposit(t, p.token, d.depositId)).action.confirmations).toBe(2);
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
    await bank.deliver(events[2]!);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'success', action: { confirmations: 3 } });
    expect(await cashOf(t.handle.db, p.userId)).toBe(9200n);
  });

  it('an invoice left unpaid expires after DEPOSIT_ACTION_TTL_S and stops holding the deposit limit; paid after all, it is still credited', async () => {
    const p = await cashierPlayer(t);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/limits', headers: bearer(p.token), payload: { kind: 'deposit', period: 0, amount: '100' } })).statusCode).toBe(200);
    const d = (await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 92, network: 'USDT-TRC20' })).json().data.deposit;
    // The player changes their mind: the open invoice holds the daily limit.
    expect((await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 20, network: 'USDT-TRC20' })).json().errorCode).toBe('PAYMENT_LIMIT_THRESHOLD');
    // The coins are sent, but the provider's news arrives only after the invoice's time.
    await post(d.action.simulateUrl);
    const late = takeWebhooks(t);
    await advanceWhileActive(t, DEPOSIT_ACTION_TTL_S * 1000 - 1000, p.token);
    await runWorker(t);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'requires_action' });
    t.clock.advance(2000);
    expect((await runWorker(t)).expired).toBeGreaterThanOrEqual(1);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'expired', modal: 'deposit-failed', failureReason: 'action_expired' });
    expect((await eventsOf(t, p.userId, 'failedDeposit')).map((e) => e.payload)).toEqual([expect.objectContaining({ depositId: d.depositId, status: 'expired', reason: 'action_expired' })]);
    const next = await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 20, network: 'USDT-TRC20' });
    expect(next.statusCode, next.body).toBe(200);
    // The money did arrive: credited all the same.
    for (const e of late) await t.deps.cashier!.bank.deliver(e);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'success' });
    expect(await cashOf(t.handle.db, p.userId)).toBe(9200n);
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('a bank transfer reference waits days for the money, not an hour', async () => {
    const p = await cashierPlayer(t);
    const res = await deposit(t, p.token, { kind: 'bank', paymentMethodId: 'bank-transfer', amount: 150 });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data.deposit;
    const [row] = await t.handle.db.select().from(deposits).where(eq(deposits.id, d.depositId));
    expect(row!.expiresAt!.getTime() - t.clock.now().getTime()).toBe(BANK_TRANSFER_TTL_S * 1000);
    await advanceWhileActive(t, DEPOSIT_ACTION_TTL_S * 1000 + 1000, p.token);
    await runWorker(t);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'requires_action' });
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('an underpaid transfer (magic amount …52) fails; a simulate page exists for people', async () => {
    const p = await cashierPlayer(t);
    const d = (await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: '20.52', network: 'ETH-ERC20' })).json().data.deposit;
    expect(d.action.address).toMatch(/^0x[0-9a-f]{40}$/);
    const page = await t.app.inject({ method: 'GET', url: d.action.simulateUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Simulate the payment');
    await post(d.action.simulateUrl);
    await flush(t);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'failed', failureReason: 'underpaid' });
  });

  it('a crypto wallet deposits in its own coin', async () => {
    const p = await cashierPlayer(t, { currencyCode: 'USDT' });
    const d = (await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: '12.5', network: 'USDT-BEP20' })).json().data.deposit;
    expect(d).toMatchObject({ currency: 'USDT', amount: 12.5, action: { payAmount: '12.500000', qrData: expect.stringMatching(/^bnb:0x/) } });
    await post(d.action.simulateUrl);
    await flush(t);
    expect(await cashOf(t.handle.db, p.userId, 'USDT')).toBe(12_500_000n);
  });
});

describe('UPI (QR that expires; retry)', () => {
  const indian = () => cashierPlayer(t, { countryCode: 'IN', currencyCode: 'INR' }, { phoneCode: '91', phone: '9876543210' });

  it('shows a upi:// QR with its expiry; paying it credits', async () => {
    const p = await indian();
    const d = (await deposit(t, p.token, { kind: 'upi', paymentMethodId: 'upi', amount: 500 })).json().data.deposit;
    const expiresAt = new Date(t.clock.now().getTime() + UPI_QR_TTL_S * 1000).toISOString();
    expect(d).toMatchObject({ status: 'requires_action', currency: 'INR', action: { type: 'upi_qr', expiresAt } });
    const qr = new URL(d.action.qrData);
    expect(qr.protocol).toBe('upi:');
    expect(Object.fromEntries(qr.searchParams)).toMatchObject({ pa: 'croupier.sandbox@upi', am: '500.00', cu: 'INR' });
    await post(d.action.simulateUrl);
    await flush(t);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'success' });
    expect(await cashOf(t.handle.db, p.userId, 'INR')).toBe(50_000n);
  });

  it('expires after the time-out (failedDeposit event); the expired QR cannot be paid; retry gives a new QR', async () => {
    const p = await indian();
    const d = (await deposit(t, p.token, { kind: 'upi', paymentMethodId: 'upi', amount: 700 })).json().data.deposit;
    t.clock.advance(UPI_QR_TTL_S * 1000 - 1000);
    expect((await runWorker(t)).expired).toBe(0);
    t.clock.advance(2000);
    expect((await runWorker(t)).expired).toBe(1);
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'expired', modal: 'deposit-failed', action: null, failureReason: 'qr_expired' });
    const failed = await eventsOf(t, p.userId, 'failedDeposit');
    expect(failed.map((e) => e.payload)).toEqual([expect.objectContaining({ depositId: d.depositId, status: 'expired', modal: 'deposit-failed', met: 'upi' })]);
    const late = await post(d.action.simulateUrl);
    expect(late.statusCode).toBe(410);

    const retry = await t.app.inject({ method: 'POST', url: `/api/user/deposit/${d.depositId}/retry`, headers: bearer(p.token) });
    expect(retry.statusCode, retry.body).toBe(200);
    const again = retry.json().data.deposit;
    expect(again).toMatchObject({ status: 'requires_action', amount: 700, paymentMethodId: 'upi' });
    expect(again.depositId).not.toBe(d.depositId);
    expect(again.action.qrData).not.toBe(d.action.qrData);
    const [row] = await t.handle.db.select().from(deposits).where(eq(deposits.id, again.depositId));
    expect(row!.retryOf).toBe(d.depositId);
    // Only finished deposits can be retried, and never cards.
    const twice = await t.app.inject({ method: 'POST', url: `/api/user/deposit/${again.depositId}/retry`, headers: bearer(p.token) });
    expect(twice.json().errorCode).toBe('DEPOSIT_NOT_RETRYABLE');
    t.clock.set('2026-06-15T12:00:00Z');
  });

  it('a payment reported after the expiry is still credited (the money arrived)', async () => {
    const p = await indian();
    const d = (await deposit(t, p.token, { kind: 'upi', paymentMethodId: 'upi', amount: 800 })).json().data.deposit;
    await post(d.action.simulateUrl); // paid just in time …
    const [succeeded] = takeWebhooks(t);
    t.clock.advance(UPI_QR_TTL_S * 1000 + 1000);
    await runWorker(t); // … but the webhook comes after the expiry
    expect((await getDeposit(t, p.token, d.depositId)).status).toBe('expired');
    expect(await t.deps.cashier!.bank.deliver(succeeded!)).toBe(200);
    expect((await getDeposit(t, p.token, d.depositId)).status).toBe('success');
    expect(await cashOf(t.handle.db, p.userId, 'INR')).toBe(80_000n);
    t.clock.set('2026-06-15T12:00:00Z');
  });
});

describe('bank transfer and netbanking', () => {
  it('bank transfer: instructions with a reference; the incoming transfer credits', async () => {
    const p = await cashierPlayer(t);
    const d = (await deposit(t, p.token, { kind: 'bank', paymentMethodId: 'bank-transfer', amount: 150 })).json().data.deposit;
    expect(d).toMatchObject({ status: 'requires_action', action: { type: 'bank_transfer', beneficiary: 'Croupier Sandbox Ltd', iban: expect.any(String), bic: expect.any(String), reference: expect.stringMatching(/^CRP[0-9A-F]{10}$/) } });
    await post(d.action.simulateUrl);
    await flush(t);
    expect(await cashOf(t.handle.db, p.userId)).toBe(15_000n);
  });

  it('netbanking: the bank page pays, fails or cancels and returns to the deposit page with the result modal', async () => {
    const p = await cashierPlayer(t, { countryCode: 'IN', currencyCode: 'INR' });
    const start = async () => (await deposit(t, p.token, { kind: 'netbanking', paymentMethodId: 'netbanking', amount: 1000, bankName: 'HDFC Bank' })).json().data.deposit;
    const paid = await start();
    expect(paid.action.type).toBe('redirect');
    const page = await t.app.inject({ method: 'GET', url: paid.action.url });
    expect(page.body).toContain('<option selected>HDFC Bank</option>');
    const pay = await post(paid.action.url, { action: 'pay', bank: 'HDFC Bank' });
    expect(pay.statusCode).toBe(303);
    expect(modalOf(pay.headers.location)).toBe('deposit-return');
    expect(new URL(String(pay.headers.location), 'http://x').searchParams.get('met')).toBe('netbanking');
    await flush(t);
    expect((await getDeposit(t, p.token, paid.depositId)).status).toBe('success');

    const failed = await start();
    expect(modalOf((await post(failed.action.url, { action: 'fail' })).headers.location)).toBe('deposit-failed');
    const cancelled = await start();
    expect(modalOf((await post(cancelled.action.url, { action: 'cancel' })).headers.location)).toBe('deposit-cancel');
    await flush(t);
    expect((await getDeposit(t, p.token, failed.depositId)).status).toBe('failed');
    expect((await getDeposit(t, p.token, cancelled.depositId)).status).toBe('cancelled');
    expect(await cashOf(t.handle.db, p.userId, 'INR')).toBe(100_000n);
  });
});

describe('e-wallet (Skrill-style)', () => {
  it('the wallet page shows the account email; approve credits, cancel does not', async () => {
    const p = await cashierPlayer(t);
    const d = (await deposit(t, p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 35, email: 'dana@wallet.test' })).json().data.deposit;
    expect(d).toMatchObject({ status: 'requires_action', action: { type: 'redirect' } });
    const page = await t.app.inject({ method: 'GET', url: d.action.url });
    expect(page.body).toContain('dana@wallet.test');
    expect(modalOf((await post(d.action.url, { action: 'approve' })).headers.location)).toBe('deposit-return');
    await flush(t);
    expect((await getDeposit(t, p.token, d.depositId)).status).toBe('success');
    const c = (await deposit(t, p.token, { kind: 'ewallet', paymentMethodId: 'skrill', amount: 35, email: 'dana@wallet.test' })).json().data.deposit;
    await post(c.action.url, { action: 'cancel' });
    await flush(t);
    expect((await getDeposit(t, p.token, c.depositId)).status).toBe('cancelled');
    expect(await cashOf(t.handle.db, p.userId)).toBe(3500n);
    // Retrying an e-wallet deposit keeps its email.
    const retry = await t.app.inject({ method: 'POST', url: `/api/user/deposit/${c.depositId}/retry`, headers: bearer(p.token) });
    expect(retry.json().data.deposit).toMatchObject({ status: 'requires_action', kind: 'ewallet' });
  });
});

describe('history', () => {
  it('the Deposit tab lists every deposit with its status and method', async () => {
    const p = await cashierPlayer(t);
    await deposit(t, p.token, { kind: 'card', paymentMethodId: 'mastercard', amount: 30, card: { number: '4000000000000002', expiry: '12/30', cvc: '123', holderName: 'A' } });
    t.clock.advance(1000);
    await deposit(t, p.token, { kind: 'card', paymentMethodId: 'visa', amount: 25, card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'A' } });
    await flush(t);
    t.clock.advance(1000);
    await deposit(t, p.token, { kind: 'bank', paymentMethodId: 'bank-transfer', amount: 40 });
    t.clock.set('2026-06-15T12:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=deposit', headers: bearer(p.token) });
    expect(res.json().data.count).toBe(3);
    expect(res.json().data.rows.map((r: { status: string; amount: number; paymentMethod: string; type: string }) => [r.type, r.amount, r.status, r.paymentMethod])).toEqual([
      ['deposit', 40, 'processing', 'Bank transfer'],
      ['deposit', 25, 'completed', 'Visa'],
      ['deposit', 30, 'rejected', 'Mastercard'],
    ]);
  });
});
