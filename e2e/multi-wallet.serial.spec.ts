// Several wallets (spec §3 useMultiWallet, docs/wallet.md): a player holding more than one currency picks the
// active one beside the header balance; the choice is kept in the currency cookie, and what the open page shows
// in the active currency follows at once. The setting is site-wide, so this journey runs alone (serial-settings).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { setSiteSettingValue } from './support/protection';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, useAccessToken } from './support/ui';

test.afterAll(async ({ request }) => setSiteSettingValue(request, 'useMultiWallet', false));

test('a player with two wallets switches the active currency in the header, by mouse and by keyboard', async ({
  page,
  context,
  request,
}) => {
  await setSiteSettingValue(request, 'useMultiWallet', true);
  const player = await signUpByApi(request); // account currency EUR
  expect(await croupier('adjust', player.email, '80', 'EUR', '--reason', 'e2e multi-wallet', '--actor', 'e2e')).toContain('80.00');
  expect(await croupier('adjust', player.email, '45.5', 'USD', '--reason', 'e2e multi-wallet', '--actor', 'e2e')).toContain('45.50');
  // 30.00 EUR staked: 30 points, whatever the active currency.
  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  expect(currency).toBe('EUR');
  const bet = { sessionToken, transactionId: `bet-${randomUUID()}`, roundId: randomUUID(), gameId: HOUSE_GAME_ID, currency, amount: 3_000 };
  expect(await walletCall(request, 'bet', bet)).toMatchObject({ status: 'OK' });

  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/vip-club');
  const header = page.getByTestId('site-header');
  const total = header.getByTestId('balance-total');
  await expect(total).toHaveText('€50.00');
  await expect(page.getByTestId('vip-points')).toHaveText('30');
  await expect(page.getByText('Every €1.00 of real-money stakes earns one point.')).toBeVisible();

  // The switcher lists both wallets with their balances; the active one is selected.
  const trigger = header.getByRole('button', { name: 'Currency: EUR. Change currency' });
  await trigger.click();
  const list = header.getByRole('listbox', { name: 'Choose currency' });
  await expect(list).toBeFocused();
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(list.getByRole('option', { selected: true })).toContainText('EUR');
  await expect(list.getByTestId('currency-option-USD')).toContainText('$45.50');
  expect(await axeViolations(page, '[data-testid="site-header"]')).toEqual([]);
  await list.getByTestId('currency-option-USD').click();

  // The header and the open page follow without a reload: the balance is the USD wallet's, the points stay.
  await expect(list).toBeHidden();
  await expect(trigger).toBeHidden();
  await expect(header.getByRole('button', { name: 'Currency: USD. Change currency' })).toBeFocused();
  await expect(total).toHaveText('$45.50');
  await expect(total).toHaveAttribute('data-currency', 'USD');
  await expect(page.getByText('Every $1.10 of real-money stakes earns one point.')).toBeVisible();
  await expect(page.getByTestId('vip-points')).toHaveText('30');
  expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('USD');

  // The choice outlives a reload (the currency cookie), and a game launched now plays with the USD wallet.
  await page.reload();
  await expect(total).toHaveText('$45.50');
  expect((await launchGame(page.request, player.accessToken)).currency).toBe('USD');

  // Back to EUR with the keyboard: arrows move through the list, Enter chooses.
  const usd = header.getByRole('button', { name: 'Currency: USD. Change currency' });
  await usd.focus();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(total).toHaveText('€50.00');
  await expect(page.getByText('Every €1.00 of real-money stakes earns one point.')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('EUR');
});
