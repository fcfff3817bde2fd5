import type { FastifyRequest } from 'fastify';
import { ZReferralVisitRequest, ZReferralVisitResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { countReferralVisit } from './count-visit';

/** Browsers arriving through links are few per person: a generous cap per address keeps the counter honest. */
const VISIT_RATE_LIMIT = { max: 20, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `ref:${req.ip}` };

/** Refer-a-friend (docs/referrals.md). The stats themselves are in get-user-details (`referralData`). */
export async function referralRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  app.post(
    '/api/referral/visit',
    { schema: { tags: ['referrals'], body: ZReferralVisitRequest, response: { 200: ZReferralVisitResponse } }, config: { rateLimit: VISIT_RATE_LIMIT } },
    async (req) => ({ data: { isCounted: await countReferralVisit(deps.db, req.body.code) } }),
  );
}
