import { and, eq, gt, sql } from 'drizzle-orm';
import { SESSION_LIMIT_BREAK_MAX_MINUTES } from '@croupier/contracts/constants';
import { playerLimits, sessions, type DbOrTx } from '@croupier/db';
import { LAST_SEEN_EVERY_MS } from '../../platform/auth';

/*
 * The session time limit counts the time a player is signed in across sessions (docs/protection.md): a second
 * device, or signing out and in again, does not start a new clock. Time counts until the player takes a break as
 * long as the limit (at most SESSION_LIMIT_BREAK_MAX_MINUTES); until then, a player who used the limit up cannot
 * sign in. Each session keeps the seconds already used when it began (`limit_used_before_s`), so the limit in force
 * (a shorter one applies at once) decides when it ends: created_at + limit − used before.
 */

const MINUTE_MS = 60_000;

/** The break that restarts the clock for a limit of `limitMinutes`. */
export const breakMinutesFor = (limitMinutes: number): number => Math.min(limitMinutes, SESSION_LIMIT_BREAK_MAX_MINUTES);

/** A session's signed-in span (ms since the epoch), and the time of the stretch its session found used when it began. */
export interface TSpan {
  start: number;
  end: number;
  usedBeforeMs?: number;
}

/**
 * The latest stretch of play among `spans`: the time signed in (overlapping sessions counted once) since the last
 * gap of at least `breakMs`, and when it last ended; null without spans.
 */
export function latestStretch(spans: readonly TSpan[], breakMs: number): { usedMs: number; end: number } | null {
  let stretch: { usedMs: number; end: number } | null = null;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const end = Math.max(s.start, s.end);
    if (stretch && s.start - stretch.end < breakMs) {
      stretch.usedMs += Math.max(0, end - Math.max(s.start, stretch.end));
      stretch.end = Math.max(stretch.end, end);
    } else {
      // The first session of the stretch among those read carries what earlier ones (not read) used.
      stretch = { usedMs: end - s.start + (s.usedBeforeMs ?? 0), end };
    }
  }
  return stretch;
}

/** The session time limit in force (minutes; a pending change that is due counts), or null. */
export async function sessionLimitMinutes(db: DbOrTx, userId: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({
      minutes: sql<
        number | null
      >`(CASE WHEN ${playerLimits.pendingEffectiveAt} IS NOT NULL AND ${playerLimits.pendingEffectiveAt} <= ${now.toISOString()}::timestamptz
        THEN CASE WHEN ${playerLimits.isPendingRemoval} THEN NULL ELSE ${playerLimits.pendingAmount} END ELSE ${playerLimits.amount} END)::int`,
    })
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, 'sessionTime'), eq(playerLimits.period, 0)));
  return row?.minutes ?? null;
}

/**
 * At sign-in: the seconds of the limit already used in the current stretch of play (the new session's
 * `limitUsedBeforeS`), or, when it is used up, the seconds until the player may sign in again.
 */
export async function sessionClockAtSignIn(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ ok: true; usedBeforeS: number } | { ok: false; retryAfterS: number }> {
  const limit = await sessionLimitMinutes(db, userId, now);
  if (limit === null) return { ok: true, usedBeforeS: 0 };
  const breakMs = breakMinutesFor(limit) * MINUTE_MS;
  // Only sessions that ended (or were last seen) within limit + break can be in the current stretch with time left.
  const since = new Date(now.getTime() - limit * MINUTE_MS - breakMs);
  const rows = await db
    .select({
      start: sessions.createdAt,
      endedAt: sessions.endedAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      usedBeforeS: sessions.limitUsedBeforeS,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sql`coalesce(${sessions.endedAt}, ${sessions.lastSeenAt})`, since)));
  const spans = rows.map((r) => ({
    start: r.start.getTime(),
    // A session counts until it was last seen (requests move that at most once a minute), not until a sweep ended
    // it later: a tab closed after 5 minutes is not an hour of play.
    end: Math.min(r.endedAt?.getTime() ?? Infinity, r.lastSeenAt.getTime() + LAST_SEEN_EVERY_MS, r.expiresAt.getTime(), now.getTime()),
    usedBeforeMs: r.usedBeforeS * 1000,
  }));
  const stretch = latestStretch(spans, breakMs);
  if (!stretch || now.getTime() - stretch.end >= breakMs) return { ok: true, usedBeforeS: 0 };
  const usedBeforeS = Math.floor(stretch.usedMs / 1000);
  if (usedBeforeS >= limit * 60) return { ok: false, retryAfterS: Math.max(1, Math.ceil((stretch.end + breakMs - now.getTime()) / 1000)) };
  return { ok: true, usedBeforeS };
}
