'use client';

/**
 * The app's translation hooks. Components import from here, never from an i18n library.
 * Backed by the small runtime in `./i18n` (flat dotted keys, `{{name}}`, plurals by Intl.PluralRules).
 *
 * Public API (keep stable; other features depend on it):
 *   useTranslation(): { t, i18n }
 *     t(key, values?)        flat dotted key → text; `{{name}}` placeholders from `values`;
 *                            `values.count` (number) picks the plural form `key_zero` (count 0), then
 *                            `key_one|_two|_few|_many|_other` by the locale's Intl.PluralRules, then `key`;
 *                            a missing key falls back to English, then to `values.defaultValue`, then the key.
 *                            `t` changes identity when the language changes or texts are added (safe in
 *                            dependency arrays). The browser starts with the texts the server rendered and
 *                            loads the rest right after hydration (see src/lib/i18n-ssr.ts).
 *     i18n.language          the current locale code (the site's code, e.g. 'en', 'cz', 'ar')
 *     i18n.dir()             'rtl' | 'ltr' for the current language
 *     i18n.hasResourceBundle(lng, ns), i18n.addResourceBundle(lng, ns, texts, deep?, overwrite?),
 *     i18n.changeLanguage(lng)  (used by the game client to follow a game's `lang`)
 *   <Trans i18nKey values? components? />  renders the text of `i18nKey`, replacing `<name>…</name>`
 *     (and `<name/>`) with a clone of `components[name]` whose children are the inner content
 *     (tags may nest); a tag without a component renders its inner content only.
 *   I18nProvider ({ i18n, children }) and createI18n (from `./i18n`): the app's provider (app-providers.tsx).
 *   Types: TI18n, TFunction.
 */
import { cloneElement, createContext, isValidElement, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TI18n, TTranslateValues } from './i18n';

export type { TFunction, TI18n } from './i18n';

const I18nContext = createContext<TI18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: TI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: TI18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  const revision = useSyncExternalStore(i18n.subscribe, () => i18n.revision, () => i18n.revision);
  // A new function per language or added texts, so memos and effects that list `t` follow the change.
  const t = useMemo<TFunction>(() => {
    void revision;
    return (key, values) => i18n.t(key, values);
  }, [i18n, revision]);
  return { t, i18n };
}

export interface TTransProps {
  i18nKey: string;
  values?: TTranslateValues;
  components?: Record<string, ReactElement>;
}

/** Text with markup: `<terms>…</terms>` in the translation becomes `components.terms` with that content. */
export function Trans({ i18nKey, values, components = {} }: TTransProps) {
  const { t } = useTranslation();
  return <>{renderTags(t(i18nKey, values), components)}</>;
}

const TAG = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;

/** Parses `<name>…</name>` / `<name/>` (nesting allowed) into React nodes. Exported for tests. */
export function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  type TFrame = { name: string; children: ReactNode[] };
  const root: TFrame = { name: '', children: [] };
  const stack: TFrame[] = [root];
  let last = 0;
  let n = 0;
  const build = (name: string, children: ReactNode[]): ReactNode => {
    const el = components[name];
    const key = `${name}-${n++}`;
    if (!isValidElement(el)) return <span key={key}>{children}</span>;
    return cloneElement(el, { key }, ...(children.length ? children : ([(el.props as { children?: ReactNode }).children] as ReactNode[])));
  };
  for (const m of text.matchAll(TAG)) {
    const [raw, closing, name, selfClosing] = m as unknown as [string, string, string, string];
    const top = stack[stack.length - 1]!;
    if (m.index > last) top.children.push(text.slice(last, m.index));
    last = m.index + raw.length;
    if (selfClosing) top.children.push(build(name, []));
    else if (!closing) stack.push({ name, children: [] });
    else if (stack.length > 1 && top.name === name) {
      stack.pop();
      stack[stack.length - 1]!.children.push(build(name, top.children));
    } else top.children.push(raw);
  }
  if (last < text.length) stack[stack.length - 1]!.children.push(text.slice(last));
  // Unclosed tags: keep their text.
  while (stack.length > 1) {
    const f = stack.pop()!;
    stack[stack.length - 1]!.children.push(`<${f.name}>`, ...f.children);
  }
  return root.children;
}
