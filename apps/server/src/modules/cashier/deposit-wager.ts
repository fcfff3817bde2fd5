import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { ledgerTransfers, playerPaymentStats, type DbOrTx } from '@croupier/db';

export interface DepositWager {
  depositCount: number;
  required: bigint;
  wagered: bigint;
  remaining: bigint;
}

/**
 * The deposit-wager requirement of one currency (minor units): each credited
 * deposit adds amount × DEPOSIT_WAGER_MULTIPLIER (player_payment_stats); real
 * bets since the first deposit, less rolled-back ones, count against it.
 */
export async function getDepositWager(db: DbOrTx, userId: string, currency: string): Promise<DepositWager> {
  const [stats] = await db
    .select()
    .from(playerPaymentStats)
    .where(and(eq(playerPaymentStats.userId, userId), eq(playerPaymentStats.currency, currency)))
    .limit(1);
  if (!stats || !stats.firstDepositAt) return { depositCount: stats?.depositCount ?? 0, required: 0n, wagered: 0n, remaining: 0n };
  const [turnover] = await db
    .select({
      total: sql<string>`COALESCE(SUM(CASE WHEN ${ledgerTransfers.kind} = 'bet' THEN ${ledgerTransfers.amount} ELSE -${ledgerTransfers.amount} END), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.userId, userId),
        eq(ledgerTransfers.currency, currency),
        inArray(ledgerTransfers.kind, ['bet', 'rollback']),
        gte(ledgerTransfers.createdAt, stats.firstDepositAt),
      ),
    );
  const required = BigInt(stats.depositWagerRequired);
  const wagered = BigInt(turnover?.total ?? '0');
  const clamped = wagered < 0n ? 0n : wagered;
  return { depositCount: stats.depositCount, required, wagered: clamped, remaining: required > clamped ? required - clamped : 0n };
}

/** Successful deposits in every currency (AML: at least one before a withdrawal). */
export async function totalDepositCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`COALESCE(SUM(${playerPaymentStats.depositCount}), 0)::int` }).from(playerPaymentStats).where(eq(playerPaymentStats.userId, userId));
  return Number(row?.n ?? 0);
}
