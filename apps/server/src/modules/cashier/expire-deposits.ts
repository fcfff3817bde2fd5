import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { deposits, type Db } from '@croupier/db';
import { enqueueFailedDeposit } from './apply-deposit-event';

/**
 * Worker: orders left waiting for the player past their time (a UPI QR, spec §4; a payment page, 3-D Secure step or
 * crypto invoice not completed, DEPOSIT_ACTION_TTL_S; a bank transfer's reference; an order the provider never
 * answered, DEPOSIT_ACTION_TTL_S after it was recorded) become 'expired' and the player
 * gets a failedDeposit event (the page offers a retry). They no longer count against the deposit limits. A payment
 * the provider still reports later is credited all the same.
 */
export async function expireDeposits(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(deposits)
      .where(
        or(
          and(eq(deposits.status, 'requires_action'), lte(deposits.expiresAt, now)),
          // Never answered by the provider (a crash, a lost answer): not held against the limits for good.
          and(eq(deposits.status, 'processing'), isNull(deposits.providerReference), lte(deposits.expiresAt, now)),
        ),
      )
      .limit(100)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    for (const d of due) {
      const reason = d.status === 'processing' ? 'no_provider_answer' : (d.action as { type?: string } | null)?.type === 'upi_qr' ? 'qr_expired' : 'action_expired';
      await tx.update(deposits).set({ status: 'expired', failureReason: reason, updatedAt: now, completedAt: now }).where(eq(deposits.id, d.id));
      await enqueueFailedDeposit(tx, d, 'expired', reason, now);
    }
    return due.length;
  });
}
