import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import '@/styles/globals.css';
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from '@croupier/contracts/constants';
import { AppProviders } from '@/features/shell/app-providers';
import { AppShell } from '@/features/shell/app-shell';
import { shareServerTexts } from '@/lib/i18n-ssr';
import { getLocaleResources, getRequestContext, getSettings, getUserDetails } from '@/lib/server-api';
import { SettingsErrorPage } from '@/features/shell/settings-error-page';
import { warmUpScript } from '@/lib/warm-up-script';
import { THEME_BACKGROUND } from '@/features/install/install-capture';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  try {
    const settings = await getSettings();
    return {
      title: { default: `${settings.brandName} · Online casino`, template: `%s · ${settings.brandName}` },
      description: `${settings.brandName}: slots and live casino. Play responsibly. 18+.`,
    };
  } catch (e) {
    unstable_rethrow(e);
    return { title: 'Croupier' };
  }
}

export async function generateViewport(): Promise<Viewport> {
  await connection();
  const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover' };
  try {
    // The browser's bar in the site theme's colour, as the installed app's title bar (app/manifest.ts).
    return { ...viewport, themeColor: THEME_BACKGROUND[(await getRequestContext()).theme] };
  } catch (e) {
    unstable_rethrow(e);
    return viewport;
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page depends on the request (cookies, settings): render on demand.
  await connection();
  let ctx: Awaited<ReturnType<typeof getRequestContext>>;
  try {
    ctx = await getRequestContext();
  } catch (e) {
    unstable_rethrow(e);
    console.error('[web] settings failed to load', e);
    return <SettingsErrorPage />;
  }
  const [translations, fallback, initialUser] = await Promise.all([
    getLocaleResources(ctx.lng),
    ctx.lng === DEFAULT_LANGUAGE ? Promise.resolve(null) : getLocaleResources(DEFAULT_LANGUAGE),
    getUserDetails(),
  ]);
  // The texts stay on the server: client components render with them there, and the page carries only the
  // texts it used (src/lib/i18n-ssr.ts).
  shareServerTexts(ctx.lng, translations);
  if (fallback) shareServerTexts(DEFAULT_LANGUAGE, fallback);
  return (
    <html lang={ctx.htmlLang} dir={ctx.dir} data-theme={ctx.theme} data-nav={ctx.nav} suppressHydrationWarning>
      <body>
        <AppProviders
          settings={{ settings: ctx.settings, theme: ctx.theme, nav: ctx.nav, lng: ctx.lng, isPreviewAllowed: ctx.isPreviewAllowed }}
          initialUser={initialUser}
        >
          <AppShell
            nav={ctx.nav}
            hasCookieConsent={ctx.hasCookieConsent}
            isBot={ctx.isBot}
            warmUp={warmUpScript(ctx.htmlLang, initialUser ? (initialUser.getUser.currencyCode ?? DEFAULT_CURRENCY) : null)}
          >
            {children}
          </AppShell>
        </AppProviders>
      </body>
    </html>
  );
}
