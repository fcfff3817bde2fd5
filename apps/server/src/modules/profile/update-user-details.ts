import { eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  MSG,
  SUCCESS_MSG,
  checkProfile,
  fail,
  isEmptyDateOfBirth,
  isLocale,
  isPlaceholderEmail,
  normalizePhoneCode,
  ok,
  toE164,
  type TResult,
  type TUpdateUserDetailsParsed,
} from '@croupier/contracts';
import { users } from '@croupier/db';
import type { AppDeps } from '../../app';
import { getSiteSettings } from '../content/get-site-settings';
import { accountKeyOf, countryExists, findUserById, isEmailTaken, isPhoneTaken, realEmailOf } from '../auth/queries';
import { checkAuthThrottle, recordAuthFailure } from '../auth/auth-failures';
import { verifyPassword } from '../../platform/passwords';
import { sendVerificationMail } from '../auth/send-verification-mail';
import { takenCode, uniqueViolation } from '../auth/unique-violation';
import { PROFILE_FIELDS, lockedFieldsOf, type TProfileField } from './locked-fields';
import { hasAddressDocument } from '../kyc/queries';

type TValues = Record<TProfileField, string | null>;

function normalise(field: TProfileField, value: string | null): string | null {
  if (value === null) return null;
  switch (field) {
    case 'email': {
      const e = value.toLowerCase();
      return isPlaceholderEmail(e) ? null : e;
    }
    case 'phoneCode':
      return normalizePhoneCode(value) || value;
    case 'dateOfBirth':
      return isEmptyDateOfBirth(value) ? null : value;
    case 'nickname':
      // One form of each character (a fullwidth "Ｊ" is a "J"), so the case-insensitive uniqueness holds.
      return value.normalize('NFKC');
    default:
      return value;
  }
}

const same = (field: TProfileField, a: string | null, b: string | null) =>
  field === 'email' ? (a?.toLowerCase() ?? null) === (b?.toLowerCase() ?? null) : a === b;

/**
 * PUT /api/user/update-user-details. Absent fields stay, null clears an
 * unlocked field. Locked fields (§4/§5, see lockedFieldsOf) refuse any change
 * with FIELD_LOCKED. The profile page needs the address block; the linked-account
 * completion form ('Update Form') does not. A new email is unverified and gets
 * a verification mail; changing the email (adding, replacing or removing it) needs the current password, checked
 * like a sign-in. onChangeResetKyc restarts a KYC that is not approved.
 */
export async function updateUserDetails(
  deps: AppDeps,
  input: { userId: string; body: TUpdateUserDetailsParsed; host: string; ip: string },
): Promise<TResult<{ message: string }>> {
  const { db, clock } = deps;
  const now = clock.now();
  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const body = input.body;

  // What the form shows now (a placeholder email counts as empty).
  const current: TValues = {
    email: realEmailOf(user),
    firstName: user.firstName,
    lastName: user.lastName,
    phoneCode: user.phoneCode,
    phone: user.phone,
    dateOfBirth: isEmptyDateOfBirth(user.dateOfBirth) ? null : user.dateOfBirth,
    countryCode: user.countryCode,
    city: user.city,
    zipCode: user.zipCode,
    address: user.address,
    gender: user.gender,
    nickname: user.nickname,
    preferredLanguage: user.preferredLanguage,
  };
  const next: TValues = { ...current };
  for (const field of PROFILE_FIELDS) {
    const v = body[field];
    if (v !== undefined) next[field] = normalise(field, v);
  }
  // A phone code belongs to a phone: without a phone there is none.
  if (next.phone === null) next.phoneCode = null;

  const changed = PROFILE_FIELDS.filter((f) => !same(f, current[f], next[f]));
  const locked = new Set<TProfileField>(lockedFieldsOf(user, { hasAddressDocument: await hasAddressDocument(db, user.id) }));
  const refused = changed.filter((f) => locked.has(f));
  if (refused.length > 0) {
    return fail('FIELD_LOCKED', { fields: Object.fromEntries(refused.map((f) => [f, ERROR_CODES.FIELD_LOCKED.message])) });
  }

  const errors = checkProfile(
    // A nickname is checked when it changes (one set before the rules stays until the player changes it).
    { ...next, nickname: changed.includes('nickname') ? next.nickname : null, gender: undefined, updateFrom: body.updateFrom, onChangeResetKyc: body.onChangeResetKyc },
    { requireAddressBlock: body.updateFrom === 'Profile Page', now },
  );
  if (next.preferredLanguage && changed.includes('preferredLanguage') && !isLocale(next.preferredLanguage))
    errors.preferredLanguage = MSG.format;
  if (next.countryCode && changed.includes('countryCode') && !errors.countryCode && !(await countryExists(db, next.countryCode))) {
    errors.countryCode = MSG.country;
  }
  // The email a player signs in with is not removed when it is the only way in (no phone, no username).
  if (changed.includes('email') && next.email === null && !user.phoneE164 && !user.username) errors.email ??= MSG.required;
  const emailChanged = changed.includes('email');
  // The email is where password resets go: a session alone (a borrowed phone, a stolen cookie) must not move it.
  if (emailChanged && !body.currentPassword) errors.currentPassword = MSG.required;
  if (Object.keys(errors).length > 0) return fail('VALIDATION_ERROR', { fields: errors });
  if (changed.length === 0) return fail('NOTHING_CHANGED');
  if (emailChanged) {
    // Counted like a sign-in (a wrong password here is a guess like any other).
    const accountKey = accountKeyOf(user);
    const gate = await checkAuthThrottle(db, { accountKey, ip: input.ip, now });
    if (!gate.ok) return fail(gate.code, { retryAfter: gate.retryAfter });
    if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
      await recordAuthFailure(db, { accountKey, ip: input.ip, now });
      return fail('WRONG_PASSWORD', { fields: { currentPassword: ERROR_CODES.WRONG_PASSWORD.message } });
    }
  }

  const phoneChanged = changed.includes('phone') || changed.includes('phoneCode');
  const phoneE164 = next.phone && next.phoneCode ? toE164(next.phoneCode, next.phone) : null;
  if (emailChanged && next.email && (await isEmailTaken(db, next.email, user.id))) return fail('EMAIL_TAKEN');
  if (phoneChanged && phoneE164 && (await isPhoneTaken(db, phoneE164, user.id))) return fail('PHONE_TAKEN');

  const patch: Partial<typeof users.$inferInsert> = { updatedAt: now };
  for (const f of changed) {
    if (f === 'gender') patch.gender = next.gender ?? user.gender;
    else patch[f] = next[f];
  }
  if (phoneChanged) patch.phoneE164 = phoneE164;
  if (emailChanged) patch.isEmailVerified = false;
  // A stored placeholder address is cleared by any update (§4).
  if (!emailChanged && user.email && isPlaceholderEmail(user.email)) patch.email = null;
  if (body.onChangeResetKyc && user.kycStatus !== 'APPROVED' && user.kycStatus !== 'NOT_STARTED') patch.kycStatus = 'NOT_STARTED';

  try {
    await db.update(users).set(patch).where(eq(users.id, user.id));
  } catch (err) {
    const c = uniqueViolation(err);
    const code = c === null ? null : takenCode(c);
    if (code === 'EMAIL_TAKEN' || code === 'PHONE_TAKEN') return fail(code);
    if (code === 'NICKNAME_TAKEN') return fail(code, { fields: { nickname: ERROR_CODES.NICKNAME_TAKEN.message } });
    throw err;
  }

  if (emailChanged && next.email) {
    const site = await getSiteSettings(db, input.host);
    await sendVerificationMail(deps, {
      userId: user.id,
      email: next.email,
      site,
      language: next.preferredLanguage ?? user.preferredLanguage ?? site.settings.defaultLanguage,
    });
  }
  return ok({ message: SUCCESS_MSG.profileUpdated });
}
