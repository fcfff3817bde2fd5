// Registration by email (form, birthday picker, terms) and one-click (credentials screen).
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/server';
import { acceptCookiesUpFront, dialog, expectMenuNames, expectSignedIn, gotoHydrated, pickBirthday, signInViaModal, signOut } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

test('register by email: submit stays disabled until the form is valid, success signs the player in', async ({ page }) => {
  const email = uniqueEmail('reg');
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    window.addEventListener('user:signup', (e) => ((window as unknown as { signup: unknown }).signup = (e as CustomEvent).detail));
  });
  await page.getByTestId('header-register').click();
  const reg = dialog(page, 'Create your account');
  await expect(reg).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=register/);
  await expect(reg.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  const submit = reg.getByTestId('register-submit');
  await expect(submit).toBeDisabled(); // untouched

  // Email: the key filter drops characters an address cannot have; a bad format is reported.
  const emailInput = reg.getByRole('textbox', { name: 'Email', exact: true });
  await emailInput.pressSequentially('not an#email');
  await expect(emailInput).toHaveValue('notanemail');
  await expect(reg.getByText('Invalid format')).toBeVisible();
  await emailInput.fill(email);
  await expect(reg.getByText('Invalid format')).toHaveCount(0);

  // Password rules from the site settings: at least 6 symbols and one special character.
  const password = reg.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await expect(reg.getByText('Must be at least 6 characters')).toBeVisible();
  await password.fill('abcdefg');
  await expect(reg.getByText('Must contain at least 1 special character')).toBeVisible();
  await password.fill(PASSWORD);

  await reg.getByLabel('First name').fill('Reggie');
  await reg.getByLabel('Last name').fill('Mailer');

  // Birthday picker: 18 years ago by default, last 100 years, day clamped to the month's length.
  const year = new Date().getFullYear();
  const years = await reg.getByTestId('register-dob-year').locator('option').allTextContents();
  expect(years).toHaveLength(100);
  expect(years[0]).toBe(String(year));
  await expect(reg.getByTestId('register-dob-year')).toHaveValue(String(year - 18));
  await pickBirthday(reg, 'register-dob', { year: 1992, month: 1, day: 31 });
  await reg.getByTestId('register-dob-month').selectOption('2'); // February 1992 has 29 days
  await expect(reg.getByTestId('register-dob-day')).toHaveValue('29');
  await reg.getByTestId('register-dob-year').selectOption(String(year - 10));
  await expect(reg.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(submit).toBeDisabled();
  await reg.getByTestId('register-dob-year').selectOption('1992');
  await expect(reg.getByText('You must be at least 18 years old')).toHaveCount(0);

  await reg.getByLabel('Country').selectOption('MT');
  await expect(reg.getByLabel('Currency')).toHaveValue('EUR');

  // Terms are required.
  await expect(submit).toBeDisabled();
  const terms = reg.getByTestId('register-terms');
  await terms.check();
  await expect(submit).toBeEnabled();
  await terms.uncheck();
  await expect(submit).toBeDisabled();
  await terms.check();

  await submit.click();
  await expect(reg).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await expectSignedIn(page);
  await expectMenuNames(page, 'Reggie Mailer');
  await expectMenuNames(page, email);
  expect(await page.evaluate(() => (window as unknown as { signup: unknown }).signup)).toMatchObject({ method: 'email' });
  expect((await page.context().cookies()).find((c) => c.name === 'registered_user')?.value).toBe('1');

  // The same email cannot register twice.
  await signOut(page);
  await page.getByTestId('header-register').click();
  await reg.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await reg.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await pickBirthday(reg, 'register-dob', { year: 1992, month: 2, day: 10 });
  await reg.getByLabel('Country').selectOption('MT');
  await reg.getByTestId('register-terms').check();
  await reg.getByTestId('register-submit').click();
  await expect(reg.getByTestId('register-error')).toBeVisible();
  await expect(reg.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('one-click registration shows generated credentials that sign in after sign-out', async ({ page }) => {
  await gotoHydrated(page, '/?modal=register');
  const reg = dialog(page, 'Create your account');
  await reg.getByRole('tab', { name: /One click/ }).click();
  const submit = reg.getByTestId('one-click-submit');
  await expect(reg.getByTestId('one-click-form')).toBeVisible();
  await expect(submit).toBeDisabled();
  await reg.getByTestId('one-click-terms').check();
  await expect(submit).toBeEnabled();
  await submit.click();

  const creds = dialog(page, 'Your account is ready');
  await expect(creds).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=credentials/);
  const username = (await creds.getByTestId('credentials-username').textContent())?.trim() ?? '';
  const password = (await creds.getByTestId('credentials-password').textContent())?.trim() ?? '';
  expect(username).toMatch(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/);
  expect(password.length).toBeGreaterThanOrEqual(6);
  // The credentials screen needs an explicit action: Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(creds).toBeVisible();
  await creds.getByTestId('credentials-done').click();
  await expect(creds).toBeHidden();
  await expectSignedIn(page);
  await expectMenuNames(page, username);

  await signOut(page);
  await signInViaModal(page, username, password);
  await expect(dialog(page, 'Sign in')).toBeHidden();
  await expectSignedIn(page);
  await expectMenuNames(page, username);
});
