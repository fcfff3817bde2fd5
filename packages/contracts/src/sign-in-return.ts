// Where a guest sent to sign in returns to (apart from routes.ts: the first-load bundle loads it only when needed).
import { AFTER_REG_PARAM, RETURN_TO_PARAM, withQuery } from './routes';

const RETURN_TO_MAX_LENGTH = 2048;

/**
 * A return address that stays on this site: a path starting with one "/" (not "//host" or "/\host", which browsers
 * read as another site), no control characters; anything else gives null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_TO_MAX_LENGTH || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return null;
  return value;
}

/** Modals about signing in: not part of the page to come back to (a deposit's result modal is). */
const SIGN_IN_MODALS = ['login', 'register', 'forgot-password', 'session-ended'];

/**
 * §2 "/?modal=login", carrying where the guest was going (the home page needs no return) without a sign-in modal of
 * its own: a sign-in opened on a page that needs a player (while signing out from it) came back open after signing in.
 */
export function signInUrl(returnTo?: string | null): string {
  const safe = safeReturnPath(returnTo);
  const modal = safe ? new URLSearchParams(safe.split('?')[1] ?? '').get('modal') : null;
  const path = safe && modal && SIGN_IN_MODALS.includes(modal) ? withQuery(safe, { modal: null, [RETURN_TO_PARAM]: null, [AFTER_REG_PARAM]: null }) : safe;
  return path && path !== '/' ? withQuery('/', { modal: 'login', [RETURN_TO_PARAM]: path }) : '/?modal=login';
}

/** Where signing in again should bring the player back to: the return address already carried, or this page. */
export function returnPathOf(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  const carried = safeReturnPath(params.get(RETURN_TO_PARAM));
  if (carried) return carried;
  const isSignInModal = SIGN_IN_MODALS.includes(params.get('modal') ?? '');
  return withQuery(`${location.pathname}${location.search}`, isSignInModal ? { modal: null } : {});
}
