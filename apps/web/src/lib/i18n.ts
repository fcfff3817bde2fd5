import { DEFAULT_LANGUAGE } from '@croupier/contracts/constants';
import { LOCALE_INFO, RTL_LOCALES } from '@croupier/contracts/locales';

/**
 * The app's translation runtime: a few hundred bytes instead of i18next (DESIGN.md §8 bundle budget).
 * No React here, so server components can use it too (`getServerT`); the hooks are in `use-translation.tsx`.
 *
 * Behaviour (what the app relied on from i18next, kept):
 * - keys are flat dotted strings, looked up literally (no nesting, no namespaces in keys);
 * - `{{name}}` placeholders take `values.name`; a placeholder without a value stays as written;
 * - `values.count` (a number) picks a plural form: `key_zero` when the count is 0 (any language), then
 *   `key_<Intl.PluralRules category>` (`_one`, `_two`, `_few`, `_many`, `_other`), then `key`; the plural rules
 *   come from the locale's BCP-47 tag (`cz` → `cs`, `du` → `nl`, `no` → `nb`, …), not the site's code;
 * - a key missing in the current language is looked up in English (DEFAULT_LANGUAGE), then (after a
 *   language change) in the first language, then `values.defaultValue`, then the key itself is returned;
 * - `dir()` is 'rtl' for ar, fa, ps.
 */

export type TTranslations = Record<string, unknown>;
export type TTranslateValues = Record<string, unknown>;
export type TFunction = (key: string, values?: TTranslateValues) => string;

export interface TI18n {
  /** The current language (the site's locale code, e.g. 'en', 'cz', 'ar'). */
  readonly language: string;
  /** Translates with the current language (see the module comment). */
  t: TFunction;
  /** 'rtl' for right-to-left languages (ar, fa, ps), else 'ltr'. */
  dir(lng?: string): 'rtl' | 'ltr';
  hasResourceBundle(lng: string, ns?: string): boolean;
  /** Adds (merges; `overwrite` replaces existing keys) texts for a language. */
  addResourceBundle(lng: string, ns: string, resources: TTranslations, deep?: boolean, overwrite?: boolean): TI18n;
  /** Adds texts for a language, keeping those already there; re-renders components only when `isNotified`. */
  mergeTexts(lng: string, texts: TTranslations, isNotified: boolean): void;
  /** The texts loaded for a language (a live object: do not change it). */
  getResourceBundle(lng: string): TTranslations | undefined;
  /** Switches language and notifies subscribers (components re-render). */
  changeLanguage(lng: string): Promise<TFunction>;
  /** Grows on every language change and every addResourceBundle: components re-render when it changes. */
  readonly revision: number;
  /** Called after every language change or added texts; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface TI18nOptions {
  /** Every key looked up (the server records what a page used, to send the browser only those texts). */
  onLookup?: (key: string) => void;
  /** A key that no loaded language has (the browser then loads the language's full texts). */
  onMissing?: (key: string) => void;
}

/** The keys a lookup of `key` may read: the key and its plural forms. */
export function keyForms(key: string): string[] {
  return [key, `${key}_zero`, `${key}_one`, `${key}_two`, `${key}_few`, `${key}_many`, `${key}_other`];
}

const BCP47: Record<string, string> = Object.fromEntries(Object.entries(LOCALE_INFO).map(([code, info]) => [code, info.bcp47]));
const rules = new Map<string, Intl.PluralRules>();

/** Intl.PluralRules for a site locale code (mapped to BCP-47: cz → cs); English rules when the tag is invalid. */
export function pluralRules(lng: string): Intl.PluralRules {
  let rule = rules.get(lng);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(BCP47[lng] ?? lng);
    } catch {
      rule = new Intl.PluralRules('en');
    }
    rules.set(lng, rule);
  }
  return rule;
}

/** Replaces `{{name}}` (spaces allowed inside the braces) with `values.name`; unknown names are left as written. */
export function interpolate(text: string, values?: TTranslateValues): string {
  if (!values || text.indexOf('{{') < 0) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (match, name: string) => {
    const v = values[name];
    return v === undefined || v === null ? match : String(v);
  });
}

/** One lookup over `languages` in order (see the module comment for the plural chain). */
export function translate(store: Record<string, TTranslations | undefined>, languages: readonly string[], key: string, values?: TTranslateValues): string {
  return lookup(store, languages, key, values) ?? fallbackText(key, values);
}

function fallbackText(key: string, values?: TTranslateValues): string {
  const fallback = values?.defaultValue;
  return typeof fallback === 'string' ? interpolate(fallback, values) : key;
}

/** The translated text, or undefined when no language in `languages` has the key. */
export function lookup(store: Record<string, TTranslations | undefined>, languages: readonly string[], key: string, values?: TTranslateValues): string | undefined {
  const count = values?.count;
  const hasCount = typeof count === 'number';
  for (const lng of languages) {
    const texts = store[lng];
    if (!texts) continue;
    const candidates = hasCount ? [key + '_' + pluralRules(lng).select(count), key] : [key];
    if (hasCount && count === 0) candidates.unshift(key + '_zero');
    for (const k of candidates) {
      const v = texts[k];
      if (typeof v === 'string') return interpolate(v, values);
    }
  }
  return undefined;
}

/**
 * An i18n instance initialised synchronously (no flash): on the server with the language's full texts, in the
 * browser with the texts the server rendered (the rest loads after hydration, see app-providers.tsx).
 * `translations` maps a language code to its flat key → text object.
 */
export function createI18n(lng: string, translations: Record<string, TTranslations>, options: TI18nOptions = {}): TI18n {
  const store: Record<string, TTranslations | undefined> = { ...translations };
  const listeners = new Set<() => void>();
  const notify = () => {
    revision++;
    for (const fn of [...listeners]) fn();
  };
  let revision = 0;
  let language = lng;
  // The root layout sends English only for the keys the page's language lacks, so after a language change
  // (the game client's `?lang=`) the page's first language is the last resort before the key itself.
  const chain = (l: string) => [...new Set([l, DEFAULT_LANGUAGE, lng])];
  let order = chain(lng);
  const { onLookup, onMissing } = options;
  const t: TFunction = (key, values) => {
    onLookup?.(key);
    const text = lookup(store, order, key, values);
    if (text !== undefined) return text;
    onMissing?.(key);
    return fallbackText(key, values);
  };
  const i18n: TI18n = {
    get language() {
      return language;
    },
    get revision() {
      return revision;
    },
    t,
    dir: (l = language) => (RTL_LOCALES.includes(l) ? 'rtl' : 'ltr'),
    hasResourceBundle: (l) => !!store[l],
    addResourceBundle(l, _ns, resources, _deep, overwrite) {
      store[l] = overwrite ? { ...store[l], ...resources } : { ...resources, ...store[l] };
      notify();
      return i18n;
    },
    mergeTexts(l, texts, isNotified) {
      store[l] = { ...texts, ...store[l] };
      if (isNotified) notify();
    },
    getResourceBundle: (l) => store[l],
    changeLanguage(l) {
      language = l;
      order = chain(l);
      notify();
      return Promise.resolve(t);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
  return i18n;
}
