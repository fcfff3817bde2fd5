import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, SPEC_LOCALES, localeFromAcceptLanguage } from './locales';
import { ERROR_CODES } from './errors';
import { MSG } from './messages';

const dir = fileURLToPath(new URL('../locales/', import.meta.url));
const load = (lng: string): Record<string, unknown> => JSON.parse(readFileSync(`${dir}${lng}.json`, 'utf8'));
/** {{placeholders}} and <tag></tag> markers (used by <Trans>) must survive translation. */
const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[1] ?? `<${m[0].includes('/') ? '/' : ''}${m[2]}>`).sort();

describe('locales', () => {
  it('serves 39 locales: the 37 of spec §9 plus two', () => {
    expect(SPEC_LOCALES).toHaveLength(37);
    expect(new Set(LOCALES).size).toBe(39);
  });

  const en = load('en');
  const enKeys = Object.keys(en);

  it('en has every validation message and every error message key', () => {
    for (const key of Object.values(MSG)) expect(enKeys, key).toContain(key);
    for (const { message } of Object.values(ERROR_CODES)) expect(enKeys, message).toContain(message);
  });

  for (const lng of LOCALES) {
    it(`${lng} has every key en has, non-empty, with the same placeholders`, () => {
      expect(existsSync(`${dir}${lng}.json`), `${lng}.json missing`).toBe(true);
      const t = load(lng);
      const missing = enKeys.filter((k) => !(k in t));
      expect(missing, `${lng} lacks keys`).toEqual([]);
      for (const k of enKeys) {
        const source = en[k];
        const value = t[k];
        if (typeof source === 'string') {
          expect(typeof value, `${lng}:${k}`).toBe('string');
          expect((value as string).trim().length, `${lng}:${k} empty`).toBeGreaterThan(0);
          expect(placeholders(value as string), `${lng}:${k} placeholders`).toEqual(placeholders(source));
        }
      }
    });
  }
});

describe('localeFromAcceptLanguage', () => {
  it('takes the app’s own codes, then BCP-47 tags by preference, and null when none is served', () => {
    expect(localeFromAcceptLanguage('de')).toBe('de');
    expect(localeFromAcceptLanguage('du')).toBe('du');
    expect(localeFromAcceptLanguage('gr')).toBe('gr');
    expect(localeFromAcceptLanguage('nl-NL,nl;q=0.9,en;q=0.8')).toBe('du');
    expect(localeFromAcceptLanguage('cs-CZ')).toBe('cz');
    expect(localeFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('cn');
    expect(localeFromAcceptLanguage('el')).toBe('el');
    expect(localeFromAcceptLanguage('nb-NO')).toBe('no');
    expect(localeFromAcceptLanguage('sr-Latn-RS')).toBe('sr');
    expect(localeFromAcceptLanguage('xx, fr;q=0.5, de;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0, pt-BR;q=0.4')).toBe('pt');
    expect(localeFromAcceptLanguage('*')).toBeNull();
    expect(localeFromAcceptLanguage('klingon')).toBeNull();
    expect(localeFromAcceptLanguage('de;q=abc')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});
