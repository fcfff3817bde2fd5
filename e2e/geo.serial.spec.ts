// Runs alone, after the parallel projects (project `serial-settings`): it changes the site's excluded countries
// for everybody. Spec §2/§4 country block. The server trusts X-Forwarded-For here (TRUST_PROXY, as behind a proxy
// in production), so a context with a US address is a visitor from the United States (8.8.x.x in the IP database).
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { setSiteSettingValue } from './support/protection';
import { signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, signInViaModal, useAccessToken } from './support/ui';

const MALTA = { latitude: 35.9, longitude: 14.51 };
const NEW_YORK = { latitude: 40.7, longitude: -74 };

async function visitorFrom(browser: Browser, ip: string, extra: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip }, ...extra });
  await acceptCookiesUpFront(context);
  return context;
}

test.describe('country block', () => {
  test.beforeAll(async ({ request }) => setSiteSettingValue(request, 'excludedCountryCodeList', ['US']));
  test.afterAll(async ({ request }) => setSiteSettingValue(request, 'excludedCountryCodeList', []));

  test('a visitor from an excluded country gets the full-screen notice, reported once; a device location in an allowed country clears it for good', async ({
    browser,
  }) => {
    const context = await visitorFrom(browser, '8.8.8.8', { geolocation: NEW_YORK, permissions: ['geolocation'] });
    const page = await context.newPage();
    const reports: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user/country-blocked')) reports.push(r.postDataJSON());
    });
    await gotoHydrated(page, '/casino');
    const block = dialog(page, 'Not available in your country');
    await expect(block).toBeVisible();
    await expect(block.getByTestId('country-block-text')).toHaveText('We detected that you are visiting from United States. Our games are not offered there.');
    await expect(block.getByTestId('country-block-verify')).toBeFocused();
    // The page behind cannot be reached.
    await expect(page.locator('body > div:not([data-country-block])').first()).toHaveAttribute('inert', '');
    await expect.poll(() => reports).toEqual([{ ip: '8.8.8.8', country: 'US', firstUrl: expect.stringContaining('/casino') }]);

    // The device says New York: still blocked, and it says so.
    await block.getByTestId('country-block-verify').click();
    await expect(block.getByTestId('country-block-status')).toHaveText("Your device's location is in United States, where our games are not offered either.");
    // In Malta: the block clears, and stays cleared on this network.
    await context.setGeolocation(MALTA);
    await block.getByTestId('country-block-verify').click();
    await expect(page.getByTestId('country-block')).toHaveCount(0);
    await expect(page.getByTestId('header-register')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('header-register')).toBeVisible();
    await expect(page.getByTestId('country-block')).toHaveCount(0);
    expect(reports).toHaveLength(1);
    await context.close();
  });

  test('a link that opens another modal (?modal=register) still gets the notice, which works', async ({ browser }) => {
    const context = await visitorFrom(browser, '8.8.8.8', { geolocation: NEW_YORK, permissions: ['geolocation'] });
    const page = await context.newPage();
    await gotoHydrated(page, '/casino?modal=register');
    const block = dialog(page, 'Not available in your country');
    await expect(block).toBeVisible();
    await expect(page).not.toHaveURL(/modal=register/);
    await block.getByTestId('country-block-verify').click();
    await expect(block.getByTestId('country-block-status')).toContainText('United States');
    await context.close();
  });

  test('a signed-in player in an excluded country: the cashier cannot open for deposits and offers to verify the location', async ({ browser, request }) => {
    const player = await signUpByApi(request);
    const context = await visitorFrom(browser, '8.8.4.4', { geolocation: MALTA, permissions: ['geolocation'] });
    await useAccessToken(context, player.accessToken);
    const page = await context.newPage();
    await gotoHydrated(page, '/deposit');
    await expectSignedIn(page);
    await expect(page.getByTestId('country-block')).toHaveCount(0);
    const blocked = page.getByTestId('cashier-blocked');
    await expect(blocked).toHaveAttribute('data-code', 'DEPOSIT_COUNTRY_BLOCK');
    await expect(blocked).toContainText('If you use a VPN, please turn it off and try again.');
    await blocked.getByTestId('verify-location').click();
    await expect(page.getByTestId('cashier-methods')).toBeVisible();
    await expect(page.getByTestId('cashier-blocked')).toHaveCount(0);
    await context.close();
  });

  test('?whitelisted=1 skips it for the tab; bots and signed-in players never see it; a player signs in from the notice', async ({ browser, request }) => {
    const context = await visitorFrom(browser, '8.8.4.4');
    const page = await context.newPage();
    await gotoHydrated(page, '/?whitelisted=1');
    await gotoHydrated(page, '/casino');
    await expect(page.getByTestId('header-register')).toBeVisible();
    await expect(page.getByTestId('country-block')).toHaveCount(0);

    // Another tab has not been whitelisted: an existing player signs in from the notice.
    const player = await signUpByApi(request);
    const tab = await context.newPage();
    await gotoHydrated(tab, '/casino');
    const block = dialog(tab, 'Not available in your country');
    await expect(block).toBeVisible();
    await block.getByTestId('country-block-sign-in').click();
    await expect(dialog(tab, 'Sign in')).toBeVisible();
    await expect(tab.getByTestId('country-block')).toHaveCount(0);
    await signInViaModal(tab, player.email, player.password);
    await expect(dialog(tab, 'Sign in')).toBeHidden();
    await expectSignedIn(tab);
    await expect(tab.getByTestId('country-block')).toHaveCount(0);
    await tab.reload();
    await expectSignedIn(tab);
    await expect(tab.getByTestId('country-block')).toHaveCount(0);
    await context.close();

    const bot = await visitorFrom(browser, '8.8.4.4', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const crawler = await bot.newPage();
    await gotoHydrated(crawler, '/casino');
    await expect(crawler.getByTestId('header-register')).toBeVisible();
    await crawler.waitForTimeout(500);
    await expect(crawler.getByTestId('country-block')).toHaveCount(0);
    await bot.close();
  });
});
