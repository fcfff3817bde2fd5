import { CANCELLABLE_WITHDRAWAL_STATUSES, fail, ok, type TResult, type TWithdrawal, type TWithdrawalStatus } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findMethod, findWithdrawal } from './queries';
import { toWithdrawalView } from './views';
import { settleWithdrawal } from './withdrawal-settlement';

/**
 * POST /api/user/withdrawal/:withdrawalId/cancel: until the payout is sent
 * (spec §4), the player cancels; the reservation is voided (funds back to
 * cash, no fee). The row lock makes a cancel and a payout mutually exclusive.
 */
export async function cancelWithdrawal(db: Db, input: { userId: string; withdrawalId: string; now: Date }): Promise<TResult<TWithdrawal, 'WITHDRAWAL_NOT_FOUND' | 'WITHDRAWAL_NOT_CANCELLABLE'>> {
  const r = await db.transaction(async (tx) => {
    const w = await findWithdrawal(tx, input.withdrawalId, { userId: input.userId, forUpdate: true });
    if (!w) return fail('WITHDRAWAL_NOT_FOUND');
    if (!CANCELLABLE_WITHDRAWAL_STATUSES.includes(w.status as TWithdrawalStatus)) return fail('WITHDRAWAL_NOT_CANCELLABLE');
    return ok(await settleWithdrawal(tx, w, { status: 'cancelled', reason: 'cancelled_by_player', now: input.now }));
  });
  if (!r.ok) return r;
  const method = await findMethod(db, r.value.paymentMethodId);
  return ok(toWithdrawalView(r.value, await currencyExponent(db, r.value.currency), method?.name ?? r.value.paymentMethodId));
}
