import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ZodApp } from '../../app';
import { sendError } from '../../platform/errors';
import { runOperatorCommand } from '../../operator/commands';

/**
 * The operator tool's remote door: the CLI sends its arguments here when the
 * embedded database is held by the running server. Enabled only with an
 * operator token (OPERATOR_TOKEN, or generated into DATA_DIR/server.json).
 */
export async function operatorRoutes(app: ZodApp): Promise<void> {
  const token = app.deps.operatorToken;
  if (!token) return;
  const expected = Buffer.from(token);
  app.post(
    '/api/operator/run',
    { schema: { hide: true, body: z.object({ argv: z.array(z.string().max(10_000)).max(50), actor: z.string().min(1).max(100) }) } },
    async (req, reply) => {
      const given = Buffer.from(String(req.headers['x-operator-token'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return sendError(reply, 'SESSION_INVALID');
      const result = await runOperatorCommand({ db: app.deps.db, clock: app.deps.clock, actor: req.body.actor, kycDir: app.deps.config.kycDir }, req.body.argv);
      return { data: result };
    },
  );
}
