import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@croupier/db';

export interface PlayTotals {
  bets: bigint;
  wins: bigint;
  rounds: number;
}

/**
 * Real-money play of a player in a currency since `since` (30-minute buckets kept by the wallet's bet and
 * win functions; the bucket holding `since` counts whole, as the limits in SQL do).
 */
export async function playSince(db: DbOrTx, userId: string, currency: string, since: Date | null): Promise<PlayTotals> {
  const rows = (await db.execute(sql`
    SELECT coalesce(sum(bet_cash + bet_bonus), 0)::text AS bets, coalesce(sum(win_cash + win_bonus), 0)::text AS wins, coalesce(sum(bets), 0)::int AS rounds
      FROM player_play_buckets
     WHERE user_id = ${userId}::uuid AND currency = ${currency}
       ${since ? sql`AND bucket_start > ${since.toISOString()}::timestamptz` : sql``}`)) as unknown as { rows: { bets: string; wins: string; rounds: number }[] };
  const r = rows.rows[0]!;
  return { bets: BigInt(r.bets), wins: BigInt(r.wins), rounds: Number(r.rounds) };
}
