/**
 * §9 lists 37 locale codes under "Locales (39)". We serve those 37 plus `uk`
 * (Ukrainian) and `sv` (Swedish); see docs/decisions/0002-the-39-locales.md.
 */
export const SPEC_LOCALES = [
  'ru', 'ps', 'ar', 'en', 'du', 'fr', 'sr', 'bs', 'bg', 'cn', 'ja', 'ms', 'gr', 'tr', 'cz', 'sk', 'hi', 'sw', 'hu',
  'id', 'fa', 'it', 'ko', 'mt', 'mu', 'ro', 'th', 'vi', 'pl', 'pt', 'es', 'sl', 'de', 'da', 'fi', 'no', 'el',
] as const;
export const EXTRA_LOCALES = ['uk', 'sv'] as const;
export const LOCALES = [...SPEC_LOCALES, ...EXTRA_LOCALES] as const;
export type TLocale = (typeof LOCALES)[number];

/** §2/issue #2: right-to-left layout for ar, fa and ps. */
export const RTL_LOCALES: readonly string[] = ['ar', 'fa', 'ps'];

/** Native names for the language picker, and the BCP-47 tag used for Intl and <html lang>. */
export const LOCALE_INFO: Record<TLocale, { name: string; bcp47: string }> = {
  ru: { name: 'Русский', bcp47: 'ru' },
  ps: { name: 'پښتو', bcp47: 'ps' },
  ar: { name: 'العربية', bcp47: 'ar' },
  en: { name: 'English', bcp47: 'en' },
  du: { name: 'Nederlands', bcp47: 'nl' },
  fr: { name: 'Français', bcp47: 'fr' },
  sr: { name: 'Srpski', bcp47: 'sr-Latn' },
  bs: { name: 'Bosanski', bcp47: 'bs' },
  bg: { name: 'Български', bcp47: 'bg' },
  cn: { name: '中文', bcp47: 'zh-CN' },
  ja: { name: '日本語', bcp47: 'ja' },
  ms: { name: 'Bahasa Melayu', bcp47: 'ms' },
  gr: { name: 'Ελληνικά (GR)', bcp47: 'el-GR' },
  tr: { name: 'Türkçe', bcp47: 'tr' },
  cz: { name: 'Čeština', bcp47: 'cs' },
  sk: { name: 'Slovenčina', bcp47: 'sk' },
  hi: { name: 'हिन्दी', bcp47: 'hi' },
  sw: { name: 'Kiswahili', bcp47: 'sw' },
  hu: { name: 'Magyar', bcp47: 'hu' },
  id: { name: 'Bahasa Indonesia', bcp47: 'id' },
  fa: { name: 'فارسی', bcp47: 'fa' },
  it: { name: 'Italiano', bcp47: 'it' },
  ko: { name: '한국어', bcp47: 'ko' },
  mt: { name: 'Malti', bcp47: 'mt' },
  mu: { name: 'Kreol Morisien', bcp47: 'mfe' },
  ro: { name: 'Română', bcp47: 'ro' },
  th: { name: 'ไทย', bcp47: 'th' },
  vi: { name: 'Tiếng Việt', bcp47: 'vi' },
  pl: { name: 'Polski', bcp47: 'pl' },
  pt: { name: 'Português', bcp47: 'pt' },
  es: { name: 'Español', bcp47: 'es' },
  sl: { name: 'Slovenščina', bcp47: 'sl' },
  de: { name: 'Deutsch', bcp47: 'de' },
  da: { name: 'Dansk', bcp47: 'da' },
  fi: { name: 'Suomi', bcp47: 'fi' },
  no: { name: 'Norsk', bcp47: 'nb' },
  el: { name: 'Ελληνικά', bcp47: 'el' },
  uk: { name: 'Українська', bcp47: 'uk' },
  sv: { name: 'Svenska', bcp47: 'sv' },
};

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
export function isRtl(locale: string): boolean {
  return RTL_LOCALES.includes(locale);
}

/** BCP-47 tags (whole, then primary subtag) to our codes: "nl" → du, "cs" → cz, "zh-TW" → cn, "el" → el. */
const LOCALE_OF_TAG = (() => {
  const map = new Map<string, TLocale>();
  for (const code of LOCALES) map.set(LOCALE_INFO[code].bcp47.toLowerCase(), code);
  for (const code of LOCALES) {
    const primary = LOCALE_INFO[code].bcp47.toLowerCase().split('-')[0]!;
    if (!map.has(primary)) map.set(primary, code);
  }
  return map;
})();

/**
 * The served locale an Accept-Language header asks for, or null. The web app sends its own code ("du", "cn",
 * spec §7's language header); a browser or another client sends BCP-47 tags by preference
 * ("nl-NL,nl;q=0.9,en;q=0.8"). Operator content (payment methods, bonuses) is written in it.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): TLocale | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)), i };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    if (isLocale(tag)) return tag;
    const code = LOCALE_OF_TAG.get(tag) ?? LOCALE_OF_TAG.get(tag.split('-')[0]!);
    if (code) return code;
  }
  return null;
}
