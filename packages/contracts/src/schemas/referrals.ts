/**
 * Refer-a-friend (docs/referrals.md).
 *
 *   POST /api/referral/visit { code } → { data: { isCounted } }   a browser that arrived through a player's link
 *
 * The web sends it once per code and browser; an unknown code is not counted (isCounted false).
 */
import { z } from 'zod';

export const ZReferralVisitRequest = z.object({ code: z.string().trim().min(1).max(16) });
export type TReferralVisitRequest = z.infer<typeof ZReferralVisitRequest>;
export const ZReferralVisitResponse = z.object({ data: z.object({ isCounted: z.boolean() }) });
