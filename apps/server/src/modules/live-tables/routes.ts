import { ZLiveAwayRequest, ZLiveBetRequest, ZTokenRequest } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { sendError } from '../../platform/errors';
import { liveTopWin } from '../games/lobby-queries';
import { HOUSE_PROVIDER_ID } from '../games/register-house-provider';
import { houseWalletOf } from '../house-games/wallet-client';
import { findGameSession } from '../wallet/seamless/common';
import { placeLiveBet } from './place-live-bet';
import { liveTableOfGame } from './schedule';
import { markSeatActive, setSeatAway } from './seats';
import { settleLiveRounds } from './settle-live-rounds';
import { liveTableState, liveTableStats, recentLiveRounds } from './table-state';

/** How often every server runs the live tables' settler (spins at the close, pays within about a second). */
const SETTLE_EVERY_MS = 1_000;

/**
 * The in-house live tables (docs/live-casino.md), called by the table client in the game iframe with its game
 * token. Money moves only through the signed seamless-wallet API, as for the other in-house games.
 */
export async function liveTableRoutes(app: ZodApp): Promise<void> {
  const { db, clock } = app.deps;
  const wallet = houseWalletOf(app);
  const deps = {
    db,
    wallet,
    now: () => clock.now(),
    log: (msg: string, extra?: unknown) => app.log.warn({ extra }, msg),
    // A live win joins the top wins tables as it is paid, like the other in-house games' wins.
    onWin: (betId: string) =>
      void liveTopWin(db, betId)
        .then((win) => win && app.deps.realtime.emitToAll?.('topWin', win))
        .catch((err) => app.log.warn({ err }, 'live top win not announced')),
  };

  /** The game session behind a token, and its table (null when the token is not a live table's). */
  const tableSession = async (token: string) => {
    const s = await findGameSession(db, HOUSE_PROVIDER_ID, token);
    if (!s || s.endedAt || s.expiresAt <= clock.now()) return { error: 'GAME_SESSION_EXPIRED' as const };
    const table = liveTableOfGame(s.gameId);
    return table ? { session: s, table } : { error: 'GAME_NOT_FOUND' as const };
  };

  app.get('/api/house/live/state', { schema: { tags: ['house'], querystring: ZTokenRequest } }, async (req, reply) => {
    const t = await tableSession(req.query.token);
    if ('error' in t) return sendError(reply, t.error!);
    return { data: await liveTableState(db, { tableId: t.table.id, session: t.session, now: clock.now() }) };
  });

  app.post('/api/house/live/bet', { schema: { tags: ['house'], body: ZLiveBetRequest } }, async (req, reply) => {
    const r = await placeLiveBet(deps, req.body);
    if (!r.ok) return sendError(reply, r.code === 'CURRENCY_MISMATCH' ? 'VALIDATION_ERROR' : r.code);
    return { data: r.value };
  });

  /** Away by hand (`isAway: true`), or back at the table (`false`: also after a removal). */
  app.post('/api/house/live/away', { schema: { tags: ['house'], body: ZLiveAwayRequest } }, async (req, reply) => {
    const t = await tableSession(req.body.token);
    if ('error' in t) return sendError(reply, t.error!);
    const who = { tableId: t.table.id, userId: t.session.userId, now: clock.now() };
    if (req.body.isAway) await setSeatAway(db, who);
    else await db.transaction((tx) => markSeatActive(tx, { ...who, gameSessionId: t.session.id, isRejoin: true }));
    return { data: await liveTableState(db, { tableId: t.table.id, session: t.session, now: clock.now() }) };
  });

  /** The table's last results with their revealed seeds, for the fairness panel. */
  app.get('/api/house/live/rounds', { schema: { tags: ['house'], querystring: ZTokenRequest } }, async (req, reply) => {
    const t = await tableSession(req.query.token);
    if ('error' in t) return sendError(reply, t.error!);
    return { data: { rows: await recentLiveRounds(db, t.table.id) } };
  });

  /** How the table's last results fell (hot and cold numbers, the outside bets' shares), for its statistics panel. */
  app.get('/api/house/live/stats', { schema: { tags: ['house'], querystring: ZTokenRequest } }, async (req, reply) => {
    const t = await tableSession(req.query.token);
    if ('error' in t) return sendError(reply, t.error!);
    return { data: await liveTableStats(db, t.table.id) };
  });

  // Every server settles; SKIP LOCKED and the wallet's transaction ids keep them from doing anything twice.
  if (app.deps.config.nodeEnv !== 'test') {
    let isRunning = false;
    const timer = setInterval(() => {
      if (isRunning) return;
      isRunning = true;
      settleLiveRounds(deps)
        .catch((err) => app.log.warn({ err }, 'live table settlement failed'))
        .finally(() => (isRunning = false));
    }, SETTLE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
