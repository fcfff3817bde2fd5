import {
  CURRENCY_COOKIE,
  SUCCESS_MSG,
  ZCreateDepositRequest,
  ZCreateWithdrawalRequest,
  ZDepositBonusesResponse,
  ZDepositIdParams,
  ZDepositResponse,
  ZGetPaymentsQuery,
  ZGetPaymentsResponse,
  ZThreeDsWebhookRequest,
  ZWithdrawalCalculationRequest,
  ZWithdrawalCalculationResponse,
  ZWithdrawalEligibilityQuery,
  ZWithdrawalEligibilityResponse,
  ZWithdrawalIdParams,
  ZWithdrawalResponse,
  ZWithdrawalsQuery,
  ZWithdrawalsResponse,
  type TErrorCode,
} from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError } from '../../platform/errors';
import { clientIp, requestHost, requestLanguage } from '../../platform/request';
import { findUserById } from '../auth/queries';
import { getSiteSettings } from '../content/get-site-settings';
import type { CashierDeps } from './context';
import { listPaymentMethods } from './list-payment-methods';
import { createDeposit } from './create-deposit';
import { getDeposit } from './get-deposit';
import { retryDeposit } from './retry-deposit';
import { completeThreeDs } from './complete-three-ds';
import { withdrawalEligibilityView } from './check-withdrawal-eligibility';
import { calculateWithdrawal } from './calculate-withdrawal';
import { requestWithdrawal } from './request-withdrawal';
import { listWithdrawals } from './list-withdrawals';
import { cancelWithdrawal } from './cancel-withdrawal';
import { listDepositBonuses } from '../bonuses/deposit-bonus';
import { isPlaceBlocked } from '../geo/location-rule';
import { visitorPlace } from '../geo/visitor-place';

/** Limits of the cashier's writing calls, per player (per IP for guests). */
const CASHIER_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.auth ? `u:${req.auth.userId}` : `ip:${req.ip}`) };

type Failure = { ok: false; code: string; fields?: Record<string, string>; retryAfter?: number; reference?: string };
const sendCashierFailure = (reply: FastifyReply, r: Failure) =>
  sendError(reply, r.code as TErrorCode, { fields: r.fields, retryAfter: r.retryAfter, reference: r.reference });

/** The cashier's player calls (docs/cashier.md; contracts/schemas/cashier.ts). */
export async function cashierRoutes(app: ZodApp): Promise<void> {
  const deps = (): CashierDeps => ({ db: app.deps.db, clock: app.deps.clock, geo: app.deps.geo, cashier: app.deps.cashier! });
  const { db } = app.deps;
  const tags = ['cashier'];
  const secured = { tags, security: [{ bearer: [] }] };
  const ctx = (req: FastifyRequest) => ({
    userId: req.auth!.userId,
    ip: clientIp(req),
    host: requestHost(req),
    activeCurrency: req.cookies?.[CURRENCY_COOKIE] ?? null,
    verifiedCountry: visitorPlace(app.deps, req).verifiedCountry,
  });

  app.get('/api/admin/get-payments', { schema: { tags, querystring: ZGetPaymentsQuery, response: { 200: ZGetPaymentsResponse } } }, async (req, reply) => {
    // §8 DEPOSIT_COUNTRY_BLOCK "cashier cannot open": deposits from an excluded place (the country block's rule).
    if (req.query.mode === 'deposit') {
      const { settings } = await getSiteSettings(db, requestHost(req));
      if (isPlaceBlocked(settings, visitorPlace(app.deps, req))) return sendError(reply, 'DEPOSIT_COUNTRY_BLOCK');
    }
    const data = await listPaymentMethods(db, {
      userId: req.auth?.userId ?? null,
      currencyCode: req.query.currencyCode ?? null,
      countryCode: req.query.countryCode ?? null,
      ipCountry: app.deps.geo.lookup(clientIp(req)).countryCode,
      mode: req.query.mode,
      language: requestLanguage(req),
    });
    return { data };
  });

  app.get('/api/user/deposit/bonuses', { preValidation: requireAuth, schema: { ...secured, response: { 200: ZDepositBonusesResponse } } }, async (req, reply) => {
    // The deposit bonuses the player may take (issue #6, modules/bonuses/deposit-bonus.ts).
    const user = await findUserById(db, req.auth!.userId);
    if (!user) return sendError(reply, 'SESSION_INVALID');
    const q = req.query as { currencyCode?: string; timeZone?: string; language?: string };
    const currency = /^[A-Z0-9]{3,5}$/.test(q.currencyCode ?? '') ? q.currencyCode! : user.currencyCode;
    return { data: await listDepositBonuses(db, { userId: user.id, currency, host: requestHost(req), timeZone: q.timeZone ?? null, language: q.language ?? requestLanguage(req) ?? user.preferredLanguage, now: app.deps.clock.now() }) };
  });

  app.post(
    '/api/user/deposit',
    { preValidation: requireAuth, schema: { ...secured, body: ZCreateDepositRequest, response: { 200: ZDepositResponse } }, config: { rateLimit: CASHIER_RATE_LIMIT } },
    async (req, reply) => {
      const r = await createDeposit(deps(), { ...ctx(req), body: req.body });
      if (!r.ok) return sendCashierFailure(reply, r);
      return { data: { deposit: r.value } };
    },
  );

  app.get('/api/user/deposit/:depositId', { preValidation: requireAuth, schema: { ...secured, params: ZDepositIdParams, response: { 200: ZDepositResponse } } }, async (req, reply) => {
    const r = await getDeposit(db, { userId: req.auth!.userId, depositId: req.params.depositId });
    if (!r.ok) return sendCashierFailure(reply, r);
    return { data: { deposit: r.value } };
  });

  app.post(
    '/api/user/deposit/:depositId/retry',
    { preValidation: requireAuth, schema: { ...secured, params: ZDepositIdParams, response: { 200: ZDepositResponse } }, config: { rateLimit: CASHIER_RATE_LIMIT } },
    async (req, reply) => {
      const r = await retryDeposit(deps(), { ...ctx(req), depositId: req.params.depositId });
      if (!r.ok) return sendCashierFailure(reply, r);
      return { data: { deposit: r.value } };
    },
  );

  app.post(
    '/api/user/3ds-webhook',
    { preValidation: requireAuth, schema: { ...secured, body: ZThreeDsWebhookRequest, response: { 200: ZDepositResponse } }, config: { rateLimit: CASHIER_RATE_LIMIT } },
    async (req, reply) => {
      const r = await completeThreeDs(deps(), { userId: req.auth!.userId, paReq: req.body.PaReq, md: req.body.MD });
      if (!r.ok) return sendCashierFailure(reply, r);
      return { data: { deposit: r.value } };
    },
  );

  app.get(
    '/api/user/withdrawal/eligibility',
    { preValidation: requireAuth, schema: { ...secured, querystring: ZWithdrawalEligibilityQuery, response: { 200: ZWithdrawalEligibilityResponse } } },
    async (req, reply) => {
      const user = await findUserById(db, req.auth!.userId);
      if (!user) return sendError(reply, 'SESSION_INVALID');
      const { settings } = await getSiteSettings(db, requestHost(req));
      const active = settings.useMultiWallet ? (req.cookies?.[CURRENCY_COOKIE] ?? null) : null;
      return { data: await withdrawalEligibilityView(db, user, (req.query.currencyCode ?? active ?? user.currencyCode).toUpperCase()) };
    },
  );

  app.post(
    '/api/user/withdrawal/calculate',
    { preValidation: requireAuth, schema: { ...secured, body: ZWithdrawalCalculationRequest, response: { 200: ZWithdrawalCalculationResponse } } },
    async (req, reply) => {
      const r = await calculateWithdrawal(deps(), { ...ctx(req), paymentMethodId: req.body.paymentMethodId, amount: req.body.amount, currencyCode: req.body.currencyCode });
      if (!r.ok) return sendCashierFailure(reply, r);
      return { data: r.value };
    },
  );

  app.post(
    '/api/user/withdrawal',
    { preValidation: requireAuth, schema: { ...secured, body: ZCreateWithdrawalRequest, response: { 200: ZWithdrawalResponse } }, config: { rateLimit: CASHIER_RATE_LIMIT } },
    async (req, reply) => {
      const r = await requestWithdrawal(deps(), { ...ctx(req), body: req.body });
      if (!r.ok) return sendCashierFailure(reply, r);
      app.deps.outbox?.kick();
      return { data: { withdrawal: r.value, message: SUCCESS_MSG.withdrawalRequested } };
    },
  );

  app.get('/api/user/withdrawals', { preValidation: requireAuth, schema: { ...secured, querystring: ZWithdrawalsQuery, response: { 200: ZWithdrawalsResponse } } }, async (req) => ({
    data: { rows: await listWithdrawals(db, { userId: req.auth!.userId, status: req.query.status }) },
  }));

  app.post(
    '/api/user/withdrawal/:withdrawalId/cancel',
    { preValidation: requireAuth, schema: { ...secured, params: ZWithdrawalIdParams, response: { 200: ZWithdrawalResponse } }, config: { rateLimit: CASHIER_RATE_LIMIT } },
    async (req, reply) => {
      const r = await cancelWithdrawal(db, { userId: req.auth!.userId, withdrawalId: req.params.withdrawalId, now: app.deps.clock.now() });
      if (!r.ok) return sendCashierFailure(reply, r);
      app.deps.outbox?.kick();
      return { data: { withdrawal: r.value, message: SUCCESS_MSG.withdrawalCancelled } };
    },
  );
}
