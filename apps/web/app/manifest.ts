import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { unstable_rethrow } from 'next/navigation';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { THEME_BACKGROUND } from '@/features/install/install-capture';

/**
 * The web app manifest (`/manifest.webmanifest`): what a phone needs to add the casino to its home screen and open it
 * full screen. Named after the operator's brand, in the colours of the site's theme. Browsers fetch it without
 * cookies, so its description is in the site's default language.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await connection();
  let brand = 'Croupier';
  let background: string = THEME_BACKGROUND.curacao;
  let description: string | undefined;
  let lang: string | undefined;
  let dir: 'ltr' | 'rtl' | undefined;
  try {
    const ctx = await getRequestContext();
    const t = await getServerT();
    brand = ctx.settings.brandName;
    background = THEME_BACKGROUND[ctx.theme];
    description = t('install.manifest.description', { brand });
    lang = ctx.htmlLang;
    dir = ctx.dir;
  } catch (e) {
    unstable_rethrow(e);
  }
  return {
    id: '/',
    name: brand,
    // Home screens show about 12 characters; whole characters (an emoji is one), no trailing space.
    short_name: Array.from(brand).slice(0, 12).join('').trimEnd(),
    description,
    lang,
    dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: background,
    theme_color: background,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
