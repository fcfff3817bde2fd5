import type { FastifyRequest } from 'fastify';
import {
  CURRENCY_COOKIE,
  isValidTimeZone,
  ZCalendarAwardQuery,
  ZCalendarAwardResponse,
  ZRakebackClaimQuery,
  ZRakebackClaimRequest,
  ZRakebackClaimResponse,
  ZRakebackDaysQuery,
  ZRakebackDaysResponse,
  ZRakebackSummaryQuery,
  ZRakebackSummaryResponse,
} from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError, sendFailure } from '../../platform/errors';
import { requestHost } from '../../platform/request';
import { getSiteSettings } from '../content/get-site-settings';
import { loadRakebackPlayer } from './player-context';
import { getCalendarAward } from './get-calendar-award';
import { getRakebackDays } from './get-rakeback-days';
import { claimRakeback } from './claim-rakeback';
import { getRakebackSummary } from './get-rakeback-summary';

const CLAIM_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.auth ? `u:${req.auth.userId}` : `ip:${req.ip}`) };

/**
 * The rakeback calendar's calls (issue #7, docs/rakeback.md; contracts in schemas/rakeback.ts). All need a
 * signed-in player (guests see the demo month, built in the browser). `user`, when sent, must be the player.
 */
export async function rakebackRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const base = { tags: ['rakeback'], security: [{ bearer: [] }] };
  const auth = { onRequest: requireAuth };

  const player = async (req: FastifyRequest, timeZone: string | undefined) => {
    const site = await getSiteSettings(deps.db, requestHost(req));
    return loadRakebackPlayer(deps.db, {
      userId: req.auth!.userId,
      timeZone,
      useMultiWallet: site.settings.useMultiWallet,
      chosenCurrency: req.cookies?.[CURRENCY_COOKIE] ?? null,
      now: deps.clock.now(),
    });
  };
  /** The request's zone: absent is fine (the remembered one is used), but a name that is not an IANA zone is refused. */
  const badZone = (tz: string | undefined) => tz !== undefined && !isValidTimeZone(tz);
  const isOtherUser = (req: FastifyRequest, user: string | undefined) => !!user && user !== req.auth!.userId;

  app.get('/api/user/calendar-award', { schema: { ...base, querystring: ZCalendarAwardQuery, response: { 200: ZCalendarAwardResponse } }, ...auth }, async (req, reply) => {
    if (isOtherUser(req, req.query.user)) return sendError(reply, 'NOT_FOUND');
    if (badZone(req.query.timeZone)) return sendError(reply, 'TIME_ZONE_INVALID');
    const p = await player(req, req.query.timeZone);
    if (!p) return sendError(reply, 'SESSION_INVALID');
    return { data: { userCalendarData: await getCalendarAward(deps.db, p, deps.clock.now()) } };
  });

  app.get('/api/admin/get-rakeback-days', { schema: { ...base, querystring: ZRakebackDaysQuery, response: { 200: ZRakebackDaysResponse } }, ...auth }, async (req, reply) => {
    if (isOtherUser(req, req.query.user)) return sendError(reply, 'NOT_FOUND');
    if (badZone(req.query.timeZone)) return sendError(reply, 'TIME_ZONE_INVALID');
    const p = await player(req, req.query.timeZone);
    if (!p) return sendError(reply, 'SESSION_INVALID');
    return { data: await getRakebackDays(deps.db, p, { bonusId: req.query.bonusId ?? null, now: deps.clock.now() }) };
  });

  app.post(
    '/api/user/rakeback-claim',
    {
      schema: { ...base, querystring: ZRakebackClaimQuery, body: ZRakebackClaimRequest, response: { 200: ZRakebackClaimResponse } },
      ...auth,
      config: { rateLimit: CLAIM_RATE_LIMIT },
    },
    async (req, reply) => {
      if (badZone(req.query.timeZone)) return sendError(reply, 'TIME_ZONE_INVALID');
      const p = await player(req, req.query.timeZone);
      if (!p) return sendError(reply, 'SESSION_INVALID');
      const r = await claimRakeback(deps.db, p, { body: req.body, timeZone: req.query.timeZone, queryBonusId: req.query.bonusId ?? null, now: deps.clock.now() });
      if (!r.ok) return sendFailure(reply, r);
      deps.outbox?.kick();
      return { data: r.value };
    },
  );

  app.get('/api/user/rakeback-summary', { schema: { ...base, querystring: ZRakebackSummaryQuery, response: { 200: ZRakebackSummaryResponse } }, ...auth }, async (req, reply) => {
    if (badZone(req.query.timeZone)) return sendError(reply, 'TIME_ZONE_INVALID');
    const p = await player(req, req.query.timeZone);
    if (!p) return sendError(reply, 'SESSION_INVALID');
    return { data: await getRakebackSummary(deps.db, p, deps.clock.now()) };
  });
}
