import { z } from 'zod';
import { DEFAULT_GENDER, GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SESSION_END_REASONS } from '../constants';
import { MSG } from '../messages';
import type { TPasswordRules } from '../settings';
import { EMAIL_PATTERN, PHONE_ERROR_MESSAGE, checkDateOfBirth, checkPhone, isEmptyDateOfBirth } from '../validation';
import { ADDRESS_MAX_LENGTH, AFFILIATE_CODE_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, ZIP_CODE_MAX_LENGTH } from '../constants';
import { emptyToNull } from './common';

/** §5 password: min (setting or 6), max 255, optional special/digit/uppercase rules. */
export function makePasswordSchema(rules: Partial<TPasswordRules> = {}) {
  const min = rules.minLength ?? PASSWORD_MIN_LENGTH;
  let s = z.string({ error: MSG.required }).min(1, MSG.required).min(min, MSG.passwordLength).max(PASSWORD_MAX_LENGTH, MSG.passwordMax);
  if (rules.requireSpecial) s = s.regex(/[^\p{L}\p{N}\s]/u, MSG.containSpecial);
  if (rules.requireDigit) s = s.regex(/\d/, MSG.containNumbers);
  if (rules.requireUpper) s = s.regex(/\p{Lu}/u, MSG.containUpper);
  return s;
}

/** §7 POST /api/user/login. `email` is the player's identifier: email, phone (+E.164) or one-click username. */
export const ZLoginRequest = z.object({
  email: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(255, MSG.maxLength),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH, MSG.passwordMax),
  recaptchaToken: z.string().max(4096).optional().nullable(),
  afterReg: z.boolean().optional(),
  cpnc: z.string().max(255).optional().nullable(),
  mkt: z.string().max(255).optional().nullable(),
  userDeviceType: z.string().max(32).optional().nullable(),
  screenResolution: z.string().max(32).optional().nullable(),
  uidToken: z.string().max(255).optional().nullable(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLastLogin = z.object({ created_at: z.string(), ip: z.string().nullable(), location: z.string().nullable() });
export const ZLoginResponse = z.object({
  data: z.object({
    accessToken: z.string(),
    lastLogin: ZLastLogin.nullable(),
    locale: z.string(),
    cpnc: z.string().nullable(),
    userId: z.string(),
  }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Registration field keys served by /api/admin/get-registration-fields (value 0 hides, 1 required, 2 optional). */
export const REGISTRATION_FIELD_KEYS = [
  'email', 'phone', 'password', 'firstName', 'lastName', 'dateOfBirth', 'countryCode', 'currencyCode',
  'address', 'city', 'zipCode', 'gender', 'token', 'newsLetter',
] as const;
export type TRegistrationFieldKey = (typeof REGISTRATION_FIELD_KEYS)[number];
export type TRegistrationFields = Partial<Record<TRegistrationFieldKey, 0 | 1 | 2>>;
export const FIELD_HIDDEN = 0;
export const FIELD_REQUIRED = 1;
export const FIELD_OPTIONAL = 2;

const optStr = (max = 255) => z.preprocess(emptyToNull, z.string().max(max, MSG.maxLength).nullable().optional());

/** §3 sign-up payload: form fields plus marketing and device fields. */
export const ZSignUpBase = z.object({
  email: optStr(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH, MSG.passwordMax).optional().nullable(),
  phoneCode: optStr(4),
  phone: optStr(20),
  firstName: optStr(NAME_MAX_LENGTH),
  lastName: optStr(NAME_MAX_LENGTH),
  dateOfBirth: optStr(10),
  countryCode: optStr(2),
  currencyCode: optStr(5),
  address: optStr(ADDRESS_MAX_LENGTH),
  city: optStr(CITY_MAX_LENGTH),
  zipCode: optStr(ZIP_CODE_MAX_LENGTH),
  gender: z.enum(GENDERS).default(DEFAULT_GENDER),
  username: optStr(64),
  /** Affiliate token (§3 form values "token"). */
  token: optStr(AFFILIATE_CODE_MAX_LENGTH),
  /** Refer-a-friend: the code of the player who invited this one (docs/referrals.md); an unknown code is ignored. */
  referralCode: optStr(16),
  newsLetter: z.boolean().optional().default(false),
  subscribe: z.boolean().optional().default(false),
  termsAccepted: z.boolean().optional(),
  linkAccount: z.boolean().optional().default(false),
  linkedAccountUuid: optStr(36),
  preferredLanguage: optStr(8),
  uniqueKey: optStr(255),
  userUUID: optStr(36),
  cpnc: optStr(255),
  mkt: optStr(255),
  userDeviceType: optStr(32),
  mirrorDomainFk: z.number().int().optional().nullable(),
  screenResolution: optStr(32),
  uidToken: optStr(255),
  firstUrl: optStr(2048),
  /** One-click registration: the server generates the credentials. */
  oneClick: z.boolean().optional().default(false),
  recaptchaToken: z.string().max(4096).optional().nullable(),
});
export type TSignUpRequest = z.input<typeof ZSignUpBase>;
export type TSignUpParsed = z.output<typeof ZSignUpBase>;

export interface TSignUpConfig {
  mode: 'email' | 'phone';
  fields: TRegistrationFields;
  passwordRules: Partial<TPasswordRules>;
  /** Calendar "today" for the age rule. */
  now?: () => Date;
}

function isShown(fields: TRegistrationFields, key: TRegistrationFieldKey): boolean {
  return (fields[key] ?? FIELD_HIDDEN) !== FIELD_HIDDEN;
}
function isRequired(fields: TRegistrationFields, key: TRegistrationFieldKey): boolean {
  return fields[key] === FIELD_REQUIRED;
}

/**
 * Field-level §5 checks of a sign-up payload for a site's configuration.
 * Returns path → message key; empty when valid. Shared by the register form and the server.
 */
export function checkSignUp(data: TSignUpParsed, cfg: TSignUpConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  const now = cfg.now ? cfg.now() : new Date();
  const oneClick = data.oneClick === true;
  if (oneClick) {
    if (data.termsAccepted !== true) errors.termsAccepted = MSG.terms;
    return errors;
  }
  const linked = data.linkAccount === true;
  const needsEmail = cfg.mode === 'email' || isRequired(cfg.fields, 'email') || linked;
  if (data.email) {
    if (!EMAIL_PATTERN.test(data.email)) errors.email = MSG.format;
  } else if (needsEmail) errors.email = MSG.required;

  const needsPhone = cfg.mode === 'phone' || isRequired(cfg.fields, 'phone');
  if (data.phone || needsPhone) {
    if (!data.phone) errors.phone = MSG.required;
    else if (!data.phoneCode) errors.phoneCode = MSG.required;
    else {
      const e = checkPhone(data.phoneCode, data.phone);
      if (e) errors.phone = PHONE_ERROR_MESSAGE[e];
    }
  }
  const pw = makePasswordSchema(cfg.passwordRules).safeParse(data.password ?? '');
  if (!pw.success) errors.password = pw.error.issues[0]!.message;

  for (const key of ['firstName', 'lastName', 'countryCode', 'currencyCode', 'address', 'city', 'zipCode'] as const) {
    if (isRequired(cfg.fields, key) && !data[key]) errors[key] = MSG.required;
  }
  if (data.countryCode && !/^[A-Z]{2}$/.test(data.countryCode)) errors.countryCode = MSG.country;
  if (data.currencyCode && !/^[A-Z0-9]{3,5}$/.test(data.currencyCode)) errors.currencyCode = MSG.currency;
  if (isShown(cfg.fields, 'dateOfBirth') || !isEmptyDateOfBirth(data.dateOfBirth)) {
    if (isRequired(cfg.fields, 'dateOfBirth') || !isEmptyDateOfBirth(data.dateOfBirth)) {
      const e = checkDateOfBirth(data.dateOfBirth, now);
      if (e) errors.dateOfBirth = e;
    }
  }
  if (data.termsAccepted !== true) errors.termsAccepted = MSG.terms;
  return errors;
}

/** The register form's schema: the shared base plus the site's rules (react-hook-form + zodResolver). */
export function makeSignUpSchema(cfg: TSignUpConfig) {
  return ZSignUpBase.superRefine((data, ctx) => {
    for (const [path, message] of Object.entries(checkSignUp(data, cfg))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

export const ZCreatedUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  /** Only for one-click registration: shown once on the credentials screen. */
  credentials: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export const ZSignUpResponse = z.object({
  data: z.object({ accessToken: z.string().nullable(), createUser: ZCreatedUser }),
});
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** §7 POST /api/user/logout */
export const ZLogoutRequest = z.object({ reason: z.enum(SESSION_END_REASONS).default('USER_INITIATED') });
export type TLogoutRequest = z.input<typeof ZLogoutRequest>;

export function makeChangePasswordSchema(rules: Partial<TPasswordRules> = {}) {
  return z
    .object({
      currentPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH, MSG.passwordMax),
      newPassword: makePasswordSchema(rules),
      confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMatch });
}
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The account to reset, named as at sign-in: an email, a +phone or a username (the link goes to the account's email). */
export const ZForgotPasswordRequest = z.object({
  email: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(255, MSG.maxLength)
    .refine((v) => !v.includes('@') || EMAIL_PATTERN.test(v), MSG.format),
});
export function makeResetPasswordSchema(rules: Partial<TPasswordRules> = {}) {
  return z
    .object({ token: z.string().min(1, MSG.required).max(200), password: makePasswordSchema(rules), confirmPassword: z.string().min(1, MSG.required) })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMatch });
}
export const ZResetPasswordRequest = z.object({ token: z.string(), password: z.string(), confirmPassword: z.string() });

export const ZSendCredentialsRequest = z.object({
  email: z.string({ error: MSG.required }).trim().min(1, MSG.required).regex(EMAIL_PATTERN, MSG.format),
  password: z.string().min(1, MSG.required).max(PASSWORD_MAX_LENGTH),
});

export const ZLinkedAccount = z.object({
  linkedAccountUuid: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TLinkedAccount = z.infer<typeof ZLinkedAccount>;

/** Captcha challenge (ALTCHA proof-of-work). */
export const ZCaptchaChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number(),
  salt: z.string(),
  signature: z.string(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;
