import { and, eq } from 'drizzle-orm';
import { fail, ok, type TResult } from '@croupier/contracts';
import { bonusCouponRedemptions, bonuses, type Db } from '@croupier/db';
import { activateBonus, type ActivationOutcome, type TActivationFailure } from './activate-bonus';

export type TCouponOutcome =
  | { result: 'applied'; outcome: ActivationOutcome }
  | { result: 'not_applied' | 'already_redeemed'; outcome: null };

/**
 * POST /api/user/bonus/coupon: coupon code entry (spec §8 "coupon not applied or already redeemed"). An unknown
 * or switched-off code is "not applied", a code the player already used "already redeemed"; a known code takes
 * its bonus through every activation rule (a rule's refusal answers its own §8 code).
 */
export async function applyCoupon(
  db: Db,
  input: { userId: string; code: string; confirmReplace?: boolean; timeZone?: string | null; host: string; now: Date },
): Promise<TResult<TCouponOutcome, TActivationFailure> & { reference?: string }> {
  const code = input.code.trim().toUpperCase();
  const [def] = await db.select({ id: bonuses.id, isActive: bonuses.isActive }).from(bonuses).where(eq(bonuses.couponCode, code)).limit(1);
  if (!def || !def.isActive) return ok({ result: 'not_applied', outcome: null });
  const [done] = await db
    .select({ code: bonusCouponRedemptions.code })
    .from(bonusCouponRedemptions)
    .where(and(eq(bonusCouponRedemptions.userId, input.userId), eq(bonusCouponRedemptions.code, code)));
  if (done) return ok({ result: 'already_redeemed', outcome: null });
  const r = await activateBonus(db, { userId: input.userId, bonusId: def.id, cpnc: code, confirmReplace: input.confirmReplace, timeZone: input.timeZone, host: input.host, now: input.now, source: 'coupon' });
  if (r.ok) return ok({ result: 'applied', outcome: r.value });
  if (r.code === 'COUPON_ALREADY_REDEEMED') return ok({ result: 'already_redeemed', outcome: null });
  if (r.code === 'COUPON_NOT_APPLIED' || r.code === 'BONUS_NOT_FOUND') return ok({ result: 'not_applied', outcome: null });
  return r.reference ? { ...fail(r.code), reference: r.reference } : fail(r.code);
}
