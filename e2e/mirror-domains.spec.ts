// Mirror domains (docs/mirror-domains.md): a site added with `npx croupier sites add` answers with its own settings, on
// the server-rendered page as in the browser. Chromium resolves every *.localhost name to this machine.
import { expect, test } from '@playwright/test';
import { croupier, PASSWORD, uniqueEmail } from './support/server';
import {
  acceptCookiesUpFront,
  dialog,
  expectSignedIn,
  expectSignedOut,
  signInViaModal,
  signOut,
  submitRegisterForm,
  waitHydrated,
} from './support/ui';

const MIRROR = 'mirror.localhost';

test('a mirror domain renders its own brand and theme; the main domain keeps its own and behind a trusted proxy @desktop-only', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookiesUpFront(context);
  // A retry finds the mirror there already.
  await croupier('sites', 'add', MIRROR, '--actor', 'e2e').catch((e: Error) => expect(String(e)).toMatch(/exists already/));
  await croupier('settings', 'set', 'brandName', 'Mirror Palace', '--domain', MIRROR, '--actor', 'e2e');
  await croupier('settings', 'set', 'theme', 'lulu', '--domain', MIRROR, '--actor', 'e2e');
  await context.addCookies([{ name: 'cookie_consent', value: '1', domain: MIRROR, path: '/' }]);

  const mirrorUrl = new URL(baseURL!);
  mirrorUrl.hostname = MIRROR;
  // Each server caches a site's settings for a few seconds (with DATABASE_URL the tool writes the database directly).
  await expect(async () => {
    const res = await page.goto(mirrorUrl.href);
    const html = (await res!.text()) ?? '';
    // The server render itself, before any script runs: title and theme are the mirror's.
    expect(html).toMatch(/<title>[^<]*Mirror Palace[^<]*<\/title>/);
    expect(html).toMatch(/data-theme="lulu"/);
  }).toPass({ timeout: 20_000 });
  await waitHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'lulu');
  await expect(page.getByTestId('site-header')).toContainText('Mirror Palace');

  // The main domain is untouched by the mirror's settings.
  const main = await page.goto('/');
  const mainHtml = await main!.text();
  expect(mainHtml).not.toContain('Mirror Palace');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'curacao');
  // Behind a proxy TRUST_PROXY trusts (the journeys' server trusts the loopback address: playwright.config.ts), the
  // host the proxy passes on in X-Forwarded-Host picks the site of the server render (from anyone else it counts for
  // nothing: apps/server/test/geo.test.ts).
  const proxied = await page.request.get('/', { headers: { 'X-Forwarded-Host': `evil.example, ${MIRROR}` } });
  expect(await proxied.text()).toMatch(/<title>[^<]*Mirror Palace[^<]*<\/title>/);
});

test('a mirror without sign-in after sign-up hands the new player to sign-in, which tells the server it follows a sign-up (afterReg) @desktop-only', async ({
  page,
  context,
  baseURL,
}) => {
  const SIGNUP_MIRROR = 'signup.localhost';
  await croupier('sites', 'add', SIGNUP_MIRROR, '--actor', 'e2e').catch((e: Error) => expect(String(e)).toMatch(/exists already/));
  expect(await croupier('sites', 'login-after-sign-up', SIGNUP_MIRROR, 'off', '--actor', 'e2e')).toMatch(/not signed in after sign-up/);
  await context.addCookies([{ name: 'cookie_consent', value: '1', domain: SIGNUP_MIRROR, path: '/' }]);
  const url = new URL(baseURL!);
  url.hostname = SIGNUP_MIRROR;
  // The mirror's settings are cached for a few seconds (the browser resolves *.localhost; Node does not).
  await page.goto(`${url.origin}/`);
  await expect(async () => {
    const isOn = await page.evaluate(async () => {
      const res = await fetch('/api/core/casino/settings2', { cache: 'no-store' });
      return ((await res.json()) as { data: { mirrorDomain: { settings: { loginAfterSignUp: boolean } } } }).data.mirrorDomain.settings
        .loginAfterSignUp;
    });
    expect(isOn).toBe(false);
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await waitHydrated(page);

  const email = uniqueEmail('after-reg');
  await submitRegisterForm(page, email, PASSWORD, { first: 'Aria', last: 'After' });

  const login = dialog(page, 'Sign in');
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/[?&]afterReg=1/);
  await expectSignedOut(page);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/login') && r.method() === 'POST');
  await signInViaModal(page, email, PASSWORD);
  expect((await sent).postDataJSON()).toMatchObject({ email, afterReg: true });
  await expectSignedIn(page);
  await expect(page).not.toHaveURL(/afterReg/);

  // One click there: the credentials show without a session, so no "send by email" (it needs one: its 403 reloaded
  // the page and the credentials were lost); "Done" leads to sign-in with them.
  await signOut(page);
  await page.getByTestId('header-register').click();
  const reg = dialog(page, 'Create your account');
  await reg.getByRole('tab', { name: /One click/ }).click();
  await reg.getByTestId('one-click-terms').check();
  await reg.getByTestId('one-click-submit').click();
  const creds = dialog(page, 'Your account is ready');
  await expect(creds).toBeVisible();
  const username = (await creds.getByTestId('credentials-username').textContent())?.trim() ?? '';
  const password = (await creds.getByTestId('credentials-password').textContent())?.trim() ?? '';
  await expect(creds.getByTestId('credentials-email')).toHaveCount(0);
  await creds.getByTestId('credentials-done').click();
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/[?&]afterReg=1/);
  await signInViaModal(page, username, password);
  await expectSignedIn(page);
});
