import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CURRENCY_COOKIE,
  ZCategoryListResponse,
  ZGameDetailsResponse,
  ZGamesQuery,
  ZGamesResponse,
  ZLaunchGameRequest,
  ZLaunchGameResponse,
  ZProvidersResponse,
  ZTopWinsQuery,
  ZTopWinsResponse,
  isLocale,
} from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError } from '../../platform/errors';
import { clientIp, isSecureRequest, requestHost, requestLanguage } from '../../platform/request';
import { getSiteSettings } from '../content/get-site-settings';
import { getLocale } from '../content/get-locale';
import { GUEST_COOKIE, readGuestId, signGuestId } from './guest-cookie';
import { launchGame } from './launch-game';
import { findGameCard, listGames } from './list-games';
import { gamePulse, getCategoryList, listProviders, luckyPick, recentGameIds, toggleFavorite, topWins } from './lobby-queries';
import { gameCategoryMembers } from '@croupier/db';
import { eq } from 'drizzle-orm';

export async function gamesRoutes(app: ZodApp): Promise<void> {
  const { db, clock } = app.deps;

  app.post('/api/games/launch', { schema: { tags: ['games'], body: ZLaunchGameRequest, response: { 200: ZLaunchGameResponse } } }, async (req, reply) => {
    const language = requestLanguage(req) ?? 'en';
    let userId = req.auth?.userId;
    let isGuest = false;
    const site = await getSiteSettings(db, requestHost(req));
    if (!userId) {
      // Guests may play demo games when the site allows it; they get a stable anonymous id.
      if (req.body.mode !== 'demo' || !site.settings.allowGuestPlayDemoGames) return sendError(reply, 'GAME_LOGIN_REQUIRED');
      // Only an id this server gave out (signed): a made-up one could name another guest or a registered player.
      userId = readGuestId(app.deps.appSecret, req.cookies[GUEST_COOKIE]) ?? randomUUID();
      reply.setCookie(GUEST_COOKIE, signGuestId(app.deps.appSecret, userId), { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax', secure: isSecureRequest(req), httpOnly: true });
      isGuest = true;
    }
    const countryCode = app.deps.geo.lookup(clientIp(req)).countryCode;
    const result = await launchGame(db, {
      userId,
      authSessionId: req.auth?.sessionId ?? null,
      isGuest,
      gameId: req.body.gameId,
      mode: req.body.mode,
      language,
      countryCode,
      useMultiWallet: site.settings.useMultiWallet,
      chosenCurrency: req.cookies[CURRENCY_COOKIE] ?? null,
      now: clock.now(),
    });
    if (!result.ok) return sendError(reply, result.code);
    return { data: result.value };
  });

  app.get(
    '/api/admin/get-full-category-list',
    { schema: { tags: ['games'], querystring: z.object({ locale: z.string().max(8).optional() }), response: { 200: ZCategoryListResponse } } },
    async (req) => {
      const lng = req.query.locale && isLocale(req.query.locale) ? req.query.locale : 'en';
      const texts = JSON.parse((await getLocale(lng))?.body ?? (await getLocale('en'))?.body ?? '{}') as Record<string, string>;
      const topCategoryList = await getCategoryList(db, { translate: (k) => texts[k] ?? k, userId: req.auth?.userId ?? null });
      return { data: { topCategoryList } };
    },
  );

  app.get('/api/games', { schema: { tags: ['games'], querystring: ZGamesQuery, response: { 200: ZGamesResponse } } }, async (req, reply) => {
    const q = req.query;
    if (q.favorites === 'true' && !req.auth) return sendError(reply, 'SESSION_INVALID');
    const result = await listGames(db, { ...q, favoritesOf: q.favorites === 'true' ? req.auth!.userId : null, userId: req.auth?.userId ?? null });
    return { data: { ...result, page: q.page, limit: q.limit } };
  });

  app.get('/api/games/providers', { schema: { tags: ['games'], response: { 200: ZProvidersResponse } } }, async () => ({ data: { rows: await listProviders(db) } }));

  app.get('/api/games/recent', { onRequest: requireAuth, schema: { tags: ['games'], response: { 200: ZGamesResponse } } }, async (req) => {
    const ids = await recentGameIds(db, req.auth!.userId);
    const rows = [];
    for (const id of ids) {
      const g = await findGameCard(db, id, req.auth!.userId);
      if (g) rows.push(g);
    }
    return { data: { count: rows.length, page: 1, limit: rows.length, rows } };
  });

  app.get('/api/games/lucky-pick', { schema: { tags: ['games'], querystring: z.object({ category: z.string().max(64).optional() }) } }, async (req, reply) => {
    const slug = await luckyPick(db, req.query.category);
    if (!slug) return sendError(reply, 'GAME_NOT_FOUND');
    return { data: { slug } };
  });

  app.get('/api/games/top-wins', { schema: { tags: ['games'], querystring: ZTopWinsQuery, response: { 200: ZTopWinsResponse } } }, async (req) => ({
    data: { rows: await topWins(db, { type: req.query.type, limit: req.query.limit, userId: req.auth?.userId ?? null, now: clock.now() }) },
  }));

  app.post(
    '/api/games/favorites',
    { onRequest: requireAuth, schema: { tags: ['games'], body: z.object({ gameId: z.string().min(1).max(128), favorite: z.boolean() }) } },
    async (req, reply) => {
      const done = await toggleFavorite(db, req.auth!.userId, req.body.gameId, req.body.favorite);
      if (!done) return sendError(reply, 'GAME_NOT_FOUND');
      return { data: { gameId: req.body.gameId, favorite: req.body.favorite } };
    },
  );

  app.get(
    '/api/games/:slug',
    { schema: { tags: ['games'], params: z.object({ slug: z.string().min(1).max(128) }), response: { 200: ZGameDetailsResponse } } },
    async (req, reply) => {
      const game = await findGameCard(db, req.params.slug, req.auth?.userId ?? null);
      if (!game) return sendError(reply, 'GAME_NOT_FOUND');
      const cats = await db.select({ id: gameCategoryMembers.categoryId }).from(gameCategoryMembers).where(eq(gameCategoryMembers.gameId, game.id));
      const { pulse, stats } = await gamePulse(db, game.id, clock.now());
      return { data: { game: { ...game, categories: cats.map((c) => c.id) }, pulse, stats } };
    },
  );
}
