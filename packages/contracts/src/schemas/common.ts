import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH } from '../constants';
import { MSG } from '../messages';
import { isLocale } from '../locales';

/** Empty strings become null (§5 "empty values sent as null"). */
export const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const zTrimmed = (max: number) =>
  z
    .string({ error: MSG.required })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, MSG.required).max(max, MSG.maxLength));

export const zName = zTrimmed(NAME_MAX_LENGTH);
export const zAddress = zTrimmed(ADDRESS_MAX_LENGTH);
export const zEmail = z
  .string({ error: MSG.required })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, MSG.required).max(EMAIL_MAX_LENGTH, MSG.maxLength).regex(EMAIL_PATTERN, MSG.format));

export const zOptionalText = (max = 255) =>
  z.preprocess(emptyToNull, z.string().max(max, MSG.maxLength).nullable().optional());

export const zCountryCode = z.string().regex(/^[A-Z]{2}$/, MSG.country);
export const zCurrencyCode = z.string().regex(/^[A-Z0-9]{3,5}$/, MSG.currency);
export const zPhoneCode = z.string().regex(/^\+?\d{1,3}$/, MSG.phoneCode);

export function dataOf<T extends z.ZodTypeAny>(schema: T) {
  return z.object({ data: schema });
}

export const ZErrorBody = z.object({
  errorCode: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfter: z.number().optional(),
});

/** Operator texts per locale (payment methods, bonuses, races): keys are served locale codes ("du", not "nl"; docs/i18n.md). */
export function zLocaleTexts<T extends z.ZodType>(texts: T) {
  return z.record(z.string(), texts).superRefine((content, ctx) => {
    for (const key of Object.keys(content)) if (!isLocale(key)) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is not a locale code (docs/i18n.md)` });
  });
}
