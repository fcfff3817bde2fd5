// Runs alone, after the parallel projects (project `serial-settings`): these journeys change site
import { expect, test, type APIRequestContext } from '@playwright/test';
import { croupier, DEMO_LINKED_ACCOUNT_UUID, PASSWORD, setSiteSetting, uniqueEmail, uniqueMaltaMobile } from './support/server';
import { setSiteSettingValue } from './support/protection';
import { acceptCookiesUpFront, dialog, expectMenuNames, expectSignedIn, gotoHydrated, fillRegisterDetails, registerByForm, signInViaModal, signOut } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

test.describe('registration in phone mode', () => {
  test.beforeAll(async ({ request }) => setSiteSetting(request, 'registrationMode', 'phone'));
  test.afterAll(async ({ request }) => {
    await setSiteSetting(request, 'registrationMode', 'email');
    const res = await request.get('/api/admin/get-registration-fields');
    expect(((await res.json()) as { data: { mode: string } }).data.mode).toBe('email');
  });

  test('register by phone, then sign in with the phone number', async ({ page }) => {
    const national = uniqueMaltaMobile();
    await gotoHydrated(page, '/');
    await page.getByTestId('header-register').click();
    const reg = dialog(page, 'Create your account');
    await expect(reg.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    const submit = reg.getByTestId('register-submit');
    await expect(submit).toBeDisabled();

    await reg.getByTestId('register-phone-code').selectOption('356');
    const phone = reg.getByTestId('register-phone');
    await phone.pressSequentially('79a1');
    await expect(phone).toHaveValue('791'); // digits only
    await expect(reg.getByText('Number is too short')).toBeVisible();
    await phone.fill(national);
    await expect(reg.getByText('Number is too short')).toHaveCount(0);

    // The seeded registration fields also require an email (value 1) in phone mode.
    const email = reg.getByRole('textbox', { name: 'Email', exact: true });
    if (await email.isVisible()) await email.fill(uniqueEmail('phone'));
    await fillRegisterDetails(reg, PASSWORD, { first: 'Phoebe', last: 'Dialer' }, { year: 1985, month: 7, day: 4 });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(reg).toBeHidden();
    await expectSignedIn(page);
    await expectMenuNames(page, 'Phoebe Dialer');

    await signOut(page);
    await signInViaModal(page, `+356 ${national}`, PASSWORD);
    await expect(dialog(page, 'Sign in')).toBeHidden();
    await expectSignedIn(page);
    await expectMenuNames(page, 'Phoebe Dialer');
  });
});

test.describe('captcha on (captchaEnabled)', () => {
  test.beforeAll(async ({ request }) => setSiteSettingValue(request, 'captchaEnabled', true));
  test.afterAll(async ({ request }) => setSiteSettingValue(request, 'captchaEnabled', false));

  test('sign-up and sign-in solve the proof-of-work captcha in the browser (sign-up was refused: CAPTCHA_REQUIRED)', async ({ page }) => {
    const email = uniqueEmail('captcha');
    await gotoHydrated(page, '/');
    const signUp = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up') && r.method() === 'POST');
    await registerByForm(page, email, PASSWORD, { first: 'Cappy', last: 'Human' });
    expect(((await signUp).postDataJSON() as { recaptchaToken?: string }).recaptchaToken).toBeTruthy();
    await signOut(page);
    const signIn = page.waitForRequest((r) => r.url().endsWith('/api/user/login') && r.method() === 'POST');
    await signInViaModal(page, email, PASSWORD);
    await expectSignedIn(page);
    expect(((await signIn).postDataJSON() as { recaptchaToken?: string }).recaptchaToken).toBeTruthy();
  });
});

test.describe('registration windows of the mirror domain (spec §6)', () => {
  const hhmm = (d: Date) => d.toISOString().slice(11, 16);
  /** The windows the site serves now (its settings are cached for a few seconds). */
  const servedWindows = async (request: APIRequestContext) =>
    ((await (await request.get('/api/core/casino/settings2')).json()) as { data: { mirrorDomain: { settings: { registrationConfigs: unknown[] } } } }).data.mirrorDomain
      .settings.registrationConfigs.length;
  // Open again, and served so, before the next journey signs up.
  test.afterAll(async ({ request }) => {
    expect(await croupier('settings', 'registration', '[]', '--actor', 'e2e')).toContain('= []');
    await expect.poll(() => servedWindows(request)).toBe(0);
  });

  test('outside its window the register form says registration is closed before it is filled in', async ({ page, request }) => {
    const now = Date.now();
    const closed = [{ country: null, windows: [{ from: hhmm(new Date(now - 3 * 3600_000)), to: hhmm(new Date(now - 2 * 3600_000)), deviceType: 'any' }] }];
    expect(await croupier('settings', 'registration', JSON.stringify(closed), '--actor', 'e2e')).toContain('registration configs');
    await expect.poll(() => servedWindows(request)).toBe(1);
    await gotoHydrated(page, '/?modal=register');
    const register = dialog(page, 'Create your account');
    await expect(register).toBeVisible();
    await expect(register.getByTestId('register-closed')).toHaveText('Registration is closed right now. Please try again later.');
    await register.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('closed'));
    await expect(register.getByTestId('register-submit')).toBeDisabled();
  });
});

test('complete the linked sign-up (activeMethod=1): signed in with the linked details', async ({ page, request }) => {
  await gotoHydrated(page, `/?modal=linked-signup&linkedAccountUuid=${DEMO_LINKED_ACCOUNT_UUID}&activeMethod=1`);
  const modal = dialog(page, 'Finish creating your account');
  await expect(modal).toBeVisible();
  const submit = modal.getByTestId('register-submit');
  await expect(submit).toBeDisabled();
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const country = modal.getByLabel('Country');
  if (!(await country.inputValue())) await country.selectOption('PT');
  await modal.getByTestId('register-terms').check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/modal=|linkedAccountUuid/);
  await expectSignedIn(page);
  await expectMenuNames(page, 'Lina Linked');
  await expectMenuNames(page, 'linked.player@croupier.local');
  expect(await page.evaluate(() => localStorage.getItem('linkedAccount'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'registered_user')?.value).toBe('1');

  // The profile holds what the linked account knew.
  await gotoHydrated(page, '/profile/edit-profile');
  await expect(page.getByLabel('First name')).toHaveValue('Lina');
  await expect(page.getByTestId('profile-phone-input')).toHaveValue('912345678');

  // A linked account is consumed once.
  const again = await request.get(`/api/user/linked-account/${DEMO_LINKED_ACCOUNT_UUID}`);
  expect(again.status()).not.toBe(200);

  // The player can sign in with the linked email and the chosen password.
  await signOut(page);
  await signInViaModal(page, 'linked.player@croupier.local', PASSWORD);
  await expect(dialog(page, 'Sign in')).toBeHidden();
  await expectSignedIn(page);
});
