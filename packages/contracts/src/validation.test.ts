import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  birthdayPickerYears,
  checkDateOfBirth,
  checkPhone,
  clampBirthday,
  defaultBirthday,
  EMAIL_PATTERN,
  isAllowedEmailKey,
  isAllowedPhoneKey,
  isPlaceholderEmail,
  PHONE_ERROR_MESSAGE,
} from './validation';
import { MSG } from './messages';
import { makePasswordSchema, checkSignUp, ZSignUpBase, makeChangePasswordSchema } from './schemas/auth';
import { checkProfile, ZUpdateUserDetailsRequest } from './schemas/user';

const today = new Date(2026, 5, 15); // 2026-06-15 local

describe('email (§5)', () => {
  it('accepts standard addresses and rejects malformed ones', () => {
    for (const ok of ['a@b.co', 'first.last+tag@example.com', 'x_y%z@sub.domain.org']) expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['', 'a', 'a@', '@b.com', 'a@b', 'a b@c.com', 'a@b..com']) expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
  });
  it('key filter allows letters, digits and @ . _ % + - only', () => {
    for (const k of ['a', 'Z', '7', '@', '.', '_', '%', '+', '-', 'é']) expect(isAllowedEmailKey(k), k).toBe(true);
    for (const k of [' ', '!', '#', '(', ',', ';', '"']) expect(isAllowedEmailKey(k), k).toBe(false);
    expect(isAllowedEmailKey('Backspace')).toBe(true);
  });
  it('placeholder addresses count as empty', () => {
    expect(isPlaceholderEmail('player123@croupier.invalid')).toBe(true);
    expect(isPlaceholderEmail(null)).toBe(true);
    expect(isPlaceholderEmail('real@gmail.com')).toBe(false);
  });
});

describe('phone (§5, §8)', () => {
  it('parses with the phone code and names the error like libphonenumber-js', () => {
    expect(checkPhone('49', '15123456789')).toBeNull();
    expect(checkPhone('+356', '21234567')).toBeNull();
    expect(checkPhone('49', '1')).toBe('TOO_SHORT');
    expect(checkPhone('49', '151234567890123456')).toBe('TOO_LONG');
    expect(checkPhone('1', '12345678901234')).toBe('TOO_LONG');
    expect(checkPhone('49', '12ab')).toBe('NOT_A_NUMBER');
    expect(checkPhone('9999', '123456')).toBe('INVALID_COUNTRY');
    expect(checkPhone('', '123456')).toBe('INVALID_COUNTRY');
  });
  it('maps errors to the spec message keys', () => {
    expect(PHONE_ERROR_MESSAGE.TOO_SHORT).toBe('form.validation.invalid.short.number');
    expect(PHONE_ERROR_MESSAGE.TOO_LONG).toBe('form.validation.invalid.long.number');
  });
  it('key filter passes only digits, Backspace and Delete, and blocks when too long', () => {
    expect(isAllowedPhoneKey('5', '123')).toBe(true);
    expect(isAllowedPhoneKey('a', '123')).toBe(false);
    expect(isAllowedPhoneKey('+', '')).toBe(false);
    expect(isAllowedPhoneKey('Backspace', '12345678901234567')).toBe(true);
    expect(isAllowedPhoneKey('Delete', '1')).toBe(true);
    expect(isAllowedPhoneKey('Enter', '79123456')).toBe(true); // submits the form
    expect(isAllowedPhoneKey('Escape', '1')).toBe(true);
    expect(isAllowedPhoneKey(' ', '1')).toBe(false);
    expect(isAllowedPhoneKey('1', '12345678901234567')).toBe(false);
  });
});

describe('date of birth (§5)', () => {
  it('is required; 1900-01-01 counts as empty', () => {
    expect(checkDateOfBirth('', today)).toBe(MSG.required);
    expect(checkDateOfBirth(null, today)).toBe(MSG.required);
    expect(checkDateOfBirth('1900-01-01', today)).toBe(MSG.required);
  });
  it('needs at least 18 years before today, to the day', () => {
    expect(checkDateOfBirth('2008-06-15', today)).toBeNull();
    expect(checkDateOfBirth('2008-06-16', today)).toBe(MSG.dob);
    expect(checkDateOfBirth('2020-01-01', today)).toBe(MSG.dob);
  });
  it('allows at most 100 years and rejects impossible dates', () => {
    expect(checkDateOfBirth('1926-06-15', today)).toBeNull();
    expect(checkDateOfBirth('1925-06-14', today)).toBe(MSG.dobRange);
    expect(checkDateOfBirth('2001-02-30', today)).toBe(MSG.format);
    expect(checkDateOfBirth('15/06/2000', today)).toBe(MSG.format);
  });
  it('birthday picker: last 100 years, default 18 years ago, day clamped to month', () => {
    const years = birthdayPickerYears(today);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years[99]).toBe(1927);
    expect(defaultBirthday(today)).toEqual({ year: 2008, month: 6, day: 15 });
    expect(clampBirthday(2023, 2, 31)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(clampBirthday(2024, 2, 31)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(defaultBirthday(new Date(2028, 1, 29))).toEqual({ year: 2010, month: 2, day: 28 });
  });
  it('property: every date exactly 18..100 years old is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 99 }), fc.integer({ min: 0, max: 364 }), (age, days) => {
        const d = new Date(Date.UTC(2026 - age, 5, 15) - days * 86_400_000);
        const iso = d.toISOString().slice(0, 10);
        return checkDateOfBirth(iso, today) === null;
      }),
    );
  });
});

describe('password (§5)', () => {
  it('min 6 by default, max 255', () => {
    const s = makePasswordSchema();
    expect(s.safeParse('12345').error?.issues[0]?.message).toBe(MSG.passwordLength);
    expect(s.safeParse('123456').success).toBe(true);
    expect(s.safeParse('x'.repeat(256)).error?.issues[0]?.message).toBe(MSG.passwordMax);
    expect(s.safeParse('').error?.issues[0]?.message).toBe(MSG.required);
  });
  it('server-configured special, digit and uppercase rules', () => {
    const s = makePasswordSchema({ minLength: 8, requireSpecial: true, requireDigit: true, requireUpper: true });
    const msgs = (v: string) => s.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(msgs('abcdefgh')).toEqual([MSG.containSpecial, MSG.containNumbers, MSG.containUpper]);
    expect(msgs('abc')).toContain(MSG.passwordLength);
    expect(msgs('Abcdef1!')).toEqual([]);
  });
  it('change password: current required, passwords must match', () => {
    const s = makeChangePasswordSchema();
    const r = s.safeParse({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdeg' });
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields.currentPassword).toBe(MSG.required);
    expect(fields.confirmPassword).toBe(MSG.passwordsMatch);
  });
});

describe('sign-up checks (§5)', () => {
  const cfg = {
    mode: 'email' as const,
    fields: { email: 1, phone: 2, password: 1, dateOfBirth: 1, countryCode: 1, currencyCode: 1, firstName: 2 } as const,
    passwordRules: { minLength: 6, requireSpecial: true },
    now: () => today,
  };
  const valid = { email: 'new@player.io', password: 'secret!', dateOfBirth: '1990-01-01', countryCode: 'MT', currencyCode: 'EUR', termsAccepted: true };
  it('accepts a complete email sign-up', () => {
    expect(checkSignUp(ZSignUpBase.parse(valid), cfg)).toEqual({});
  });
  it('reports each broken rule by field with its message key', () => {
    const errors = checkSignUp(ZSignUpBase.parse({ email: 'bad', password: 'secret', dateOfBirth: '2015-01-01', termsAccepted: false }), cfg);
    expect(errors).toEqual({
      email: MSG.format,
      password: MSG.containSpecial,
      dateOfBirth: MSG.dob,
      countryCode: MSG.required,
      currencyCode: MSG.required,
      termsAccepted: MSG.terms,
    });
  });
  it('phone mode requires a parsable phone', () => {
    const phoneCfg = { ...cfg, mode: 'phone' as const, fields: { ...cfg.fields, email: 2 as const } };
    expect(checkSignUp(ZSignUpBase.parse({ ...valid, email: null }), phoneCfg)).toEqual({ phone: MSG.required });
    expect(checkSignUp(ZSignUpBase.parse({ ...valid, phoneCode: '49', phone: '1' }), phoneCfg)).toEqual({ phone: MSG.shortNumber });
    expect(checkSignUp(ZSignUpBase.parse({ ...valid, email: null, phoneCode: '49', phone: '15123456789' }), phoneCfg)).toEqual({});
  });
  it('one-click needs only the terms consent', () => {
    expect(checkSignUp(ZSignUpBase.parse({ oneClick: true, termsAccepted: true }), cfg)).toEqual({});
    expect(checkSignUp(ZSignUpBase.parse({ oneClick: true }), cfg)).toEqual({ termsAccepted: MSG.terms });
  });
  it('names and address are at most 255 characters; gender defaults to "Not to say"', () => {
    const r = ZSignUpBase.safeParse({ ...valid, firstName: 'x'.repeat(256) });
    expect(r.error?.issues[0]?.message).toBe(MSG.maxLength);
    expect(ZSignUpBase.parse(valid).gender).toBe('Not to say');
  });
});

describe('profile checks (§5)', () => {
  it('country, city, postal code, address and names are required on the profile page; empty strings become null', () => {
    const data = ZUpdateUserDetailsRequest.parse({ firstName: ' ', lastName: 'Doe', countryCode: 'MT', city: '', zipCode: 'X', address: 'Y' });
    expect(data.firstName).toBeNull();
    expect(checkProfile(data, { requireAddressBlock: true, now: today })).toEqual({ firstName: MSG.required, city: MSG.required });
    expect(checkProfile(data, { requireAddressBlock: false, now: today })).toEqual({});
  });
});
