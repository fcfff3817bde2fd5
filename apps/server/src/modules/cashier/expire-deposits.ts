import { and, eq, inArray, lte } from 'drizzle-orm';
import { deposits, type Db } from '@croupier/db';
import { enqueueFailedDeposit } from './apply-deposit-event';

/**
 * Worker: orders whose QR expired (UPI, spec §4) become 'expired' and the
 * player gets a failedDeposit event (the page offers a retry). A payment the
 * provider still reports later is credited all the same.
 */
export async function expireDeposits(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.status, 'requires_action'), lte(deposits.expiresAt, now)))
      .limit(100)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(deposits)
      .set({ status: 'expired', failureReason: 'qr_expired', updatedAt: now, completedAt: now })
      .where(inArray(deposits.id, due.map((d) => d.id)));
    for (const d of due) await enqueueFailedDeposit(tx, d, 'expired', 'qr_expired', now);
    return due.length;
  });
}
