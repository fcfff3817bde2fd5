// Length messages name the field's own bound (docs/i18n.md, "Messages with a count"). The password minimum comes from
// the site setting formFieldsValidation, so this journey runs alone (project serial-settings).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { croupier } from './support/server';
import { acceptCookiesUpFront, dialog, gotoHydrated } from './support/ui';

const SEEDED_RULES = { password: { minLength: 6, requireSpecial: true, requireDigit: false, requireUpper: false } };

async function setRules(request: APIRequestContext, rules: typeof SEEDED_RULES): Promise<void> {
  expect(await croupier('settings', 'set', 'formFieldsValidation', JSON.stringify(rules), '--actor', 'e2e')).toContain(
    'formFieldsValidation',
  );
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/core/casino/settings2')).json()) as { data: { formFieldsValidation: typeof SEEDED_RULES } }).data
          .formFieldsValidation.password.minLength,
      {
        timeout: 15_000,
      },
    )
    .toBe(rules.password.minLength);
}

test.describe('field length messages', () => {
  test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));
  test.afterAll(async ({ request }) => setRules(request, SEEDED_RULES));

  test('an operator minimum of 10 is what the password field, its hint and its error say', async ({ page, request }) => {
    await setRules(request, { password: { ...SEEDED_RULES.password, minLength: 10 } });
    await gotoHydrated(page, '/?modal=register');
    const reg = dialog(page, 'Create your account');
    const password = reg.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('minlength', '10');
    await expect(reg.getByText('At least 10 symbols + 1 special character')).toBeVisible();
    await password.fill('abcdef!');
    await expect(reg.getByText('Must be at least 10 characters')).toBeVisible();
    await expect(reg.getByText('Must be at least 6 characters')).toHaveCount(0);
    await password.fill('abcdefghi!');
    await expect(reg.getByText('Must be at least 10 characters')).toHaveCount(0);
  });
});
