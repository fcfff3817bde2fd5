'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { COOKIE_CONSENT_MAX_AGE_S } from '@croupier/contracts/constants';
import { isGamePath } from '@croupier/contracts/routes';
import { setCookie } from '@/lib/cookies';
import { useSettings } from '@/lib/settings-context';
import { IconCookie } from '../ui/icons';

const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * §4 cookie notice: shown when the setting is on and no consent is stored;
 * hidden on game pages and for bots. Accept stores consent and sets two cookies for a year.
 */
export function CookieNotice({ hasConsent, isBot }: { hasConsent: boolean; isBot: boolean }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const pathname = usePathname();
  const [isAccepted, setIsAccepted] = useState(hasConsent);
  if (!settings.cookieConsentEnabled || isAccepted || isBot || isGamePath(pathname)) return null;
  const onAccept = () => {
    const at = new Date().toISOString();
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ all: true, at }));
    } catch {
      /* storage unavailable */
    }
    setCookie('cookie_consent', '1', COOKIE_CONSENT_MAX_AGE_S);
    setCookie('cookie_consent_date', at, COOKIE_CONSENT_MAX_AGE_S);
    setIsAccepted(true);
  };
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
