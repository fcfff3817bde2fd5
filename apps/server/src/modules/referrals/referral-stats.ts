import { and, count, eq, sum } from 'drizzle-orm';
import { toMajorNumber } from '@croupier/contracts';
import { referralCodes, referralCommissions, users, type DbOrTx } from '@croupier/db';
import { ensureReferralCode } from './referral-code';

/**
 * §3 referral stats of a player (get-user-details `referralData`): their code (stored on first use), the visits
 * through their link, the players who signed up with it, and the commission earned in `currency` (major units).
 */
export async function referralStats(
  db: DbOrTx,
  userId: string,
  currency: { code: string; exponent: number },
): Promise<{ code: string; visits: number; registrations: number; revenue: number }> {
  const code = await ensureReferralCode(db, userId);
  const [[visits], [registrations], [revenue]] = await Promise.all([
    db.select({ n: referralCodes.visits }).from(referralCodes).where(eq(referralCodes.userId, userId)),
    db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)),
    db
      .select({ s: sum(referralCommissions.amount) })
      .from(referralCommissions)
      .where(and(eq(referralCommissions.referrerId, userId), eq(referralCommissions.currency, currency.code))),
  ]);
  return {
    code,
    visits: Number(visits?.n ?? 0),
    registrations: Number(registrations?.n ?? 0),
    revenue: toMajorNumber(BigInt(revenue?.s ?? 0), currency.exponent),
  };
}
