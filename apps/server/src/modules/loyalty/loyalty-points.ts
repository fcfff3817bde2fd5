import { sql } from 'drizzle-orm';
import { levelForPoints, pointsForStake } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';

export interface TStakePoints {
  currency: string;
  /** Real-money stakes ever, minor units. */
  minor: bigint;
  exponent: number;
  points: number;
}

interface TStakeRow {
  user_id: string;
  currency: string;
  minor: string;
  exponent: number;
  per_point: string | null;
}

/**
 * Loyalty points of players (docs/loyalty.md): real-money stakes ever, per currency, from the wallet's play
 * buckets (rolled-back bets are already taken out there), each converted at its currency's
 * `loyalty_minor_per_point`. Computed on read, so nothing is added to the bet's transaction. Players without
 * stakes are absent from the map.
 */
export async function loyaltyPointsByUser(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, { points: number; stakes: TStakePoints[] }>> {
  const out = new Map<string, { points: number; stakes: TStakePoints[] }>();
  if (userIds.length === 0) return out;
  const ids = sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = (await db.execute(sql`
    SELECT b.user_id, b.currency, b.minor::text AS minor, c.exponent, c.loyalty_minor_per_point::text AS per_point
      FROM (SELECT user_id, currency, sum(bet_cash) AS minor FROM player_play_buckets WHERE user_id IN (${ids}) GROUP BY user_id, currency) b
      JOIN currencies c ON c.code = b.currency
     ORDER BY b.user_id, b.currency`)) as unknown as { rows: TStakeRow[] };
  for (const r of rows.rows) {
    const minor = BigInt(r.minor);
    const stake = { currency: r.currency, minor, exponent: Number(r.exponent), points: pointsForStake(minor, r.per_point === null ? null : BigInt(r.per_point)) };
    const entry = out.get(r.user_id) ?? { points: 0, stakes: [] };
    entry.points += stake.points;
    entry.stakes.push(stake);
    out.set(r.user_id, entry);
  }
  return out;
}

/** One player's points and stakes per currency. */
export async function loyaltyPointsOf(db: DbOrTx, userId: string): Promise<{ points: number; stakes: TStakePoints[] }> {
  return (await loyaltyPointsByUser(db, [userId])).get(userId) ?? { points: 0, stakes: [] };
}

/** One player's loyalty level (1 without stakes). */
export async function loyaltyLevelOf(db: DbOrTx, userId: string): Promise<number> {
  return levelForPoints((await loyaltyPointsOf(db, userId)).points);
}
