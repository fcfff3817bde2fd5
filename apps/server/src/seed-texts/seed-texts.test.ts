import { describe, expect, it } from 'vitest';
import { LOCALES } from '@croupier/contracts';
import { allSeedTexts, localizedTexts } from './index';

/** Every key path of a texts file, in order. */
const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
const valueAt = (o: object, path: string): string =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;

/**
 * The numbers a text states, separators (Arabic ٫ ٬ too) and script aside: "0,20" and "0.20" are 020, "۱۰۰۰" and
 * "2 000" are 1000 and 2000. Digits in a Latin word (SPRING25) are not a number.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50]; // Arabic-Indic, Persian, Devanagari, Thai
const toAscii = (s: string) =>
  [...s]
    .map((ch) => {
      const zero = DIGIT_ZEROS.find((z) => ch.codePointAt(0)! >= z && ch.codePointAt(0)! <= z + 9);
      return zero === undefined ? ch : String(ch.codePointAt(0)! - zero);
    })
    .join('');
/** A full hour is its hour: 18:00, 18.00 (Finnish) and 18 h (French) are 18. */
const TIME = /\b(\d{1,2})[:.]00\b/g;
const numbersOf = (s: string) =>
  new Set(
    [...toAscii(s).replace(TIME, '$1').matchAll(/(?<![A-Za-z\d])\d+(?:[.,\u066b\u066c]\d+|[\u00a0\u202f ]\d{3}(?!\d))*/gu)].map((m) => m[0].replace(/\D/g, '').replace(/^0+(?=\d)/, '')),
  );

describe('demo content in every locale (seed texts)', () => {
  const texts = allSeedTexts();
  const en = texts.get('en')!;

  it('has a file for each of the 39 locales with exactly the English keys, none empty', () => {
    expect([...texts.keys()].sort()).toEqual([...LOCALES].sort());
    const keys = keysOf(en);
    for (const [lng, t] of texts) {
      expect(keysOf(t), lng).toEqual(keys);
      for (const k of keys) expect(valueAt(t, k).trim().length, `${lng} ${k}`).toBeGreaterThan(0);
    }
  });

  it('keeps every number, amount and code of the English text (a translation may not drop or change one)', () => {
    for (const [lng, t] of texts) {
      for (const k of keysOf(en)) {
        // Every number stays (a changed one goes missing); a translation may add one ("double" is "2×" in Japanese).
        const local = numbersOf(valueAt(t, k));
        const missing = [...numbersOf(valueAt(en, k))].filter((n) => !local.has(n));
        expect(missing, `${lng} ${k}: ${valueAt(t, k)}`).toEqual([]);
      }
      for (const id of Object.keys(en.bonuses)) {
        if (en.bonuses[id]!.terms.includes('SPRING25')) expect(t.bonuses[id]!.terms, lng).toContain('SPRING25');
      }
      // Brand names stay as they are.
      for (const id of ['visa', 'mastercard', 'skrill', 'upi']) expect(t.paymentMethods[id]!.title, lng).toBe(en.paymentMethods[id]!.title);
    }
  });

  it('names the offers\' amounts as the English does ({maxBonus}…), written in each player\'s currency; none in euros', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{[A-Za-z]+\}/g)].map((m) => m[0]).sort();
    for (const [lng, t] of texts) {
      for (const [id, english] of Object.entries(en.bonuses)) {
        for (const field of ['bannerTitle', 'description', 'terms'] as const) {
          const local = t.bonuses[id]![field];
          expect(placeholders(local), `${lng} ${id}.${field}: ${local}`).toEqual(placeholders(english[field]));
          expect(local, `${lng} ${id}.${field}`).not.toMatch(/EUR|€/);
        }
      }
    }
  });

  it('gives the seed each item per locale, with or without the default English', () => {
    const withEn = localizedTexts('bonuses', 'welcome-1000', { withEnglish: true });
    expect(Object.keys(withEn)).toHaveLength(LOCALES.length);
    expect(withEn.en).toEqual(en.bonuses['welcome-1000']);
    const translations = localizedTexts('paymentMethods', 'bank-transfer', { withEnglish: false });
    expect(Object.keys(translations)).toHaveLength(LOCALES.length - 1);
    expect(translations.en).toBeUndefined();
    expect(translations.de!.title).not.toBe(en.paymentMethods['bank-transfer']!.title);
  });
});
