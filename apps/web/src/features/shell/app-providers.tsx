'use client';

import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { TUserDetails } from '@croupier/contracts';
import { setApiLanguage } from '@/lib/api';
import { createI18n, type TTranslations } from '@/lib/i18n';
import { ModalStackProvider } from '@/lib/modal-stack';
import { SettingsProvider, type TSettingsContext } from '@/lib/settings-context';
import { AuthProvider } from '../auth/auth-context';

export interface TAppProvidersProps {
  settings: TSettingsContext;
  translations: Record<string, TTranslations>;
  initialUser: TUserDetails | null;
  children: ReactNode;
}

/** QueryClient, i18next (initialised synchronously: no flash), settings, auth, modal stack. */
export function AppProviders({ settings, translations, initialUser, children }: TAppProvidersProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { refetchOnWindowFocus: false, refetchOnReconnect: false, retry: 1, staleTime: 60_000 },
          mutations: { retry: false },
        },
      }),
  );
  const [i18n] = useState(() => {
    setApiLanguage(settings.lng);
    return createI18n(settings.lng, translations);
  });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <SettingsProvider value={settings}>
          <AuthProvider initialUser={initialUser}>
            <ModalStackProvider isScrollLockedWhenOpen={settings.nav === 'panel'}>{children}</ModalStackProvider>
          </AuthProvider>
        </SettingsProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
