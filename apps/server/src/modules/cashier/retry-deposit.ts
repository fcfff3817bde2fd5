import { eq } from 'drizzle-orm';
import { fail, toMajorString, type TCreateDepositParsed, type TDeposit, type TResult } from '@croupier/contracts';
import { deposits } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import type { CashierDeps } from './context';
import { createDeposit, type CreateDepositInput, type DepositFailure } from './create-deposit';
import { findDeposit } from './queries';

const RETRYABLE_STATUSES = ['expired', 'failed', 'declined', 'cancelled'];

/**
 * POST /api/user/deposit/:depositId/retry: a new order with the same method,
 * amount and details (spec §4: an expired UPI QR must be retried — this gives
 * a new QR). Cards cannot be retried this way: the card is never stored.
 */
export async function retryDeposit(
  deps: CashierDeps,
  input: Omit<CreateDepositInput, 'body'> & { depositId: string },
): Promise<TResult<TDeposit, DepositFailure | 'DEPOSIT_NOT_FOUND' | 'DEPOSIT_NOT_RETRYABLE'>> {
  const old = await findDeposit(deps.db, input.depositId, { userId: input.userId });
  if (!old) return fail('DEPOSIT_NOT_FOUND');
  if (old.kind === 'card' || !RETRYABLE_STATUSES.includes(old.status)) return fail('DEPOSIT_NOT_RETRYABLE');
  const details = old.details as Record<string, string | undefined>;
  const base = {
    paymentMethodId: old.paymentMethodId,
    amount: toMajorString(BigInt(old.amount), await currencyExponent(deps.db, old.currency)),
    currencyCode: old.currency,
    bonusId: old.bonusId,
  };
  let body: TCreateDepositParsed;
  switch (old.kind) {
    case 'crypto':
      body = { kind: 'crypto', ...base, network: details.network ?? '' };
      break;
    case 'ewallet':
      body = { kind: 'ewallet', ...base, email: details.email ?? '' };
      break;
    case 'netbanking':
      body = { kind: 'netbanking', ...base, bankName: details.bankName ?? null };
      break;
    case 'bank':
      body = { kind: 'bank', ...base };
      break;
    default:
      body = { kind: 'upi', ...base };
  }
  const r = await createDeposit(deps, { ...input, body });
  if (r.ok) await deps.db.update(deposits).set({ retryOf: old.id }).where(eq(deposits.id, r.value.depositId));
  return r;
}
