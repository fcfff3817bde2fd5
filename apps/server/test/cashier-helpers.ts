import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYMENT_WEBHOOK_SIGNATURE_HEADER, PAYMENT_WEBHOOK_TIMESTAMP_HEADER, type TPaymentWebhookEvent } from '@croupier/contracts';
import { paymentProviders, users } from '@croupier/db';
import { signWebhook } from '../src/modules/cashier/webhook-signature';
import { runCashierWorker } from '../src/modules/cashier/run-cashier-worker';
import type { WebhookEnvelope } from '../src/modules/cashier/providers/sandbox-bank';
import type { TestApp } from './harness';
import { hashPassword } from '../src/platform/passwords';
import { createSession } from '../src/platform/auth';
import { bearer, newPlayer, nextIp } from './accounts';

/** Test helpers for the cashier. */

export const CARDS = {
  success: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  failed: '4000000000000341',
  pending: '4000000000000077',
  threeDs: '4000000000003220',
  threeDsDeclined: '4000008400001629',
  rejected: '4000000000000069',
  providerError: '4000000000000119',
} as const;

export const card = (number: string = CARDS.success, over: Record<string, unknown> = {}) => ({ number, expiry: '12/30', cvc: '123', holderName: 'Dana Demo', ...over });

export const cardDeposit = (amount: number | string, number: string = CARDS.success, over: Record<string, unknown> = {}) => ({
  kind: 'card',
  paymentMethodId: 'visa',
  amount,
  card: card(number),
  ...over,
});

let cachedHash: Promise<string> | null = null;
/** A player row and a session without going through sign-up (no argon2 per player: for storms of many players). */
export async function quickPlayer(t: TestApp, row: Partial<typeof users.$inferInsert> = {}) {
  cachedHash ??= hashPassword('irrelevant-password');
  const userId = randomUUID();
  await t.handle.db.insert(users).values({ id: userId, email: `q-${userId}@mail.test`, passwordHash: await cachedHash, countryCode: 'MT', currencyCode: 'EUR', isEmailVerified: true, ...row });
  const { token } = await createSession(t.handle.db, { userId, ip: null, countryCode: null, userAgent: null, now: t.clock.now() });
  return { userId, token, email: `q-${userId}@mail.test` };
}

/** A signed-up player (EUR, Malta) with a verified email; `over` goes to sign-up, `row` straight to the users row. */
export async function cashierPlayer(t: TestApp, over: Record<string, unknown> = {}, row: Partial<typeof users.$inferInsert> = {}) {
  const p = await newPlayer(t, over);
  await t.handle.db.update(users).set({ isEmailVerified: true, ...row }).where(eq(users.id, p.userId));
  return p;
}

export async function deposit(t: TestApp, token: string, body: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/user/deposit', headers: bearer(token), payload: body, remoteAddress });
}

export async function getDeposit(t: TestApp, token: string, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/user/deposit/${id}`, headers: bearer(token) })).json().data.deposit;
}

/** Delivers every webhook the sandbox queued; returns the HTTP statuses. */
export const flush = (t: TestApp) => t.deps.cashier!.bank.flush();
/** Takes the queued webhooks without sending them. */
export const takeWebhooks = (t: TestApp): WebhookEnvelope[] => t.deps.cashier!.bank.take();

/** A card deposit credited by its webhook; returns the deposit id. */
export async function fund(t: TestApp, token: string, amount: number | string): Promise<string> {
  const res = await deposit(t, token, cardDeposit(amount));
  if (res.statusCode !== 200) throw new Error(`deposit failed: ${res.body}`);
  await flush(t);
  return res.json().data.deposit.depositId;
}

export async function providerSecret(t: TestApp, providerId: string): Promise<string> {
  const [row] = await t.handle.db.select({ s: paymentProviders.webhookSecret }).from(paymentProviders).where(eq(paymentProviders.id, providerId));
  return row!.s;
}

/** Posts a webhook the way a provider would (or wrongly: other secret, timestamp, body). */
export async function postWebhook(
  t: TestApp,
  providerId: string,
  event: TPaymentWebhookEvent | Record<string, unknown>,
  opts: { secret?: string; timestamp?: number; rawBody?: string; signedBody?: string; signature?: string; omitTimestamp?: boolean } = {},
) {
  const raw = opts.rawBody ?? JSON.stringify(event);
  const timestamp = opts.timestamp ?? Math.floor(t.clock.now().getTime() / 1000);
  const secret = opts.secret ?? (await providerSecret(t, providerId));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [PAYMENT_WEBHOOK_SIGNATURE_HEADER]: opts.signature ?? signWebhook(secret, timestamp, opts.signedBody ?? raw),
  };
  if (!opts.omitTimestamp) headers[PAYMENT_WEBHOOK_TIMESTAMP_HEADER] = String(timestamp);
  return t.app.inject({ method: 'POST', url: `/api/cashier/webhooks/${providerId}`, headers, payload: raw });
}

export function event(over: Partial<TPaymentWebhookEvent> & Pick<TPaymentWebhookEvent, 'orderId' | 'amount'>): TPaymentWebhookEvent {
  return {
    eventId: `evt_test_${randomUUID()}`,
    type: 'deposit.succeeded',
    providerReference: 'ref',
    currency: 'EUR',
    occurredAt: new Date('2026-06-15T12:00:00Z').toISOString(),
    ...over,
  };
}

export const runWorker = (t: TestApp) => runCashierWorker(t.deps);

/** Socket events published for a player (after draining the outbox). */
export async function eventsOf(t: TestApp, userId: string, name?: string) {
  await t.deps.outbox!.drain();
  return t.realtime.sent.filter((e) => e.room === `user:${userId}` && (!name || e.event === name));
}
