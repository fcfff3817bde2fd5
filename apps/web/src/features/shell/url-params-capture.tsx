'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { setCookie } from '@/lib/cookies';
import { useSettings } from '@/lib/settings-context';
import { setAccessToken } from '@/lib/token';
import { captureMarketingParams } from '@/lib/tracking';
import { useAuth } from '../auth/auth-context';

/**
 * Query side effects on arrival: `at` (access token) is stored and removed
 * from the URL; affiliate and campaign params are kept; `theme`/`nav` set the
 * preview cookie when the server allows previews.
 */
export function UrlParamsCapture() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { settings, isPreviewAllowed } = useSettings();
  const { signIn } = useAuth();
  useEffect(() => {
    const params = new URLSearchParams(searchParams.toString());
    captureMarketingParams(params, settings.affiliateKeyQueryParameter);
    let isChanged = false;
    const at = params.get('at');
    if (at) {
      params.delete('at');
      isChanged = true;
      setAccessToken(at);
      void signIn(at);
    }
    if (isPreviewAllowed && (params.has('theme') || params.has('nav'))) {
      const theme = params.get('theme') ?? settings.theme;
      const nav = params.get('nav') ?? settings.navigationSystem;
      setCookie('ui_preview', `${theme}.${nav}`, 7 * 86_400);
      params.delete('theme');
      params.delete('nav');
      const q = params.toString();
      window.location.replace(`${pathname}${q ? `?${q}` : ''}`);
      return;
    }
    if (isChanged) {
      const q = params.toString();
      router.replace(`${pathname}${q ? `?${q}` : ''}`, { scroll: false });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);
  return null;
}
