import { and, eq, gte, sql } from 'drizzle-orm';
import { toMajorString, type TPlayerStats, type TSessionInfo } from '@croupier/contracts';
import { playerProtection, sessions, users, walletTransactions, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { getStoredLimits } from './limit-rules';
import { playSince } from './play-window';

/**
 * GET /api/user/session-info: for the reality check and the session clock — how long this session has
 * run, the real-money stakes and wins since it started (wins minus stakes = net position) in the account
 * currency, the reality-check interval and when the session time limit ends the session.
 */
export async function getSessionInfo(db: DbOrTx, input: { userId: string; sessionId: string; now: Date }): Promise<TSessionInfo | null> {
  const [row] = await db
    .select({
      startedAt: sessions.createdAt,
      usedBeforeS: sessions.limitUsedBeforeS,
      currency: users.currencyCode,
      reality: playerProtection.realityCheckMinutes,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(playerProtection, eq(playerProtection.userId, sessions.userId))
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.userId)));
  if (!row) return null;
  const [sums] = await db
    .select({
      stakes: sql<string>`coalesce(sum(CASE WHEN ${walletTransactions.type} = 'bet' AND NOT ${walletTransactions.isRolledBack} THEN ${walletTransactions.amount} ELSE 0 END), 0)::text`,
      wins: sql<string>`coalesce(sum(CASE WHEN ${walletTransactions.type} = 'win' THEN ${walletTransactions.amount} ELSE 0 END), 0)::text`,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, input.userId),
        gte(walletTransactions.createdAt, row.startedAt),
        eq(walletTransactions.isDemo, false),
        eq(walletTransactions.currency, row.currency),
      ),
    );
  const exp = await currencyExponent(db, row.currency);
  const stakes = BigInt(sums?.stakes ?? '0');
  const wins = BigInt(sums?.wins ?? '0');
  const limit = (await getStoredLimits(db, input.userId, input.now)).find((l) => l.kind === 'sessionTime');
  return {
    startedAt: row.startedAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((input.now.getTime() - row.startedAt.getTime()) / 1000)),
    currency: row.currency,
    stakes: toMajorString(stakes, exp),
    wins: toMajorString(wins, exp),
    net: toMajorString(wins - stakes, exp),
    realityCheckMinutes: row.reality ?? null,
    // The limit counts the earlier sessions of this stretch of play too (session-clock.ts).
    endsAt: limit ? new Date(row.startedAt.getTime() + (Number(limit.amount) * 60 - row.usedBeforeS) * 1000).toISOString() : null,
  };
}

/** GET /api/user/player-stats: joined date, total bets, wins, losses (stakes minus wins, never negative) and rounds played, real money, account currency. */
export async function getPlayerStats(db: DbOrTx, userId: string): Promise<TPlayerStats | null> {
  const [user] = await db.select({ createdAt: users.createdAt, currency: users.currencyCode }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const exp = await currencyExponent(db, user.currency);
  const play = await playSince(db, userId, user.currency, null);
  const losses = play.bets > play.wins ? play.bets - play.wins : 0n;
  return {
    joinedAt: user.createdAt.toISOString(),
    currency: user.currency,
    totalBets: toMajorString(play.bets, exp),
    wins: toMajorString(play.wins, exp),
    losses: toMajorString(losses, exp),
    totalGames: play.rounds,
  };
}
