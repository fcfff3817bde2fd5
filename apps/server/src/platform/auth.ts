import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_S, SESSION_END_REASONS, SESSION_TOKEN_BYTES, SESSION_TTL_S, type TSessionEndReason } from '@croupier/contracts';
import { gameSessions, playerLimits, sessions, users, type DbOrTx } from '@croupier/db';
import { newId, randomToken, sha256Hex } from './ids';
import { sendError } from './errors';

export interface AuthContext {
  sessionId: string;
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The request's token belongs to a session that has ended. */
    sessionEnd: SessionEnd | null;
  }
}

/** Reads the session token: `Authorization: Bearer …`, else the accessToken cookie. */
export function tokenFromRequest(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const t = header.slice(7).trim();
    if (t && t !== 'null' && t !== 'undefined') return t;
  }
  const cookie = req.cookies?.[ACCESS_TOKEN_COOKIE];
  return cookie && cookie.length < 200 ? cookie : null;
}

/** Creates a session; returns the opaque token (shown once, stored only as a hash). */
export async function createSession(
  db: DbOrTx,
  input: {
    userId: string;
    ip: string | null;
    countryCode: string | null;
    userAgent: string | null;
    deviceId?: string | null;
    /** Seconds of the session time limit already used in this stretch of play (protection/session-clock.ts). */
    limitUsedBeforeS?: number;
    now: Date;
  },
): Promise<{ token: string; sessionId: string }> {
  const token = randomToken(SESSION_TOKEN_BYTES);
  const sessionId = newId();
  await db.insert(sessions).values({
    id: sessionId,
    userId: input.userId,
    tokenHash: sha256Hex(token),
    ip: input.ip,
    countryCode: input.countryCode,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    deviceId: input.deviceId ?? null,
    limitUsedBeforeS: input.limitUsedBeforeS ?? 0,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_S * 1000),
  });
  return { token, sessionId };
}

/** Why and when a session ended (spec §3), for the SESSION_INVALID answer to its token. */
export interface SessionEnd {
  reason: TSessionEndReason;
  time: string;
}

/** A token's session: live, ended (with why and when), or unknown (null). */
export type SessionLookup = { auth: AuthContext; ended?: undefined } | { auth?: undefined; ended: SessionEnd } | null;

const ended = (reason: TSessionEndReason, at: Date): { ended: SessionEnd } => ({ ended: { reason, time: at.toISOString() } });

/**
 * Resolves a token to its session. A live session is ended here, before the request runs, when it has
 * passed its 30 days or its player’s session time limit (SESSION_EXPIRED), or, with `idleRule` (the site's
 * inactivity timeout plus SESSION_IDLE_GRACE_MS; asked only of a session not seen for a minute), when no request
 * or activity report came for longer than that
 * (USER_INACTIVITY_TIMEOUT, dated when the timeout ran out); the game sessions opened from it end too.
 * Requests refresh `last_seen_at` at most once a minute.
 */
export async function lookUpSession(
  db: DbOrTx,
  token: string,
  now: Date,
  idleRule: (() => Promise<{ timeoutMs: number; graceMs: number } | null>) | null = null,
): Promise<SessionLookup> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      limitUsedBeforeS: sessions.limitUsedBeforeS,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      lockedAt: users.lockedAt,
      // The session time limit in force (responsible gaming), minutes.
      limitMinutes: sql<number | null>`(CASE WHEN ${playerLimits.pendingEffectiveAt} IS NOT NULL AND ${playerLimits.pendingEffectiveAt} <= ${now.toISOString()}::timestamptz
        THEN CASE WHEN ${playerLimits.isPendingRemoval} THEN NULL ELSE ${playerLimits.pendingAmount} END ELSE ${playerLimits.amount} END)::int`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(playerLimits, and(eq(playerLimits.userId, sessions.userId), eq(playerLimits.kind, 'sessionTime'), eq(playerLimits.period, 0)))
    .where(eq(sessions.tokenHash, sha256Hex(token)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.endedAt) return ended(isSessionEndReason(row.endReason) ? row.endReason : 'SESSION_EXPIRED', row.endedAt);
  if (row.lockedAt) return ended('ACCOUNT_LOCKED', row.lockedAt);
  const endNow = async (reason: TSessionEndReason, at: Date) => {
    if (!(await endSession(db, row.sessionId, reason, at))) {
      // Ended meanwhile (a sweep, another node's request): answer what was stored.
      const [done] = await db.select({ endedAt: sessions.endedAt, endReason: sessions.endReason }).from(sessions).where(eq(sessions.id, row.sessionId));
      return ended(isSessionEndReason(done?.endReason) ? done.endReason : reason, done?.endedAt ?? at);
    }
    await db.update(gameSessions).set({ endedAt: now }).where(and(eq(gameSessions.authSessionId, row.sessionId), isNull(gameSessions.endedAt)));
    return ended(reason, at);
  };
  if (row.expiresAt.getTime() <= now.getTime()) return endNow('SESSION_EXPIRED', row.expiresAt);
  // The limit counts the time used by the player's earlier sessions of this stretch of play too (session-clock.ts).
  if (row.limitMinutes !== null && row.createdAt.getTime() + (Number(row.limitMinutes) * 60 - row.limitUsedBeforeS) * 1000 <= now.getTime()) {
    return endNow('SESSION_EXPIRED', now);
  }
  const idle = idleRule && now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS ? await idleRule() : null;
  if (idle && now.getTime() - row.lastSeenAt.getTime() > idle.timeoutMs + idle.graceMs) {
    return endNow('USER_INACTIVITY_TIMEOUT', new Date(row.lastSeenAt.getTime() + idle.timeoutMs));
  }
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { auth: { sessionId: row.sessionId, userId: row.userId } };
}

/** Requests move a session's `last_seen_at` forward at most this often (one write a minute per session). */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Activity reported by an open page: the session counts as active now (live sessions only). */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

function isSessionEndReason(v: unknown): v is TSessionEndReason {
  return typeof v === 'string' && (SESSION_END_REASONS as readonly string[]).includes(v);
}

/** Ends a live session, and the game sessions opened from it; false when it had already ended. */
export async function endSession(db: DbOrTx, sessionId: string, reason: TSessionEndReason, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  await endGameSessionsOf(db, rows.map((r) => r.id), now);
  return rows.length > 0;
}

/**
 * A game opened from an ended session stops taking bets (its wins are still paid): after a sign-out, a password reset
 * or change, or a sign-in elsewhere with one session per player, a game left open (its token is in the game's address)
 * could otherwise stake the balance until the game session expires.
 */
async function endGameSessionsOf(db: DbOrTx, authSessionIds: string[], now: Date): Promise<void> {
  if (authSessionIds.length === 0) return;
  await db
    .update(gameSessions)
    .set({ endedAt: now })
    .where(and(inArray(gameSessions.authSessionId, authSessionIds), isNull(gameSessions.endedAt)));
}

/** Ends every live session of a player except one (e.g. after a password change). */
export async function endOtherSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId: string | null,
  reason: TSessionEndReason,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : sql`true`,
      ),
    )
    .returning({ id: sessions.id });
  const ended = rows.map((r) => r.id);
  await endGameSessionsOf(db, ended, now);
  return ended;
}

export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, { path: '/', maxAge: ACCESS_TOKEN_MAX_AGE_S, sameSite: 'lax', secure, httpOnly: false });
}
export function clearTokenCookie(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
}

/** preHandler: 403 SESSION_INVALID unless the request carries a live session (with why and when, if its session ended). */
export async function requireAuth(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.auth) {
    await sendError(reply, 'SESSION_INVALID', req.sessionEnd ? { session: req.sessionEnd } : {});
  }
}
