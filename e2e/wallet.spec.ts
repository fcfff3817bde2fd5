// The header balance follows the wallet live: bets and wins posted by a game provider through the
// seamless-wallet API reach the browser over the socket (`balance` → window `wallet:balance`) without a reload.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, expectSignedIn, gotoHydrated, openSignedInLive, socketConnected, useAccessToken } from './support/ui';
import { eligiblePlayer } from './support/cashier';
import { createBonus } from './support/bonuses';

test('header balance changes live on a bet and a win from the seamless-wallet API', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  const out = await croupier('adjust', player.email, '50', 'EUR', '--reason', 'e2e live balance', '--actor', 'e2e');
  expect(out).toContain('50.00');

  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  const connected = socketConnected(page);
  await gotoHydrated(page, '/');
  await expectSignedIn(page);
  // The header balance (total = cash here: no bonus money); its layout may split cash and total.
  const balance = page.getByTestId('site-header').getByTestId('header-balance');
  await expect(balance).toContainText('50.00');
  await connected;

  // Marks this document: a reload or navigation would drop the marker and the event log.
  await page.evaluate(() => {
    const w = window as unknown as { e2eMarker: string; balances: unknown[] };
    w.e2eMarker = 'same-document';
    w.balances = [];
    window.addEventListener('wallet:balance', (e) => w.balances.push((e as CustomEvent).detail));
  });

  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  expect(currency).toBe('EUR');
  const roundId = randomUUID();
  const bet = { sessionToken, transactionId: `bet-${randomUUID()}`, roundId, gameId: HOUSE_GAME_ID, currency, amount: 1250 };
  const betAnswer = await walletCall(request, 'bet', bet);
  expect(betAnswer).toMatchObject({ status: 'OK', cash: 3750, balance: 3750 });
  await expect(balance).toContainText('37.50');
  await expect(balance).not.toContainText('50.00');

  const win = { sessionToken, transactionId: `win-${randomUUID()}`, roundId, gameId: HOUSE_GAME_ID, currency, amount: 3000, referenceTransactionId: bet.transactionId, roundClosed: true };
  const winAnswer = await walletCall(request, 'win', win);
  expect(winAnswer).toMatchObject({ status: 'OK', cash: 6750 });
  await expect(balance).toContainText('67.50');
  await expect(balance).not.toContainText('37.50');

  // A retried call moves nothing and the header keeps the balance.
  expect(await walletCall(request, 'win', win)).toMatchObject({ status: 'OK', cash: 6750 });

  const seen = await page.evaluate(() => {
    const w = window as unknown as { e2eMarker?: string; balances: { cash: number; total: number }[] };
    return { marker: w.e2eMarker, balances: w.balances };
  });
  expect(seen.marker).toBe('same-document');
  expect(seen.balances).toEqual(expect.arrayContaining([expect.objectContaining({ cash: 37.5 }), expect.objectContaining({ cash: 67.5 })]));
});

test('money the casino credits outside a game is announced on the open page, and the header follows', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  await page.clock.install();
  const connected = socketConnected(page);
  await gotoHydrated(page, '/');
  await expectSignedIn(page);
  await connected;
  const balance = page.getByTestId('site-header').getByTestId('header-balance');
  const notices = page.getByTestId('credit-notice');
  // The notices' code has loaded for the signed-in player (its status node is there before anything is announced).
  const announcement = page.getByTestId('credit-announcement');
  await expect(announcement).toHaveAttribute('role', 'status');
  // From here the page's clock moves only when the test says so: the notices' 8 s cannot run out on a slow machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

  // An operator's credit (audited on the server with its reason, which the player does not see).
  expect(await croupier('adjust', player.email, '5', 'EUR', '--reason', 'e2e goodwill', '--actor', 'e2e')).toContain('5.00');
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText('€5.00 added to your balance');
  await expect(notices.first()).toContainText('A credit from the casino team');
  await expect(announcement).toHaveText('€5.00 added to your balance. A credit from the casino team');
  await expect(balance).toContainText('5.00');

  // Bonus money says so; the close button dismisses a notice and the focus moves to the one left.
  expect(await croupier('adjust', player.email, '2.50', 'EUR', '--bonus', '--reason', 'e2e goodwill bonus', '--actor', 'e2e')).toContain('2.50');
  await expect(notices).toHaveCount(2);
  await expect(notices.nth(1)).toContainText('€2.50 in bonus money added to your balance');
  await notices.first().getByRole('button', { name: 'Close' }).click();
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText('bonus money');
  await expect(notices.first().getByRole('button', { name: 'Close' })).toBeFocused();

  // A debit is not announced: its balance shows, and still one notice.
  expect(await croupier('adjust', player.email, '-1', 'EUR', '--reason', 'e2e correction', '--actor', 'e2e')).toContain('4.00');
  await expect(balance).toContainText('6.50');
  await expect(notices).toHaveCount(1);

  // Held while the pointer or the focus is on it; gone 8 s after both left.
  await notices.first().hover();
  await expect(notices.first()).toHaveAttribute('data-held', 'true');
  await page.clock.runFor(10_000);
  await expect(notices).toHaveCount(1);
  await page.mouse.move(5, 500);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(notices.first()).not.toHaveAttribute('data-held');
  await page.clock.runFor(7_000);
  await expect(notices).toHaveCount(1);
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return notices.count();
    })
    .toBe(0);
});

test("the history's Other tab lists money moved outside games and the cashier: a correction, a bonus credited", async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  expect(await croupier('adjust', player.email, '50', 'EUR', '--reason', 'e2e other tab', '--actor', 'e2e')).toContain('50.00');
  const bonusId = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '700' } } });
  const activated = await request.post('/api/user/bonus/activate', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { bonusId, timeZone: 'UTC' } });
  expect(activated.status(), await activated.text()).toBe(200);
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/transactions?tab=other');
  await expect(page.getByTestId('transactions-tab-other')).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('transactions-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Bonus credited');
  await expect(rows.nth(0).getByTestId('transactions-amount')).toHaveText('+€7.00');
  await expect(rows.nth(0).getByTestId('transactions-wallet')).toHaveText('Bonus money');
  await expect(rows.nth(1)).toContainText('Balance correction');
  await expect(rows.nth(1).getByTestId('transactions-amount')).toHaveText('+€50.00');
  await expect(rows.nth(1).getByTestId('transactions-wallet')).toHaveCount(0);
  // The games tab keeps to bets and wins.
  await page.getByTestId('transactions-tab-games').click();
  await expect(page.getByTestId('transactions-empty')).toBeVisible();
});

test("the history's Withdrawal tab follows the operator's decision while it is open (the socket's withdrawal event)", async ({ page, context, request }) => {
  const player = await eligiblePlayer(request);
  // Above the automatic allowance (€1,000): it waits for an operator.
  expect(await croupier('adjust', player.email, '1200', 'EUR', '--reason', 'e2e: a big win', '--actor', 'e2e')).toContain('1240.00');
  const created = await request.post('/api/user/withdrawal', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { kind: 'bank', paymentMethodId: 'bank-transfer', amount: 1100, requestId: randomUUID(), beneficiaryName: 'Ada Tester', accountNumber: '12345678901', email: 'ada@mail.test', bankCode: 'HDFC0001234' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { data: { withdrawal: { withdrawalId: string } } }).data.withdrawal.withdrawalId;
  await acceptCookiesUpFront(context);
  await openSignedInLive(page, context, player.accessToken, '/profile/transactions?tab=withdrawal');
  const status = page.getByTestId('transactions-row').first().getByTestId('transactions-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  expect(await croupier('withdrawals', 'reject', id, '--reason', 'e2e: details do not match', '--actor', 'e2e')).toMatch(/^Rejected/);
  await expect(status).toHaveAttribute('data-status', 'rejected', { timeout: 15_000 });
});
