// Refer a friend (/profile/refer-a-friend, docs/referrals.md): a player copies their link; a friend who opens it
// is counted as a visit, and signing up through the register form links them to the player, whose figures move.
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { croupier, PASSWORD, signUpByApi, uniqueEmail } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, registerByForm, signInViaModal, expectSignedIn, signOut, useAccessToken } from './support/ui';

test('a friend who opens the link and signs up is counted on the referrer page', async ({ page, context, browser, baseURL, request }) => {
  const referrer = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await useAccessToken(context, referrer.accessToken);
  await gotoHydrated(page, '/profile/refer-a-friend');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveValue(`${baseURL}/?ref=${code}`);
  await expect(page.getByTestId('referral-visits')).toHaveText('0');
  await expect(page.getByTestId('referral-registrations')).toHaveText('0');
  await expect(page.getByTestId('referral-revenue')).toHaveText('€0.00');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByTestId('referral-copy').click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?ref=${code}`);

  // The friend opens the link in their own browser: one visit, however often they come back.
  const friendContext = await browser.newContext();
  await acceptCookiesUpFront(friendContext);
  const friend = await friendContext.newPage();
  const counted = friend.waitForResponse((r) => r.url().endsWith('/api/referral/visit') && r.status() === 200);
  await gotoHydrated(friend, `/?ref=${code}`);
  await counted;
  await gotoHydrated(friend, `/casino?ref=${code}`);

  // …and signs up through the register form, which carries the code.
  await registerByForm(friend, uniqueEmail('friend'), PASSWORD);
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId('referral-visits')).toHaveText('1');
  await expect(page.getByTestId('referral-registrations')).toHaveText('1');
  await expect(page.locator('[data-testid="profile-tab-referral"][aria-current="page"]').first()).toBeVisible();
});

test("a second account signed up from the referrer's own browser is not counted as a referral", async ({ page, context, request }) => {
  const referrer = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  // The referrer signs in here: the browser's device id is now theirs.
  await gotoHydrated(page, '/');
  await signInViaModal(page, referrer.email, PASSWORD);
  await expectSignedIn(page);
  await gotoHydrated(page, '/profile/refer-a-friend');
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  await signOut(page);

  // A new account through their own link, in the same browser: it is created, but not referred.
  await gotoHydrated(page, `/?ref=${code}`);
  const second = uniqueEmail('myself');
  await registerByForm(page, second, PASSWORD, { first: 'Sam', last: 'Same' });
  const details = await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${referrer.accessToken}` } });
  expect(((await details.json()) as { data: { referralData: { registrations: number } } }).data.referralData.registrations).toBe(0);
  const shown = await croupier('referrals', 'show', referrer.email);
  expect(shown).toContain('0 registration(s)');
  expect(shown).toContain('refused as their own (same device): 1');
  expect(shown).toContain(second);
});
