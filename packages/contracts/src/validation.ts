import { validatePhoneNumberLength, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import {
  EMPTY_DATE_OF_BIRTH,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  PHONE_CODE_MAX_DIGITS,
  PHONE_MIN_CHARS,
  PHONE_NATIONAL_MAX_DIGITS,
  PHONE_NATIONAL_MIN_DIGITS,
} from './constants';
import { MSG } from './messages';

/** §5 "standard email pattern": in ./constants (no dependencies, for the browser's light modules). */
export { EMAIL_PATTERN } from './constants';

/** §5 email key filter: letters, digits and @ . _ % + - */
export const EMAIL_KEY_PATTERN = /^[\p{L}\p{N}@._%+-]$/u;
export function isAllowedEmailKey(key: string): boolean {
  return key.length !== 1 || EMAIL_KEY_PATTERN.test(key);
}

/**
 * §5 phone key filter: of the keys that type a character only digits pass, and none once the number is at its
 * longest. Keys that type nothing (Backspace, Delete, Tab, arrows, Enter to submit, Escape to close) pass.
 */
export function isAllowedPhoneKey(key: string, currentDigits: string): boolean {
  if (key.length > 1) return true;
  if (!/^\d$/.test(key)) return false;
  return currentDigits.replace(/\D/g, '').length < PHONE_NATIONAL_MAX_DIGITS;
}

/** Placeholder addresses (e.g. from one-click or social sign-up) count as no email (§4). */
export function isPlaceholderEmail(email: string | null | undefined): boolean {
  if (!email) return true;
  return /@(placeholder|example)\.(invalid|com|org)$/i.test(email) || /@croupier\.invalid$/i.test(email);
}

export type TPhoneError = 'TOO_SHORT' | 'TOO_LONG' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY';

/** Normalises "+49", "0049" or "49" to "49". */
export function normalizePhoneCode(code: string): string {
  return code.replace(/^\+/, '').replace(/^00/, '').replace(/\D/g, '');
}

/**
 * §5 phone parsing with the phone code, via libphonenumber-js; returns the
 * library's error names (§8) or null when the length is acceptable.
 */
export function checkPhone(phoneCode: string, phone: string): TPhoneError | null {
  const code = normalizePhoneCode(phoneCode);
  if (!code || code.length > PHONE_CODE_MAX_DIGITS) return 'INVALID_COUNTRY';
  if (!/^\d+$/.test(phone)) return 'NOT_A_NUMBER';
  if (phone.length < PHONE_NATIONAL_MIN_DIGITS) return 'TOO_SHORT';
  if (phone.length > PHONE_NATIONAL_MAX_DIGITS) return 'TOO_LONG';
  const result = validatePhoneNumberLength(`+${code}${phone}`);
  if (result === 'INVALID_LENGTH') return 'TOO_SHORT';
  if (result) return result as TPhoneError;
  if (`${code}${phone}`.length < PHONE_MIN_CHARS) return 'TOO_SHORT';
  return null;
}

export const PHONE_ERROR_MESSAGE: Record<TPhoneError, string> = {
  TOO_SHORT: MSG.shortNumber,
  TOO_LONG: MSG.longNumber,
  NOT_A_NUMBER: MSG.format,
  INVALID_COUNTRY: MSG.phoneCode,
};

/** E.164 form used as the stored identity of a phone number. */
export function toE164(phoneCode: string, phone: string): string {
  const parsed = parsePhoneNumberFromString(`+${normalizePhoneCode(phoneCode)}${phone}`);
  return parsed?.number ?? `+${normalizePhoneCode(phoneCode)}${phone}`;
}

export function countryForPhoneCode(phoneCode: string): CountryCode | undefined {
  return parsePhoneNumberFromString(`+${normalizePhoneCode(phoneCode)}0000000`)?.country;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a UTC date, or null for invalid calendar dates. */
export function parseIsoDate(value: string): Date | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export function isEmptyDateOfBirth(value: string | null | undefined): boolean {
  return !value || value === EMPTY_DATE_OF_BIRTH;
}

/** Whole years between a birth date and today (both calendar dates). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * §5 date of birth: required, at least 18 years before today, at most 100 years.
 * Returns the message key of the problem, or null.
 */
export function checkDateOfBirth(value: string | null | undefined, now: Date = new Date()): string | null {
  if (isEmptyDateOfBirth(value)) return MSG.required;
  const birth = parseIsoDate(value!);
  if (!birth) return MSG.format;
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  const age = ageOn(birth, today);
  if (age < MIN_AGE_YEARS) return MSG.dob;
  if (age > MAX_AGE_YEARS || birth > today) return MSG.dobRange;
  return null;
}

export function daysInMonth(year: number, month1to12: number): number {
  return new Date(Date.UTC(year, month1to12, 0)).getUTCDate();
}

/** §5 birthday picker: last 100 years, default 18 years ago, day clamped to the month. */
export function birthdayPickerYears(now: Date = new Date()): number[] {
  const y = now.getFullYear();
  return Array.from({ length: 100 }, (_, i) => y - i);
}
export function defaultBirthday(now: Date = new Date()): { year: number; month: number; day: number } {
  const year = now.getFullYear() - MIN_AGE_YEARS;
  const month = now.getMonth() + 1;
  return { year, month, day: Math.min(now.getDate(), daysInMonth(year, month)) };
}
export function clampBirthday(year: number, month: number, day: number): { year: number; month: number; day: number } {
  return { year, month, day: Math.min(day, daysInMonth(year, month)) };
}
export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
