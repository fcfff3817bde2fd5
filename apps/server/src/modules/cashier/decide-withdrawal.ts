import { eq } from 'drizzle-orm';
import { fail, ok, type TResult } from '@croupier/contracts';
import { auditLog, withdrawals, type Db } from '@croupier/db';
import { findWithdrawal, type WithdrawalRow } from './queries';
import { enqueueWithdrawalEvents, settleWithdrawal } from './withdrawal-settlement';

/**
 * The operator's decision on a withdrawal above the automatic allowance
 * (npx croupier withdrawals approve|reject), audited. Approve moves it to
 * 'confirmed' (the worker sends the payout); reject voids the reservation.
 * Complete / fail settle a payout stuck in 'processing' (its provider never
 * sent the end) as the operator found it with the provider (reconciliation).
 */
export async function decideWithdrawal(
  db: Db,
  input: { withdrawalId: string; decision: 'approve' | 'reject' | 'complete' | 'fail'; actor: string; reason: string | null; now: Date },
): Promise<TResult<WithdrawalRow, 'WITHDRAWAL_NOT_FOUND' | 'WITHDRAWAL_NOT_CANCELLABLE' | 'REASON_REQUIRED'>> {
  if (input.decision !== 'approve' && !input.reason?.trim()) return fail('REASON_REQUIRED');
  return db.transaction(async (tx) => {
    const w = await findWithdrawal(tx, input.withdrawalId, { forUpdate: true });
    if (!w) return fail('WITHDRAWAL_NOT_FOUND');
    // Approve: only what waits for an operator. Reject: also an approved one not yet sent. Complete / fail: a sent one.
    const allowed = { approve: ['requested'], reject: ['requested', 'confirmed'], complete: ['processing'], fail: ['processing'] }[input.decision];
    if (!allowed.includes(w.status)) return fail('WITHDRAWAL_NOT_CANCELLABLE');
    let row: WithdrawalRow;
    if (input.decision === 'approve') {
      [row] = (await tx
        .update(withdrawals)
        .set({ status: 'confirmed', decidedBy: input.actor, decidedAt: input.now, reason: input.reason, updatedAt: input.now })
        .where(eq(withdrawals.id, w.id))
        .returning()) as [WithdrawalRow];
      await enqueueWithdrawalEvents(tx, row, { withBalance: false, now: input.now });
    } else {
      const status = ({ reject: 'rejected', complete: 'completed', fail: 'failed' } as const)[input.decision];
      row = await settleWithdrawal(tx, w, { status, reason: input.reason, actor: input.actor, now: input.now });
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: `withdrawal.${input.decision}`,
      subject: w.id,
      reason: input.reason,
      details: { userId: w.userId, amount: BigInt(w.amount).toString(), currency: w.currency, from: w.status, to: row.status },
      createdAt: input.now,
    });
    return ok(row);
  });
}
