import { COOKIE_CONSENT_MAX_AGE_S } from '@croupier/contracts/constants';
import { setCookie } from './cookies';

export const CONSENT_STORAGE_KEY = 'cookieConsent';
export const CONSENT_EVENT = 'cookies:accepted';

/** §4 consent: stored locally and as two cookies for a year; every open notice hears about it. */
export function acceptCookieConsent(): void {
  const at = new Date().toISOString();
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ all: true, at }));
  } catch {
    /* storage unavailable */
  }
  setCookie('cookie_consent', '1', COOKIE_CONSENT_MAX_AGE_S);
  setCookie('cookie_consent_date', at, COOKIE_CONSENT_MAX_AGE_S);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
