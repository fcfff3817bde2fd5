'use client';

import { useCallback } from 'react';
import { resolvePageUrl, type TPageKey, type TResolvedLink } from '@croupier/contracts/routes';
import { useSettings } from './settings-context';

/** Resolves page keys (spec §2) through the site's pageUrlSetup and navigation system. */
export function usePageUrl(): (key: TPageKey | string) => TResolvedLink {
  const { settings, nav } = useSettings();
  return useCallback((key: string) => resolvePageUrl(key, settings.pageUrlSetup, nav), [settings.pageUrlSetup, nav]);
}

/** Paths that need a signed-in player (guests are redirected to /?modal=login). */
export const AUTH_ONLY_PATHS = ['/profile', '/profile2', '/account', '/deposit', '/withdraw', '/bonuses'];
export function isAuthOnlyPath(path: string): boolean {
  return AUTH_ONLY_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}
