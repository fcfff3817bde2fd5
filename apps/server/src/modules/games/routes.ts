import { ZLaunchGameRequest, ZLaunchGameResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError } from '../../platform/errors';
import { launchGame } from './launch-game';

export async function gamesRoutes(app: ZodApp): Promise<void> {
  const { db, clock } = app.deps;
  app.post(
    '/api/games/launch',
    { preHandler: requireAuth, schema: { tags: ['games'], body: ZLaunchGameRequest, response: { 200: ZLaunchGameResponse } } },
    async (req, reply) => {
      const language = (req.headers['accept-language'] ?? 'en').split(',')[0]!.slice(0, 8);
      const result = await launchGame(db, { userId: req.auth!.userId, authSessionId: req.auth!.sessionId, gameId: req.body.gameId, mode: req.body.mode, language, now: clock.now() });
      if (!result.ok) return sendError(reply, result.code);
      return { data: result.value };
    },
  );
}
