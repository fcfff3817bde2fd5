import { sql } from 'drizzle-orm';
import type { TSessionEndReason } from '@croupier/contracts';
import type { Db, DbOrTx } from '@croupier/db';
import type { Realtime } from '../../platform/realtime';
import { enqueueEvent } from '../wallet/outbox';

/**
 * Ends every live session of a player (or of everyone, userId null) with a reason, with the game sessions
 * opened from them, and tells the open tabs over the socket through the outbox (so it also works from the
 * operator tool, which has no socket of its own). Returns the number of sessions ended.
 */
export async function endPlayerSessions(tx: DbOrTx, input: { userId: string | null; reason: TSessionEndReason; now: Date }): Promise<number> {
  const now = input.now.toISOString();
  const who = input.userId ? sql`user_id = ${input.userId}::uuid AND` : sql``;
  const ended = (await tx.execute(sql`
    UPDATE sessions SET ended_at = ${now}::timestamptz, end_reason = ${input.reason}
     WHERE ${who} ended_at IS NULL
    RETURNING id, user_id`)) as unknown as { rows: { id: string; user_id: string }[] };
  await tx.execute(sql`UPDATE game_sessions SET ended_at = ${now}::timestamptz WHERE ${who} ended_at IS NULL AND mode = 'real'`);
  const users = [...new Set(ended.rows.map((r) => r.user_id))];
  if (input.userId === null && users.length > 0) {
    await enqueueEvent(tx, { userId: null, event: 'sessionEnded', payload: { reason: input.reason, time: now }, now: input.now });
  } else {
    await enqueueEvent(
      tx,
      users.map((userId) => ({ userId, event: 'sessionEnded', payload: { reason: input.reason, time: now }, now: input.now })),
    );
  }
  return ended.rows.length;
}

/** How often each node looks for sessions past their time limit. */
export const SESSION_LIMIT_SWEEP_MS = 5_000;

/**
 * Ends the sessions that have run past the player's session time limit (SESSION_EXPIRED) and tells each
 * one at once over the socket. Runs every few seconds on every node; `lookUpSession` applies the same rule
 * to any request in between.
 */
export async function endTimeLimitedSessions(db: Db, realtime: Realtime, now: Date): Promise<number> {
  const at = now.toISOString();
  const ended = (await db.execute(sql`
    WITH due AS (
      SELECT s.id FROM sessions s
        JOIN player_limits pl ON pl.user_id = s.user_id AND pl.kind = 'sessionTime' AND pl.period = 0
       WHERE s.ended_at IS NULL
         AND s.created_at + make_interval(secs => (CASE WHEN pl.pending_effective_at IS NOT NULL AND pl.pending_effective_at <= ${at}::timestamptz
                                                        THEN CASE WHEN pl.is_pending_removal THEN NULL ELSE pl.pending_amount END
                                                        ELSE pl.amount END)::int * 60 - s.limit_used_before_s) <= ${at}::timestamptz
    ), s AS (
      UPDATE sessions SET ended_at = ${at}::timestamptz, end_reason = 'SESSION_EXPIRED' WHERE id IN (SELECT id FROM due) AND ended_at IS NULL RETURNING id
    ), g AS (
      UPDATE game_sessions SET ended_at = ${at}::timestamptz WHERE auth_session_id IN (SELECT id FROM s) AND ended_at IS NULL
    )
    SELECT id FROM s`)) as unknown as { rows: { id: string }[] };
  for (const r of ended.rows) realtime.emitToSession(r.id, 'sessionEnded', { reason: 'SESSION_EXPIRED', time: at });
  return ended.rows.length;
}
