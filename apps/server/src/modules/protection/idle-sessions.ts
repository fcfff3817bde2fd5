import { sql } from 'drizzle-orm';
import { inactivityTimeoutMs, SESSION_IDLE_GRACE_MS, ZAppSettings } from '@croupier/contracts';
import { sites, type Db, type DbOrTx } from '@croupier/db';
import type { Realtime } from '../../platform/realtime';
import { getSiteSettings } from '../content/get-site-settings';

/*
 * The server's inactivity backstop (docs/protection.md). An open page ends its session after the site's
 * inactivity timeout (spec §4, §9) and reports the player's activity at most once a minute
 * (POST /api/user/activity); a request refreshes the session's `last_seen_at` too. A session that nothing
 * has refreshed for the timeout plus SESSION_IDLE_GRACE_MS — a tab closed without signing out, a token
 * copied elsewhere — ends with USER_INACTIVITY_TIMEOUT, dated when its timeout ran out: at its next request
 * (with the timeout of the site asked) or by the sweep below, whichever comes first.
 */

export interface IdleRule {
  timeoutMs: number;
  graceMs: number;
}

/** The idle rule of the site serving this host; none before the database is seeded. */
export async function idleRule(db: DbOrTx, host: string | undefined): Promise<IdleRule | null> {
  try {
    const site = await getSiteSettings(db, host ?? '');
    return { timeoutMs: inactivityTimeoutMs(site.settings.inactivitySessionTimeout), graceMs: SESSION_IDLE_GRACE_MS };
  } catch {
    return null;
  }
}

/** The longest inactivity timeout of any site (ms); null before the database is seeded. */
export async function longestIdleTimeoutMs(db: DbOrTx): Promise<number | null> {
  const rows = await db.select({ settings: sites.settings }).from(sites);
  if (rows.length === 0) return null;
  return Math.max(...rows.map((r) => inactivityTimeoutMs(ZAppSettings.safeParse(r.settings).data?.inactivitySessionTimeout)));
}

/** How often each node ends idle sessions. */
export const IDLE_SESSION_SWEEP_MS = 60_000;

/**
 * Ends the sessions idle for longer than the longest inactivity timeout of any site plus the grace (a
 * session is not tied to a site, so none ends before any site's rule would end it), with the game sessions
 * opened from them, and tells any page still connected. Returns the number of sessions ended.
 */
export async function endIdleSessions(db: Db, realtime: Realtime, now: Date): Promise<number> {
  const timeoutMs = await longestIdleTimeoutMs(db);
  if (timeoutMs === null) return 0;
  const at = now.toISOString();
  const before = new Date(now.getTime() - timeoutMs - SESSION_IDLE_GRACE_MS).toISOString();
  const ended = (await db.execute(sql`
    WITH s AS (
      UPDATE sessions SET ended_at = last_seen_at + make_interval(secs => ${timeoutMs / 1000}), end_reason = 'USER_INACTIVITY_TIMEOUT'
       WHERE ended_at IS NULL AND last_seen_at < ${before}::timestamptz
      RETURNING id, ended_at
    ), g AS (
      UPDATE game_sessions SET ended_at = ${at}::timestamptz WHERE auth_session_id IN (SELECT id FROM s) AND ended_at IS NULL
    )
    SELECT id, ended_at FROM s`)) as unknown as { rows: { id: string; ended_at: Date | string }[] };
  for (const r of ended.rows) {
    realtime.emitToSession(r.id, 'sessionEnded', { reason: 'USER_INACTIVITY_TIMEOUT', time: new Date(r.ended_at).toISOString() });
  }
  return ended.rows.length;
}
