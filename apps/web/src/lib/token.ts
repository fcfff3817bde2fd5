import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_S } from '@croupier/contracts/constants';
import { deleteCookie, getCookie, setCookie } from './cookies';

const STORAGE_KEY = 'accessToken';

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The access token lives in localStorage and in the `accessToken` cookie (spec §4, §9). */
export function getAccessToken(): string | null {
  return safeStorage()?.getItem(STORAGE_KEY) ?? getCookie(ACCESS_TOKEN_COOKIE);
}

export function setAccessToken(token: string): void {
  safeStorage()?.setItem(STORAGE_KEY, token);
  setCookie(ACCESS_TOKEN_COOKIE, token, ACCESS_TOKEN_MAX_AGE_S);
}

export function clearAccessToken(): void {
  safeStorage()?.removeItem(STORAGE_KEY);
  deleteCookie(ACCESS_TOKEN_COOKIE);
}

/** Keeps cookie and storage in step (a token only in one of them is copied to the other). */
export function syncAccessToken(): string | null {
  const stored = safeStorage()?.getItem(STORAGE_KEY) ?? null;
  const cookie = getCookie(ACCESS_TOKEN_COOKIE);
  const token = stored ?? cookie;
  if (token && (stored !== token || cookie !== token)) setAccessToken(token);
  return token;
}
