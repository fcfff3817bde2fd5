import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_S, SESSION_TOKEN_BYTES, SESSION_TTL_S, type TSessionEndReason } from '@croupier/contracts';
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
  input: { userId: string; ip: string | null; countryCode: string | null; userAgent: string | null; now: Date },
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
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_S * 1000),
  });
  return { token, sessionId };
}

/** Resolves a token to a live session of an existing player, or null. */
export async function findSession(db: DbOrTx, token: string, now: Date): Promise<AuthContext | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      // The session time limit in force (responsible gaming), minutes.
      limitMinutes: sql<number | null>`(CASE WHEN ${playerLimits.pendingEffectiveAt} IS NOT NULL AND ${playerLimits.pendingEffectiveAt} <= ${now.toISOString()}::timestamptz
        THEN CASE WHEN ${playerLimits.isPendingRemoval} THEN NULL ELSE ${playerLimits.pendingAmount} END ELSE ${playerLimits.amount} END)::int`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(playerLimits, and(eq(playerLimits.userId, sessions.userId), eq(playerLimits.kind, 'sessionTime'), eq(playerLimits.period, 0)))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.endedAt), gt(sessions.expiresAt, now), isNull(users.lockedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.limitMinutes !== null && row.createdAt.getTime() + Number(row.limitMinutes) * 60_000 <= now.getTime()) {
    await endSession(db, row.sessionId, 'SESSION_EXPIRED', now);
    await db.update(gameSessions).set({ endedAt: now }).where(and(eq(gameSessions.authSessionId, row.sessionId), isNull(gameSessions.endedAt)));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId };
}

export async function endSession(db: DbOrTx, sessionId: string, reason: TSessionEndReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
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
  return rows.map((r) => r.id);
}

export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, { path: '/', maxAge: ACCESS_TOKEN_MAX_AGE_S, sameSite: 'lax', secure, httpOnly: false });
}
export function clearTokenCookie(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
}

/** preHandler: 403 SESSION_INVALID unless the request carries a live session. */
export async function requireAuth(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!req.auth) {
    await sendError(reply, 'SESSION_INVALID');
  }
}
