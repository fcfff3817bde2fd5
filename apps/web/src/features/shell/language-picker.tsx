'use client';

import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_FROM_LOGIN_COOKIE } from '@croupier/contracts/constants';
import { isLocale, LOCALE_INFO } from '@croupier/contracts/locales';
import { deleteCookie, setCookie } from '@/lib/cookies';
import { useSettings } from '@/lib/settings-context';
import { api } from '@/lib/api';
import { useAuth } from '../auth/auth-context';
import { IconGlobe } from '../ui/icons';

/** How long the picker waits for the player's language to be saved before it reloads anyway. */
const SAVE_WAIT_MS = 3000;

/**
 * An explicit language choice (not detection): cookie `lang` for a year, then reload. A signed-in player's choice is
 * also saved as their preferred language (PUT /api/user/language), so mails follow it; a failed save does not keep
 * the page from changing language.
 */
export function LanguagePicker({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const { settings, lng } = useSettings();
  const { isAuthenticated } = useAuth();
  // The choice shows at once and holds while it is saved and the page reloads (no second, racing choice).
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  const codes = (settings.locales?.length ? settings.locales : [settings.defaultLanguage]).filter(isLocale);
  if (codes.length < 2) return null;
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <span className="pointer-events-none absolute start-3 text-muted">
        <IconGlobe size={18} />
      </span>
      <select
        id={id}
        value={chosen ?? lng}
        disabled={chosen !== null}
        aria-busy={chosen !== null || undefined}
        data-testid="language-picker"
        className={`field-control !min-h-11 cursor-pointer !bg-transparent ps-9 !text-sm font-semibold ${isCompact ? 'w-[6.25rem]' : 'w-full'}`}
        onChange={async (e) => {
          const language = e.target.value;
          setChosen(language);
          setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S);
          deleteCookie(LANGUAGE_FROM_LOGIN_COOKIE); // a choice on the device, which sign-ins keep
          if (isAuthenticated) await api.put('/api/user/language', { language }, { timeoutMs: SAVE_WAIT_MS }).catch(() => undefined);
          window.location.reload();
        }}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {isCompact ? code.toUpperCase() : LOCALE_INFO[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
