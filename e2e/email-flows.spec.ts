// Email verification and password reset through the demo mail outbox.
import { expect, test } from '@playwright/test';
import { linkFromOutbox, PASSWORD, signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, signInViaModal, useAccessToken, waitHydrated } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

test('email verification: the link from the mail verifies and lands on /casino?modal=login', async ({ page, context, request }) => {
  const player = await signUpByApi(request);

  // Before: the profile offers to verify.
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-email')).toContainText(player.email);
  await expect(page.getByTestId('email-verify')).toBeVisible();
  await expect(page.getByTestId('email-verified')).toHaveCount(0);
  // Signed out with no app page open: a request the profile page still had to make without its token would answer
  // 403 and open sign-in (the spec's 403 rule), aborting the navigation to the link below.
  await page.goto('/api/core/casino/settings2');
  await context.clearCookies({ name: 'accessToken' });
  await page.evaluate(() => localStorage.removeItem('accessToken'));

  const { mail, link } = await linkFromOutbox(request, player.email, 'verify');
  expect(mail.subject).toMatch(/confirm your email/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/casino\?modal=login$/);
  const login = dialog(page, 'Sign in');
  await expect(login).toBeVisible();
  await signInViaModal(page, player.email, player.password);
  await expect(login).toBeHidden();
  await expectSignedIn(page);

  // Signed in, the link's sign-in (or a sign-up link: a second account) does not open; the page stays.
  for (const modal of ['login', 'register']) {
    await gotoHydrated(page, `/casino?modal=${modal}`);
    await expect(page).toHaveURL(/\/casino$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expectSignedIn(page);

  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('email-verified')).toBeVisible();
  await expect(page.getByTestId('email-verify')).toHaveCount(0);

  // The link opened again (a second click, a mail scanner that opened it first) does not say it expired: the
  // address is verified (signed in, the sign-in it leads to closes at once).
  await page.goto(link);
  await expect(page).toHaveURL(/\/casino$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // An unknown link lands on the expired notice.
  await page.goto('/api/user/verify-email?token=unknown-token');
  await expect(page).toHaveURL(/\/\?modal=verify-email-expired$/);
  await expect(dialog(page, 'Verification link expired')).toBeVisible();
});

test('password reset: forgot password → mail → link → new password → sign in with it', async ({ page, request }) => {
  const player = await signUpByApi(request);
  const newPassword = 'Reset-pass-55!';

  await gotoHydrated(page, '/?modal=login');
  await dialog(page, 'Sign in').getByTestId('login-forgot').click();
  const forgot = dialog(page, 'Forgot your password?');
  await expect(forgot).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=forgot-password/);
  await forgot.getByLabel('Email, phone or username').fill(player.email);
  await forgot.getByTestId('forgot-password-submit').click();
  await expect(forgot.getByTestId('forgot-password-result')).toHaveText('If an account with an email address matches, a reset link is on its way to that email.');
  // An account without an email (signed up by phone) is told where to turn.
  await expect(forgot.getByTestId('forgot-password-no-email')).toContainText('No email address on your account? Contact support');
  await expect(forgot.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts');

  const { link } = await linkFromOutbox(request, player.email, 'reset');
  expect(link).toContain('/?modal=reset-password&token=');
  await gotoHydrated(page, link);
  const reset = dialog(page, 'Set a new password');
  await expect(reset).toBeVisible();
  // The token is read once and leaves the address (history, a shared address, the page address analytics collect).
  await expect(page).toHaveURL(/\?modal=reset-password$/);
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password').fill('Reset-pass-56!');
  await reset.getByTestId('reset-password-submit').click();
  await expect(reset.getByText('Passwords must match')).toBeVisible();
  await reset.getByLabel('Confirm new password').fill(newPassword);
  await reset.getByTestId('reset-password-submit').click();
  await expect(reset.getByTestId('reset-password-result')).toHaveText('Your password was changed. You can now sign in.');
  await reset.getByTestId('reset-password-login').click();

  // Spec §2: sign-in then opens on a casino page.
  await expect(page).toHaveURL(/\/casino\?modal=login$/);
  const login = dialog(page, 'Sign in');
  await expect(login).toBeVisible();
  await signInViaModal(page, player.email, PASSWORD);
  await expect(login.getByTestId('login-error')).toBeVisible(); // the old password no longer works
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByTestId('login-submit').click();
  await expect(login).toBeHidden();
  await expectSignedIn(page);

  // The link is single-use.
  await gotoHydrated(page, link);
  await dialog(page, 'Set a new password').getByLabel('New password', { exact: true }).fill('Another-pass-1!');
  await dialog(page, 'Set a new password').getByLabel('Confirm new password').fill('Another-pass-1!');
  await dialog(page, 'Set a new password').getByTestId('reset-password-submit').click();
  await expect(dialog(page, 'Set a new password').getByText(/This link is (invalid|expired)|has expired/)).toBeVisible();
});

test('a language picked while signed in is kept for the mails', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/');
  await expectSignedIn(page);
  await page.getByTestId('language-picker').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await waitHydrated(page);
  await expectSignedIn(page);

  // Signed out, the forgotten-password mail comes in the language picked.
  await request.post('/api/user/forgot-password', { data: { email: player.email } });
  const { mail } = await linkFromOutbox(request, player.email, 'reset');
  expect(mail.subject).toBe('Croupier: Setzen Sie Ihr Passwort zurück');
});
