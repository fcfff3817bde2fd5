import type { TNavigationSystem } from './constants';
import type { TPageUrl } from './settings';

/** §2 default page paths by key. */
export const DEFAULT_PAGE_URLS = {
  root: '/',
  profile: '/profile',
  account: '/account',
  'edit-profile': '/profile/edit-profile',
  transactions: '/profile/transactions',
  verification: '/profile/verify',
  'second-verification': '/account/verification',
  favorites: '/profile/favorites',
  promotions: '/promotions',
  'bonus-history': '/bonuses',
  deposit: '/deposit',
  withdraw: '/withdraw',
  casino: '/casino',
  providers: '/providers',
  tournaments: '/tournaments',
  cashback: '/cashback',
  password: '/profile/password',
} as const;
export type TPageKey = keyof typeof DEFAULT_PAGE_URLS;

export interface TResolvedLink {
  href: string;
  shallow: boolean;
}

/**
 * §2 resolves a navigation key through the site's pageUrlSetup overrides.
 * With the panel navigation system edit-profile maps to account; an unknown key falls back to "/".
 */
export function resolvePageUrl(key: string, setup: readonly TPageUrl[] = [], nav: TNavigationSystem = 'basic'): TResolvedLink {
  const effectiveKey = nav === 'panel' && key === 'edit-profile' ? 'account' : key;
  const override = setup.find((p) => p.key === effectiveKey);
  if (override) return { href: override.href, shallow: override.shallow ?? false };
  const fallback = (DEFAULT_PAGE_URLS as Record<string, string>)[effectiveKey];
  return { href: fallback ?? '/', shallow: false };
}

/**
 * §2 a link target starting with "?" keeps the current path and replaces only
 * the query (shallow). Returns the final URL.
 */
export function resolveQueryLink(target: string, currentPath: string): string {
  if (!target.startsWith('?')) return target;
  return `${currentPath}${target === '?' ? '' : target}`;
}

/** Adds or replaces one query parameter while keeping the rest (for ?modal= links). */
export function withQuery(pathAndQuery: string, changes: Record<string, string | null>): string {
  const [path, query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) params.delete(k);
    else params.set(k, v);
  }
  const s = params.toString();
  return s ? `${path}?${s}` : path!;
}

/** §2 the cookie notice is hidden on game pages. */
export function isGamePath(path: string): boolean {
  return /(^|\/)(games|play)\//.test(path) || path.startsWith('/casino/games/');
}

/** §2 modal identifiers opened through ?modal=. */
export const MODALS = [
  'login',
  'register',
  'linked-signup',
  'forgot-password',
  'reset-password',
  'verify-email-expired',
  'verify-email-sent',
  'credentials',
  'session-ended',
] as const;
export type TModalId = (typeof MODALS)[number];

/** Sign-in opened by the register form (no sign-in after sign-up on the site): login sends §7 `afterReg`. */
export const AFTER_REG_PARAM = 'afterReg';

/** The sign-in modal's return address: where a guest sent to sign in was going (a page that needs a signed-in player). */
export const RETURN_TO_PARAM = 'next';
