import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isLocale } from '@croupier/contracts';

/**
 * The demo's operator content in every locale: payment-method titles and descriptions, bonus banners and terms,
 * race titles. `en.json` is the source; `<locale>.json` translates it key for key (seed-texts.test checks
 * every file). Seeding writes them into the content columns, where operators change them (docs/i18n.md).
 */
export interface TSeedTexts {
  paymentMethods: Record<string, { title: string; description: string }>;
  bonuses: Record<string, { bannerTitle: string; description: string; terms: string }>;
  races: Record<string, { title: string; description: string }>;
}

export const SEED_TEXTS_DIR = fileURLToPath(new URL('./', import.meta.url));

let cache: Map<string, TSeedTexts> | null = null;

/** Every locale's texts, read once: en first. */
export function allSeedTexts(): Map<string, TSeedTexts> {
  if (!cache) {
    const locales = readdirSync(SEED_TEXTS_DIR)
      .filter((f) => f.endsWith('.json') && isLocale(f.slice(0, -5)))
      .map((f) => f.slice(0, -5))
      .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
    cache = new Map(locales.map((lng) => [lng, JSON.parse(readFileSync(`${SEED_TEXTS_DIR}${lng}.json`, 'utf8')) as TSeedTexts]));
  }
  return cache;
}

/** The English (default) texts of one item. */
export function englishText<S extends keyof TSeedTexts>(section: S, id: string): TSeedTexts[S][string] {
  const text = allSeedTexts().get('en')?.[section][id];
  if (!text) throw new Error(`No English seed text for ${section}.${id}`);
  return text as TSeedTexts[S][string];
}

/** One item's texts per locale ({ en, de, … }); `withEnglish: false` leaves the default language out. */
export function localizedTexts<S extends keyof TSeedTexts>(
  section: S,
  id: string,
  opts: { withEnglish: boolean },
): Record<string, TSeedTexts[S][string]> {
  const out: Record<string, TSeedTexts[S][string]> = {};
  for (const [lng, texts] of allSeedTexts()) {
    const text = texts[section]?.[id];
    if (text && (opts.withEnglish || lng !== 'en')) out[lng] = text as TSeedTexts[S][string];
  }
  return out;
}
