'use client';

import { useEffect } from 'react';
import { DEFAULT_INACTIVITY_TIMEOUT_MIN } from '@croupier/contracts/constants';
import { api } from '@/lib/api';
import { isAuthOnlyPath } from '@/lib/route-keys';
import { useSettings } from '@/lib/settings-context';
import { clearAccessToken } from '@/lib/token';
import { useAuth } from './auth-context';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * §4/§9 session end after inactivity: the site's timeout in minutes when it is
 * above 1, otherwise 30. Any of several user actions resets the timer.
 */
export function InactivityGuard() {
  const { settings } = useSettings();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) return;
    const minutes = settings.inactivitySessionTimeout > 1 ? settings.inactivitySessionTimeout : DEFAULT_INACTIVITY_TIMEOUT_MIN;
    const limitMs = minutes * 60_000;
    let last = Date.now();
    const onActivity = () => {
      last = Date.now();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last < limitMs) return;
      window.clearInterval(timer);
      const reason = 'USER_INACTIVITY_TIMEOUT';
      try {
        localStorage.setItem('sessionEnded', JSON.stringify({ reason, time: new Date().toISOString() }));
      } catch {
        /* storage unavailable */
      }
      void api
        .post('/api/user/logout', { reason }, { isSessionCheckSkipped: true })
        .catch(() => undefined)
        .finally(() => {
          clearAccessToken();
          const path = isAuthOnlyPath(window.location.pathname) ? '/' : window.location.pathname;
          window.location.assign(`${path}?modal=session-ended`);
        });
    }, 15_000);
    return () => {
      window.clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [isAuthenticated, settings.inactivitySessionTimeout]);
  return null;
}
