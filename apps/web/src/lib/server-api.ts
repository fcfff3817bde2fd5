import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import {
  ACCESS_TOKEN_COOKIE,
  CURRENCY_COOKIE,
  DEFAULT_LANGUAGE,
  INTERNAL_TOKEN_ENV,
  INTERNAL_TOKEN_HEADER,
  LANGUAGE_COOKIE,
  NAVIGATION_SYSTEMS,
  REQUEST_TIMEOUT_MS,
  SERVER_USER_CHECK_TIMEOUT_MS,
  THEMES,
  type TNavigationSystem,
  type TTheme,
  VISITOR_HOST_HEADER,
  VISITOR_IP_HEADER,
} from '@croupier/contracts/constants';
import { isLocale, isRtl, LOCALE_INFO } from '@croupier/contracts/locales';
import type { TClientSettings, TUserDetails } from '@croupier/contracts';
import { translate, type TTranslations } from './i18n';

/**
 * Who the API is answering for: the host the visitor came through (each mirror domain has its own site settings) and
 * the visitor's address, as the API's front door read them (TRUST_PROXY; server main.ts), vouched for by this
 * process's internal token (the API's requestHost and clientIp read them).
 */
async function visitorHeaders(): Promise<Record<string, string>> {
  const token = process.env[INTERNAL_TOKEN_ENV];
  if (!token) return {};
  const h = await headers();
  const ip = h.get(VISITOR_IP_HEADER);
  const host = h.get(VISITOR_HOST_HEADER);
  return { ...(ip ? { [VISITOR_IP_HEADER]: ip } : {}), ...(host ? { [VISITOR_HOST_HEADER]: host } : {}), [INTERNAL_TOKEN_HEADER]: token };
}

/** Server components reach the API directly (same process, other port in dev). */
export function internalApiUrl(): string {
  return (process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

async function fetchData<T>(path: string, init: { token?: string | null; timeoutMs?: number; lng?: string; cookie?: string } = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(`${internalApiUrl()}${path}`, {
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
        ...(init.lng ? { 'Accept-Language': init.lng } : {}),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...(await visitorHeaders()),
      },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const json = (await res.json()) as { data: T };
    return json.data;
  } finally {
    clearTimeout(timer);
  }
}

/** A server-side API answer that keeps the status (lobby pages need 404 apart from failures). */
export type TServerApiResult<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * GET for server components that forwards the visitor's access token (favourites, recent), the page's language and
 * optional extra headers (e.g. `x-system-access-token`). Never throws: network errors are status 0.
 */
export async function serverApiGet<T>(path: string, init: { headers?: Record<string, string>; timeoutMs?: number; isAuthForwarded?: boolean } = {}): Promise<TServerApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const jar = await cookies();
    const token = init.isAuthForwarded === false ? undefined : jar.get(ACCESS_TOKEN_COOKIE)?.value;
    const currency = jar.get(CURRENCY_COOKIE)?.value;
    // The page's language, as the browser's calls send it (spec §7): operator texts (payment methods, bonuses) follow it.
    const { lng } = await getRequestContext();
    const res = await fetch(`${internalApiUrl()}${path}`, {
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        'Accept-Language': lng,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(currency && /^[A-Za-z0-9]{3,5}$/.test(currency) ? { Cookie: `${CURRENCY_COOKIE}=${currency}` } : {}),
        ...(await visitorHeaders()),
        ...init.headers,
      },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!res.ok) return { ok: false, status: res.status };
    const json = (await res.json()) as { data: T };
    return { ok: true, data: json.data };
  } catch {
    return { ok: false, status: 0 };
  } finally {
    clearTimeout(timer);
  }
}

export const getSettings = cache(async (): Promise<TClientSettings> => fetchData<TClientSettings>('/api/core/casino/settings2'));

function todayStamp(): string {
  return new Date().toISOString().slice(0, 10);
}

export const getLocaleResources = cache(async (lng: string): Promise<Record<string, unknown>> => {
  try {
    const res = await fetch(`${internalApiUrl()}/api/core/casino/locales/${lng}.json?_v4=${todayStamp()}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(String(res.status));
    const json = (await res.json()) as Record<string, unknown>;
    // Accept both a bare translation object and a `{ data: {...} }` envelope.
    return json && typeof json === 'object' && 'data' in json && typeof json.data === 'object' && json.data
      ? (json.data as Record<string, unknown>)
      : json;
  } catch (e) {
    console.warn(`[web] locale ${lng} failed to load: ${e instanceof Error ? e.message : String(e)}`);
    return {};
  }
});

/** §8: 5 s server-side user check; any failure means unauthenticated. */
export const getUserDetails = cache(async (): Promise<TUserDetails | null> => {
  const jar = await cookies();
  const token = jar.get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return null;
  // Multi-wallet: the active currency is chosen by the currency cookie, so SSR shows the same wallet.
  const currency = jar.get(CURRENCY_COOKIE)?.value;
  try {
    return await fetchData<TUserDetails>('/api/user/get-user-details', {
      token,
      timeoutMs: SERVER_USER_CHECK_TIMEOUT_MS,
      ...(currency && /^[A-Za-z0-9]{3,5}$/.test(currency) ? { cookie: `${CURRENCY_COOKIE}=${currency}` } : {}),
    });
  } catch {
    return null;
  }
});

const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headlesschrome-bot|mediapartners|adsbot/i;

export interface TRequestContext {
  settings: TClientSettings;
  lng: string;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  theme: TTheme;
  nav: TNavigationSystem;
  isBot: boolean;
  hasCookieConsent: boolean;
  isPreviewAllowed: boolean;
}

/** Theme/navigation preview (`?theme=lulu&nav=panel` → cookie `ui_preview`) only when the server allows it. */
export function isUiPreviewAllowed(): boolean {
  return process.env.CROUPIER_UI_PREVIEW === '1' || process.env.NODE_ENV === 'development';
}

export const getRequestContext = cache(async (): Promise<TRequestContext> => {
  const settings = await getSettings();
  const jar = await cookies();
  const cookieLng = jar.get(LANGUAGE_COOKIE)?.value;
  const available = settings.locales?.length ? settings.locales : [settings.defaultLanguage];
  // No detection: the explicit `lang` choice if known, else the site's default language.
  const lng = cookieLng && isLocale(cookieLng) && available.includes(cookieLng) ? cookieLng : settings.defaultLanguage;
  let theme: TTheme = settings.theme;
  let nav: TNavigationSystem = settings.navigationSystem;
  const isPreviewAllowed = isUiPreviewAllowed();
  if (isPreviewAllowed) {
    const [t, n] = (jar.get('ui_preview')?.value ?? '').split('.');
    if ((THEMES as readonly string[]).includes(t ?? '')) theme = t as TTheme;
    if ((NAVIGATION_SYSTEMS as readonly string[]).includes(n ?? '')) nav = n as TNavigationSystem;
  }
  const ua = (await headers()).get('user-agent') ?? '';
  return {
    settings: { ...settings, theme, navigationSystem: nav },
    lng,
    htmlLang: isLocale(lng) ? LOCALE_INFO[lng].bcp47 : lng,
    dir: isRtl(lng) ? 'rtl' : 'ltr',
    theme,
    nav,
    isBot: BOT_PATTERN.test(ua),
    hasCookieConsent: jar.get('cookie_consent')?.value === '1',
    isPreviewAllowed,
  };
});

/** Translator for server components: the same lookup as the client's `t` (`./i18n`: fallback to English, plurals). */
export async function getServerT(): Promise<(key: string, vars?: Record<string, string | number>) => string> {
  const { lng } = await getRequestContext();
  const isDefault = lng === DEFAULT_LANGUAGE;
  const [res, fallback] = await Promise.all([getLocaleResources(lng), isDefault ? null : getLocaleResources(DEFAULT_LANGUAGE)]);
  const store: Record<string, TTranslations> = { [lng]: res };
  if (fallback) store[DEFAULT_LANGUAGE] = fallback;
  const languages = isDefault ? [lng] : [lng, DEFAULT_LANGUAGE];
  return (key, vars) => translate(store, languages, key, vars);
}
