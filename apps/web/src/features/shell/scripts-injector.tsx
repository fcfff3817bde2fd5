'use client';

import { useEffect, useRef, useState } from 'react';
import type { TScript } from '@croupier/contracts';
import { api } from '@/lib/api';
import { CONSENT_EVENT } from '@/lib/cookie-consent';
import { getCookie } from '@/lib/cookies';
import { useSettings } from '@/lib/settings-context';
import { useAuth } from '../auth/auth-context';

/** Inserts HTML and makes its <script> tags run (innerHTML alone does not execute them). */
function inject(html: string, target: HTMLElement, position: 'append' | 'prepend', key: string): void {
  if (!html.trim()) return;
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const nodes = Array.from(tpl.content.childNodes).map((node) => {
    if (node instanceof HTMLScriptElement) {
      const s = document.createElement('script');
      for (const attr of Array.from(node.attributes)) s.setAttribute(attr.name, attr.value);
      s.text = node.text;
      s.dataset.trackingScript = key;
      s.onerror = () => console.warn(`[scripts] ${key} failed to load`);
      return s;
    }
    if (node instanceof HTMLElement) node.dataset.trackingScript = key;
    return node;
  });
  if (position === 'append') target.append(...nodes);
  else target.prepend(...nodes);
}

/**
 * §7 tracking scripts: which ones load depends on login and depositor status, so the list is asked for after
 * hydration and again when that changes in the page (the player signs in, or makes a first deposit); a script
 * already in the page is not added twice. Failures are logged only. With the cookie notice on, none loads before the
 * visitor accepts cookies (operators' pixels and analytics set cookies of their own).
 */
export function ScriptsInjector() {
  const { isInitialized, isAuthenticated, depositCount } = useAuth();
  const { settings } = useSettings();
  const [hasConsent, setHasConsent] = useState(false);
  useEffect(() => {
    if (!settings.cookieConsentEnabled || getCookie('cookie_consent') === '1') return setHasConsent(true);
    const onAccepted = () => setHasConsent(true);
    window.addEventListener(CONSENT_EVENT, onAccepted);
    return () => window.removeEventListener(CONSENT_EVENT, onAccepted);
  }, [settings.cookieConsentEnabled]);
  const audienceRef = useRef<string | null>(null);
  const injectedRef = useRef(new Set<string>());
  useEffect(() => {
    const audience = `${isAuthenticated}:${depositCount > 0}`;
    if (!isInitialized || !hasConsent || audienceRef.current === audience) return;
    // In a task of its own, not in the hydrating page's effects task (the list's request and the scripts).
    const id = setTimeout(() => {
      audienceRef.current = audience;
      api
        .get<TScript[]>('/api/core/casino/scripts', {
          query: { enableAuthUsers: isAuthenticated ? 'true' : 'false', enableDepositors: depositCount > 0 ? 'true' : 'false' },
        })
        .then((scripts) => {
          for (const s of scripts ?? []) {
            if (injectedRef.current.has(s.key)) continue;
            injectedRef.current.add(s.key);
            try {
              inject(s.head, document.head, 'append', s.key);
              inject(s.bodyStart, document.body, 'prepend', s.key);
              inject(s.bodyEnd, document.body, 'append', s.key);
            } catch (e) {
              console.warn(`[scripts] ${s.key} failed`, e);
            }
          }
        })
        .catch((e: unknown) => console.warn('[scripts] list failed', e));
    }, 0);
    return () => clearTimeout(id);
  }, [isInitialized, hasConsent, isAuthenticated, depositCount]);
  return null;
}
