import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_WEBHOOK_TOLERANCE_S } from '@croupier/contracts';
import { deposits, ledgerTransfers, paymentWebhookEvents, playerPaymentStats } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { signWebhook } from '../src/modules/cashier/webhook-signature';
import { cashOf, ledgerInvariants } from './wallet-helpers';
import { cardDeposit, cashierPlayer, deposit, event, eventsOf, getDeposit, postWebhook, providerSecret, takeWebhooks } from './cashier-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A card deposit of `amount` whose success webhook is held back (returned). */
async function heldDeposit(amount = 25) {
  const p = await cashierPlayer(t);
  const d = (await deposit(t, p.token, cardDeposit(amount))).json().data.deposit;
  const [held] = takeWebhooks(t);
  return { p, d, held: held!.event };
}
const nowS = () => Math.floor(t.clock.now().getTime() / 1000);

describe('payment webhooks: signature and timestamp', () => {
  it('a tampered body, a wrong secret or a forged signature is refused and changes nothing', async () => {
    const { p, held } = await heldDeposit();
    const raw = JSON.stringify(held);
    const secret = await providerSecret(t, 'sandbox-card');
    // Signed, then the amount changed on the way.
    const tampered = await postWebhook(t, 'sandbox-card', held, { rawBody: raw.replace('"amount":2500', '"amount":250000'), signedBody: raw });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ errorCode: 'WEBHOOK_SIGNATURE_INVALID', message: 'error.webhook.signature' });
    expect((await postWebhook(t, 'sandbox-card', held, { secret: `${secret}x` })).statusCode).toBe(401);
    expect((await postWebhook(t, 'sandbox-card', held, { signature: 'zz' })).statusCode).toBe(401);
    // Another provider's secret on this provider's endpoint.
    expect((await postWebhook(t, 'sandbox-card', held, { secret: await providerSecret(t, 'sandbox-crypto') })).statusCode).toBe(401);
    // Right secret, unknown provider path.
    expect((await postWebhook(t, 'nope', held, { secret })).json().errorCode).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
    expect(await t.handle.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, held.eventId))).toEqual([]);
  });

  it('a stale, future or missing timestamp is refused (tolerance of 5 minutes); the signature covers the timestamp', async () => {
    const { p, held } = await heldDeposit();
    const stale = await postWebhook(t, 'sandbox-card', held, { timestamp: nowS() - PAYMENT_WEBHOOK_TOLERANCE_S - 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ errorCode: 'WEBHOOK_TIMESTAMP_INVALID', message: 'error.webhook.timestamp' });
    expect((await postWebhook(t, 'sandbox-card', held, { timestamp: nowS() + PAYMENT_WEBHOOK_TOLERANCE_S + 1 })).statusCode).toBe(400);
    expect((await postWebhook(t, 'sandbox-card', held, { omitTimestamp: true })).statusCode).toBe(400);
    // A replayed request whose timestamp header was refreshed no longer matches its signature.
    const secret = await providerSecret(t, 'sandbox-card');
    const oldSig = signWebhook(secret, nowS() - 3600, JSON.stringify(held));
    expect((await postWebhook(t, 'sandbox-card', held, { signature: oldSig, timestamp: nowS() })).statusCode).toBe(401);
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
    // Within the tolerance it is accepted.
    const ok = await postWebhook(t, 'sandbox-card', held, { timestamp: nowS() - PAYMENT_WEBHOOK_TOLERANCE_S + 5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, applied: true, duplicate: false });
    expect(await cashOf(t.handle.db, p.userId)).toBe(2500n);
  });

  it('a malformed event with a valid signature is a validation error', async () => {
    const res = await postWebhook(t, 'sandbox-card', { eventId: 'x', type: 'deposit.succeeded' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    const notJson = await postWebhook(t, 'sandbox-card', {}, { rawBody: '{oops' });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('payment webhooks: applied once, whatever the order', () => {
  it('a duplicate delivery is acknowledged and credits nothing more', async () => {
    const { p, d, held } = await heldDeposit(40);
    expect((await postWebhook(t, 'sandbox-card', held)).json()).toEqual({ received: true, applied: true, duplicate: false });
    expect((await postWebhook(t, 'sandbox-card', held)).json()).toEqual({ received: true, applied: false, duplicate: true });
    // Delivered again later, with a fresh timestamp, still a duplicate.
    t.clock.advance(3600_000);
    expect((await postWebhook(t, 'sandbox-card', held)).json().duplicate).toBe(true);
    t.clock.set('2026-06-15T12:00:00Z');
    expect(await cashOf(t.handle.db, p.userId)).toBe(4000n);
    const [stats] = await t.handle.db.select().from(playerPaymentStats).where(eq(playerPaymentStats.userId, p.userId));
    expect(stats!.depositCount).toBe(1);
    expect(await t.handle.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `deposit:${d.depositId}`))).toHaveLength(1);
    expect(await eventsOf(t, p.userId, 'deposit')).toHaveLength(1);
  });

  it('parallel duplicate deliveries credit once', async () => {
    const { p, held } = await heldDeposit(45);
    const results = await Promise.all(Array.from({ length: 6 }, () => postWebhook(t, 'sandbox-card', held)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().applied)).toHaveLength(1);
    expect(await cashOf(t.handle.db, p.userId)).toBe(4500n);
  });

  it('a second success event (another event id) for the same order credits nothing', async () => {
    const { p, d, held } = await heldDeposit(50);
    await postWebhook(t, 'sandbox-card', held);
    const second = await postWebhook(t, 'sandbox-card', event({ orderId: d.depositId, amount: 5000, providerReference: held.providerReference }));
    expect(second.json()).toEqual({ received: true, applied: false, duplicate: false });
    expect(await cashOf(t.handle.db, p.userId)).toBe(5000n);
  });

  it('out of order: a late "pending" or "confirming" after success, or a failure after success, changes nothing', async () => {
    const { p, d, held } = await heldDeposit(60);
    await postWebhook(t, 'sandbox-card', held);
    const base = { orderId: d.depositId, amount: 6000, providerReference: held.providerReference };
    for (const type of ['deposit.pending', 'deposit.confirming', 'deposit.failed', 'deposit.declined', 'deposit.cancelled'] as const) {
      const res = await postWebhook(t, 'sandbox-card', event({ ...base, type, confirmations: 1 }));
      expect(res.json(), type).toEqual({ received: true, applied: false, duplicate: false });
    }
    expect(await getDeposit(t, p.token, d.depositId)).toMatchObject({ status: 'success' });
    expect(await cashOf(t.handle.db, p.userId)).toBe(6000n);
    expect(await eventsOf(t, p.userId, 'failedDeposit')).toEqual([]);
  });

  it('out of order: a decline first, then a late success, stays declined and credits nothing', async () => {
    const { p, d, held } = await heldDeposit(65);
    const declined = await postWebhook(t, 'sandbox-card', event({ orderId: d.depositId, amount: 6500, type: 'deposit.declined', providerReference: held.providerReference }));
    expect(declined.json().applied).toBe(true);
    expect((await postWebhook(t, 'sandbox-card', held)).json().applied).toBe(false);
    expect((await getDeposit(t, p.token, d.depositId)).status).toBe('declined');
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
  });

  it('confirmations only grow (a late lower count is ignored)', async () => {
    const p = await cashierPlayer(t);
    const d = (await deposit(t, p.token, { kind: 'crypto', paymentMethodId: 'crypto', amount: 30, network: 'USDT-ERC20' })).json().data.deposit;
    const base = { orderId: d.depositId, amount: 3000, type: 'deposit.confirming' as const, providerReference: 'r' };
    // The crypto order has its provider reference: use it.
    const [row] = await t.handle.db.select().from(deposits).where(eq(deposits.id, d.depositId));
    const ref = row!.providerReference!;
    expect((await postWebhook(t, 'sandbox-crypto', event({ ...base, providerReference: ref, confirmations: 2 }))).json().applied).toBe(true);
    expect((await postWebhook(t, 'sandbox-crypto', event({ ...base, providerReference: ref, confirmations: 1 }))).json().applied).toBe(false);
    expect((await getDeposit(t, p.token, d.depositId)).action.confirmations).toBe(2);
  });
});

describe('payment webhooks: the event must match the order', () => {
  it('a wrong amount, currency or provider reference is refused, recorded, and never credited', async () => {
    const { p, d, held } = await heldDeposit(70);
    const wrongAmount = await postWebhook(t, 'sandbox-card', { ...held, eventId: `${held.eventId}-a`, amount: 700_000 });
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json()).toEqual({ errorCode: 'WEBHOOK_MISMATCH', message: 'error.webhook.mismatch' });
    expect((await postWebhook(t, 'sandbox-card', { ...held, eventId: `${held.eventId}-c`, currency: 'USD' })).json().errorCode).toBe('WEBHOOK_MISMATCH');
    // The order took the reference at creation; another one is not this payment.
    expect((await postWebhook(t, 'sandbox-card', { ...held, eventId: `${held.eventId}-r`, providerReference: 'pi_someone_else' })).json().errorCode).toBe('WEBHOOK_MISMATCH');
    // A payout event for a deposit.
    expect((await postWebhook(t, 'sandbox-card', { ...held, eventId: `${held.eventId}-t`, type: 'payout.completed' })).json().errorCode).toBe('WEBHOOK_ORDER_UNKNOWN');
    const recorded = await t.handle.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.orderId, d.depositId));
    expect(recorded.map((r) => r.outcome).sort()).toEqual(['mismatch', 'mismatch', 'mismatch']);
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
    // The genuine event still works.
    expect((await postWebhook(t, 'sandbox-card', held)).json().applied).toBe(true);
    expect(await cashOf(t.handle.db, p.userId)).toBe(7000n);
  });

  it('an unknown order, or an order of another provider, is refused', async () => {
    const { held } = await heldDeposit(75);
    const unknown = await postWebhook(t, 'sandbox-card', { ...held, orderId: '11111111-2222-4333-8444-555555555555' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('WEBHOOK_ORDER_UNKNOWN');
    // The crypto provider's (valid) signature on a card order.
    expect((await postWebhook(t, 'sandbox-crypto', held)).json().errorCode).toBe('WEBHOOK_ORDER_UNKNOWN');
  });

  it('the ledger holds after all of it', async () => {
    const inv = await ledgerInvariants(t.handle.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    for (const total of Object.values(inv.totals)) expect(total).toBe(0n);
  });
});
