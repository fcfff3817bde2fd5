import { DEFAULT_LANGUAGE } from '@croupier/contracts/constants';
import { keyForms, type TI18n, type TTranslations } from './i18n';

/**
 * Only the texts a page uses travel in its HTML (the full dictionary is ~60 KB and growing; inline in every
 * page it cost 12–15 KB gzip of each HTML response, i.e. extra round trips before the first paint on a slow
 * phone network).
 *
 * 1. The root layout (server component) fetches the language's texts and shares them in this process with
 *    `shareServerTexts`; it passes no texts to the client component tree (they would be serialised into the page).
 * 2. During the server render, AppProviders builds its i18n instance from `sharedServerTexts` and records every
 *    key looked up; `usedTextsScript` turns the keys not sent yet into an inline script (Next's
 *    useServerInsertedHTML), which pushes them to `self.__CROUPIER_I18N__` ahead of the HTML that uses them.
 * 3. In the browser, `inlinedTexts()` gives hydration exactly those texts; right after hydration the language's
 *    full texts load from /api/core/casino/locales/<lng>.json (cacheable) and every translated component
 *    re-renders; a key missing before then shows as the key for that moment.
 */

const REGISTRY = Symbol.for('croupier.i18n.server-texts');
const GLOBAL = '__CROUPIER_I18N__';

type TTextsByLanguage = Record<string, TTranslations>;

function registry(): Map<string, TTranslations> {
  const g = globalThis as unknown as Record<symbol, Map<string, TTranslations> | undefined>;
  return (g[REGISTRY] ??= new Map());
}

/** Server: makes a language's full texts available to this process's server render of client components. */
export function shareServerTexts(lng: string, texts: TTranslations): void {
  registry().set(lng, texts);
}

/** Server: the texts shared for the page's language and the fallback language. */
export function sharedServerTexts(lng: string): TTextsByLanguage {
  const out: TTextsByLanguage = { [lng]: registry().get(lng) ?? {} };
  if (lng !== DEFAULT_LANGUAGE) out[DEFAULT_LANGUAGE] = registry().get(DEFAULT_LANGUAGE) ?? {};
  return out;
}

/**
 * The texts behind the given keys, with every plural form: from the first language that has any form of a key
 * (the page's language, else the fallback), as the browser's lookup would read them.
 */
export function pickTexts(i18n: TI18n, languages: readonly string[], keys: Iterable<string>): TTextsByLanguage {
  const out: TTextsByLanguage = {};
  for (const key of keys) {
    for (const lng of languages) {
      const all = i18n.getResourceBundle(lng);
      const forms = keyForms(key).filter((k) => typeof all?.[k] === 'string');
      if (!all || !forms.length) continue;
      const picked = (out[lng] ??= {});
      for (const k of forms) picked[k] = all[k];
      break;
    }
  }
  return out;
}

/** An inline script adding texts to the browser's initial set (safe inside <script>: `<` is escaped). */
export function usedTextsScript(texts: TTextsByLanguage): string {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `(self.${GLOBAL}=self.${GLOBAL}||[]).push(${json})`;
}

/** Browser: the texts the server inlined for this page, merged by language. */
export function inlinedTexts(): TTextsByLanguage {
  const out: TTextsByLanguage = {};
  const pushed = typeof self === 'undefined' ? undefined : (self as unknown as Record<string, TTextsByLanguage[] | undefined>)[GLOBAL];
  for (const chunk of pushed ?? []) for (const [lng, texts] of Object.entries(chunk)) out[lng] = { ...out[lng], ...texts };
  return out;
}

/**
 * Browser: loads a language's full texts into `i18n` (texts already there are kept). Components re-render
 * only if `hasMissed()` says a key was missing meanwhile (otherwise nothing on screen changes).
 */
export async function loadFullTexts(i18n: TI18n, lng: string, hasMissed: () => boolean): Promise<void> {
  const res = await fetch(`/api/core/casino/locales/${encodeURIComponent(lng)}.json`);
  if (!res.ok) throw new Error(`locale ${lng}: ${res.status}`);
  const json = (await res.json()) as TTranslations;
  const texts = json && typeof json.data === 'object' && json.data ? (json.data as TTranslations) : json;
  i18n.mergeTexts(lng, texts, hasMissed());
}
