import { NAVIGATION_SYSTEMS, THEMES } from '@croupier/contracts/constants';

/** The preview cookie's lifetime: 7 days. */
const MAX_AGE_SECONDS = 7 * 86_400;

/**
 * Theme/navigation preview (`?theme=lulu&nav=panel`, only where the server allows previews): a page request with
 * those parameters is answered with a redirect to the same page without them, setting the `ui_preview` cookie the
 * page is then rendered from (apps/web/src/lib/server-api.ts). Done here rather than by the page's script: a cookie
 * written with `document.cookie` right before `location.replace` was sometimes missing from that navigation's
 * request in Chromium, and the page came back in the site's theme. A value that is not a theme or navigation system
 * is dropped (the site's own is used). Returns null for any other request, and for the app's RSC fetches.
 */
export function uiPreviewRedirect(url: string, headers: Record<string, string | string[] | undefined>): { location: string; cookie: string } | null {
  if (headers.rsc !== undefined) return null;
  const parsed = new URL(url, 'http://localhost');
  if (!parsed.searchParams.has('theme') && !parsed.searchParams.has('nav')) return null;
  const theme = parsed.searchParams.get('theme') ?? '';
  const nav = parsed.searchParams.get('nav') ?? '';
  const value = `${(THEMES as readonly string[]).includes(theme) ? theme : ''}.${(NAVIGATION_SYSTEMS as readonly string[]).includes(nav) ? nav : ''}`;
  parsed.searchParams.delete('theme');
  parsed.searchParams.delete('nav');
  return {
    location: `${parsed.pathname}${parsed.search}`,
    cookie: `ui_preview=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
  };
}
