// Draws the installed app's icons (public/icons/*.png, app/apple-icon.png) from app/icon.svg with Chromium.
// Run after changing the icon: `node apps/web/scripts/make-icons.mjs` (CHROMIUM_PATH defaults to /usr/bin/chromium).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = fileURLToPath(new URL('..', import.meta.url));
const svg = await readFile(`${web}app/icon.svg`, 'utf8');
const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
// "any" icons are the coin on a transparent ground; maskable and Apple icons are full-bleed, the coin inside the
// safe zone (the middle 80 %), on the dark theme's background.
const icons = [
  { file: 'public/icons/icon-192.png', size: 192, coin: 1, bg: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, coin: 1, bg: 'transparent' },
  { file: 'public/icons/maskable-512.png', size: 512, coin: 0.62, bg: '#03140f' },
  { file: 'app/apple-icon.png', size: 180, coin: 0.78, bg: '#03140f' },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const coin = Math.round(icon.size * icon.coin);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.bg};display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px">` +
        `<img src="${uri}" width="${coin}" height="${coin}"></body></html>`,
    );
    await page.screenshot({ path: `${web}${icon.file}`, omitBackground: icon.bg === 'transparent' });
    await page.close();
    console.log(icon.file);
  }
} finally {
  await browser.close();
}
