import {
  BONUS_ACTIVATION_CODES,
  BONUS_ACTIVATION_MESSAGES,
  ERROR_CODES,
  ZActivateBonusRequest,
  ZApplyCouponRequest,
  ZApplyCouponResponse,
  ZCancelBonusRequest,
  ZCheckBonusResponse,
  ZGetAllBonusQuery,
  ZGetAllBonusResponse,
  ZPlayerBonusesQuery,
  ZPlayerBonusesResponse,
  ZPlayerBonusResponse,
  type TBonusActivationCode,
  type TErrorBody,
  type TErrorCode,
} from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError } from '../../platform/errors';
import { clientIp, requestHost, requestLanguage } from '../../platform/request';
import { findUserById } from '../auth/queries';
import { currencyExponent } from '../wallet/balance-event';
import { activateBonus, checkBonus } from './activate-bonus';
import { applyCoupon } from './apply-coupon';
import { cancelBonus } from './cancel-bonus';
import { listBonuses } from './list-bonuses';
import { listPlayerBonuses } from './list-player-bonuses';
import { playerBonusView, type TPlayerBonusRow } from './player-bonuses';

const isActivationCode = (code: string): code is TBonusActivationCode => (BONUS_ACTIVATION_CODES as readonly string[]).includes(code);

/**
 * A refusal as `{ errorCode, message, reference? }`: the status of ERROR_CODES and, for the spec §8 activation
 * codes, their bonus message (REQUIRED_EMAIL_VERIFICATION and UNIFIED_ERROR are shared with the cashier).
 */
export function sendBonusFailure(reply: FastifyReply, code: string, reference?: string): FastifyReply {
  const def = ERROR_CODES[code as TErrorCode];
  if (!def) return sendError(reply, 'INTERNAL_ERROR');
  const body: TErrorBody = { errorCode: code, message: isActivationCode(code) ? BONUS_ACTIVATION_MESSAGES[code] : def.message };
  if (reference) body.reference = reference;
  return reply.code(def.status).send(body);
}

/** Limits of the bonus writing calls, per player. */
const BONUS_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.auth ? `u:${req.auth.userId}` : `ip:${req.ip}`) };

/** The bonus calls (docs/bonuses.md; contracts/schemas/bonuses.ts). */
export async function bonusRoutes(app: ZodApp): Promise<void> {
  const { db, clock, geo } = app.deps;
  const tags = ['bonuses'];
  const secured = { tags, security: [{ bearer: [] }] };
  /** A player's bonus in the request's language (its title is operator content). */
  const view = async (row: TPlayerBonusRow, req: FastifyRequest) =>
    playerBonusView(db, row, await currencyExponent(db, row.currency), { language: requestLanguage(req) });

  app.get('/api/admin/get-all-bonus', { schema: { tags, querystring: ZGetAllBonusQuery, response: { 200: ZGetAllBonusResponse } } }, async (req) => {
    const query = { ...req.query, language: req.query.language ?? requestLanguage(req) ?? undefined };
    const bonus = await listBonuses(db, query, { userId: req.auth?.userId ?? null, ipCountry: geo.lookup(clientIp(req)).countryCode }, clock.now());
    return { data: { bonus } };
  });

  app.get('/api/user/bonuses', { preValidation: requireAuth, schema: { ...secured, querystring: ZPlayerBonusesQuery, response: { 200: ZPlayerBonusesResponse } } }, async (req, reply) => {
    const user = await findUserById(db, req.auth!.userId);
    if (!user) return sendError(reply, 'SESSION_INVALID');
    return { data: await listPlayerBonuses(db, { userId: user.id, currency: user.currencyCode, query: req.query, language: requestLanguage(req) ?? user.preferredLanguage }) };
  });

  app.post(
    '/api/user/bonus/activate',
    { preValidation: requireAuth, schema: { ...secured, body: ZActivateBonusRequest, response: { 200: ZPlayerBonusResponse } }, config: { rateLimit: BONUS_RATE_LIMIT } },
    async (req, reply) => {
      const r = await activateBonus(db, { ...req.body, userId: req.auth!.userId, host: requestHost(req), now: clock.now() });
      if (!r.ok) return sendBonusFailure(reply, r.code, r.reference);
      return { data: { bonus: await view(r.value.bonus, req), message: r.value.message } };
    },
  );

  app.post('/api/user/bonus/check', { preValidation: requireAuth, schema: { ...secured, body: ZActivateBonusRequest, response: { 200: ZCheckBonusResponse } } }, async (req, reply) => {
    const r = await checkBonus(db, { bonusId: req.body.bonusId, timeZone: req.body.timeZone, cpnc: req.body.cpnc, userId: req.auth!.userId, host: requestHost(req), now: clock.now() });
    if (!r.ok) return sendBonusFailure(reply, r.code);
    const code = r.value.code !== null && isActivationCode(r.value.code) ? r.value.code : null;
    return {
      data: {
        canActivate: r.value.code === null,
        code,
        message: r.value.code === null ? null : code ? BONUS_ACTIVATION_MESSAGES[code] : (ERROR_CODES[r.value.code as TErrorCode]?.message ?? null),
        willCancel: r.value.replaces ? await view(r.value.replaces, req) : null,
      },
    };
  });

  app.post(
    '/api/user/bonus/cancel',
    { preValidation: requireAuth, schema: { ...secured, body: ZCancelBonusRequest, response: { 200: ZPlayerBonusResponse } }, config: { rateLimit: BONUS_RATE_LIMIT } },
    async (req, reply) => {
      const r = await cancelBonus(db, { userId: req.auth!.userId, userBonusId: req.body.userBonusId, now: clock.now() });
      if (!r.ok) return sendBonusFailure(reply, r.code);
      return { data: { bonus: await view(r.value, req), message: 'bonus.cancelled' } };
    },
  );

  app.post(
    '/api/user/bonus/coupon',
    { preValidation: requireAuth, schema: { ...secured, body: ZApplyCouponRequest, response: { 200: ZApplyCouponResponse } }, config: { rateLimit: BONUS_RATE_LIMIT } },
    async (req, reply) => {
      const r = await applyCoupon(db, { ...req.body, userId: req.auth!.userId, host: requestHost(req), now: clock.now() });
      if (!r.ok) return sendBonusFailure(reply, r.code, r.reference);
      const { result, outcome } = r.value;
      const message = result === 'applied' ? outcome!.message : result === 'already_redeemed' ? 'bonus.coupon.already.redeemed' : 'bonus.coupon.not.applied';
      return { data: { result, message, bonus: outcome ? await view(outcome.bonus, req) : null } };
    },
  );
}
