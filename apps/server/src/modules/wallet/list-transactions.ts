import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { toMajorNumber, type TTransactionItem } from '@croupier/contracts';
import { walletTransactions, type DbOrTx } from '@croupier/db';
import { currencyExponent } from './balance-event';
import { listCashierHistory } from '../cashier/list-cashier-history';
import { listOtherTransactions } from './list-other-transactions';

/** A page of the player's history: game transactions, the cashier's deposits or withdrawals, or the other movements. */
export async function listTransactions(
  db: DbOrTx,
  input: { userId: string; tab: 'games' | 'withdrawal' | 'deposit' | 'other'; page: number; limit: number; language: string | null },
): Promise<{ count: number; rows: TTransactionItem[] }> {
  const offset = (input.page - 1) * input.limit;
  if (input.tab === 'games') {
    const where = and(
      eq(walletTransactions.userId, input.userId),
      inArray(walletTransactions.type, ['bet', 'win', 'rollback']),
      eq(walletTransactions.isDemo, false),
      ne(walletTransactions.fingerprint, 'tombstone'),
      // A lost round's zero win only closed it: not a "Win +0.00" line.
      sql`NOT (${walletTransactions.type} = 'win' AND ${walletTransactions.amount} = 0)`,
    );
    const [total] = await db.select({ n: count() }).from(walletTransactions).where(where);
    const rows = await db.select().from(walletTransactions).where(where).orderBy(desc(walletTransactions.id)).limit(input.limit).offset(offset);
    const items: TTransactionItem[] = [];
    for (const r of rows) {
      const exp = await currencyExponent(db, r.currency ?? 'EUR');
      items.push({
        id: String(r.id),
        type: r.type,
        status: r.isRolledBack ? 'cancelled' : 'processed',
        amount: toMajorNumber(BigInt(r.amount), exp),
        currency: r.currency ?? '',
        gameId: r.gameId,
        roundId: r.roundId,
        createdAt: r.createdAt.toISOString(),
      });
    }
    return { count: Number(total?.n ?? 0), rows: items };
  }
  if (input.tab === 'other') return listOtherTransactions(db, input);
  // Deposits and withdrawals come from the cashier's orders, with every status (pending, failed, cancelled …).
  return listCashierHistory(db, { ...input, tab: input.tab });
}
