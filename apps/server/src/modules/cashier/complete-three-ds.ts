import { and, eq } from 'drizzle-orm';
import { UUID_PATTERN, fail, ok, type TDeposit, type TResult } from '@croupier/contracts';
import { deposits } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import type { CashierDeps } from './context';
import { depositView } from './get-deposit';
import { findDeposit, findMethod } from './queries';

/**
 * POST /api/user/3ds-webhook (spec §4/§7): the 3DS success modal received
 * PaReq and MD from the challenge page; the provider verifies them and
 * finishes the payment, whose result arrives by webhook. Repeating it (the
 * modal opened again) changes nothing.
 */
export async function completeThreeDs(deps: CashierDeps, input: { userId: string; paReq: string; md: string }): Promise<TResult<TDeposit, 'THREE_DS_INVALID'>> {
  const { db, clock } = deps;
  if (!UUID_PATTERN.test(input.md)) return fail('THREE_DS_INVALID');
  const row = await findDeposit(db, input.md, { userId: input.userId });
  if (!row || row.kind !== 'card') return fail('THREE_DS_INVALID');
  if (row.status !== 'requires_action') return ok(await depositView(db, row));
  const provider = await deps.cashier.provider(db, row.providerId);
  const method = await findMethod(db, row.paymentMethodId);
  if (!provider?.adapter.completeThreeDs || !method) return fail('THREE_DS_INVALID');
  const now = clock.now();
  const result = await provider.adapter.completeThreeDs({
    order: {
      id: row.id,
      userId: row.userId,
      providerId: row.providerId,
      methodName: method.name,
      kind: 'card',
      amount: BigInt(row.amount),
      currency: row.currency,
      exponent: await currencyExponent(db, row.currency),
      player: { email: null, phone: null, name: null },
      returnPath: '',
      now,
    },
    paReq: input.paReq,
    md: input.md,
  });
  if (!result.ok) return fail('THREE_DS_INVALID');
  await db
    .update(deposits)
    .set({ status: 'processing', action: null, updatedAt: now })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, 'requires_action')));
  return ok(await depositView(db, (await findDeposit(db, row.id))!));
}
