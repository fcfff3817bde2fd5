import type { TUserDetails } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';
import { findCurrency, findUserById } from '../auth/queries';
import { lockedFieldsOf } from './locked-fields';
import { referralCodeOf } from './referral-code';

/**
 * GET /api/user/get-user-details. Wallet, deposits, loyalty, bonus and limits
 * figures are placeholders until their modules exist.
 */
export async function getUserDetails(db: DbOrTx, userId: string): Promise<TUserDetails | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const currency = await findCurrency(db, user.currencyCode);
  const currencySymbol = currency?.symbol ?? user.currencyCode;
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
      currencyCode: user.currencyCode,
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
      },
      createdAt: user.createdAt.toISOString(),
    },
    userWallet: { amount: 0, nonCashAmount: 0, totalAmount: 0 },
    depositCount: 0,
    totalDeposit: 0,
    totalSpend: 0,
    isCrypto: currency?.isCrypto ?? false,
    userLoyaltyLevel: { level: 1, points: 0, pointsTillNextLevel: 100, xp: 0 },
    referralData: { code: referralCodeOf(user.id), visits: 0, registrations: 0, revenue: 0 },
    activeBonus: null,
    currencySymbol,
    userMonthlyLimit: null,
    lockedFields: lockedFieldsOf(user),
  };
}
