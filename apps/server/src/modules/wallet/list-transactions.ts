import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { toMajorNumber, type TTransactionItem } from '@croupier/contracts';
import { ledgerTransfers, walletTransactions, type DbOrTx } from '@croupier/db';
import { currencyExponent } from './balance-event';

/** A page of the player's history: game transactions, or cashier transfers of one kind. */
export async function listTransactions(
  db: DbOrTx,
  input: { userId: string; tab: 'games' | 'withdrawal' | 'deposit'; page: number; limit: number },
): Promise<{ count: number; rows: TTransactionItem[] }> {
  const offset = (input.page - 1) * input.limit;
  if (input.tab === 'games') {
    const where = and(
      eq(walletTransactions.userId, input.userId),
      inArray(walletTransactions.type, ['bet', 'win', 'rollback']),
      eq(walletTransactions.isDemo, false),
      ne(walletTransactions.fingerprint, 'tombstone'),
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
  const where = and(eq(ledgerTransfers.userId, input.userId), eq(ledgerTransfers.kind, input.tab));
  const [total] = await db.select({ n: count() }).from(ledgerTransfers).where(where);
  const rows = await db.select().from(ledgerTransfers).where(where).orderBy(desc(ledgerTransfers.id)).limit(input.limit).offset(offset);
  const items: TTransactionItem[] = [];
  for (const r of rows) {
    const exp = await currencyExponent(db, r.currency);
    items.push({
      id: String(r.id),
      type: r.kind,
      status: r.status === 'posted' ? 'confirmed' : r.status === 'pending' ? 'pending' : 'rejected',
      amount: toMajorNumber(BigInt(r.amount), exp),
      currency: r.currency,
      gameId: null,
      roundId: null,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return { count: Number(total?.n ?? 0), rows: items };
}
