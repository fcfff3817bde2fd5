import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RawServerDefault } from 'fastify';
import cookie from '@fastify/cookie';
import { CURRENCY_COOKIE } from '@croupier/contracts';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from '@croupier/db';
import type { Config } from './platform/config';
import type { Clock } from './platform/clock';
import type { Mailer } from './platform/mailer';
import type { GeoLookup } from './platform/geo';
import type { Realtime } from './platform/realtime';
import { sendError, fieldsFromIssues } from './platform/errors';
import { compressJson } from './platform/compress';
import { lookUpSession, tokenFromRequest } from './platform/auth';
import { hasNul, proxyTrust, requestHost } from './platform/request';
import { contentRoutes } from './modules/content/routes';
import { geoRoutes } from './modules/geo/routes';
import { authRoutes } from './modules/auth/routes';
import { profileRoutes } from './modules/profile/routes';
import { protectionRoutes } from './modules/protection/routes';
import { idleRule } from './modules/protection/idle-sessions';
import { demoRoutes } from './modules/content/demo-routes';
import { gamesRoutes } from './modules/games/routes';
import { seamlessWalletRoutes } from './modules/wallet/seamless/routes';
import { walletRoutes } from './modules/wallet/routes';
import { createOutboxRelay, type OutboxRelay } from './modules/wallet/outbox';
import { operatorRoutes } from './modules/operator/routes';
import { houseGamesRoutes } from './modules/house-games/routes';
import { liveTableRoutes } from './modules/live-tables/routes';
import { assetsRoutes } from './modules/content/assets-route';
import { kycRoutes } from './modules/kyc/routes';
import { cashierRoutes } from './modules/cashier/routes';
import { cashierWebhookRoutes } from './modules/cashier/webhook-routes';
import { sandboxRoutes } from './modules/cashier/sandbox/routes';
import { createCashierRuntime, type CashierRuntime } from './modules/cashier/runtime';
import { runCashierWorker } from './modules/cashier/run-cashier-worker';
import { rakebackRoutes } from './modules/rakeback/routes';
import { bonusRoutes } from './modules/bonuses/routes';
import { loyaltyRoutes } from './modules/loyalty/routes';
import { raceRoutes } from './modules/races/routes';
import { referralRoutes } from './modules/referrals/routes';
import { chatRoutes } from './modules/chat/routes';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  geo: GeoLookup;
  realtime: Realtime;
  /** HMAC key for captcha challenges and other signatures. */
  appSecret: string;
  /** Redis client for shared rate limits when REDIS_URL is set. */
  redis?: import('ioredis').Redis;
  /** The in-house provider's HMAC secret, and how it reaches the wallet API (HTTP by default). */
  houseProviderSecret?: string;
  houseWallet?: import('./modules/house-games/wallet-client').WalletClient;
  /** The seamless wallet's group commit; the wallet routes create it (docs/decisions/0009). */
  walletCalls?: import('./modules/wallet/seamless/call-batcher').WalletCallBatcher;
  /** Enables the operator tool's endpoint (/api/operator/run). */
  operatorToken?: string;
  /** Publishes committed money events (created by buildApp). */
  outbox?: OutboxRelay;
  /** Payment providers, the sandbox and the cashier's worker (created by buildApp). */
  cashier?: CashierRuntime;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type App = FastifyInstance;
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Builds the API (tests use it with app.inject()). The Next.js handler is added by main.ts. */
export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    // Who may set X-Forwarded-For, -Host and -Proto (a hop count trusts that many proxies in front: proxy-addr's rule).
    trustProxy: deps.config.trustProxy === false ? false : proxyTrust(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    // A malformed URL or a path parameter longer than any real one: the error format, not Fastify's own.
    frameworkErrors: (error, _req, reply) => sendError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'VALIDATION_ERROR'),
    ...opts,
  });
  // PostgreSQL text cannot hold NUL: a body or URL carrying one is bad input (400), never a database error (500).
  app.removeContentTypeParser('application/json');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (hasNul(body as string)) return done(Object.assign(new Error('NUL in the body'), { statusCode: 400 }), undefined);
    parseJson(req, body as string, done);
  });
  app.addHook('onRequest', async (req, reply) => {
    if (/%00/i.test(req.url)) return sendError(reply, 'VALIDATION_ERROR');
  });
  app.decorate('deps', deps);
  deps.outbox ??= createOutboxRelay({ db: deps.db, realtime: () => deps.realtime, clock: deps.clock });
  app.addHook('onClose', async () => deps.outbox?.stop());
  // Tests deliver the sandbox's webhooks and run the worker by hand; a running server does both by itself.
  const isTest = deps.config.nodeEnv === 'test';
  deps.cashier ??= createCashierRuntime({
    db: deps.db,
    clock: deps.clock,
    appSecret: deps.appSecret,
    autoDeliver: !isTest,
    log: (msg, extra) => app.log.warn(extra ?? {}, msg),
  });
  // The sandbox providers call the webhook endpoint through the full HTTP stack (signed raw body), in process.
  deps.cashier.bank.setSender(async (providerId, headers, rawBody) => {
    const res = await app.inject({ method: 'POST', url: `/api/cashier/webhooks/${encodeURIComponent(providerId)}`, headers, payload: rawBody });
    return res.statusCode;
  });
  if (!isTest) deps.cashier.startWorker(() => runCashierWorker(deps), 5_000);
  app.addHook('onClose', async () => deps.cashier?.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  // A cookie is the visitor's to write: one PostgreSQL cannot hold (NUL), or a currency that is not a code, is as if
  // absent (a crafted `currency=%00` made every cashier call a 500).
  app.addHook('preHandler', async (req) => {
    const cookies = req.cookies as Record<string, string | undefined> | undefined;
    if (!cookies) return;
    for (const [name, value] of Object.entries(cookies)) if (value !== undefined && value.includes('\0')) delete cookies[name];
    const currency = cookies[CURRENCY_COOKIE];
    if (currency !== undefined && !/^[A-Za-z0-9]{3,5}$/.test(currency)) delete cookies[CURRENCY_COOKIE];
  });
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: deps.config.rateLimitNamespace } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      errorCode: 'RATE_LIMITED',
      message: 'error.rate.limited',
      retryAfter: Math.ceil(ctx.ttl / 1000),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Croupier API', version: '0.1.0', description: 'Player API of Croupier (spec §7 calls and their documented companions).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('auth', null);
  app.decorateRequest('sessionEnd', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = tokenFromRequest(req);
    if (!token) return;
    const session = await lookUpSession(deps.db, token, deps.clock.now(), () => idleRule(deps.db, requestHost(req)));
    req.auth = session?.auth ?? null;
    req.sessionEnd = session?.ended ?? null;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return compressJson(req, reply, payload);
  });

  app.setErrorHandler((error, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 'VALIDATION_ERROR', {
        fields: fieldsFromIssues(error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'error.validation' }))),
      });
    }
    const err = error as { statusCode?: number; code?: string };
    if (err.statusCode === 429) return reply.code(429).send(error);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, too large bodies, bad content types: the client's fault, never a 500.
      return reply.code(err.statusCode === 413 ? 413 : 400).send({ errorCode: 'VALIDATION_ERROR', message: 'error.validation' });
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.code(500).send({ errorCode: 'INTERNAL_ERROR', message: 'error.internal', requestId: req.id });
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, 'NOT_FOUND'));

  const api = app.withTypeProvider<ZodTypeProvider>();
  await api.register(contentRoutes);
  await api.register(geoRoutes);
  await api.register(authRoutes);
  await api.register(profileRoutes);
  await api.register(protectionRoutes);
  await api.register(walletRoutes);
  await api.register(gamesRoutes);
  await api.register(seamlessWalletRoutes);
  await api.register(operatorRoutes);
  await api.register(houseGamesRoutes);
  await api.register(liveTableRoutes);
  await api.register(assetsRoutes);
  await api.register(kycRoutes);
  await api.register(cashierRoutes);
  await api.register(cashierWebhookRoutes);
  await api.register(sandboxRoutes);
  await api.register(rakebackRoutes);
  await api.register(bonusRoutes);
  await api.register(loyaltyRoutes);
  await api.register(raceRoutes);
  await api.register(referralRoutes);
  await api.register(chatRoutes);
  // The outbox is published only while mail stays in it: with SMTP, mails reach real inboxes (a reset link read off a
  // public page would open anyone's account).
  if (deps.config.isDemo && !deps.config.smtpUrl) await api.register(demoRoutes);
  return app;
}
