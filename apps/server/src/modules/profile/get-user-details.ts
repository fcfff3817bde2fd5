import { DEFAULT_LOYALTY_GROUP_STEPS, loyaltyProgress, toMajorNumber, type TUserDetails } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import { playerProtection, type DbOrTx } from '@croupier/db';
import { findCurrency, findUserById } from '../auth/queries';
import { lockedFieldsOf } from './locked-fields';
import { hasAddressDocument } from '../kyc/queries';
import { referralStats } from '../referrals/referral-stats';
import { getPlayerBalances } from '../wallet/ledger';
import { currencyExponent } from '../wallet/balance-event';
import { getPaymentStats } from '../cashier/queries';
import { activeBonusSummary } from '../bonuses/active-bonus-summary';
import { getStoredLimits } from '../protection/limit-rules';
import { viewOf } from '../protection/get-limits';
import { playSince } from '../protection/play-window';
import { loyaltyPointsOf } from '../loyalty/loyalty-points';
import { pickActiveCurrency } from '../wallet/active-currency';

/**
 * GET /api/user/get-user-details. The wallet comes from the ledger, in the
 * active currency: with useMultiWallet the one the player chose (currency
 * cookie) if they hold it, else their account currency. `totalSpend` is the real-money stakes in that currency;
 * `userMonthlyLimit` the monthly winnings limit in force (as GET /api/user/limits shows it), or null.
 * `userLoyaltyLevel` is the player's loyalty level from their real-money stakes (docs/loyalty.md).
 */
export async function getUserDetails(
  db: DbOrTx,
  userId: string,
  opts: { activeCurrency?: string | null; useMultiWallet?: boolean; loyaltyGroupSteps?: number; now?: Date; language?: string | null } = {},
): Promise<TUserDetails | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const balances = await getPlayerBalances(db, userId);
  const activeCode = pickActiveCurrency({
    accountCurrency: user.currencyCode,
    useMultiWallet: !!opts.useMultiWallet,
    chosen: opts.activeCurrency,
    held: balances.map((b) => b.currency),
  });
  const currency = await findCurrency(db, activeCode);
  const currencySymbol = currency?.symbol ?? activeCode;
  const exponent = currency?.exponent ?? 2;
  const wallet = balances.find((b) => b.currency === activeCode) ?? { cash: 0n, bonus: 0n };
  const [payments, play, monthlyLimit, loyalty, frozenUntil] = await Promise.all([
    getPaymentStats(db, userId, activeCode),
    playSince(db, userId, activeCode, null),
    monthlyWinningsLimit(db, userId, user.currencyCode, opts.now ?? new Date()),
    loyaltyPointsOf(db, userId),
    frozenUntilOf(db, userId),
  ]);
  const level = loyaltyProgress(loyalty.points, opts.loyaltyGroupSteps ?? DEFAULT_LOYALTY_GROUP_STEPS);
  return {
    getUser: {
      userId: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      address: user.address,
      zipCode: user.zipCode,
      city: user.city,
      dateOfBirth: user.dateOfBirth,
      phoneCode: user.phoneCode,
      phone: user.phone,
      countryCode: user.countryCode,
      currencyCode: activeCode,
      currencySymbol,
      gender: user.gender,
      nickname: user.nickname,
      isEmailVerified: user.isEmailVerified,
      kycStatus: user.kycStatus,
      tags: user.tags,
      preferredLanguage: user.preferredLanguage,
      userLimit: {
        isSelfExclusionPermanent: user.isSelfExclusionPermanent,
        selfExclusion: user.selfExclusionUntil ? user.selfExclusionUntil.toISOString() : null,
        frozenUntil: frozenUntil ? frozenUntil.toISOString() : null,
      },
      createdAt: user.createdAt.toISOString(),
    },
    userWallet: {
      amount: toMajorNumber(wallet.cash, exponent),
      nonCashAmount: toMajorNumber(wallet.bonus, exponent),
      totalAmount: toMajorNumber(wallet.cash + wallet.bonus, exponent),
    },
    wallets: await Promise.all(
      balances.map(async (b) => {
        const exp = await currencyExponent(db, b.currency);
        return { currency: b.currency, amount: toMajorNumber(b.cash, exp), nonCashAmount: toMajorNumber(b.bonus, exp), totalAmount: toMajorNumber(b.cash + b.bonus, exp) };
      }),
    ),
    depositCount: payments.depositCount,
    totalDeposit: toMajorNumber(payments.totalDeposit, exponent),
    // Real-money stakes in the active currency, ever (the wallet's play buckets).
    totalSpend: toMajorNumber(play.bets, exponent),
    isCrypto: currency?.isCrypto ?? false,
    userLoyaltyLevel: { level: level.level, points: level.points, pointsTillNextLevel: level.pointsTillNextLevel, xp: level.xp },
    referralData: await referralStats(db, userId, { code: activeCode, exponent }),
    activeBonus: await activeBonusSummary(db, userId, opts.language ?? user.preferredLanguage),
    currencySymbol,
    userMonthlyLimit: monthlyLimit,
    lockedFields: lockedFieldsOf(user, { hasAddressDocument: await hasAddressDocument(db, userId) }),
  };
}

async function frozenUntilOf(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ until: playerProtection.frozenUntil }).from(playerProtection).where(eq(playerProtection.userId, userId));
  return row?.until ?? null;
}

/** The monthly winnings limit in force, with what is used of it (GET /api/user/limits' view), or null. */
async function monthlyWinningsLimit(db: DbOrTx, userId: string, accountCurrency: string, now: Date) {
  const limit = (await getStoredLimits(db, userId, now)).find((l) => l.kind === 'monthlyWinnings');
  if (!limit) return null;
  return viewOf(db, userId, limit, accountCurrency, await currencyExponent(db, accountCurrency), null, now);
}
