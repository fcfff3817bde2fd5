'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { INSTALL_AVAILABLE_EVENT, INSTALL_PAGES_STORAGE_KEY, INSTALL_PROMPT_AFTER_PAGES } from '@croupier/contracts/constants';
import { isGamePath } from '@croupier/contracts/routes';
import { CONSENT_EVENT } from '@/lib/cookie-consent';
import { useSettings } from '@/lib/settings-context';
import { isInstallSnoozed, isIosSafari, isStandalone } from './install-capture';
import { InstallPrompt } from './install-prompt';

/**
 * Offers to add the casino to the home screen (docs/install.md) once the browser can install it (or on
 * Safari for iPhone, which cannot say so), from the visit's second page on, never on game pages, never over the
 * cookie notice, and not again for a while after "Not now". Loaded after the page (install-prompt-loader.tsx).
 */
export function InstallPromptGate({ hasCookieConsent }: { hasCookieConsent: boolean }) {
  const { settings } = useSettings();
  const pathname = usePathname();
  const [kind, setKind] = useState<'prompt' | 'ios' | null>(null);
  const [pages, setPages] = useState(0);
  const [hasConsent, setHasConsent] = useState(hasCookieConsent);
  const countedPath = useRef<string | null>(null);

  useEffect(() => {
    // Once per page (development's strict mode runs effects twice).
    if (countedPath.current === pathname) return;
    countedPath.current = pathname;
    let n = 1;
    try {
      n = Number(sessionStorage.getItem(INSTALL_PAGES_STORAGE_KEY) ?? 0) + 1;
      sessionStorage.setItem(INSTALL_PAGES_STORAGE_KEY, String(n));
    } catch {
      /* storage unavailable */
    }
    setPages(n);
  }, [pathname]);

  useEffect(() => {
    if (isStandalone() || isInstallSnoozed()) return;
    const onAvailable = () => {
      if (window.__croupierInstall && !isInstallSnoozed()) setKind('prompt');
    };
    const onAccepted = () => setHasConsent(true);
    // Installed from the browser's own menu meanwhile: nothing left to offer.
    const onInstalled = () => setKind(null);
    onAvailable();
    if (!window.__croupierInstall && isIosSafari()) setKind('ios');
    window.addEventListener(INSTALL_AVAILABLE_EVENT, onAvailable);
    window.addEventListener(CONSENT_EVENT, onAccepted);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('appinstalled', onInstalled);
      window.removeEventListener(INSTALL_AVAILABLE_EVENT, onAvailable);
      window.removeEventListener(CONSENT_EVENT, onAccepted);
    };
  }, []);

  const isNoticeUp = settings.cookieConsentEnabled && !hasConsent;
  if (!kind || pages < INSTALL_PROMPT_AFTER_PAGES || isGamePath(pathname) || isNoticeUp) return null;
  return <InstallPrompt kind={kind} isBesideChat={settings.showLiveChat} onDone={() => setKind(null)} />;
}
