import { z } from 'zod';
import { PAYMENT_WEBHOOK_SIGNATURE_HEADER, PAYMENT_WEBHOOK_TIMESTAMP_HEADER, ZPaymentWebhookEvent } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { sendError } from '../../platform/errors';
import { hasNul } from '../../platform/request';
import { applyPaymentEvent } from './apply-payment-event';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Server-to-server payment webhooks (DESIGN.md §5): HMAC-SHA256 over the
 * timestamp and the exact raw body, a timestamp tolerance, then the event is
 * applied once (apply-payment-event.ts). Money is credited only here.
 */
export async function cashierWebhookRoutes(app: ZodApp): Promise<void> {
  const { db, clock } = app.deps;

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

  app.post(
    '/api/cashier/webhooks/:providerId',
    { schema: { hide: true, params: z.object({ providerId: z.string().min(1).max(64) }) } },
    async (req, reply) => {
      const cashier = app.deps.cashier!;
      const provider = await cashier.provider(db, req.params.providerId);
      if (!provider) return sendError(reply, 'WEBHOOK_SIGNATURE_INVALID');
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const check = provider.adapter.verifyWebhook({
        secret: provider.webhookSecret,
        timestampHeader: header(PAYMENT_WEBHOOK_TIMESTAMP_HEADER),
        signatureHeader: header(PAYMENT_WEBHOOK_SIGNATURE_HEADER),
        rawBody: req.rawBody ?? '',
        now: clock.now(),
      });
      if (!check.ok) return sendError(reply, check.code);
      const parsed = ZPaymentWebhookEvent.safeParse(req.body);
      if (!parsed.success) return sendError(reply, 'VALIDATION_ERROR');
      const r = await applyPaymentEvent(db, { providerId: provider.id, event: parsed.data, now: clock.now() });
      if (!r.ok) {
        req.log.warn({ providerId: provider.id, eventId: parsed.data.eventId, code: r.code }, 'payment webhook refused');
        return sendError(reply, r.code);
      }
      if (r.value.applied) app.deps.outbox?.kick();
      return { received: true as const, applied: r.value.applied, duplicate: r.value.duplicate };
    },
  );
}
