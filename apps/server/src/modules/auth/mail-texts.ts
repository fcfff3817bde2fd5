import { readFileSync } from 'node:fs';
import { isLocale, isRtl } from '@croupier/contracts';
import { LOCALES_DIR } from '../content/get-locale';

/** A mail's texts in one language: `t(key, vars)` with {{var}} placeholders; `lang` and `dir` for the HTML. */
export interface TMailTexts {
  t: (key: string, vars?: Record<string, string | number>) => string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

const dictionaries = new Map<string, Record<string, string>>();
function dictionary(lng: string): Record<string, string> {
  let d = dictionaries.get(lng);
  if (!d) {
    d = JSON.parse(readFileSync(`${LOCALES_DIR}${lng}.json`, 'utf8')) as Record<string, string>;
    dictionaries.set(lng, d);
  }
  return d;
}

/**
 * The texts of the player's language (their preferred language, else the site's default), from the same locale files
 * as the web app (keys `mail.*`); a key missing in that language falls back to English.
 */
export function mailTexts(language: string | null | undefined): TMailTexts {
  const lng = language && isLocale(language) ? language : 'en';
  const en = dictionary('en');
  const own = dictionary(lng);
  return {
    t: (key, vars = {}) => (own[key] || en[key] || key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')),
    lang: lng,
    dir: isRtl(lng) ? 'rtl' : 'ltr',
  };
}
