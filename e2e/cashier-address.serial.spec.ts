// The deposit form's billing address (docs/cashier.md, "Billing address"): the site settings allowDepWithoutAddress and
// onDepositShowAllField change what every deposit form shows, so these journeys run alone (project serial-settings).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fillCard } from './support/cashier';
import { croupier, signUpByApi } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, useAccessToken } from './support/ui';

async function setFlag(request: APIRequestContext, key: string, value: boolean): Promise<void> {
  expect(await croupier('settings', 'set', key, String(value), '--actor', 'e2e')).toContain(key);
  await expect
    .poll(async () => ((await (await request.get('/api/core/casino/settings2')).json()) as { data: Record<string, unknown> }).data[key], { timeout: 15_000 })
    .toBe(value);
}

test.describe('billing address at the cashier', () => {
  test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));
  test.afterAll(async ({ request }) => {
    await setFlag(request, 'allowDepWithoutAddress', true);
    await setFlag(request, 'onDepositShowAllField', false);
  });

  test('allowDepWithoutAddress off: the fields the profile lacks are asked for, required, saved to the profile, then the deposit goes through', async ({
    page,
    context,
    request,
  }) => {
    await setFlag(request, 'allowDepWithoutAddress', false);
    const player = await signUpByApi(request); // country MT, no city, postal code or address
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/deposit?method=visa');
    const billing = page.getByRole('group', { name: 'Billing address' });
    await expect(billing).toBeVisible();
    await expect(billing.getByRole('textbox')).toHaveCount(3);
    await expect(billing.getByLabel('Country')).toHaveCount(0);
    await fillCard(page);
    await page.getByTestId('cashier-amount-preset-25').click();
    await page.getByTestId('deposit-submit').click();
    await expect(billing.getByText('Required')).toHaveCount(3);
    await expect(billing.getByLabel('City')).toBeFocused();
    await expect(page.getByTestId('modal-deposit-success')).toHaveCount(0);

    await billing.getByLabel('City').fill('Valletta');
    await billing.getByLabel('Postal code').fill('VLT 1010');
    await billing.getByLabel('Address', { exact: true }).fill('1 Republic Street');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('modal-deposit-success')).toBeVisible({ timeout: 20_000 });
    const details = (await (await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${player.accessToken}` } })).json()) as {
      data: { getUser: { city: string; zipCode: string; address: string } };
    };
    expect(details.data.getUser).toMatchObject({ city: 'Valletta', zipCode: 'VLT 1010', address: '1 Republic Street' });
  });

  test('onDepositShowAllField on: all four show from the profile, the filled country read-only, optional while an address is not required', async ({
    page,
    context,
    request,
  }) => {
    await setFlag(request, 'allowDepWithoutAddress', true);
    await setFlag(request, 'onDepositShowAllField', true);
    const player = await signUpByApi(request);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/deposit?method=visa');
    const billing = page.getByRole('group', { name: 'Billing address' });
    await expect(billing.getByLabel('Country (optional)')).toBeDisabled();
    await expect(billing.getByLabel('Country (optional)')).toHaveValue('MT');
    await expect(billing.getByLabel('City (optional)')).toHaveValue('');
    await fillCard(page);
    await page.getByTestId('cashier-amount-preset-25').click();
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('modal-deposit-success')).toBeVisible({ timeout: 20_000 });
  });
});
