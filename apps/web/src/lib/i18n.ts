import i18next, { type i18n as TI18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, I18N_NAMESPACE } from '@croupier/contracts/constants';
import { LOCALE_INFO } from '@croupier/contracts/locales';

export type TTranslations = Record<string, unknown>;

/**
 * Creates an i18next instance initialised synchronously with resources fetched
 * by the root layout, so the first render is already translated (no flash).
 * Detection is off; keys are flat dotted strings (keySeparator: false).
 */
export function createI18n(lng: string, translations: Record<string, TTranslations>): TI18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const [code, t] of Object.entries(translations)) resources[code] = { [I18N_NAMESPACE]: t as Resource[string][string] };
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    resources,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  // The spec's locale codes are not all BCP-47 (cz, gr, du, cn, mu, no): plural rules must come from
  // the real language (cz → cs), or Czech counts of 2–4 would get English forms.
  const resolver = instance.services.pluralResolver as unknown as { getRule: (code: string, options?: unknown) => unknown };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(BCP47[code] ?? code, options);
  return instance;
}

const BCP47: Record<string, string> = Object.fromEntries(Object.entries(LOCALE_INFO).map(([code, info]) => [code, info.bcp47]));
