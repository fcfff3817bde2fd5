// Right-to-left locale: `lang=ar` gives <html dir="rtl" lang="ar">, a mirrored layout and Arabic texts.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpFront, baseURL, dialog, gotoHydrated } from './support/ui';

const ARABIC = /[\u0600-\u06FF]/;

/** Horizontal centre of an element of the header. */
const centreOf = async (page: Page, testId: string) => {
  const box = (await page.getByTestId('site-header').getByTestId(testId).first().boundingBox())!;
  return box.x + box.width / 2;
};

test('Arabic: html dir=rtl and lang=ar, layout mirrored', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  const width = page.viewportSize()!.width;

  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await centreOf(page, 'brand')).toBeLessThan(width / 2);
  expect(await centreOf(page, 'brand')).toBeLessThan(await centreOf(page, 'header-login'));

  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
  await gotoHydrated(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', /^ar/);
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');

  // Mirrored: the brand moves from the left half to the right half; the sign-in button now sits left of it.
  expect(await centreOf(page, 'brand')).toBeGreaterThan(width / 2);
  expect(await centreOf(page, 'brand')).toBeGreaterThan(await centreOf(page, 'header-login'));

  // Dialogs follow the direction too.
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('modal-login');
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // The language picker shows the choice and switches back.
  const picker = page.getByTestId('language-picker').first();
  if (await picker.isVisible()) {
    await expect(picker).toHaveValue('ar');
    await picker.selectOption('en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(dialog(page, 'Sign in')).toHaveCount(0);
  }
});

test('Arabic: interface texts are in Arabic', { tag: '@desktop-only' }, async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('header-login')).toHaveText(ARABIC);
  await expect(page.getByTestId('site-footer')).toContainText(ARABIC);
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('modal-login').getByRole('heading')).toHaveText(ARABIC);
});

test('Arabic: no page scrolls sideways (longer labels fit the header and the cashier)', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
  for (const path of ['/', '/casino', '/promotions', '/deposit']) {
    await gotoHydrated(page, path);
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll, `${path} is ${scroll - client} px wider than the screen`).toBeLessThanOrEqual(client);
  }
});
