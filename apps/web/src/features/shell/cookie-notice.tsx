'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import { isGamePath } from '@croupier/contracts/routes';
import { acceptCookieConsent, CONSENT_EVENT } from '@/lib/cookie-consent';
import { useSettings } from '@/lib/settings-context';
import { IconCookie } from '../ui/icons';

/**
 * §4 cookie notice: shown when the setting is on and no consent is stored;
 * hidden on game pages and for bots. Accept stores consent and sets two cookies for a year.
 */
export function CookieNotice({ hasConsent, isBot }: { hasConsent: boolean; isBot: boolean }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const pathname = usePathname();
  const [isAccepted, setIsAccepted] = useState(hasConsent);
  // Consent given elsewhere (a game page's gate) hides the notice too.
  useEffect(() => {
    const onAccepted = () => setIsAccepted(true);
    window.addEventListener(CONSENT_EVENT, onAccepted);
    return () => window.removeEventListener(CONSENT_EVENT, onAccepted);
  }, []);
  if (!settings.cookieConsentEnabled || isAccepted || isBot || isGamePath(pathname)) return null;
  const onAccept = () => acceptCookieConsent();
  return (
    <section
      role="region"
      aria-label={t('cookie.title')}
      className="card fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5 [.has-tabs_&]:bottom-[5.25rem] lg:[.has-tabs_&]:bottom-3"
      data-testid="cookie-notice"
    >
      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-primary/15 text-primary sm:grid">
        <IconCookie size={22} />
      </span>
      <p className="text-[0.8125rem] leading-relaxed text-fg sm:text-sm">
        {t('cookie.text')}{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener" className="text-link">
          {t('legal.privacy.policy')}
        </a>
      </p>
      <button type="button" className="btn btn-primary shrink-0" onClick={onAccept} data-testid="cookie-accept">
        {t('cookie.accept.all')}
      </button>
    </section>
  );
}
