import { eq, sql } from 'drizzle-orm';
import { DEPOSIT_WAGER_MULTIPLIER, depositModalOf, toMajorNumber, type TDepositStatus, type TPaymentWebhookEvent } from '@croupier/contracts';
import { deposits, playerPaymentStats, type DbOrTx } from '@croupier/db';
import { getPlayerBalances, playerAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { enqueueEvent } from '../wallet/outbox';
import { balanceEventPayload, currencyExponent } from '../wallet/balance-event';
import { findMethod, type DepositRow } from './queries';
import { grantDepositBonus, lockForDepositBonus } from '../bonuses/deposit-bonus';

export type EventOutcome = 'applied' | 'ignored' | 'mismatch';

const FAILURE_OF: Partial<Record<TPaymentWebhookEvent['type'], TDepositStatus>> = {
  'deposit.declined': 'declined',
  'deposit.failed': 'failed',
  'deposit.cancelled': 'cancelled',
  'deposit.expired': 'expired',
};
/** Statuses no later event changes (an expired UPI order still takes a late payment: the money did arrive). */
const FINAL: readonly string[] = ['success', 'failed', 'declined', 'cancelled'];

/**
 * Applies one verified deposit event to its locked order. Events may arrive
 * twice (deduplicated before this), late or out of order: a final status is
 * never left, confirmations only grow, and money is credited exactly once, in
 * this transaction, through the ledger (payment clearing → player cash).
 */
export async function applyDepositEvent(tx: DbOrTx, d: DepositRow, event: TPaymentWebhookEvent, now: Date): Promise<EventOutcome> {
  if (!event.type.startsWith('deposit.')) return 'mismatch';
  if (BigInt(event.amount) !== BigInt(d.amount) || event.currency !== d.currency) return 'mismatch';
  if (d.providerReference && d.providerReference !== event.providerReference) return 'mismatch';
  if (FINAL.includes(d.status)) return 'ignored';
  const reference = d.providerReference ?? event.providerReference;

  switch (event.type) {
    case 'deposit.pending':
    case 'deposit.confirming': {
      if (d.status === 'expired') return 'ignored';
      const confirmations = Math.max(d.confirmations, event.confirmations ?? 0);
      if (d.status === 'pending' && confirmations === d.confirmations) return 'ignored';
      await tx.update(deposits).set({ status: 'pending', confirmations, providerReference: reference, updatedAt: now }).where(eq(deposits.id, d.id));
      return 'applied';
    }
    case 'deposit.succeeded':
      await creditDeposit(tx, d, event, reference, now);
      return 'applied';
    default: {
      const status = FAILURE_OF[event.type];
      if (!status || d.status === 'expired') return 'ignored';
      await tx.update(deposits).set({ status, failureReason: event.reason ?? status, providerReference: reference, updatedAt: now, completedAt: now }).where(eq(deposits.id, d.id));
      await enqueueFailedDeposit(tx, d, status, event.reason ?? status, now);
      return 'applied';
    }
  }
}

export async function enqueueFailedDeposit(tx: DbOrTx, d: DepositRow, status: TDepositStatus, reason: string, now: Date): Promise<void> {
  const method = await findMethod(tx, d.paymentMethodId);
  const exp = await currencyExponent(tx, d.currency);
  await enqueueEvent(tx, {
    userId: d.userId,
    event: 'failedDeposit',
    payload: { depositId: d.id, status, modal: depositModalOf(status), met: method?.name ?? d.paymentMethodId, amount: toMajorNumber(BigInt(d.amount), exp), currency: d.currency, reason },
    now,
  });
}

async function creditDeposit(tx: DbOrTx, d: DepositRow, event: TPaymentWebhookEvent, reference: string, now: Date): Promise<void> {
  const amount = BigInt(d.amount);
  const hasBonus = await lockForDepositBonus(tx, d);
  const t = await postTransfer(tx, {
    idempotencyKey: `deposit:${d.id}`,
    kind: 'deposit',
    userId: d.userId,
    currency: d.currency,
    legs: [
      { account: systemAccount('payment_clearing', d.currency), amount: -amount },
      { account: playerAccount(d.userId, 'cash', d.currency), amount },
    ],
    metadata: { depositId: d.id, providerId: d.providerId, paymentMethodId: d.paymentMethodId, eventId: event.eventId, providerReference: reference },
    now,
  });
  await tx
    .update(deposits)
    .set({ status: 'success', transferId: t.transferId, providerReference: reference, confirmations: Math.max(d.confirmations, event.confirmations ?? 0), failureReason: null, updatedAt: now, completedAt: now })
    .where(eq(deposits.id, d.id));
  if (!t.isNew) return; // the ledger already had it (cannot happen while the status guards hold; kept for safety)
  const wager = amount * BigInt(DEPOSIT_WAGER_MULTIPLIER);
  await tx
    .insert(playerPaymentStats)
    .values({ userId: d.userId, currency: d.currency, depositCount: 1, totalDeposit: amount, depositWagerRequired: wager, firstDepositAt: now, lastDepositAt: now })
    .onConflictDoUpdate({
      target: [playerPaymentStats.userId, playerPaymentStats.currency],
      set: {
        depositCount: sql`${playerPaymentStats.depositCount} + 1`,
        totalDeposit: sql`${playerPaymentStats.totalDeposit} + ${amount.toString()}::bigint`,
        depositWagerRequired: sql`${playerPaymentStats.depositWagerRequired} + ${wager.toString()}::bigint`,
        firstDepositAt: sql`COALESCE(${playerPaymentStats.firstDepositAt}, ${now.toISOString()}::timestamptz)`,
        lastDepositAt: now,
      },
    });
  // The bonus chosen with the deposit (issue #6) is granted in this transaction.
  if (hasBonus) await grantDepositBonus(tx, { id: d.id, userId: d.userId, currency: d.currency, amount }, now);
  const stats = await tx
    .select({ currency: playerPaymentStats.currency, count: playerPaymentStats.depositCount, total: playerPaymentStats.totalDeposit })
    .from(playerPaymentStats)
    .where(eq(playerPaymentStats.userId, d.userId));
  const exp = await currencyExponent(tx, d.currency);
  const [balance] = await getPlayerBalances(tx, d.userId, d.currency);
  const method = await findMethod(tx, d.paymentMethodId);
  await enqueueEvent(tx, [
    { userId: d.userId, event: 'balance', payload: await balanceEventPayload(tx, d.userId, d.currency, { cash: balance?.cash ?? 0n, bonus: balance?.bonus ?? 0n }), now },
    {
      userId: d.userId,
      event: 'deposit',
      payload: {
        depositId: d.id,
        depositCount: stats.reduce((n, s) => n + s.count, 0),
        amount: toMajorNumber(amount, exp),
        currency: d.currency,
        totalDeposit: toMajorNumber(BigInt(stats.find((s) => s.currency === d.currency)?.total ?? 0), exp),
        met: method?.name ?? d.paymentMethodId,
        modal: 'deposit-success',
      },
      now,
    },
  ]);
}
