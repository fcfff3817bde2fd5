import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { WITHDRAWAL_REVERSAL_WINDOW_S } from '@croupier/contracts';
import { withdrawals, type Db } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import type { CashierRuntime } from './runtime';
import type { PayoutOutcome } from './providers/types';
import { findWithdrawal } from './queries';
import { enqueueWithdrawalEvents, settleWithdrawal } from './withdrawal-settlement';

/**
 * Worker: sends the payouts that are due — automatic withdrawals once the
 * reversal window passed, and operator-approved ones. Each is claimed under
 * a row lock (moved to 'processing', so the player can no longer cancel) before
 * the provider is called; the provider's webhooks then complete or fail it.
 * A refusal voids the reservation at once; a provider error puts it back in
 * the queue ('confirmed') for the next pass.
 */
export async function processWithdrawals(db: Db, runtime: CashierRuntime, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - WITHDRAWAL_REVERSAL_WINDOW_S * 1000);
  const due = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        isNull(withdrawals.submittedAt),
        or(and(eq(withdrawals.status, 'pending'), eq(withdrawals.isAutomatic, true), lte(withdrawals.createdAt, windowStart)), eq(withdrawals.status, 'confirmed')),
      ),
    )
    .limit(50);
  let sent = 0;
  for (const { id } of due) {
    const claimed = await db.transaction(async (tx) => {
      const [w] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, ['pending', 'confirmed']), isNull(withdrawals.submittedAt)))
        .for('update', { skipLocked: true });
      if (!w) return null;
      const [row] = await tx.update(withdrawals).set({ status: 'processing', submittedAt: now, updatedAt: now }).where(eq(withdrawals.id, id)).returning();
      await enqueueWithdrawalEvents(tx, row!, { withBalance: false, now });
      return row!;
    });
    if (!claimed) continue;
    const provider = await runtime.provider(db, claimed.providerId);
    let outcome: PayoutOutcome;
    try {
      outcome = provider?.isActive
        ? await provider.adapter.payout({
            id: claimed.id,
            userId: claimed.userId,
            providerId: claimed.providerId,
            kind: claimed.kind as never,
            amount: BigInt(claimed.amount) - BigInt(claimed.fee),
            currency: claimed.currency,
            exponent: await currencyExponent(db, claimed.currency),
            destination: claimed.destination,
            now,
          })
        : { type: 'error', reason: 'provider_inactive' };
    } catch (err) {
      outcome = { type: 'error', reason: (err as Error).message.slice(0, 200) };
    }
    await db.transaction(async (tx) => {
      const w = await findWithdrawal(tx, id, { forUpdate: true });
      if (!w || w.status !== 'processing') return; // a webhook already ended it
      if (outcome.type === 'accepted') {
        if (!w.providerReference) await tx.update(withdrawals).set({ providerReference: outcome.providerReference, updatedAt: now }).where(eq(withdrawals.id, id));
      } else if (outcome.type === 'rejected') {
        await settleWithdrawal(tx, w, { status: 'failed', reason: outcome.reason, now });
      } else {
        await tx.update(withdrawals).set({ status: 'confirmed', submittedAt: null, reason: outcome.reason, updatedAt: now }).where(eq(withdrawals.id, id));
      }
    });
    sent += 1;
  }
  return sent;
}
