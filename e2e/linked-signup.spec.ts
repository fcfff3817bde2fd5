// Linked-account sign-up (`?modal=linked-signup`): prefill, activeMethod=1, closing.
// Completing it consumes the seeded linked account, so that happens once, in accounts.serial.spec.ts.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_LINKED_ACCOUNT_UUID, signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, useAccessToken } from './support/ui';

const LINKED_URL = `/?modal=linked-signup&linkedAccountUuid=${DEMO_LINKED_ACCOUNT_UUID}`;

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

test('linked sign-up is prefilled from the linked account', async ({ page }) => {
  await gotoHydrated(page, LINKED_URL);
  const modal = dialog(page, 'Finish creating your account');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('linked.player@croupier.local');
  await expect(modal.getByLabel('First name')).toHaveValue('Lina');
  await expect(modal.getByLabel('Last name')).toHaveValue('Linked');
  await expect(modal.getByTestId('register-phone')).toHaveValue('912345678');
  await expect(modal.getByTestId('register-phone-code')).toHaveValue('351');
  await expect(modal.getByTestId('register-dob-day')).toHaveValue('3');
  await expect(modal.getByTestId('register-dob-month')).toHaveValue('9');
  await expect(modal.getByTestId('register-dob-year')).toHaveValue('1988');
  await expect(modal.getByLabel('Password', { exact: true })).toHaveValue('');
  // No one-click tab and no register offer in the linked variant.
  await expect(modal.getByRole('tab')).toHaveCount(0);
  // The linked data is kept for the session.
  expect(await page.evaluate(() => localStorage.getItem('linkedAccount'))).toContain(DEMO_LINKED_ACCOUNT_UUID);
});

test('linked sign-up with activeMethod=1 hides the fields already filled', async ({ page }) => {
  await gotoHydrated(page, `${LINKED_URL}&activeMethod=1`);
  const modal = dialog(page, 'Finish creating your account');
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(modal.getByTestId('register-terms')).toBeVisible();
  for (const id of ['register-email', 'register-first-name', 'register-last-name', 'register-phone', 'register-dob']) {
    await expect(modal.getByTestId(id)).toHaveCount(0);
  }
  // Fields the linked account does not know stay.
  await expect(modal.getByLabel('Currency')).toBeVisible();
});

/** A new signed-in player who opens the linked-account link: the modal is "Complete your profile". */
async function openCompletion(page: Page, context: BrowserContext, request: APIRequestContext) {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, LINKED_URL);
  const modal = dialog(page, 'Complete your profile');
  await expect(modal).toBeVisible();
  return { player, modal };
}

test('closing the linked sign-up clears the linked data and lands on the edit-profile page', async ({ page, context, request }) => {
  const { modal } = await openCompletion(page, context, request);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('linkedAccount'))).toContain(DEMO_LINKED_ACCOUNT_UUID);

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expect(page.getByTestId('profile-form')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('linkedAccount'))).toBeNull();
  await expectSignedIn(page);
});

test('a signed-in player completes their profile from the linked account: their own details stay, the gaps are filled', async ({ page, context, request }) => {
  const { player, modal } = await openCompletion(page, context, request);
  // The player's own name is kept (the linked one would be refused: a set name is locked); the linked city fills a gap.
  await expect(modal.getByLabel('First name')).toHaveValue(player.firstName);
  const save = modal.getByTestId('register-submit');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(modal).toHaveCount(0);
  await gotoHydrated(page, '/profile/edit-profile');
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('First name')).toHaveValue(player.firstName);
  await expect(form.getByLabel('City')).toHaveValue('Lisbon');
  await expect(form.getByLabel('Postal code')).toHaveValue('1100-148');
  await expect(form.getByLabel('Address')).toHaveValue('Rua Augusta 100');
  await expect(page.getByTestId('profile-phone-input')).toHaveValue(player.phone);
});
