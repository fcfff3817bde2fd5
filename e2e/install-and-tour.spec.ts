// Add to home screen and the onboarding tour (docs/install.md). The site serves a manifest a phone can install from;
// when the browser offers to install it, the casino asks on the visit's second page with its own card (Install opens
// the browser's dialog, Not now puts it away for a month), and Safari on an iPhone gets the two taps instead. A player
// who has just signed up is offered a short tour of the page, which walks from the balance to the account menu and can
// be taken again from that menu.
import { expect, test, type Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './support/server';
import { acceptCookiesUpFront, baseURL, gotoHydrated, registerByForm, useAccessToken } from './support/ui';
import { axeViolations } from './support/axe';

const SHOTS = 'test-results/install-tour';

/** What Chromium does when it decides the site can be installed: a `beforeinstallprompt` with prompt and userChoice. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((o) => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const w = window as unknown as { installPrompted?: number };
    e.prompt = async () => {
      w.installPrompted = (w.installPrompted ?? 0) + 1;
    };
    e.userChoice = Promise.resolve({ outcome: o, platform: 'web' });
    window.dispatchEvent(e);
  }, outcome);
}

/**
 * Waits until the prompt's gate (loaded after the page) has counted this page of the visit: going on before it has
 * would leave the first page uncounted, so the next one would not be "the second".
 */
async function pageCounted(page: Page, n: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('croupier.install.pages'))).toBe(String(n));
}

test.describe('add to home screen', () => {
  test('the manifest and its icons are served, named after the brand', { tag: '@desktop-only' }, async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
      theme_color: string;
    };
    const settings = (await (await request.get('/api/core/casino/settings2')).json()) as { data: { brandName: string } };
    expect(manifest.name).toBe(settings.data.brandName);
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    // The browser's bar in a tab has the installed app's colour.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.ok(), icon.src).toBe(true);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    expect((await request.get('/apple-icon.png')).headers()['content-type']).toBe('image/png');
  });

  test('offered from the second page; Install opens the browser dialog; Not now keeps it away', async ({ page, context }, testInfo) => {
    await acceptCookiesUpFront(context);
    const prompt = page.getByTestId('install-prompt');
    await gotoHydrated(page, '/');
    await pageCounted(page, 1);
    // The first page of a visit does not ask, even when the browser could install.
    await offerInstall(page, 'dismissed');
    await page.waitForTimeout(500);
    await expect(prompt).toHaveCount(0);

    await gotoHydrated(page, '/casino');
    await offerInstall(page, 'accepted');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading')).toHaveText(/^Get the .+ app$/);
    // It asks; it does not take the focus away from the page.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="install-prompt"]') ?? null)).toBeNull();
    expect(await axeViolations(page, '[data-testid="install-prompt"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/install-${testInfo.project.name}.png` });
    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted)).toBe(1);

    // Not now: put away for a month, on every page.
    await gotoHydrated(page, '/promotions');
    await offerInstall(page, 'dismissed');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toHaveCount(0);
    const until = Number(await page.evaluate(() => localStorage.getItem('croupier.install.snoozedUntil')));
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await gotoHydrated(page, '/casino');
    await offerInstall(page, 'dismissed');
    await page.waitForTimeout(500);
    await expect(prompt).toHaveCount(0);
  });

  test('not over the cookie notice, and never on a game page', { tag: '@desktop-only' }, async ({ page }) => {
    const prompt = page.getByTestId('install-prompt');
    await gotoHydrated(page, '/');
    await pageCounted(page, 1);
    await gotoHydrated(page, '/casino');
    await offerInstall(page, 'dismissed');
    await page.waitForTimeout(500);
    await expect(prompt).toHaveCount(0);
    await page.getByTestId('cookie-accept').click();
    await expect(prompt).toBeVisible();

    await gotoHydrated(page, '/games/house/croupier-auto-roulette');
    await offerInstall(page, 'dismissed');
    await page.waitForTimeout(500);
    await expect(prompt).toHaveCount(0);
  });

  test('Safari on an iPhone is shown the two taps', async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    // Safari for iOS is the browser with `navigator.standalone` (false in a tab).
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false, configurable: true }));
    await acceptCookiesUpFront(context);
    const page = await context.newPage();
    const prompt = page.getByTestId('install-prompt');
    await gotoHydrated(page, '/');
    await pageCounted(page, 1);
    await expect(prompt).toHaveCount(0);
    await gotoHydrated(page, '/casino');
    await expect(prompt).toBeVisible();
    await expect(prompt).toHaveAttribute('data-kind', 'ios');
    await expect(prompt.getByRole('listitem')).toHaveText([/Share/, /Add to Home Screen/]);
    expect(await axeViolations(page, '[data-testid="install-prompt"]')).toEqual([]);
    if (testInfo.project.name === 'desktop') await page.screenshot({ path: `${SHOTS}/install-ios.png` });
    await prompt.getByRole('button', { name: 'Got it' }).click();
    await expect(prompt).toHaveCount(0);
    await gotoHydrated(page, '/promotions');
    await page.waitForTimeout(500);
    await expect(prompt).toHaveCount(0);
    await context.close();
  });
});

/** The tour's stops as the dialog walks them: [anchor, "Step i of n"]. */
async function walkTour(page: Page): Promise<string[]> {
  const tour = page.getByTestId('tour');
  const seen: string[] = [];
  for (let i = 0; i < 10; i++) {
    await expect(tour).toBeVisible();
    const step = (await tour.getAttribute('data-step'))!;
    const progress = (await page.getByTestId('tour-progress').textContent())!;
    seen.push(`${step} ${progress.replace(/^.*· /, '')}`);
    // The stop's element is lit up: the spotlight sits over it (once it has glided there, 200 ms).
    await expect
      .poll(async () => {
        const target = await page.locator(`[data-tour="${step}"]`).evaluateAll((els) => {
          const el = els.find((e) => e.getBoundingClientRect().width > 0)!;
          const r = el.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        });
        const spot = await page.getByTestId('tour-spotlight').boundingBox();
        return !!spot && target.x > spot.x && target.x < spot.x + spot.width && target.y > spot.y && target.y < spot.y + spot.height;
      })
      .toBe(true);
    // Focus is in the card, so a screen reader reads each stop.
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="tour"]'))).toBe(true);
    const next = page.getByTestId('tour-next');
    if ((await next.textContent()) === 'Done') {
      await next.click();
      break;
    }
    await next.click();
  }
  await expect(tour).toHaveCount(0);
  return seen;
}

test.describe('onboarding tour', () => {
  test.setTimeout(120_000);
  test('offered once after sign-up; walks the page; Back, Escape; again from the account menu', async ({ page, context }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    await acceptCookiesUpFront(context);
    await gotoHydrated(page, '/');
    await registerByForm(page, uniqueEmail('tour'), 'Secret123!');
    const offer = page.getByTestId('tour-offer');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('heading')).toHaveText(/^Welcome to .+!$/);
    expect(await axeViolations(page, '[data-testid="tour-offer"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/offer-${testInfo.project.name}.png` });
    await offer.getByRole('button', { name: 'Show me around' }).click();
    await expect(offer).toHaveCount(0);

    const tour = page.getByRole('dialog');
    await expect(tour).toBeVisible();
    await expect(tour).toHaveAccessibleName('Your balance');
    await expect(page.getByTestId('tour-progress')).toHaveText('Quick tour · Step 1 of 4');
    expect(await axeViolations(page, '[data-testid="tour"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tour-balance-${testInfo.project.name}.png` });
    await page.getByTestId('tour-next').click();
    await expect(tour).toHaveAccessibleName('Deposit');
    await page.getByTestId('tour-back').click();
    await expect(tour).toHaveAccessibleName('Your balance');
    await expect(page.getByTestId('tour-back')).toHaveCount(0);
    // The page underneath takes no clicks while the tour runs.
    await page.getByTestId('tour-overlay').click({ position: { x: 5, y: 300 } });
    await expect(tour).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toHaveCount(0);

    // Offered once: not again after a reload.
    await page.reload();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(offer).toHaveCount(0);

    // The whole tour from the account menu, on the casino page (it has the game search too).
    await gotoHydrated(page, '/casino');
    await page.getByTestId('profile-menu-button').click();
    await page.getByTestId('profile-menu-tour').click();
    await expect(page.getByTestId('tour')).toBeVisible();
    await page.getByTestId('tour-next').click();
    await page.getByTestId('tour-next').click();
    if (!isPhone) {
      await page.waitForTimeout(400); // the spotlight glides to the search (200 ms)
      await page.screenshot({ path: `${SHOTS}/tour-games-${testInfo.project.name}.png` });
    }
    await page.getByTestId('tour-back').click();
    await page.getByTestId('tour-back').click();
    expect(await walkTour(page)).toEqual([
      'balance Step 1 of 5',
      'deposit Step 2 of 5',
      'games Step 3 of 5',
      'menu Step 4 of 5',
      'account Step 5 of 5',
    ]);
    // Focus comes back to the account menu's button; the page works again.
    await expect(page.getByTestId('profile-menu-button')).toBeFocused();
    await page.getByTestId('profile-menu-button').click();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test('in the light theme with the panel navigation', async ({ page, context, request }, testInfo) => {
    const player = await signUpByApi(request);
    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    await context.addCookies([{ name: 'ui_preview', value: 'lulu.panel', url: baseURL() }]);
    await gotoHydrated(page, '/casino');
    // Not offered: this player did not sign up in this browser.
    await expect(page.getByTestId('tour-offer')).toHaveCount(0);
    await page.getByTestId('profile-menu-button').click();
    await page.getByTestId('profile-menu-tour').click();
    await expect(page.getByTestId('tour')).toBeVisible();
    expect(await axeViolations(page, '[data-testid="tour"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tour-lulu-panel-${testInfo.project.name}.png` });
    const stops = await walkTour(page);
    expect(stops.map((s) => s.split(' ')[0])).toEqual(['balance', 'deposit', 'games', 'menu', 'account']);
  });
});
