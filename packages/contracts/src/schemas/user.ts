import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GENDERS,
  GHOST_DISPLAY_NAME,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  NICKNAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from '../constants';
import { MSG } from '../messages';
import { EMAIL_PATTERN, PHONE_ERROR_MESSAGE, checkDateOfBirth, checkPhone } from '../validation';
import { emptyToNull } from './common';

export const ZUserWallet = z.object({ amount: z.number(), nonCashAmount: z.number(), totalAmount: z.number() });

/** §3 User as returned in data.getUser. */
export const ZUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
  gender: z.string(),
  nickname: z.string().nullable(),
  isEmailVerified: z.boolean(),
  kycStatus: z.string(),
  tags: z.array(z.string()),
  preferredLanguage: z.string().nullable(),
  /** `frozenUntil`: the end of an account freeze (1 to 10 days; withdrawals only meanwhile), past or null when none. */
  userLimit: z.object({ isSelfExclusionPermanent: z.boolean(), selfExclusion: z.string().nullable(), frozenUntil: z.string().nullable() }),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** §7 GET /api/user/get-user-details */
export const ZUserDetailsResponse = z.object({
  data: z.object({
    getUser: ZUser,
    userWallet: ZUserWallet,
    /** Every currency the player holds (multi-wallet), in major units. */
    wallets: z.array(ZUserWallet.extend({ currency: z.string() })),
    depositCount: z.number().int(),
    totalDeposit: z.number(),
    totalSpend: z.number(),
    isCrypto: z.boolean(),
    userLoyaltyLevel: z.object({ level: z.number().int(), points: z.number(), pointsTillNextLevel: z.number(), xp: z.number() }),
    referralData: z.object({ code: z.string(), visits: z.number().int(), registrations: z.number().int(), revenue: z.number() }),
    activeBonus: z.unknown().nullable(),
    currencySymbol: z.string(),
    userMonthlyLimit: z.unknown().nullable(),
    /** Which profile fields the player can no longer change (§5 locking rules). */
    lockedFields: z.array(z.string()),
  }),
});
export type TUserDetails = z.infer<typeof ZUserDetailsResponse>['data'];

const nullableText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max, MSG.maxLength).nullable().optional());

/** §7 PUT /api/user/update-user-details: form fields plus updateFrom. Empty values arrive as null. */
export const ZUpdateUserDetailsRequest = z.object({
  email: nullableText(EMAIL_MAX_LENGTH),
  firstName: nullableText(NAME_MAX_LENGTH),
  lastName: nullableText(NAME_MAX_LENGTH),
  phoneCode: nullableText(4),
  phone: nullableText(20),
  dateOfBirth: nullableText(10),
  countryCode: nullableText(2),
  city: nullableText(CITY_MAX_LENGTH),
  zipCode: nullableText(ZIP_CODE_MAX_LENGTH),
  address: nullableText(ADDRESS_MAX_LENGTH),
  gender: z.enum(GENDERS).optional(),
  nickname: nullableText(64),
  preferredLanguage: nullableText(8),
  updateFrom: z.enum(['Update Form', 'Profile Page']).default('Profile Page'),
  onChangeResetKyc: z.boolean().optional(),
  /** Asked when the email changes (added, replaced or removed): it is where password resets go. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, MSG.passwordMax).optional(),
});
export type TUpdateUserDetailsRequest = z.input<typeof ZUpdateUserDetailsRequest>;
export type TUpdateUserDetailsParsed = z.output<typeof ZUpdateUserDetailsRequest>;

export const isValidNickname = (v: string) => {
  const n = v.normalize('NFKC');
  return (
    [...n].length >= NICKNAME_MIN_LENGTH &&
    [...n].length <= NICKNAME_MAX_LENGTH &&
    NICKNAME_PATTERN.test(n) &&
    n.toLowerCase() !== GHOST_DISPLAY_NAME.toLowerCase()
  );
};

/** Field checks of a profile update (shared by the profile form and the server). */
export function checkProfile(
  data: TUpdateUserDetailsParsed,
  opts: { requireAddressBlock: boolean; now?: Date },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (data.email && !EMAIL_PATTERN.test(data.email)) errors.email = MSG.format;
  if (data.phone) {
    if (!data.phoneCode) errors.phoneCode = MSG.required;
    else {
      const e = checkPhone(data.phoneCode, data.phone);
      if (e) errors.phone = PHONE_ERROR_MESSAGE[e];
    }
  }
  if (data.dateOfBirth) {
    const e = checkDateOfBirth(data.dateOfBirth, opts.now);
    if (e) errors.dateOfBirth = e;
  }
  if (data.countryCode && !/^[A-Z]{2}$/.test(data.countryCode)) errors.countryCode = MSG.country;
  if (data.nickname && !isValidNickname(data.nickname)) errors.nickname = MSG.nickname;
  if (opts.requireAddressBlock) {
    // §5 Profile: country, city, postal code, address required; first and last name required.
    for (const key of ['firstName', 'lastName', 'countryCode', 'city', 'zipCode', 'address'] as const) {
      if (!data[key]) errors[key] = MSG.required;
    }
  }
  return errors;
}

/** An email that differs from the stored one (case aside); an emptied field keeps the address (the form does not send it). */
export const isEmailChange = (next: string | null | undefined, stored: string | null | undefined) =>
  !!next && next.toLowerCase() !== (stored ?? '').toLowerCase();

/**
 * `storedNickname`: the player's nickname now (checked only when changed, as the server does); `storedEmail`: the
 * address now (a new one needs the current password).
 */
export function makeProfileFormSchema(opts: { now?: Date; storedNickname?: string | null; storedEmail?: string | null } = {}) {
  return ZUpdateUserDetailsRequest.superRefine((data, ctx) => {
    const nickname = data.nickname === (opts.storedNickname ?? null) ? null : data.nickname;
    for (const [path, message] of Object.entries(checkProfile({ ...data, nickname }, { requireAddressBlock: true, now: opts.now })))
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (isEmailChange(data.email, opts.storedEmail) && !data.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MSG.required });
  });
}

export const ZMessageResponse = z.object({ data: z.object({ message: z.string() }) });

/**
 * PUT /api/user/language: the language a signed-in player picked (the header's language picker). Mails and operator
 * texts asked for without a language header follow it; it must be one of the site's languages.
 */
export const ZSetLanguageRequest = z.object({ language: z.string().max(8) });
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;
export const ZSetLanguageResponse = z.object({ data: z.object({ preferredLanguage: z.string() }) });

