import { count, desc, eq } from 'drizzle-orm';
import { toMajorNumber, type TTransactionItem } from '@croupier/contracts';
import { deposits, withdrawals, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { listMethods } from './queries';
import { methodTexts } from './list-payment-methods';

/** Deposit statuses → the transaction statuses of spec §3 (and its text catalogue). */
const DEPOSIT_STATUS: Record<string, TTransactionItem['status']> = {
  requires_action: 'processing',
  processing: 'processing',
  pending: 'pending',
  success: 'completed',
  failed: 'failed',
  expired: 'failed',
  declined: 'rejected',
  cancelled: 'cancelled',
};
const WITHDRAWAL_STATUS: Record<string, TTransactionItem['status']> = {
  requested: 'pending',
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** The Deposit and Withdrawal tabs of /profile/transactions: every order with its status, newest first. */
export async function listCashierHistory(
  db: DbOrTx,
  input: { userId: string; tab: 'deposit' | 'withdrawal'; page: number; limit: number; language: string | null },
): Promise<{ count: number; rows: TTransactionItem[] }> {
  const offset = (input.page - 1) * input.limit;
  const titles = new Map((await listMethods(db)).map((m) => [m.id, methodTexts(m, input.language).title]));
  const items: TTransactionItem[] = [];
  if (input.tab === 'deposit') {
    const [total] = await db.select({ n: count() }).from(deposits).where(eq(deposits.userId, input.userId));
    const rows = await db.select().from(deposits).where(eq(deposits.userId, input.userId)).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(input.limit).offset(offset);
    for (const r of rows) {
      const exp = await currencyExponent(db, r.currency);
      items.push({
        id: r.id,
        type: 'deposit',
        status: DEPOSIT_STATUS[r.status] ?? 'pending',
        amount: toMajorNumber(BigInt(r.amount), exp),
        currency: r.currency,
        gameId: null,
        roundId: null,
        createdAt: r.createdAt.toISOString(),
        paymentMethod: titles.get(r.paymentMethodId) ?? r.paymentMethodId,
      });
    }
    return { count: Number(total?.n ?? 0), rows: items };
  }
  const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, input.userId));
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.userId, input.userId)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(input.limit).offset(offset);
  for (const r of rows) {
    const exp = await currencyExponent(db, r.currency);
    items.push({
      id: r.id,
      type: 'withdrawal',
      status: WITHDRAWAL_STATUS[r.status] ?? 'pending',
      amount: toMajorNumber(BigInt(r.amount), exp),
      currency: r.currency,
      gameId: null,
      roundId: null,
      createdAt: r.createdAt.toISOString(),
      paymentMethod: titles.get(r.paymentMethodId) ?? r.paymentMethodId,
      fee: toMajorNumber(BigInt(r.fee), exp),
    });
  }
  return { count: Number(total?.n ?? 0), rows: items };
}
