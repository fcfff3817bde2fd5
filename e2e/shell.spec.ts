// Shell: both themes × both navigation systems at phone and desktop size, cookie notice, 404, modal stack.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, gotoHydrated, useAccessToken, waitHydrated } from './support/ui';

const SCREENS = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'test-results', 'screens');
const isPhone = (projectName: string) => projectName === 'phone';

const scrollLock = (page: Page) =>
  page.evaluate(() => ({
    hasClass: document.documentElement.classList.contains('is-scroll-locked'),
    html: getComputedStyle(document.documentElement).overflow,
  }));

for (const theme of ['curacao', 'lulu'] as const) {
  for (const nav of ['basic', 'panel'] as const) {
    test(`shell renders with theme ${theme} and ${nav} navigation; login modal opens and closes with Escape`, async ({
      page,
      context,
    }, testInfo) => {
      await acceptCookiesUpFront(context);
      // The server answers the preview query with the ui_preview cookie and a redirect without it (CROUPIER_UI_PREVIEW=1).
      await page.goto(`/?theme=${theme}&nav=${nav}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('data-nav', nav);
      await expect(page).not.toHaveURL(/theme=/);
      expect((await context.cookies()).find((c) => c.name === 'ui_preview')?.value).toBe(`${theme}.${nav}`);
      await waitHydrated(page);

      const phone = isPhone(testInfo.project.name);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeAttached();
      await expect(page.getByRole('main')).toBeVisible();
      if (nav === 'basic') {
        await expect(page.getByTestId('side-panel')).toHaveCount(0);
        await expect(page.getByTestId('bottom-tabs')).toHaveCount(0);
        if (phone) {
          await expect(page.getByTestId('nav-hamburger')).toBeVisible();
          await page.getByTestId('nav-hamburger').click();
          await expect(page.getByTestId('nav-drawer')).toBeVisible();
          await expect(page.getByTestId('nav-drawer').getByTestId('nav-casino')).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
        } else {
          await expect(page.getByTestId('nav-hamburger')).toBeHidden();
          await expect(page.getByTestId('site-header').getByTestId('nav-casino')).toBeVisible();
        }
      } else if (phone) {
        await expect(page.getByTestId('bottom-tabs')).toBeVisible();
        await expect(page.getByTestId('side-panel')).toBeHidden();
        await expect(page.getByTestId('bottom-tabs').getByRole('link', { name: 'Casino' })).toBeVisible();
      } else {
        await expect(page.getByTestId('side-panel')).toBeVisible();
        await expect(page.getByTestId('side-panel').getByTestId('nav-casino')).toBeVisible();
        await expect(page.getByTestId('bottom-tabs')).toBeHidden();
      }
      await page.screenshot({ path: path.join(SCREENS, `${theme}-${nav}-${testInfo.project.name}.png`) });

      // Before a modal opens, the page scrolls.
      expect((await scrollLock(page)).hasClass).toBe(false);

      await page.getByTestId('header-login').click();
      const login = dialog(page, 'Sign in');
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(/[?&]modal=login/);
      await expect(login).toHaveAttribute('data-skin', nav === 'panel' ? 'side' : theme === 'lulu' ? 'sheet' : 'card');
      if (nav === 'panel') {
        // §2: with the panel navigation system and a modal open, page scrolling is locked.
        expect(await scrollLock(page)).toEqual({ hasClass: true, html: 'hidden' });
      }
      await page.waitForTimeout(400); // let the open animation finish for the screenshot
      await page.screenshot({ path: path.join(SCREENS, `${theme}-${nav}-${testInfo.project.name}-login.png`) });

      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
      await expect(page).not.toHaveURL(/modal=/);
      expect((await scrollLock(page)).hasClass).toBe(false);
    });
  }
}

test('cookie notice: accept hides it and sets the consent cookies for a year', async ({ page, context }) => {
  await gotoHydrated(page, '/');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /privacy policy/i })).toHaveAttribute('target', '_blank');
  await notice.getByTestId('cookie-accept').click();
  await expect(notice).toHaveCount(0);

  const cookies = await context.cookies();
  const consent = cookies.find((c) => c.name === 'cookie_consent');
  const date = cookies.find((c) => c.name === 'cookie_consent_date');
  expect(consent?.value).toBe('1');
  expect(date).toBeTruthy();
  // one year (31 536 000 s), give or take the test's own duration
  const inAYear = Date.now() / 1000 + 31_536_000;
  for (const c of [consent!, date!]) expect(Math.abs(c.expires - inAYear)).toBeLessThan(120);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toContain('"all":true');

  await page.reload();
  await expect(page.getByTestId('site-footer')).toBeAttached();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

test('unknown page shows the 404 page and Go Home leads back to /', { tag: '@desktop-only' }, async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('link targets of spec §2 without a page of their own lead to the page that has their content', { tag: '@desktop-only' }, async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  for (const [from, to] of [
    ['/freemoney', '/promotions'],
    ['/profile2/vip-club', '/vip-club'],
  ] as const) {
    const res = await page.goto(from);
    expect(res?.status(), from).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
});

test("a campaign's /freemoney link keeps its query on the way to promotions: the coupon offer is listed", async ({ page, context, request }) => {
  await acceptCookiesUpFront(context);
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/freemoney?cpnc=SPRING25&utm_source=mail');
  await expect(page).toHaveURL(/\/promotions\?cpnc=SPRING25&utm_source=mail$/);
  await expect(page.getByTestId('promotion-spring-coupon')).toBeVisible();
  const res = await page.goto('/profile2?tab=x');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/profile2\/my-profile\?tab=x$/);
});

test('modal stack: ?modal=login opens sign-in, Escape closes it and removes it from the URL', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await gotoHydrated(page, '/casino?modal=login');
  const login = dialog(page, 'Sign in');
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute('data-testid', 'modal-login');

  // Switching to register replaces the top of the stack in the URL.
  await login.getByTestId('login-to-register').click();
  const register = dialog(page, 'Create your account');
  await expect(register).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=register/);
  await expect(login).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(register).toHaveCount(0);
  await expect(page).toHaveURL(/\/casino$/);

  // The close button works the same way.
  await gotoHydrated(page, '/?modal=login');
  await expect(login).toBeVisible();
  await login.getByTestId('modal-close').click();
  await expect(login).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=/);
});

test('links prefetch their page only when the pointer or a finger rests on them; a quick pass prefetches nothing', async ({
  page,
  context,
}, testInfo) => {
  const isTouch = isPhone(testInfo.project.name);
  await acceptCookiesUpFront(context);
  const prefetched: string[] = [];
  page.on('request', (req) => {
    if (req.headers()['next-router-prefetch']) prefetched.push(new URL(req.url()).pathname);
  });
  await gotoHydrated(page, '/');
  const footer = page.getByRole('navigation', { name: 'Legal' });
  const terms = footer.getByRole('link', { name: 'Terms and conditions' });
  const aml = footer.getByRole('link', { name: 'AML policy' });
  await terms.scrollIntoViewIfNeeded();

  // The pointer passes over the terms link on its way elsewhere: it enters and leaves in one task (a real pointer
  // moved by the test could linger longer than a player's on a loaded machine).
  await terms.evaluate((a) => {
    const from = a.parentElement!;
    const move = (type: string, target: Element, relatedTarget: Element) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }));
    move('mouseout', from, a);
    move('mouseover', a, from);
    move('mouseout', a, from);
    move('mouseover', from, a);
  });
  // It (or a finger, on a phone) rests on the AML link.
  if (isTouch) await aml.dispatchEvent('touchstart');
  else await aml.hover();
  await expect.poll(() => prefetched.includes('/aml-policy')).toBe(true);
  await page.waitForTimeout(300);
  expect(prefetched).not.toContain('/terms-and-conditions');

  // A click or tap right after the pointer or finger arrives navigates (no prefetch races it).
  if (isTouch) await terms.tap();
  else await terms.click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
