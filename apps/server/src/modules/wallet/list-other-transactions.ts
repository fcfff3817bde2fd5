import { sql } from 'drizzle-orm';
import { OTHER_TRANSACTION_KINDS } from '@croupier/contracts/constants';
import { toMajorNumber, type TTransactionItem } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';
import { currencyExponent } from './balance-event';

/**
 * The history's Other tab: the ledger transfers that moved the player's money outside games and the cashier
 * (bonuses credited, converted or forfeited, rakeback, race prizes, referral commission, operator corrections), newest
 * first, each with what it did to the player's cash (or, when only bonus money moved, to the bonus balance).
 */
export async function listOtherTransactions(
  db: DbOrTx,
  input: { userId: string; page: number; limit: number },
): Promise<{ count: number; rows: TTransactionItem[] }> {
  // Literal kinds (constants), so the partial index ledger_transfers_user_other_idx matches the query.
  const kinds = sql.raw(OTHER_TRANSACTION_KINDS.map((k) => `'${k}'`).join(', '));
  const where = sql`t.user_id = ${input.userId} AND t.status = 'posted' AND t.kind IN (${kinds})`;
  const total = (await db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers t WHERE ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  const page = (await db.execute(sql`
    SELECT t.id, t.kind, t.currency, t.created_at,
           coalesce(sum(e.amount) FILTER (WHERE a.kind = 'cash'), 0)::text AS cash,
           coalesce(sum(e.amount) FILTER (WHERE a.kind = 'bonus'), 0)::text AS bonus
      FROM ledger_transfers t
      JOIN ledger_entries e ON e.transfer_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.user_id = ${input.userId}
     WHERE ${where}
     GROUP BY t.id
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${input.limit} OFFSET ${(input.page - 1) * input.limit}`)) as unknown as {
    rows: { id: string | number; kind: string; currency: string; created_at: string | Date; cash: string; bonus: string }[];
  };
  const rows: TTransactionItem[] = [];
  for (const r of page.rows) {
    const exp = await currencyExponent(db, r.currency);
    const cash = BigInt(r.cash);
    const isBonus = cash === 0n;
    rows.push({
      id: String(r.id),
      // A completion that paid no cash (its bonus money above the cashout cap) only took the bonus money away.
      type: r.kind === 'bonus_completion' && isBonus ? 'bonus_forfeit' : r.kind,
      status: 'processed',
      amount: toMajorNumber(isBonus ? BigInt(r.bonus) : cash, exp),
      currency: r.currency,
      gameId: null,
      roundId: null,
      createdAt: new Date(r.created_at).toISOString(),
      wallet: isBonus ? 'bonus' : 'cash',
    });
  }
  return { count: Number(total.rows[0]?.n ?? 0), rows };
}
