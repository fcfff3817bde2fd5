import { eq, or } from 'drizzle-orm';
import {
  ZBonusBuyConfirmRequest,
  ZFreezeAccountRequest,
  ZSelfExcludeRequest,
  ZSetLimitRequest,
  ZSetPrivacyRequest,
  ZSetRealityCheckRequest,
  ZSetSessionLimitRequest,
} from '@croupier/contracts';
import { games } from '@croupier/db';
import type { ZodApp } from '../../app';
import { requireAuth, touchSession } from '../../platform/auth';
import { sendError, sendFailure } from '../../platform/errors';
import { getLimits } from './get-limits';
import { setLimit } from './set-limit';
import { setSessionLimit } from './set-session-limit';
import { freezeAccount, selfExclude } from './exclude-player';
import { confirmBonusBuy, setPrivacy, setRealityCheck } from './set-preferences';
import { getPlayerStats, getSessionInfo } from './get-session-info';

/** Responsible gaming (issue #8, docs/protection.md; contracts in schemas/protection.ts). */
export async function protectionRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const base = { tags: ['protection'], security: [{ bearer: [] }] };
  const auth = { onRequest: requireAuth };

  app.get('/api/user/limits', { schema: base, ...auth }, async (req, reply) => {
    const r = await getLimits(deps.db, { userId: req.auth!.userId, sessionId: req.auth!.sessionId, now: deps.clock.now() });
    return r ? { data: r } : sendError(reply, 'SESSION_INVALID');
  });
  app.put('/api/user/limits', { schema: { ...base, body: ZSetLimitRequest }, ...auth }, async (req, reply) => {
    const r = await setLimit(deps.db, { userId: req.auth!.userId, sessionId: req.auth!.sessionId, body: req.body, now: deps.clock.now() });
    return r.ok ? { data: r.value } : sendFailure(reply, r);
  });
  app.put('/api/user/session-limit', { schema: { ...base, body: ZSetSessionLimitRequest }, ...auth }, async (req, reply) => {
    const r = await setSessionLimit(deps.db, { userId: req.auth!.userId, sessionId: req.auth!.sessionId, body: req.body, now: deps.clock.now() });
    return r.ok ? { data: r.value } : sendFailure(reply, r);
  });
  app.delete('/api/user/session-limit', { schema: base, ...auth }, async (req, reply) => {
    const r = await setSessionLimit(deps.db, { userId: req.auth!.userId, sessionId: req.auth!.sessionId, body: null, now: deps.clock.now() });
    return r.ok ? { data: r.value } : sendFailure(reply, r);
  });
  app.post('/api/user/self-exclusion', { schema: { ...base, body: ZSelfExcludeRequest }, ...auth }, async (req, reply) => {
    const r = await selfExclude(deps.db, { userId: req.auth!.userId, duration: req.body.duration, now: deps.clock.now() });
    return r.ok ? { data: r.value } : sendFailure(reply, r);
  });
  app.post('/api/user/freeze-account', { schema: { ...base, body: ZFreezeAccountRequest }, ...auth }, async (req, reply) => {
    const r = await freezeAccount(deps.db, { userId: req.auth!.userId, days: req.body.days, now: deps.clock.now() });
    return r.ok ? { data: r.value } : sendFailure(reply, r);
  });
  app.put('/api/user/reality-check', { schema: { ...base, body: ZSetRealityCheckRequest }, ...auth }, async (req) => ({
    data: await setRealityCheck(deps.db, { userId: req.auth!.userId, minutes: req.body.minutes, now: deps.clock.now() }),
  }));
  app.put('/api/user/privacy', { schema: { ...base, body: ZSetPrivacyRequest }, ...auth }, async (req) => ({
    data: await setPrivacy(deps.db, { userId: req.auth!.userId, body: req.body, now: deps.clock.now() }),
  }));
  app.get('/api/user/session-info', { schema: base, ...auth }, async (req, reply) => {
    const r = await getSessionInfo(deps.db, { userId: req.auth!.userId, sessionId: req.auth!.sessionId, now: deps.clock.now() });
    return r ? { data: r } : sendError(reply, 'SESSION_INVALID');
  });
  // The inactivity backstop (idle-sessions.ts): an open page reports that the player is active.
  app.post('/api/user/activity', { schema: base, ...auth }, async (req) => {
    const now = deps.clock.now();
    await touchSession(deps.db, req.auth!.sessionId, now);
    return { data: { lastSeenAt: now.toISOString() } };
  });
  app.get('/api/user/player-stats', { schema: base, ...auth }, async (req, reply) => {
    const r = await getPlayerStats(deps.db, req.auth!.userId);
    return r ? { data: r } : sendError(reply, 'SESSION_INVALID');
  });
  app.post('/api/user/bonus-buy-confirm', { schema: { ...base, body: ZBonusBuyConfirmRequest }, ...auth }, async (req, reply) => {
    const [game] = await deps.db
      .select({ id: games.id })
      .from(games)
      .where(or(eq(games.id, req.body.gameId), eq(games.slug, req.body.gameId)))
      .limit(1);
    if (!game) return sendError(reply, 'GAME_NOT_FOUND');
    return { data: await confirmBonusBuy(deps.db, { userId: req.auth!.userId, gameId: game.id, now: deps.clock.now() }) };
  });
}
