import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import { PAYOUT_RESEND_AFTER_S, WITHDRAWAL_REVERSAL_WINDOW_S } from '@croupier/contracts';
import { withdrawals, type Db } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import type { CashierRuntime } from './runtime';
import type { PayoutOutcome } from './providers/types';
import { findWithdrawal } from './queries';
import { enqueueWithdrawalEvents, settleWithdrawal } from './withdrawal-settlement';

/**
 * Worker: sends the payouts that are due — automatic withdrawals once the reversal window passed, and
 * operator-approved ones. Each is claimed under a row lock (moved to 'processing', so the player can no longer cancel)
 * before the provider is called; the provider's webhooks then complete or fail it. A refusal voids the reservation at
 * once; an error the provider answered puts it back where it was ('pending' still cancellable, 'confirmed') for the
 * next pass. An unknown outcome (the call threw: a timeout may have reached the provider; or this process died after
 * the claim) leaves it 'processing', so late webhooks still apply, and it is sent again with the same id (providers
 * deduplicate on it) once PAYOUT_RESEND_AFTER_S passed without a provider reference. One payout's failure does not
 * stop the others.
 */
export async function processWithdrawals(db: Db, runtime: CashierRuntime, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - WITHDRAWAL_REVERSAL_WINDOW_S * 1000);
  const resendBefore = new Date(now.getTime() - PAYOUT_RESEND_AFTER_S * 1000);
  const isDue = or(
    and(isNull(withdrawals.submittedAt), or(and(eq(withdrawals.status, 'pending'), eq(withdrawals.isAutomatic, true), lte(withdrawals.createdAt, windowStart)), eq(withdrawals.status, 'confirmed'))),
    and(eq(withdrawals.status, 'processing'), isNull(withdrawals.providerReference), lte(withdrawals.submittedAt, resendBefore)),
  );
  const due = await db.select({ id: withdrawals.id }).from(withdrawals).where(isDue).limit(50);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await sendPayout(db, runtime, id, isDue, now)) sent += 1;
    } catch (err) {
      runtime.log?.('payout not sent', { withdrawalId: id, error: (err as Error).message });
    }
  }
  return sent;
}

async function sendPayout(db: Db, runtime: CashierRuntime, id: string, isDue: SQL | undefined, now: Date): Promise<boolean> {
  const claimed = await db.transaction(async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(and(eq(withdrawals.id, id), isDue)).for('update', { skipLocked: true });
    if (!w) return null;
    const [row] = await tx.update(withdrawals).set({ status: 'processing', submittedAt: now, updatedAt: now }).where(eq(withdrawals.id, id)).returning();
    if (w.status !== 'processing') await enqueueWithdrawalEvents(tx, row!, { withBalance: false, now });
    return { row: row!, from: w.status };
  });
  if (!claimed) return false;
  const w0 = claimed.row;
  let outcome: PayoutOutcome | null;
  try {
    const provider = await runtime.provider(db, w0.providerId);
    outcome = provider?.isActive
      ? await provider.adapter.payout({
          id: w0.id,
          userId: w0.userId,
          providerId: w0.providerId,
          kind: w0.kind as never,
          amount: BigInt(w0.amount) - BigInt(w0.fee),
          currency: w0.currency,
          exponent: await currencyExponent(db, w0.currency),
          destination: w0.destination,
          now,
        })
      : { type: 'error', reason: 'provider_inactive' };
  } catch (err) {
    // Unknown: it may have reached the provider. Stays 'processing'; sent again later with the same id.
    await db.update(withdrawals).set({ reason: (err as Error).message.slice(0, 200), updatedAt: now }).where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'processing')));
    return true;
  }
  await db.transaction(async (tx) => {
    const w = await findWithdrawal(tx, id, { forUpdate: true });
    if (!w || w.status !== 'processing') return; // a webhook already ended it
    if (outcome.type === 'accepted') {
      if (!w.providerReference) await tx.update(withdrawals).set({ providerReference: outcome.providerReference, reason: null, updatedAt: now }).where(eq(withdrawals.id, id));
    } else if (outcome.type === 'rejected') {
      await settleWithdrawal(tx, w, { status: 'failed', reason: outcome.reason, now });
    } else {
      // The provider said it did not take it: back where it was (a first send), or to the queue (a send again).
      const back = claimed.from === 'pending' ? 'pending' : 'confirmed';
      const [row] = await tx.update(withdrawals).set({ status: back, submittedAt: null, reason: outcome.reason, updatedAt: now }).where(eq(withdrawals.id, id)).returning();
      await enqueueWithdrawalEvents(tx, row!, { withBalance: false, now });
    }
  });
  return true;
}
