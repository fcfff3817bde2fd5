import { and, desc, eq, inArray } from 'drizzle-orm';
import { CANCELLABLE_WITHDRAWAL_STATUSES, type TWithdrawal } from '@croupier/contracts';
import { withdrawals, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { listMethods } from './queries';
import { toWithdrawalView } from './views';

/** GET /api/user/withdrawals?status=pending|all: the player's withdrawals, newest first (pending = still cancellable). */
export async function listWithdrawals(db: DbOrTx, input: { userId: string; status: 'pending' | 'all'; limit?: number }): Promise<TWithdrawal[]> {
  const where =
    input.status === 'pending'
      ? and(eq(withdrawals.userId, input.userId), inArray(withdrawals.status, [...CANCELLABLE_WITHDRAWAL_STATUSES]))
      : eq(withdrawals.userId, input.userId);
  const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt)).limit(input.limit ?? 100);
  const names = new Map((await listMethods(db)).map((m) => [m.id, m.name]));
  const out: TWithdrawal[] = [];
  for (const r of rows) out.push(toWithdrawalView(r, await currencyExponent(db, r.currency), names.get(r.paymentMethodId) ?? r.paymentMethodId));
  return out;
}
