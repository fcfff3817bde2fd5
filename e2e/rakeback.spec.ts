// Rakeback calendar journeys (issue #7): a player plays, the cycle ends (the server settles it as of the cycle
// end through the operator tool's test clock control, the browser's clock jumps to the end of the countdown),
// the amount appears on today, the player claims it and sees "claimed"; a guest sees the demo month; the
// reward calendar modal with its 7-day bonus lookup and the opt-out.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, calendarStart, localDate, msToCycleEnd, RAKEBACK_CYCLE_MS } from '../packages/contracts/src/rakeback';
import { croupier, launchGame, signUpByApi, walletCall, HOUSE_GAME_ID } from './support/server';
import { depositByApi } from './support/protection';
import { acceptCookiesUpFront, gotoHydrated, socketConnected, useAccessToken } from './support/ui';

/**
 * A zone where the next 40 minutes stay on today's date (the played cycle and "today" must be the same day).
 * Playwright gives the browser this zone; the calendar calls send it and the server books the cycle in it.
 */
function pickZone(): string {
  const candidates = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'];
  const now = Date.now();
  return candidates.find((z) => localDate(new Date(now), z) === localDate(new Date(now + 45 * 60_000), z) && localDate(new Date(now - 5 * 60_000), z) === localDate(new Date(now), z))!;
}
const ZONE = pickZone();
test.use({ timezoneId: ZONE });

/** Settles the cycles as of a time (the operator tool; a time ahead of now needs the test clock control). */
async function settleAsOf(at: Date): Promise<string> {
  return croupier('rakeback', 'settle', '--as-of', at.toISOString(), '--actor', 'e2e');
}

test('a player plays, waits out the cycle, sees the amount on today, claims it and sees "claimed"', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  expect(await croupier('adjust', player.email, '100', 'EUR', '--reason', 'e2e rakeback', '--actor', 'e2e')).toContain('100.00');
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  const connected = socketConnected(page);
  await page.clock.install();
  await gotoHydrated(page, '/?modal=rakeback');
  const modal = page.getByTestId('modal-rakeback');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('rakeback-calendar-modal')).toBeVisible();
  const today = localDate(new Date(), ZONE);
  const todayCell = modal.getByTestId(`rakeback-day-${today}`);
  await expect(todayCell).toHaveAttribute('data-state', 'playToWin');
  await connected;

  // 20.00 staked, 5.00 won: NGR 15.00, 10 % rakeback 1.50. The socket's debit/credit events move the shown NGR.
  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  const roundId = randomUUID();
  const betId = `bet-${randomUUID()}`;
  await walletCall(request, 'bet', { sessionToken, transactionId: betId, roundId, gameId: HOUSE_GAME_ID, currency, amount: 2000 });
  await walletCall(request, 'win', { sessionToken, transactionId: `win-${randomUUID()}`, roundId, gameId: HOUSE_GAME_ID, currency, amount: 500, referenceTransactionId: betId, roundClosed: true });
  const accumulator = modal.getByTestId('rakeback-accumulator');
  await expect(accumulator.getByTestId('rakeback-ngr')).toContainText('15.00');
  await expect(accumulator.getByTestId('rakeback-payout')).toContainText('1.50');
  await expect(accumulator.getByTestId('rakeback-percent')).toContainText('10%');
  await expect(accumulator.getByTestId('rakeback-countdown')).toHaveText(/^[0-3]\d:[0-5]\d$/);
  await expect(accumulator).toHaveAttribute('href', '/cashback'); // §2: the card leads to the cashback page

  // The cycle ends: the server settles it as of its end; the browser's countdown runs out.
  const cycleEnd = Math.ceil((Date.now() + 1) / RAKEBACK_CYCLE_MS) * RAKEBACK_CYCLE_MS;
  expect(await settleAsOf(new Date(cycleEnd + 10_000))).toMatch(/[1-9]\d* added to calendars/);
  await page.clock.fastForward(msToCycleEnd(Date.now()) + 1_000);
  await expect(todayCell).toHaveAttribute('data-state', 'claimable', { timeout: 20_000 });
  await expect(todayCell.getByTestId('rakeback-day-amount')).toHaveText('1.50');

  await todayCell.getByTestId('rakeback-claim').click();
  const claimed = page.getByRole('dialog', { name: 'Rakeback claimed' });
  await expect(claimed).toBeVisible();
  await expect(claimed.getByTestId('rakeback-claim-text')).toHaveText('1.50 EUR is now in your balance.');
  await claimed.getByTestId('rakeback-claim-ok').click();
  await expect(claimed).toHaveCount(0);
  await expect(todayCell).toHaveAttribute('data-state', 'claimed');
  await expect(todayCell.getByTestId('rakeback-claim')).toHaveCount(0);
  await expect(todayCell).toHaveAccessibleName(/Claimed/);
  // 100 − 20 + 5 + 1.50
  await expect(page.getByTestId('site-header').getByTestId('header-balance')).toContainText('86.50');

  // Claiming the same day again (another tab, a replay) is refused by the server.
  const again = await request.post(`/api/user/rakeback-claim?timeZone=${encodeURIComponent(ZONE)}&bonusId=rakeback-ngr`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { bonusId: 'rakeback-ngr', claimDate: today, customerDate: today },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe('RAKEBACK_ALREADY_CLAIMED');

  // The cashback page lists the claim.
  await page.goto('/cashback');
  await expect(page.getByTestId('cashback-page')).toBeVisible();
  await expect(page.getByTestId('cashback-percent')).toHaveText('10%');
  await expect(page.getByTestId('cashback-month-claimed')).toContainText('1.50');
  await expect(page.getByTestId('cashback-history-row')).toHaveCount(1);
  // Its own accumulator card leads to the deposit page (the card's v2 default).
  await expect(page.getByTestId('cashback-page').getByTestId('rakeback-accumulator')).toHaveAttribute('href', '/deposit');
});

test('a guest sees the demo month: amounts on every day of this month, earlier days claimed, no claim button', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await gotoHydrated(page, '/?modal=rakeback');
  const modal = page.getByTestId('modal-rakeback');
  await expect(modal.getByTestId('rakeback-calendar-modal')).toHaveAttribute('data-demo', 'true');
  await expect(modal.getByTestId('rakeback-demo')).toBeVisible();
  await expect(modal.getByTestId('rakeback-claim')).toHaveCount(0);
  await expect(modal.getByTestId('rakeback-accumulator')).toHaveCount(0);
  const today = localDate(new Date(), ZONE);
  const month = today.slice(0, 7);
  const start = calendarStart(today);
  for (let i = 0; i < 28; i++) {
    const d = addDays(start, i);
    const cell = modal.getByTestId(`rakeback-day-${d}`);
    const expected = d.slice(0, 7) !== month ? 'playToWin' : d < today ? 'claimed' : 'available';
    await expect(cell, d).toHaveAttribute('data-state', expected);
    if (d.slice(0, 7) === month) await expect(cell.getByTestId('rakeback-day-amount'), d).toHaveText(/^\d{1,4}\.\d{2}$/);
  }
  // The demo's sign-in button opens the login modal.
  await modal.getByTestId('rakeback-demo-login').click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('the reward calendar modal: past days ended until a deposit, then opened; today with its bonus and "more", locked days ahead; hidden after the opt-out', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/?modal=calendar');
  const modal = page.getByTestId('modal-calendar');
  await expect(modal.getByTestId('reward-calendar')).toBeVisible();
  const today = localDate(new Date(), ZONE);
  const start = calendarStart(today);
  const pastCount = Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000);
  // Yet to deposit, the player could not have opened the past days: they are ended, not ticked.
  await expect(modal.locator('[data-state="ended"]')).toHaveCount(pastCount);
  await expect(modal.locator('[data-state="opened"]')).toHaveCount(0);
  await expect(modal.getByTestId(`calendar-day-${today}`)).toHaveAttribute('data-state', 'today');
  await expect(modal.locator('[data-state="locked"]')).toHaveCount(28 - pastCount - 1);
  // Today's offer (get-all-bonus for today), never longer than 35 characters + "...".
  const title = modal.getByTestId('calendar-today-bonus');
  await expect(title).not.toHaveText('…');
  const text = (await title.textContent())!.trim();
  expect(text.length).toBeGreaterThan(0);
  expect(text.endsWith('...') ? text.length <= 38 : text.length <= 35).toBe(true);
  await expect(modal.getByTestId('calendar-more')).toHaveAttribute('href', '/promotions');
  // The 6 following days: locked gifts with their titles.
  await expect(modal.getByTestId('calendar-upcoming-title')).toHaveCount(6);
  await expect(modal.getByTestId('calendar-upcoming-title').first()).not.toHaveText('…');
  // No deposit yet: the calendar asks for one.
  await expect(modal.getByTestId('calendar-locked')).toContainText('first deposit');
  // After a deposit, the calendar opens: the past days are opened and ticked.
  expect(await depositByApi(request, player.accessToken, '20.00')).toEqual({ status: 200 });
  // The sandbox completes a card deposit a moment after answering "processing".
  await expect
    .poll(async () => {
      const res = await request.get('/api/user/get-user-details', { headers: { authorization: `Bearer ${player.accessToken}` } });
      return ((await res.json()) as { data: { depositCount: number } }).data.depositCount;
    })
    .toBe(1);
  await gotoHydrated(page, '/?modal=calendar');
  await expect(modal.locator('[data-state="opened"]')).toHaveCount(pastCount);
  await expect(modal.locator('[data-state="ended"]')).toHaveCount(0);
  await expect(modal.getByTestId('calendar-locked')).toHaveCount(0);
  // The first-deposit welcome offer is no longer this player's: no day is titled with it.
  await expect(modal.getByTestId('calendar-today-bonus')).not.toHaveText('…');
  await expect(modal.getByTestId('calendar-upcoming-title').first()).not.toHaveText('…');
  for (const t of [modal.getByTestId('calendar-today-bonus'), ...(await modal.getByTestId('calendar-upcoming-title').all())]) await expect(t).not.toContainText('Welcome offer');

  // The opt-out (privacy settings) hides it.
  const res = await request.put('/api/user/privacy', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { isRewardCalendarOptOut: true } });
  expect(res.status()).toBe(200);
  await gotoHydrated(page, '/?modal=calendar');
  await expect(page.getByTestId('calendar-opted-out')).toBeVisible();
  await expect(page.getByTestId('reward-calendar')).toHaveCount(0);
});
