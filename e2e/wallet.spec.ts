// The header balance follows the wallet live: bets and wins posted by a game provider through the
// seamless-wallet API reach the browser over the socket (`balance` → window `wallet:balance`) without a reload.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, expectSignedIn, gotoHydrated, socketConnected, useAccessToken } from './support/ui';

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
