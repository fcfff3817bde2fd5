import { eq } from 'drizzle-orm';
import { fail, ok, type TPaymentWebhookEvent, type TResult } from '@croupier/contracts';
import { paymentWebhookEvents, type Db } from '@croupier/db';
import { findDeposit, findWithdrawal } from './queries';
import { applyDepositEvent } from './apply-deposit-event';
import { applyPayoutEvent } from './apply-payout-event';

/**
 * POST /api/cashier/webhooks/:providerId, after the signature and timestamp
 * were verified: in one transaction, locks the order, records the event once
 * per (provider, event id) — a repeat answers "duplicate" and changes nothing
 * — and applies it. Amount, currency, provider and order are checked against
 * our order; a mismatch is recorded and refused, never applied.
 */
export async function applyPaymentEvent(
  db: Db,
  input: { providerId: string; event: TPaymentWebhookEvent; now: Date },
): Promise<TResult<{ applied: boolean; duplicate: boolean }, 'WEBHOOK_ORDER_UNKNOWN' | 'WEBHOOK_MISMATCH'>> {
  const { event, providerId, now } = input;
  const isPayout = event.type.startsWith('payout.');
  return db.transaction(async (tx) => {
    const deposit = isPayout ? null : await findDeposit(tx, event.orderId, { forUpdate: true });
    const withdrawal = isPayout ? await findWithdrawal(tx, event.orderId, { forUpdate: true }) : null;
    const order = deposit ?? withdrawal;
    if (!order || order.providerId !== providerId) return fail('WEBHOOK_ORDER_UNKNOWN');
    const [recorded] = await tx
      .insert(paymentWebhookEvents)
      .values({ providerId, eventId: event.eventId, type: event.type, orderId: event.orderId, outcome: 'received', payload: event as unknown as Record<string, unknown>, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    if (!recorded) return ok({ applied: false, duplicate: true });
    const outcome = deposit ? await applyDepositEvent(tx, deposit, event, now) : await applyPayoutEvent(tx, withdrawal!, event, now);
    await tx.update(paymentWebhookEvents).set({ outcome }).where(eq(paymentWebhookEvents.id, recorded.id));
    if (outcome === 'mismatch') return fail('WEBHOOK_MISMATCH');
    return ok({ applied: outcome === 'applied', duplicate: false });
  });
}
