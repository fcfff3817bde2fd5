import { REQUEST_TIMEOUT_MS } from '@croupier/contracts/constants';
import type { TErrorBody } from '@croupier/contracts/errors';
import { clearAccessToken, getAccessToken } from './token';
import { isSessionEndReason, writeSessionNotice } from '@/features/protection/session-timers';

/** A refusal from the API: `{ errorCode, message, fields?, retryAfter? }` (message is an i18n key). */
export class ApiError extends Error implements TErrorBody {
  readonly status: number;
  readonly errorCode: string;
  readonly fields?: Record<string, string>;
  readonly retryAfter?: number;
  /** Reference to quote to support (UNIFIED_ERROR, spec §8). */
  readonly reference?: string;
  constructor(status: number, body: Partial<TErrorBody>) {
    super(typeof body.message === 'string' && body.message ? body.message : 'msg.try.again');
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = typeof body.errorCode === 'string' ? body.errorCode : status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR';
    if (body.fields) this.fields = body.fields;
    if (typeof body.retryAfter === 'number') this.retryAfter = body.retryAfter;
    if (typeof body.reference === 'string') this.reference = body.reference;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Message key of any thrown value (falls back to 'msg.try.again'). */
export function errorMessageKey(e: unknown): string {
  if (isApiError(e)) return e.message;
  return 'msg.try.again';
}

let currentLanguage = 'en';
/** The language header follows the i18n language (set by the i18n provider). */
export function setApiLanguage(lng: string): void {
  currentLanguage = lng;
}

type TQuery = Record<string, string | number | boolean | null | undefined>;

export interface TRequestOptions {
  query?: TQuery;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Do not treat 403 as "session invalid" (e.g. logout itself). */
  isSessionCheckSkipped?: boolean;
}

function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

/**
 * A 403 (spec §2, §7): the token is cleared and the user goes to /?modal=login. When the server says why the
 * session ended (it ended while no page was open: inactivity, an operator, another device), that is kept as the
 * session-ended notice, which the sign-in modal shows once.
 */
function onSessionInvalid(ended: TErrorBody['session'] | undefined): void {
  clearAccessToken();
  if (typeof window === 'undefined') return;
  if (ended && isSessionEndReason(ended.reason)) writeSessionNotice({ reason: ended.reason, time: ended.time, storedAt: Date.now() });
  // Signing in again brings the player back to the page they were on (the helper loads on this rare path only).
  void import('@croupier/contracts/sign-in-return').then(({ returnPathOf, signInUrl }) =>
    window.location.assign(signInUrl(returnPathOf(window.location))),
  );
}

/**
 * Same-origin fetch wrapper for /api (spec §7, §8): bearer token, language
 * header, JSON, no-cache headers, 15 s timeout. Resolves to the `data` field.
 */
export async function apiRequest<T>(method: string, path: string, options: TRequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage,
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, { errorCode: 'NETWORK_ERROR', message: 'msg.try.again' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.status === 403 && !options.isSessionCheckSkipped) {
    onSessionInvalid((json as Partial<TErrorBody> | null)?.session);
    throw new ApiError(403, { errorCode: 'SESSION_INVALID', message: 'session.logout' });
  }
  if (!res.ok) throw new ApiError(res.status, (json ?? {}) as Partial<TErrorBody>);
  return ((json as { data?: T } | null)?.data ?? (json as T)) as T;
}

export const api = {
  get: <T>(path: string, options?: TRequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: TRequestOptions) => apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: TRequestOptions) => apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: TRequestOptions) => apiRequest<T>('DELETE', path, options),
};
