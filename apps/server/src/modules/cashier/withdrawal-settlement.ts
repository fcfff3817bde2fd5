import { eq, sql } from 'drizzle-orm';
import { playerPaymentStats, withdrawals, type DbOrTx } from '@croupier/db';
import { getPlayerBalances, houseAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { settleReservation } from '../wallet/two-phase';
import { enqueueEvent } from '../wallet/outbox';
import { balanceEventPayload, currencyExponent } from '../wallet/balance-event';
import { findMethod, type WithdrawalRow } from './queries';
import { toWithdrawalView } from './views';

/**
 * Ends a withdrawal whose row the caller locked: 'completed' posts the held
 * money on (to payment clearing; the fee to the house), the others void it
 * back to the player's cash. Exactly once: settleReservation refuses a second
 * settlement, and callers check the status first.
 */
export async function settleWithdrawal(
  tx: DbOrTx,
  w: WithdrawalRow,
  input: { status: 'completed' | 'cancelled' | 'rejected' | 'failed'; reason?: string | null; actor?: string | null; now: Date },
): Promise<WithdrawalRow> {
  const { now } = input;
  if (!w.holdTransferId) throw new Error(`Withdrawal ${w.id} has no reservation`);
  const isPost = input.status === 'completed';
  const settled = await settleReservation(tx, {
    pendingTransferId: w.holdTransferId,
    outcome: isPost ? 'post' : 'void',
    destination: isPost ? systemAccount('payment_clearing', w.currency) : undefined,
    metadata: { withdrawalId: w.id, status: input.status, ...(input.actor ? { actor: input.actor } : {}) },
    now,
  });
  if (!settled.ok) throw new Error(`Withdrawal ${w.id}: reservation ${settled.code}`);
  const fee = BigInt(w.fee);
  if (isPost && fee > 0n) {
    // What the provider pays out is amount − fee; the fee stays with the casino.
    await postTransfer(tx, {
      idempotencyKey: `withdrawal:${w.id}:fee`,
      kind: 'withdrawal_fee',
      userId: w.userId,
      currency: w.currency,
      legs: [
        { account: systemAccount('payment_clearing', w.currency), amount: -fee },
        { account: houseAccount(w.userId, w.currency), amount: fee },
      ],
      metadata: { withdrawalId: w.id },
      now,
    });
  }
  const [updated] = await tx
    .update(withdrawals)
    .set({
      status: input.status,
      reason: input.reason ?? w.reason,
      processedAt: now,
      updatedAt: now,
      ...(input.actor ? { decidedBy: input.actor, decidedAt: now } : {}),
    })
    .where(eq(withdrawals.id, w.id))
    .returning();
  if (isPost) {
    await tx
      .insert(playerPaymentStats)
      .values({ userId: w.userId, currency: w.currency, withdrawalCount: 1, totalWithdrawn: BigInt(w.amount) })
      .onConflictDoUpdate({
        target: [playerPaymentStats.userId, playerPaymentStats.currency],
        set: { withdrawalCount: sql`${playerPaymentStats.withdrawalCount} + 1`, totalWithdrawn: sql`${playerPaymentStats.totalWithdrawn} + ${BigInt(w.amount).toString()}::bigint` },
      });
  }
  await enqueueWithdrawalEvents(tx, updated!, { withBalance: !isPost, now });
  return updated!;
}

/** `withdrawal` socket event with the withdrawal's view (and the new `balance` when cash changed). */
export async function enqueueWithdrawalEvents(tx: DbOrTx, w: WithdrawalRow, opts: { withBalance: boolean; now: Date }): Promise<void> {
  const exp = await currencyExponent(tx, w.currency);
  const method = await findMethod(tx, w.paymentMethodId);
  const events: { userId: string; event: string; payload: Record<string, unknown>; now: Date }[] = [
    { userId: w.userId, event: 'withdrawal', payload: toWithdrawalView(w, exp, method?.name ?? w.paymentMethodId) as unknown as Record<string, unknown>, now: opts.now },
  ];
  if (opts.withBalance) {
    const [b] = await getPlayerBalances(tx, w.userId, w.currency);
    events.push({ userId: w.userId, event: 'balance', payload: await balanceEventPayload(tx, w.userId, w.currency, { cash: b?.cash ?? 0n, bonus: b?.bonus ?? 0n }), now: opts.now });
  }
  await enqueueEvent(tx, events);
}
