import { and, eq, isNull } from 'drizzle-orm';
import { referrerOf } from '../referrals/referral-code';
import { hasUsedDevice, usableDeviceId } from './device-ids';
import {
  DEFAULT_CURRENCY,
  EMAIL_PATTERN,
  MSG,
  UUID_PATTERN,
  checkDateOfBirth,
  checkSignUp,
  fail,
  isLocale,
  isPlaceholderEmail,
  normalizePhoneCode,
  ok,
  toE164,
  type TResult,
  type TSignUpParsed,
} from '@croupier/contracts';
import { linkedAccounts, users } from '@croupier/db';
import type { AppDeps } from '../../app';
import { createSession } from '../../platform/auth';
import { newId } from '../../platform/ids';
import { hashPassword } from '../../platform/passwords';
import { getSiteSettings } from '../content/get-site-settings';
import { checkCaptcha } from './check-captcha';
import { generatePassword, generateUsername } from './one-click';
import { countryExists, findCurrency, isEmailTaken, isPhoneTaken, isUsernameTaken, loadRegistrationFields } from './queries';
import { isPlaceBlocked } from '../geo/location-rule';
import { isRegistrationOpen } from '@croupier/contracts/registration-window';
import { withoutSecrets } from '@croupier/contracts/secret-params';
import { sendVerificationMail } from './send-verification-mail';
import { takenCode, uniqueViolation } from './unique-violation';

export interface TSignUpInput {
  body: TSignUpParsed;
  host: string;
  ip: string;
  userAgent: string | null;
  /** A location the visitor verified with their device for this IP (geo/verify-location.ts), used instead of the IP's. */
  verifiedCountry?: string | null;
}

export interface TSignUpValue {
  accessToken: string | null;
  createUser: {
    userId: string;
    email: string | null;
    username: string | null;
    phone: string | null;
    credentials: { username: string; password: string } | null;
  };
}

/** Usernames a player may choose: no '@' or leading '+', so they never look like an email or a phone. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/** The sign-up payload's marketing and device fields, kept in users.signup (§3). */
const SIGNUP_KEYS = [
  'cpnc',
  'mkt',
  'userDeviceType',
  'screenResolution',
  'uidToken',
  'firstUrl',
  'token',
  'mirrorDomainFk',
  'uniqueKey',
  'userUUID',
  'linkAccount',
  'preferredLanguage',
  'subscribe',
] as const;

class LinkedAccountGone extends Error {}


/**
 * POST /api/user/sign-up: email, phone, one-click and linked-account
 * registration with the site's rules (mirror-domain windows, blocked
 * countries, registration fields, password rules, captcha).
 */
export async function signUpPlayer(deps: AppDeps, input: TSignUpInput): Promise<TResult<TSignUpValue>> {
  const { db, clock } = deps;
  const now = clock.now();
  const site = await getSiteSettings(db, input.host);
  const { settings } = site;

  // Where and when registration is open.
  const found = deps.geo.lookup(input.ip);
  const ipCountry = found.countryCode;
  const place = { ip: input.ip, ipCountry, subdivisions: found.subdivisions, verifiedCountry: input.verifiedCountry ?? null };
  if (isPlaceBlocked(settings, place)) return fail('REGISTRATION_COUNTRY_BLOCKED');
  if (
    !isRegistrationOpen(site.mirrorDomain.settings.registrationConfigs, {
      countryCode: ipCountry,
      userDeviceType: input.body.userDeviceType,
      now,
    })
  ) {
    return fail('REGISTRATION_CLOSED');
  }

  let data: TSignUpParsed = { ...input.body };
  const oneClick = data.oneClick === true;
  if (oneClick && !settings.use1ClickRegistration) return fail('VALIDATION_ERROR', { fields: { oneClick: MSG.format } });
  if (oneClick && data.linkAccount) return fail('VALIDATION_ERROR', { fields: { linkAccount: MSG.format } });

  // Linked sign-up: the linked account's data fills what the form left out.
  let linkedUuid: string | null = null;
  if (data.linkAccount) {
    if (!data.linkedAccountUuid) return fail('VALIDATION_ERROR', { fields: { linkedAccountUuid: MSG.required } });
    if (!UUID_PATTERN.test(data.linkedAccountUuid)) return fail('VALIDATION_ERROR', { fields: { linkedAccountUuid: MSG.format } });
    const rows = await db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.uuid, data.linkedAccountUuid.toLowerCase()), isNull(linkedAccounts.consumedBy)))
      .limit(1);
    const linked = rows[0];
    if (!linked) return fail('LINKED_ACCOUNT_NOT_FOUND');
    linkedUuid = linked.uuid;
    data = {
      ...data,
      email: data.email ?? linked.email,
      firstName: data.firstName ?? linked.firstName,
      lastName: data.lastName ?? linked.lastName,
      address: data.address ?? linked.address,
      zipCode: data.zipCode ?? linked.zipCode,
      city: data.city ?? linked.city,
      dateOfBirth: data.dateOfBirth ?? linked.dateOfBirth,
      phoneCode: data.phone ? data.phoneCode : (data.phoneCode ?? linked.phoneCode),
      phone: data.phone ?? linked.phone,
    };
  }

  // Normalise: emails lower-case (a placeholder address counts as none), phone codes as digits.
  const email = data.email ? data.email.trim().toLowerCase() : null;
  data = {
    ...data,
    email: email && !isPlaceholderEmail(email) ? email : null,
    phoneCode: data.phoneCode ? normalizePhoneCode(data.phoneCode) || data.phoneCode : null,
    countryCode: data.countryCode?.trim() || null,
    currencyCode: data.currencyCode?.trim() || null,
  };

  // Field rules (§5) for the site's mode, registration fields and password rules.
  const fields = await loadRegistrationFields(db);
  const errors = checkSignUp(data, {
    mode: settings.registrationMode,
    fields,
    passwordRules: settings.formFieldsValidation.password,
    now: () => now,
  });
  if (oneClick) {
    if (data.email && !EMAIL_PATTERN.test(data.email)) errors.email = MSG.format;
    if (data.countryCode && !/^[A-Z]{2}$/.test(data.countryCode)) errors.countryCode = MSG.country;
    if (data.currencyCode && !/^[A-Z0-9]{3,5}$/.test(data.currencyCode)) errors.currencyCode = MSG.currency;
    // Not asked for, but kept when sent: a real date, 18 or more years ago (§5), like the form's.
    const birth = data.dateOfBirth ? checkDateOfBirth(data.dateOfBirth, now) : null;
    if (birth) errors.dateOfBirth = birth;
  } else if (data.username && !USERNAME_PATTERN.test(data.username)) {
    errors.username = MSG.format;
  }
  const currencyCode = data.currencyCode ?? DEFAULT_CURRENCY;
  if (!errors.currencyCode) {
    const currency = await findCurrency(db, currencyCode);
    if (!currency || !currency.isActive) errors.currencyCode = MSG.currency;
  }
  if (data.countryCode && !errors.countryCode && !(await countryExists(db, data.countryCode))) errors.countryCode = MSG.country;
  if (Object.keys(errors).length > 0) return fail('VALIDATION_ERROR', { fields: errors });

  if (settings.captchaEnabled) {
    const refused = await checkCaptcha(deps, data.recaptchaToken);
    if (refused) return fail(refused);
  }

  // Uniqueness (checked again by the unique indexes, which settle races).
  const phoneE164 = !oneClick && data.phone && data.phoneCode ? toE164(data.phoneCode, data.phone) : null;
  if (data.email && (await isEmailTaken(db, data.email))) return fail('EMAIL_TAKEN');
  if (phoneE164 && (await isPhoneTaken(db, phoneE164))) return fail('PHONE_TAKEN');
  const chosenUsername = oneClick ? null : (data.username ?? null);
  if (chosenUsername && (await isUsernameTaken(db, chosenUsername))) return fail('USERNAME_TAKEN');

  const password = oneClick ? generatePassword() : data.password!;
  const passwordHash = await hashPassword(password);
  const signup: Record<string, unknown> = { ip: input.ip, ipCountry, ...(place.verifiedCountry ? { verifiedCountry: place.verifiedCountry } : {}) };
  for (const key of SIGNUP_KEYS) if (data[key] !== undefined && data[key] !== null) signup[key] = data[key];
  // The page the visitor arrived on, without a token its link carried (operators read signup; a token is a key).
  if (typeof signup.firstUrl === 'string') signup.firstUrl = withoutSecrets(signup.firstUrl);
  const preferredLanguage = data.preferredLanguage && isLocale(data.preferredLanguage) ? data.preferredLanguage : null;
  const loginAfterSignUp = site.mirrorDomain.settings.loginAfterSignUp;
  // Refer-a-friend: an unknown or malformed code is ignored (the sign-up itself must not fail on a stale link), and
  // so is a code whose owner has used this device (a second account of their own; kept in signup for the operator).
  const referrer = await referrerOf(db, data.referralCode);
  const isSelfReferral = !!referrer && (await hasUsedDevice(db, referrer, signup));
  if (isSelfReferral) signup.referralRefused = { code: data.referralCode!.trim().toUpperCase(), referrerId: referrer, reason: 'same_device' };
  const referredBy = isSelfReferral ? null : referrer;

  for (let attempt = 0; ; attempt++) {
    const userId = newId();
    let username = chosenUsername;
    if (oneClick) {
      username = generateUsername();
      if (attempt < 5 && (await isUsernameTaken(db, username))) continue;
    }
    try {
      const token = await db.transaction(async (tx) => {
        if (linkedUuid) {
          const consumed = await tx
            .update(linkedAccounts)
            .set({ consumedBy: userId })
            .where(and(eq(linkedAccounts.uuid, linkedUuid), isNull(linkedAccounts.consumedBy)))
            .returning({ uuid: linkedAccounts.uuid });
          if (consumed.length !== 1) throw new LinkedAccountGone();
        }
        await tx.insert(users).values({
          id: userId,
          email: data.email ?? null,
          username,
          phoneCode: phoneE164 ? data.phoneCode : null,
          phone: phoneE164 ? data.phone : null,
          phoneE164,
          passwordHash,
          firstName: data.firstName?.trim() || null,
          lastName: data.lastName?.trim() || null,
          address: data.address?.trim() || null,
          zipCode: data.zipCode?.trim() || null,
          city: data.city?.trim() || null,
          dateOfBirth: data.dateOfBirth || null,
          countryCode: data.countryCode ?? null,
          currencyCode,
          gender: data.gender,
          preferredLanguage,
          siteId: site.siteId,
          referredBy,
          linkedAccountUuid: linkedUuid,
          signup,
          newsLetter: data.newsLetter === true,
          createdAt: now,
          updatedAt: now,
        });
        if (!loginAfterSignUp) return null;
        const session = await createSession(tx, {
          userId,
          ip: input.ip,
          countryCode: ipCountry,
          userAgent: input.userAgent,
          deviceId: usableDeviceId(data.uidToken),
          now,
        });
        return session.token;
      });

      if (data.email) {
        await sendVerificationMail(deps, { userId, email: data.email, site, language: preferredLanguage ?? settings.defaultLanguage });
      }
      return ok({
        accessToken: token,
        createUser: {
          userId,
          email: data.email ?? null,
          username,
          phone: phoneE164,
          credentials: oneClick ? { username: username!, password } : null,
        },
      });
    } catch (err) {
      if (err instanceof LinkedAccountGone) return fail('LINKED_ACCOUNT_NOT_FOUND');
      const constraint = uniqueViolation(err);
      if (constraint === null) throw err;
      const code = takenCode(constraint);
      if (code === 'USERNAME_TAKEN' && oneClick && attempt < 5) continue;
      if (code) return fail(code);
      throw err;
    }
  }
}
