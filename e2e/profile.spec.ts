// Profile information with locked fields, and the password change.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, linkFromOutbox, logInByApi, PASSWORD, signUpByApi, uniqueEmail, type TNewPlayer } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, signInViaModal, signOut, socketConnected, useAccessToken } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

const LOCK_HINT = 'Locked: contact support to change it.';

/** A player with name, phone, date of birth and country filled and the email verified (through the outbox link). */
async function verifiedPlayer(request: APIRequestContext): Promise<TNewPlayer> {
  const player = await signUpByApi(request);
  const { link } = await linkFromOutbox(request, player.email, 'verify');
  const res = await request.get(link, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/casino?modal=login');
  return player;
}

async function expectLocked(field: Locator, how: 'readonly' | 'disabled') {
  if (how === 'readonly') await expect(field).toHaveAttribute('readonly', '');
  else await expect(field).toBeDisabled();
  await expect(field).toHaveAccessibleDescription(new RegExp(LOCK_HINT.replace(/[.]/g, '\\.')));
}

async function expectLockedForm(page: Page) {
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();
  await expect(form.getByText('Some details are locked because they were already confirmed.', { exact: false })).toBeVisible();
  await expectLocked(form.getByLabel('First name'), 'readonly');
  await expectLocked(form.getByLabel('Last name'), 'readonly');
  await expectLocked(form.getByTestId('profile-phone-input'), 'readonly');
  await expectLocked(form.getByTestId('profile-phone-input-code'), 'disabled');
  for (const part of ['day', 'month', 'year']) await expectLocked(form.getByTestId(`profile-dob-${part}`), 'disabled');
  await expectLocked(form.getByLabel('Country'), 'disabled');
  // Not locked:
  for (const label of ['City', 'Postal code', 'Address']) {
    await expect(form.getByLabel(label)).toBeEditable();
  }
}

test('demo player: verified email, name, phone, birthday and country are read-only with a lock hint', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const { accessToken } = await logInByApi(request, DEMO.email, DEMO.password);
  await useAccessToken(context, accessToken!);
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-email')).toContainText(DEMO.email);
  await expect(page.getByTestId('email-verified')).toBeVisible();
  // The balance is the header's (cash and bonus), not the cash alone.
  await expect(page.getByTestId('profile-balance')).toHaveText((await page.getByTestId('balance-total').textContent())!);
  await page.getByTestId('profile-tab-edit').click();
  await expect(page).toHaveURL(/\/profile\/edit-profile$/);
  await expectLockedForm(page);
  await expect(page.getByLabel('First name')).toHaveValue(DEMO.firstName);
  await expect(page.getByTestId('profile-submit')).toBeDisabled();
});

test('edit profile: locked fields stay read-only, city / postal code / address save and survive a reload', async ({ page, context, request }) => {
  const player = await verifiedPlayer(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/edit-profile');
  await expectLockedForm(page);
  const form = page.getByTestId('profile-form');
  const submit = form.getByTestId('profile-submit');
  await expect(submit).toBeDisabled(); // enabled only when something changed

  // Typing into a locked field changes nothing.
  await form.getByLabel('First name').pressSequentially('X');
  await expect(form.getByLabel('First name')).toHaveValue(player.firstName);

  const city = `Sliema ${Date.now() % 10_000}`;
  await form.getByLabel('City').fill(city);
  // The postal code stops at its 32 characters; past them (pasted around the input's limit) the error names 32.
  const zip = form.getByLabel('Postal code');
  await zip.fill('9'.repeat(40));
  await expect(zip).toHaveValue('9'.repeat(32));
  await zip.evaluate((el) => el.removeAttribute('maxlength'));
  await zip.fill('9'.repeat(33));
  await zip.blur(); // the form checks a field once it is left
  await expect(form.getByText('Must be 32 characters or less')).toBeVisible();
  await zip.fill('SLM 1549');
  await expect(form.getByText('Must be 32 characters or less')).toHaveCount(0);
  await form.getByLabel('Address').fill('7 Tower Road');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByTestId('profile-result')).toHaveText('Your profile was updated.');
  await expect(submit).toBeDisabled();

  await page.reload();
  await expect(form.getByLabel('City')).toHaveValue(city);
  await expect(form.getByLabel('Postal code')).toHaveValue('SLM 1549');
  await expect(form.getByLabel('Address')).toHaveValue('7 Tower Road');
  await expect(form.getByLabel('First name')).toHaveValue(player.firstName);

  // A required field cleared is refused before any request.
  await form.getByLabel('City').fill('');
  await form.getByLabel('City').blur();
  await expect(form.getByText('Required')).toBeVisible();
});

test('a new email needs the current password: asked when the address changes, checked by the server', async ({ page, context, request }) => {
  const player = await signUpByApi(request); // email not verified yet: it can change
  const filled = await request.put('/api/user/update-user-details', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { city: 'Sliema', zipCode: 'SLM 1000', address: '1 Tower Road', updateFrom: 'Update Form' },
  });
  expect(filled.status()).toBe(200);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/edit-profile');
  const form = page.getByTestId('profile-form');
  const email = form.getByLabel('Email', { exact: true });
  const password = form.getByLabel('Current password', { exact: true });
  await expect(email).toHaveValue(player.email);
  await expect(password).toHaveCount(0); // only when the address changes
  const address = uniqueEmail('moved');
  await email.fill(address.toUpperCase());
  await expect(password).toBeVisible();
  await form.getByTestId('profile-submit').click();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await password.fill('not-the-password');
  await form.getByTestId('profile-submit').click();
  await expect(form.getByText('Current password is wrong').first()).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(PASSWORD);
  await form.getByTestId('profile-submit').click();
  await expect(form.getByTestId('profile-result')).toContainText('Your profile was updated.');
  await expect(password).toHaveCount(0); // saved: the address is the stored one again
  await linkFromOutbox(request, address, 'verify');
  // Typing back the same address (another case) is no change and asks nothing.
  await email.fill(address.toUpperCase());
  await expect(password).toHaveCount(0);
});

test('password change: wrong current, mismatch, success; the new password signs in and other sessions end', { tag: '@desktop-only' }, async ({ page, context, browser, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);

  // A second session of the same player on another device, listening on the socket.
  const other = await logInByApi(request, player.email, player.password);
  const otherContext = await browser.newContext();
  await acceptCookiesUpFront(otherContext);
  await useAccessToken(otherContext, other.accessToken!);
  const otherPage = await otherContext.newPage();
  const connected = socketConnected(otherPage);
  await gotoHydrated(otherPage, '/profile');
  await expectSignedIn(otherPage);
  await connected;

  await gotoHydrated(page, '/profile/password');
  const form = page.getByTestId('password-form');
  const current = form.getByLabel('Current password');
  const next = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm new password');
  const submit = form.getByTestId('password-submit');
  await expect(submit).toBeDisabled();

  // Wrong current password: the error sits on that field.
  await current.fill('Not-my-password-1!');
  await next.fill('Fresh-pass-77!');
  await confirm.fill('Fresh-pass-77!');
  await submit.click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Current password is wrong');
  await expect(next).not.toHaveAttribute('aria-invalid', 'true');

  // Mismatch: refused in the form.
  await current.fill(PASSWORD);
  await confirm.fill('Fresh-pass-78!');
  await confirm.blur();
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription('Passwords must match');

  await confirm.fill('Fresh-pass-77!');
  await submit.click();
  await expect(form.getByTestId('password-result')).toHaveText('Your password was changed. Other sessions were signed out.');
  await expect(current).toHaveValue('');

  // The other device is told its session ended (socket sessionEnded).
  await expect(dialog(otherPage, /session/i)).toBeVisible();
  await expect(otherPage).toHaveURL(/[?&]modal=session-ended/);
  await expect(otherPage.getByTestId('header-login')).toBeVisible();
  await otherContext.close();

  // This session stays; after signing out only the new password works.
  await page.reload();
  await expectSignedIn(page);
  await signOut(page);
  await signInViaModal(page, player.email, PASSWORD);
  await expect(dialog(page, 'Sign in').getByTestId('login-error')).toBeVisible();
  await dialog(page, 'Sign in').getByLabel('Password', { exact: true }).fill('Fresh-pass-77!');
  await dialog(page, 'Sign in').getByTestId('login-submit').click();
  await expect(dialog(page, 'Sign in')).toBeHidden();
  await expectSignedIn(page);
});

test('nickname: the format is checked at the field, a nickname another player has is refused there, a free one is saved', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const other = await signUpByApi(request);
  const taken = `Taken${other.userId.slice(0, 8)}`;
  const set = await request.put('/api/user/update-user-details', {
    headers: { authorization: `Bearer ${other.accessToken}` },
    data: { nickname: taken, updateFrom: 'Update Form' },
  });
  expect(set.status()).toBe(200);

  const player = await verifiedPlayer(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/edit-profile');
  const form = page.getByTestId('profile-form');
  const nickname = form.getByLabel('Nickname (optional)');
  await expect(nickname).toHaveAccessibleDescription('Shown instead of your name in top wins.');
  // Fill the address block the profile page requires, so only the nickname decides.
  await form.getByLabel('City').fill('Sliema');
  await form.getByLabel('Postal code').fill('SLM 1549');
  await form.getByLabel('Address').fill('7 Tower Road');

  await nickname.fill('no spaces here');
  await nickname.blur();
  await expect(form).toContainText('Use 3 to 20 letters, digits, _ . or -');
  await nickname.fill(taken.toLowerCase());
  await form.getByTestId('profile-submit').click();
  await expect(form).toContainText('This nickname is already taken.');
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');

  const mine = `Lucky_${player.userId.slice(0, 8)}`;
  await nickname.fill(mine);
  await form.getByTestId('profile-submit').click();
  await expect(form.getByTestId('profile-result')).toHaveText('Your profile was updated.');
  await page.reload();
  await expect(form.getByLabel('Nickname (optional)')).toHaveValue(mine);
});

test('a one-click player (no email) adds one in a step (no full profile needed); a link confirms it', async ({ page, request }) => {
  await gotoHydrated(page, '/?modal=register');
  const reg = dialog(page, 'Create your account');
  await reg.getByRole('tab', { name: /One click/ }).click();
  await reg.getByTestId('one-click-terms').check();
  await reg.getByTestId('one-click-submit').click();
  const creds = dialog(page, 'Your account is ready');
  const password = (await creds.getByTestId('credentials-password').textContent())?.trim() ?? '';
  expect(password).not.toBe('');
  await creds.getByTestId('credentials-done').click();
  await expectSignedIn(page);

  // The profile offers it in place.
  await gotoHydrated(page, '/profile');
  await page.getByTestId('email-add').click();
  await expect(page.getByTestId('email-add-form-input')).toBeFocused();
  await expect(page.getByTestId('email-add-form-input')).toHaveAccessibleDescription(
    'Needed to withdraw and to recover your account. We will send you a link to confirm it.',
  );

  // Withdrawing needs a verified email: with none there is no address to send a link to, so the form asks for one.
  await gotoHydrated(page, '/withdraw');
  const reason = page.getByTestId('withdraw-reason-WITHDRAWAL_EMAIL_NOT_VERIFIED');
  await expect(reason.getByTestId('withdraw-reason-verify')).toHaveCount(0);
  const input = reason.getByTestId('withdraw-add-email-input');
  const passwordInput = reason.getByLabel('Current password', { exact: true });
  await input.fill('not-an-address');
  await reason.getByTestId('withdraw-add-email-submit').click();
  await expect(reason.getByText('Invalid format')).toBeVisible();
  await expect(reason.getByText('Required', { exact: true })).toBeVisible();
  await expect(input).toBeFocused();
  // The address is where password resets go: the account's password is asked (a session alone cannot set it).
  const address = uniqueEmail('oneclick');
  await input.fill(address);
  await passwordInput.fill('not-the-password');
  await reason.getByTestId('withdraw-add-email-submit').click();
  await expect(reason.getByText('Current password is wrong')).toBeVisible();
  await expect(passwordInput).toBeFocused();
  expect(((await (await request.get('/api/demo/outbox', { params: { to: address } })).json()) as { data: unknown[] }).data).toEqual([]);
  await passwordInput.fill(password);
  await reason.getByTestId('withdraw-add-email-submit').click();
  await expect(reason.getByText('A new verification email is on its way.')).toBeVisible();
  await expect(reason.getByTestId('withdraw-email-result')).toBeFocused(); // the form is gone: focus is not lost
  await expect(reason.getByTestId('withdraw-reason-verify')).toBeVisible(); // another link, if this one is lost
  const { mail } = await linkFromOutbox(request, address, 'verify');
  expect(mail.subject).toMatch(/confirm your email/i);

  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-email')).toContainText(address);
  await expect(page.getByTestId('email-verify')).toBeVisible();
});
