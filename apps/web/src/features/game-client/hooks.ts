'use client';

import { useEffect, useState } from 'react';
import { I18N_NAMESPACE } from '@croupier/contracts/constants';
import { setApiLanguage } from '@/lib/api';
import { useTranslation } from '@/lib/use-translation';

/* Hooks shared by the in-house game clients (the games and the live tables). */

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const on = () => setReduced(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

/** Loads `lang` texts (GET /api/core/casino/locales/<lng>.json) into the app's i18n instance when it differs. */
export function useGameLanguage(lang: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!lang || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang) || lang === i18n.language) return;
    let isCancelled = false;
    void (async () => {
      try {
        if (!i18n.hasResourceBundle(lang, I18N_NAMESPACE)) {
          const res = await fetch(`/api/core/casino/locales/${lang}.json`, { cache: 'force-cache' });
          if (!res.ok) return;
          const json = (await res.json()) as Record<string, string>;
          if (isCancelled) return;
          i18n.addResourceBundle(lang, I18N_NAMESPACE, json, true, true);
        }
        if (isCancelled) return;
        await i18n.changeLanguage(lang);
        setApiLanguage(lang);
        document.documentElement.lang = lang;
      } catch {
        /* keep the current language */
      }
    })();
    return () => {
      isCancelled = true;
    };
  }, [lang, i18n]);
}

/** Asks the casino page to launch the game again (a new session), and reloads the frame. */
export function relaunchGame(slug: string): void {
  try {
    if (window.parent && window.parent !== window) window.parent.postMessage({ type: 'croupier:relaunch', slug }, location.origin);
  } catch {
    /* ignore */
  }
  window.location.reload();
}
