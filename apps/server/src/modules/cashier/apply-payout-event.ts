import { eq } from 'drizzle-orm';
import type { TPaymentWebhookEvent } from '@croupier/contracts';
import { withdrawals, type DbOrTx } from '@croupier/db';
import type { WithdrawalRow } from './queries';
import type { EventOutcome } from './apply-deposit-event';
import { enqueueWithdrawalEvents, settleWithdrawal } from './withdrawal-settlement';

/** Statuses in which a payout has been (or may have been) sent to the provider. */
const SENT: readonly string[] = ['processing', 'confirmed', 'pending'];

/**
 * Applies one verified payout event to its locked withdrawal: completed posts
 * the reservation, failed voids it (funds back to the player), each once; a
 * late or repeated event after the end is ignored.
 */
export async function applyPayoutEvent(tx: DbOrTx, w: WithdrawalRow, event: TPaymentWebhookEvent, now: Date): Promise<EventOutcome> {
  if (!event.type.startsWith('payout.')) return 'mismatch';
  const net = BigInt(w.amount) - BigInt(w.fee);
  if (BigInt(event.amount) !== net || event.currency !== w.currency) return 'mismatch';
  if (w.providerReference && w.providerReference !== event.providerReference) return 'mismatch';
  // Only a withdrawal whose payout was submitted can hear from the provider.
  if (!SENT.includes(w.status) || !w.submittedAt) return 'ignored';
  switch (event.type) {
    case 'payout.processing': {
      if (w.status === 'processing' && w.providerReference) return 'ignored';
      const [updated] = await tx
        .update(withdrawals)
        .set({ status: 'processing', providerReference: event.providerReference, updatedAt: now })
        .where(eq(withdrawals.id, w.id))
        .returning();
      await enqueueWithdrawalEvents(tx, updated!, { withBalance: false, now });
      return 'applied';
    }
    case 'payout.completed':
      await settleWithdrawal(tx, { ...w, providerReference: event.providerReference }, { status: 'completed', now });
      return 'applied';
    case 'payout.failed':
      await settleWithdrawal(tx, w, { status: 'failed', reason: event.reason ?? 'payout_failed', now });
      return 'applied';
    default:
      return 'ignored';
  }
}
