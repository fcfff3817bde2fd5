// Sign in / wrong password / sign out, and the 403 rule: an invalid session clears the token and opens /?modal=login.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, signUpByApi, uniqueEmail } from './support/server';
import { acceptCookiesUpFront, dialog, expectMenuNames, expectSignedIn, expectSignedOut, gotoHydrated, headerPlayer, registerByForm, signInViaModal, signOut, useAccessToken } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

const storedToken = (page: Page) =>
  page.evaluate(() => ({ storage: localStorage.getItem('accessToken'), cookie: document.cookie.includes('accessToken=') }));
/** The same, polled across the 403 rule's reload (a read during the navigation is retried). */
const storedTokenSoon = (page: Page) => storedToken(page).catch(() => null);

test('sign in with the demo player, wrong password shows a message, sign out', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expectSignedOut(page);

  await signInViaModal(page, DEMO.email, 'Wrong-password-1!');
  const login = dialog(page, 'Sign in');
  await expect(login.getByTestId('login-error')).toHaveText('Wrong email, phone, username or password.');
  await expect(login).toBeVisible();
  await expectSignedOut(page);

  await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await login.getByTestId('login-submit').click();
  await expect(login).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await expectSignedIn(page);
  await expectMenuNames(page, `${DEMO.firstName} ${DEMO.lastName}`);
  expect(await storedToken(page)).toMatchObject({ cookie: true });
  expect((await storedToken(page)).storage).toBeTruthy();

  // The session survives a reload (server-rendered from the cookie).
  await page.reload();
  await expectSignedIn(page);

  await signOut(page);
  expect(await storedToken(page)).toEqual({ storage: null, cookie: false });
  await page.reload();
  await expectSignedOut(page);
});

test('a shared device: after a sign-out, the next player sees nothing of the last one (limits, last sign-in)', { tag: '@desktop-only' }, async ({ page, request }) => {
  const first = await signUpByApi(request);
  const setLimit = await request.put('/api/user/limits', {
    headers: { authorization: `Bearer ${first.accessToken}` },
    data: { kind: 'deposit', period: 0, amount: '123' },
  });
  expect(setLimit.ok()).toBe(true);
  // Pages are reached by links (no reload): the page's cache lives on from one player to the next.
  const openLimits = async () => {
    await headerPlayer(page).click();
    await page.getByTestId('profile-menu-transactions').click(); // a page that does not ask for the limits itself
    await page.getByTestId('profile-tab-limits').click();
    await expect(page).toHaveURL(/\/profile2\/limits$/);
  };
  const lastLogin = page.getByTestId('profile-last-login');

  await gotoHydrated(page, '/');
  await signInViaModal(page, first.email, first.password);
  await expectSignedIn(page);
  await openLimits();
  await expect(page.getByTestId('limit-deposit-0-current')).toHaveText('€123.00');
  await page.getByTestId('profile-tab-overview').click();
  await expect(lastLogin).not.toContainText('This is your first session'); // the sign-up's session
  await signOut(page);
  await expect(page).toHaveURL(/\/$/); // a signed-in page is left for the home page

  await registerByForm(page, uniqueEmail('next'), PASSWORD);
  // Every figure the limits page shows the next player is recorded: the last one's limit must never flash up.
  await page.evaluate(() => {
    const shown: string[] = ((window as unknown as { shownLimits: string[] }).shownLimits = []);
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="limit-deposit-0-current"]')?.textContent;
      if (text) shown.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await openLimits();
  await expect(page.getByTestId('limit-deposit-0-current')).toHaveText('No limit');
  expect(await page.evaluate(() => (window as unknown as { shownLimits: string[] }).shownLimits)).not.toContain('€123.00');
  // Loaded afresh (hydrated: the profile's effects have run), the profile keeps the last player's sign-in to itself.
  await gotoHydrated(page, '/profile');
  await expect(lastLogin).toContainText('This is your first session');
});

test("signing in where no language was chosen opens the site in the player's saved language; a choice on the device wins", { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  const withLanguage = async (language: string) => {
    const p = await signUpByApi(request);
    const saved = await request.put('/api/user/language', { headers: { authorization: `Bearer ${p.accessToken}` }, data: { language } });
    expect(saved.ok()).toBe(true);
    return p;
  };
  const player = await withLanguage('de');
  const next = await withLanguage('fr');
  await gotoHydrated(page, '/casino?modal=login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(dialog(page, 'Sign in')).toBeVisible(); // its code loads after the page: not opened a second time
  await signInViaModal(page, player.email, player.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(/\/casino$/);
  await expectSignedIn(page);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('de');

  // A shared device: the next player's saved language replaces the last one's (it was no choice made here).
  await signOut(page);
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-identifier').fill(next.email);
  await page.getByTestId('login-password').fill(next.password);
  await page.getByTestId('login-submit').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectSignedIn(page);

  // Signed out, the visitor picks English here: the next sign-in keeps it.
  await signOut(page);
  await page.getByTestId('language-picker').first().selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signInViaModal(page, player.email, player.password);
  await expectSignedIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a phone number typed without its country code gets a hint on how to type it', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, '/?modal=login');
  const identifier = dialog(page, 'Sign in').getByLabel('Email, phone or username');
  const hint = /Start it with \+ and the country code/;
  await identifier.fill('7912 3456');
  await expect(identifier).toHaveAccessibleDescription(hint);
  await identifier.fill('+356 7912 3456');
  await expect(identifier).not.toHaveAccessibleDescription(hint);
  await identifier.fill('player1234');
  await expect(identifier).not.toHaveAccessibleDescription(hint);
});

test('a player whose session time limit is used up is told when they can sign in again', { tag: '@desktop-only' }, async ({ page }) => {
  // The server's answer once the limit is used up (apps/server/test/protection.test.ts plays it out on the clock): 90 minutes' break left.
  await page.route('**/api/user/login', (route) =>
    route.fulfill({ status: 422, json: { errorCode: 'SESSION_LIMIT_REACHED', message: 'error.session.limit.reached', retryAfter: 5400 } }),
  );
  await gotoHydrated(page, '/?modal=login');
  // The link's modal loads after the page: wait for it (the helper would open it a second time).
  await expect(dialog(page, 'Sign in')).toBeVisible();
  const before = Date.now();
  await signInViaModal(page, DEMO.email, DEMO.password);
  const error = dialog(page, 'Sign in').getByTestId('login-error');
  await expect(error).toHaveText(/^You have used up your session time limit\. You can sign in again at .+\.$/);
  // The time shown is 90 minutes on (in the browser's time zone, to the minute).
  const shown = Date.parse(((await error.textContent()) ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/^.* at (.+)\.$/, '$1'));
  expect(Math.abs(shown - (before + 5400_000))).toBeLessThan(2 * 60_000);
  await expectSignedOut(page);
});

test('auth pages send guests to /?modal=login, and signing in brings them back to the page asked for', { tag: '@desktop-only' }, async ({ page, browser, request }) => {
  const player = await signUpByApi(request);
  await page.goto('/profile/transactions?tab=other');
  await expect(page).toHaveURL(/\/\?modal=login&next=%2Fprofile%2Ftransactions%3Ftab%3Dother$/);
  await expect(dialog(page, 'Sign in')).toBeVisible();
  await signInViaModal(page, player.email, player.password);
  await expect(page).toHaveURL(/\/profile\/transactions\?tab=other$/);
  await expect(page.getByTestId('transactions-tab-other')).toHaveAttribute('aria-selected', 'true');

  // A return address that leaves the site is ignored: signing in stays here.
  const other = await browser.newPage();
  await gotoHydrated(other, '/?modal=login&next=%2F%2Fevil.test%2F');
  await expect(dialog(other, 'Sign in')).toBeVisible();
  await signInViaModal(other, player.email, player.password);
  await expectSignedIn(other);
  await expect(other).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  // Signed in already, a sign-in on the way to a page goes there.
  await other.goto('/?modal=login&next=%2Fprofile%2Ftransactions');
  await expect(other).toHaveURL(/\/profile\/transactions(\?tab=games)?$/);
  await other.close();

  // Sign-in dismissed: its return address goes with it.
  const guest = await browser.newPage();
  await gotoHydrated(guest, '/?modal=login&next=%2Fprofile');
  await expect(dialog(guest, 'Sign in')).toBeVisible();
  await guest.keyboard.press('Escape');
  await expect(dialog(guest, 'Sign in')).toHaveCount(0);
  await expect(guest).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await guest.close();
});

test('403: an invalid access token is cleared and the login modal opens', { tag: '@desktop-only' }, async ({ page, context }) => {
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('accessToken', 'not-a-valid-token');
    }
  });
  await useAccessToken(context, 'not-a-valid-token');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/\?modal=login&next=%2Fprofile$/);
  await expect(dialog(page, 'Sign in')).toBeVisible();
  await expect.poll(() => storedTokenSoon(page)).toEqual({ storage: null, cookie: false });
  await expectSignedOut(page);
});

test('403 on an API call of a signed-in page (session ended elsewhere) clears the token and opens login', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  // The page's socket would also hear of the ending (sessionEnded) and leave the page, at any moment: this journey is
  // about the next API call's 403, so that event is held back (it raced the form's submit).
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (!String(m).includes('sessionEnded')) ws.send(m);
    });
  });
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/edit-profile');
  await expectSignedIn(page);
  await expect(page.getByTestId('profile-form')).toBeVisible();

  // The session ends on the server (signed out from another device).
  const out = await request.post('/api/user/logout', { headers: { authorization: `Bearer ${player.accessToken}` }, data: {} });
  expect(out.status()).toBe(200);

  await page.getByLabel('City').fill('Mdina');
  await page.getByLabel('Postal code').fill('MDN 1010');
  await page.getByLabel('Address').fill('1 Villegaignon Street');
  await page.getByTestId('profile-submit').click();
  await expect(page).toHaveURL(/\/\?modal=login&next=%2Fprofile%2Fedit-profile$/);
  await expect(dialog(page, 'Sign in')).toBeVisible();
  // The server said the session ended (signed out elsewhere): the sign-in modal says so.
  await expect(dialog(page, 'Sign in').getByTestId('login-session-ended')).toHaveText('Your session has ended. Please sign in again.');
  await expect(headerPlayer(page)).toHaveCount(0);
  expect(await storedToken(page)).toEqual({ storage: null, cookie: false });
});

test('signing in right after signing out on a page that needs a player closes the sign-in and stays signed in', async ({ page, context, request }) => {
  const p = await signUpByApi(request);
  await useAccessToken(context, p.accessToken);
  await gotoHydrated(page, '/profile');
  await expectSignedIn(page);
  // Sign in again at once: the way home after signing out and the sign-in meet (the page's guard carried the open
  // sign-in into the address to return to, and signing in came back to it open).
  await headerPlayer(page).click();
  await page.getByTestId('sign-out').click();
  await signInViaModal(page, p.email, PASSWORD);
  // Home or the profile (whichever way the race went), with nothing left to open.
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/(profile)?$/);
  await expect(dialog(page, 'Sign in')).toBeHidden();
  await expectSignedIn(page);
});
