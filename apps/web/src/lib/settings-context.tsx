'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { TNavigationSystem, TTheme } from '@croupier/contracts/constants';
import type { TClientSettings } from '@croupier/contracts';

export interface TSettingsContext {
  settings: TClientSettings;
  theme: TTheme;
  nav: TNavigationSystem;
  lng: string;
  isPreviewAllowed: boolean;
}

const SettingsContext = createContext<TSettingsContext | null>(null);

export function SettingsProvider({ value, children }: { value: TSettingsContext; children: ReactNode }) {
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): TSettingsContext {
  const ctx = useContext(SettingsContext);
  if (!ctx) throw new Error('useSettings outside SettingsProvider');
  return ctx;
}
