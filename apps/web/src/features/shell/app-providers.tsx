'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import { DEFAULT_LANGUAGE } from '@croupier/contracts/constants';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { I18nProvider } from '@/lib/use-translation';
import type { TUserDetails } from '@croupier/contracts';
import { setApiLanguage } from '@/lib/api';
import { createI18n, type TI18n } from '@/lib/i18n';
import { inlinedTexts, loadFullTexts, pickTexts, sharedServerTexts, usedTextsScript } from '@/lib/i18n-ssr';
import { ModalStackProvider } from '@/lib/modal-stack';
import { SettingsProvider, type TSettingsContext } from '@/lib/settings-context';
import { AuthProvider } from '../auth/auth-context';

export interface TAppProvidersProps {
  settings: TSettingsContext;
  initialUser: TUserDetails | null;
  children: ReactNode;
}

interface TPageI18n {
  i18n: TI18n;
  /** Server render: keys looked up, and those already sent to the browser. */
  used: Set<string>;
  sent: Set<string>;
  /** Browser: languages whose full texts are loading or loaded, and those loaded. */
  loading: Set<string>;
  loaded: Set<string>;
  /** Browser: a key was looked up that the browser did not have (shown as the key until the texts load). */
  hasMissed: boolean;
}

/**
 * The page's i18n instance. Server: the full texts shared by the root layout, recording the keys used. Browser:
 * the texts the server inlined for this page; the full texts load right after hydration (src/lib/i18n-ssr.ts).
 */
function usePageI18n(lng: string): TI18n {
  const [page] = useState<TPageI18n>(() => {
    const base = { used: new Set<string>(), sent: new Set<string>(), loading: new Set<string>(), loaded: new Set<string>(), hasMissed: false };
    if (typeof window === 'undefined') return { ...base, i18n: createI18n(lng, sharedServerTexts(lng), { onLookup: (key) => base.used.add(key) }) };
    const state: TPageI18n = { ...base, i18n: createI18n(lng, inlinedTexts(), { onMissing: () => loadMissing(state) }) };
    return state;
  });
  useServerInsertedHTML(() => {
    const fresh = [...page.used].filter((k) => !page.sent.has(k));
    if (!fresh.length) return null;
    for (const k of fresh) page.sent.add(k);
    const languages = lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
    return <script dangerouslySetInnerHTML={{ __html: usedTextsScript(pickTexts(page.i18n, languages, fresh)) }} />;
  });
  useEffect(() => {
    // In a task of its own: the commit's effects all run in one task, and these texts are for keys no one has
    // asked for yet (a missing key loads them at once, loadMissing).
    const id = setTimeout(() => loadLanguage(page, lng), 0);
    return () => clearTimeout(id);
  }, [page, lng]);
  return page.i18n;
}

function loadLanguage(page: TPageI18n, lng: string) {
  if (page.loading.has(lng)) return;
  page.loading.add(lng);
  loadFullTexts(page.i18n, lng, () => page.hasMissed).then(
    () => void page.loaded.add(lng),
    () => void page.loading.delete(lng),
  );
}

/** A key the browser does not have yet: load the page language's texts, then (if still missing) English's. */
function loadMissing(page: TPageI18n) {
  page.hasMissed = true;
  const lng = page.i18n.language;
  if (!page.loading.has(lng)) loadLanguage(page, lng);
  // Once the page language's full texts are in, a missing key really lacks a translation: English has it.
  else if (page.loaded.has(lng) && lng !== DEFAULT_LANGUAGE) loadLanguage(page, DEFAULT_LANGUAGE);
}

/** Query cache, translations (initialised synchronously: no flash), settings, auth, modal stack. */
export function AppProviders({ settings, initialUser, children }: TAppProvidersProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: 1, staleTime: 60_000 },
        },
      }),
  );
  const [lng] = useState(() => {
    setApiLanguage(settings.lng);
    return settings.lng;
  });
  const i18n = usePageI18n(lng);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SettingsProvider value={settings}>
          <AuthProvider initialUser={initialUser}>
            <ModalStackProvider isScrollLockedWhenOpen={settings.nav === 'panel'}>{children}</ModalStackProvider>
          </AuthProvider>
        </SettingsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
