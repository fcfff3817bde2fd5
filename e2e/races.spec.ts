// Tournaments (/tournaments, docs/races.md): guests see the running races; a player sees their own position
// move live after a real-money bet, and when the race is settled the prize lands on their balance with a notice.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, hydrationErrors, socketConnected, useAccessToken } from './support/ui';

const HALF_HOUR = 1_800_000;

test('a guest sees the running race with its prize pool, countdown and leaderboard', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  // The races are in the server's HTML (fetched during the render), and the browser's first render matches it.
  const html = await (await page.request.get('/tournaments')).text();
  expect(html).toContain('Daily €500 Race');
  expect(html.match(/data-testid="race-row"/g)?.length).toBeGreaterThanOrEqual(10);
  const hydration = hydrationErrors(page);
  await gotoHydrated(page, '/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  // The seeded daily race runs all day (UTC).
  const daily = page.locator('[data-testid="race-card"][data-status="running"]').filter({ hasText: 'Daily €500 Race' });
  await expect(daily).toBeVisible();
  await expect(daily.getByTestId('race-pool')).toHaveText('€500.00');
  await expect(daily.getByTestId('race-time')).toHaveText(/^\d+(h \d+m|m \d+s)$/);
  await expect(daily.getByRole('table', { name: 'Leaderboard of Daily €500 Race' })).toBeVisible();
  await expect(daily.getByTestId('race-row')).toHaveCount(10);
  await expect(daily.getByTestId('race-me')).toHaveCount(0);
  await expect(daily.getByTestId('race-guest')).toBeVisible();
  // The weekend race is upcoming or, on a weekend, running.
  await expect(page.getByTestId('race-card').filter({ hasText: 'Weekend €2,000 Race' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(hydration).toEqual([]);
  await gotoHydrated(page, '/tournaments?theme=lulu');
  await expect(daily.getByTestId('race-row')).toHaveCount(10);
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('a player climbs a race live, and its prize is paid to their balance when it ends', { tag: '@desktop-only' }, async ({ page, context, request }, testInfo) => {
  // A race of its own, in a currency no other journey plays in, over this half hour and the next; settled by its
  // id, so it ends no other race (a desktop-only journey: one run at a time).
  const cur = 'USD';
  const sym = '$';
  const start = Math.floor(Date.now() / HALF_HOUR) * HALF_HOUR;
  const raceId = `e2e-${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const title = `Journey race ${raceId.slice(-8)}`;
  const created = await croupier(
    'races',
    'create',
    '--json',
    JSON.stringify({ id: raceId, content: { en: { title } }, currency: cur, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 2 * HALF_HOUR).toISOString(), prizes: ['250', '100'] }),
  );
  expect(created).toContain(`Race ${raceId} created`);
  const player = await signUpByApi(request, { currencyCode: cur });
  expect(await croupier('adjust', player.email, '1000', cur, '--reason', 'e2e race', '--actor', 'e2e')).toContain('1000.00');

  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  const connected = socketConnected(page);
  await gotoHydrated(page, '/tournaments');
  const card = page.locator(`[data-race-id="${raceId}"]`);
  await expect(card.getByTestId('race-title')).toHaveText(title);
  await expect(card.getByTestId('race-pool')).toHaveText(`${sym}350.00`);
  await expect(card.getByTestId('race-me-unranked')).toContainText(`every real-money bet in ${cur} counts`);
  await connected;

  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  expect(currency).toBe(cur);
  // A stake of its own (a retry's player from the attempt before plays in the same window and currency).
  const stake = 12_300 + testInfo.retry * 1_000 + 45;
  const bet = { sessionToken, transactionId: `bet-${randomUUID()}`, roundId: randomUUID(), gameId: HOUSE_GAME_ID, currency, amount: stake };
  expect(await walletCall(request, 'bet', bet)).toMatchObject({ status: 'OK' });
  // The page refreshes after the bet: the player's row and their figures.
  const staked = (stake / 100).toFixed(2);
  await expect(card.getByTestId('race-me-wagered')).toHaveText(`${sym}${staked}`);
  await expect(card.getByTestId('race-me-games')).toHaveText('1');
  await expect(card.getByTestId('race-me-rank')).toHaveText(/^#\d$/);
  const mine = card.locator('[data-testid="race-row"][aria-current="true"]');
  await expect(mine).toContainText('You');
  await expect(mine).toContainText(`${sym}${staked}`);
  const rank = Number((await card.getByTestId('race-me-rank').textContent())!.slice(1));
  expect(rank).toBeLessThanOrEqual(2); // alone in this currency, or with a retry's earlier player
  const prize = rank === 1 ? `${sym}250.00` : `${sym}100.00`;
  await expect(card.getByTestId('race-me-prize')).toHaveText(prize);
  expect(await axeViolations(page, `[data-race-id="${raceId}"]`)).toEqual([]);

  // The race ends (the operator settles it as of its end: a test control in demo mode).
  const settled = await croupier('races', 'settle', raceId, '--as-of', new Date(start + 2 * HALF_HOUR + 61_000).toISOString());
  expect(settled).toContain(`${raceId}: `);
  // Its notice (the operator's opening credit may still show its own above it).
  await expect(page.getByTestId('credit-notice').filter({ hasText: 'Your race prize has been paid' })).toBeVisible();
  const balance = page.getByTestId('site-header').getByTestId('header-balance');
  const expected = (100_000 - stake + (rank === 1 ? 25_000 : 10_000)) / 100;
  await expect(balance).toContainText(expected.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await page.reload();
  const finished = page.locator(`[data-race-id="${raceId}"]`);
  await expect(finished).toHaveAttribute('data-status', 'finished');
  await expect(finished.getByTestId('race-me-prize')).toHaveText(prize);
});

test('a race paying more places than the table lists says how much the other places share (the pool adds up)', { tag: '@desktop-only' }, async ({ page, context }, testInfo) => {
  const start = Math.floor(Date.now() / HALF_HOUR) * HALF_HOUR + 3 * 24 * 2 * HALF_HOUR; // in three days
  const create = async (name: string, prizes: string[]) => {
    const raceId = `e2e-${name}-${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
    const created = await croupier(
      'races',
      'create',
      '--json',
      JSON.stringify({ id: raceId, content: { en: { title: `Many places ${raceId.slice(-8)}` } }, currency: 'EUR', startsAt: new Date(start).toISOString(), endsAt: new Date(start + HALF_HOUR).toISOString(), prizes }),
    );
    expect(created).toContain(`Race ${raceId} created`);
    return raceId;
  };
  const ten = Array.from({ length: 10 }, () => '20');
  const many = await create('places', [...ten, '15', '10', '5']);
  const one = await create('place', [...ten, '5']);
  try {
    await acceptCookiesUpFront(context);
    await gotoHydrated(page, '/tournaments');
    const card = page.locator(`[data-race-id="${many}"]`);
    await expect(card.getByTestId('race-pool')).toHaveText('€230.00');
    await expect(card.getByTestId('race-row')).toHaveCount(10);
    await expect(card.getByTestId('race-more-places')).toHaveText('Places 11–13 share €30.00');
    await expect(page.locator(`[data-race-id="${one}"]`).getByTestId('race-more-places')).toHaveText('Place 11 wins €5.00');
  } finally {
    for (const id of [many, one]) await croupier('races', 'cancel', id, '--reason', 'e2e cleanup', '--actor', 'e2e');
  }
});
