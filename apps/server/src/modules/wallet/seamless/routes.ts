import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { WALLET_BUSY_RETRY_AFTER_S, ZWalletBalanceRequest, ZWalletRollbackRequest, type TWalletResponse } from '@croupier/contracts';
import type { ZodApp } from '../../../app';
import { verifyProviderSignature } from './verify-signature';
import { placeBet } from './place-bet';
import { creditWin } from './credit-win';
import { rollBackBet } from './roll-back-bet';
import { runWalletFunction } from './common';
import { WalletBusyError, WalletCallBatcher } from './call-batcher';
import { checkBetRequest, checkWinRequest } from './check-request';
import { sha256Hex } from '../../../platform/ids';
import { hasNul } from '../../../platform/request';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Seamless-wallet API v1 for game providers (docs/wallet-api.md). Signed with
 * HMAC-SHA256 of the raw body; business outcomes answer 200 with a status.
 */
export async function seamlessWalletRoutes(app: ZodApp): Promise<void> {
  const { db, clock } = app.deps;
  const relay = () => app.deps.outbox;
  // Group commit of bet and win calls under load (docs/decisions/0009).
  const calls = (app.deps.walletCalls ??= new WalletCallBatcher(db, app.deps.config.walletBatch));

  // The signature covers the exact bytes: keep the raw body (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, hasNul(body as string) ? undefined : JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  async function handle<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    check: (body: unknown) => T | null,
    run: (providerId: string, body: T) => Promise<{ response: TWalletResponse; committed: boolean }>,
  ) {
    const providerId = req.headers['x-provider-id'];
    const ok = await verifyProviderSignature(db, typeof providerId === 'string' ? providerId : undefined, req.headers['x-signature'] as string | undefined, req.rawBody ?? '');
    if (!ok) return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    const body = check(req.body);
    if (!body) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    let outcome: { response: TWalletResponse; committed: boolean };
    try {
      outcome = await run(providerId as string, body);
    } catch (err) {
      // Overload (a full group-commit lane): nothing was recorded; the provider retries as after a timeout.
      if (err instanceof WalletBusyError) return reply.code(503).header('retry-after', String(WALLET_BUSY_RETRY_AFTER_S)).send({ status: 'SERVICE_UNAVAILABLE' });
      throw err;
    }
    const { response, committed } = outcome;
    if (committed) relay()?.kick();
    return reply.code(200).send(response);
  }
  const withSchema =
    <S extends z.ZodTypeAny>(schema: S) =>
    (body: unknown): z.infer<S> | null => {
      const parsed = schema.safeParse(body);
      return parsed.success ? (parsed.data as z.infer<S>) : null;
    };

  // Server-to-server JSON: the browser security headers of helmet (set on every answer) have nothing to protect here.
  const opts = { schema: { hide: true }, helmet: false as const };
  app.post('/api/wallet/v1/balance', opts, (req, reply) =>
    handle(req, reply, withSchema(ZWalletBalanceRequest), async (providerId, body) => {
      const { response } = await runWalletFunction(db, 'croupier_wallet_balance', [
        [providerId, 'text'],
        [sha256Hex(body.sessionToken), 'text'],
      ]);
      return { response, committed: false };
    }),
  );
  app.post('/api/wallet/v1/bet', opts, (req, reply) => handle(req, reply, checkBetRequest, (p, b) => placeBet(db, calls, p, b, clock.now())));
  app.post('/api/wallet/v1/win', opts, (req, reply) => handle(req, reply, checkWinRequest, (p, b) => creditWin(db, calls, p, b, clock.now())));
  app.post('/api/wallet/v1/rollback', opts, (req, reply) => handle(req, reply, withSchema(ZWalletRollbackRequest), (p, b) => rollBackBet(db, p, b, clock.now())));
}
