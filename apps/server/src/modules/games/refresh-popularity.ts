import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@croupier/db';

/** Popularity from real play: real-money bets per game in the last 7 days (every provider). */
export async function refreshPopularity(db: DbOrTx, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 7 * 24 * 3600 * 1000).toISOString();
  await db.execute(sql`
    UPDATE game_details d SET popularity = COALESCE(p.n, 0)
    FROM game_details d2
    LEFT JOIN (
      SELECT game_id, count(*)::int AS n FROM wallet_transactions
      WHERE type = 'bet' AND NOT is_demo AND NOT is_rolled_back AND created_at >= ${since}::timestamptz
      GROUP BY game_id
    ) p ON p.game_id = d2.game_id
    WHERE d.game_id = d2.game_id`);
}
