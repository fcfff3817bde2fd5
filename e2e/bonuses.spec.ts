// Bonus journeys (issue #6) against the real server: a deposit bonus taken by depositing and wagered to cash on
// a slot, free spins played in the game and converted, a bonus cancelled, a refused activation with its message.
import { randomUUID } from 'node:crypto';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { fillCard } from './support/cashier';
import { createBonus } from './support/bonuses';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, openSignedInLive, useAccessToken } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

/** The game iframe once the client inside has loaded its session. */
async function gameFrame(page: Page): Promise<FrameLocator> {
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-gate', 'play', { timeout: 20_000 });
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('game-client')).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
  await expect(frame.getByTestId('game-balance')).not.toHaveText('—');
  return frame;
}

async function playRound(frame: FrameLocator, button: 'spin-button' | 'free-spins-play'): Promise<void> {
  const result = frame.getByTestId('round-result');
  const before = (await result.textContent()) ?? '';
  await frame.getByTestId(button).click();
  await expect(result).not.toHaveText(before);
  await expect(frame.getByTestId('game-client')).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
}

test('a deposit bonus: chosen on promotions, taken by depositing, wagered on a slot, paid as cash', async ({ page, context, request }) => {
  // 10% of the first deposit (from 10 EUR), wagered once: one spin of 1 EUR completes it.
  const bonusId = await createBonus({ type: 'DEPOSIT', percent: 10, wagerMultiplier: 1, depositNumber: 1, amounts: { EUR: { maxBonus: '1000', minDeposit: '1000', maxBet: '500' } } });
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/promotions');
  const card = page.getByTestId(`promotion-${bonusId}`);
  await expect(card).toBeVisible();
  await card.getByTestId('promotion-terms-toggle').click();
  await expect(card.getByTestId('promotion-terms')).toHaveText('Test terms.');
  await card.getByTestId('promotion-activate').click();
  // The choice waits for the deposit: the cashier opens with it.
  await expect(page).toHaveURL(new RegExp(`/deposit\\?bonusId=${bonusId}`));
  // My bonuses shows the choice waiting for the deposit (it said "no bonus"), and leads back to the deposit.
  await gotoHydrated(page, '/profile2/my-bonuses');
  await expect(page.getByTestId('bonus-pending-name')).toHaveText(`E2E DEPOSIT ${bonusId.slice(-4)}`);
  await expect(page.getByTestId('bonus-none')).toHaveCount(0);
  await page.getByTestId('bonus-pending-deposit').click();
  await expect(page).toHaveURL(new RegExp(`/deposit\\?bonusId=${bonusId}`));
  await page.waitForLoadState('networkidle');
  await page.getByTestId(`cashier-bonus-${bonusId}`).click();
  await page.getByTestId('cashier-amount-input').fill('10');
  await fillCard(page);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('modal-deposit-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('deposit-result-bonus')).toHaveAttribute('data-status', 'granted');
  await expect(page.getByTestId('deposit-result-bonus')).toContainText('Your bonus is active');

  await gotoHydrated(page, '/profile2/my-bonuses');
  const active = page.getByTestId('bonus-active');
  await expect(active).toBeVisible();
  await expect(active.getByTestId('bonus-active-amount')).toContainText('1.00');
  await expect(active.getByTestId('bonus-progress')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('bonus-balance-bonus')).toContainText('1.00');
  await active.getByTestId('bonus-play').click();
  await expect(page).toHaveURL(/\/casino\/slots/);

  await gotoHydrated(page, '/casino/games/lucky-sevens?mode=real');
  const frame = await gameFrame(page);
  await expect(frame.getByTestId('bet-amount')).toContainText('1.00');
  await playRound(frame, 'spin-button');

  await gotoHydrated(page, '/profile2/my-bonuses');
  await expect(page.getByTestId('bonus-none')).toBeVisible();
  const last = page.getByTestId('bonus-last');
  await expect(last.getByTestId('bonus-status')).toHaveAttribute('data-status', 'completed');
  await expect(last.getByTestId('bonus-last-cash')).toContainText('1.00');
  await expect(page.getByTestId('bonus-balance-bonus')).toContainText('0.00');
  await gotoHydrated(page, '/bonuses');
  await expect(page.locator(`[data-testid="bonus-history-row"][data-bonus-id="${bonusId}"]`).getByTestId('bonus-status')).toHaveText('Completed');
});

test('free spins: activated, played in the game at their fixed bet, wins converted to bonus money', async ({ page, context, request }) => {
  // Three animated spins (a win's chime, a big win's fanfare) on a busy two-core machine: it needed more than a minute
  // once when the machine also built the app.
  test.slow();
  const bonusId = await createBonus({
    type: 'FREE_SPINS',
    freeSpins: 3,
    freeSpinGameIds: ['croupier-lucky-sevens'],
    winBoost: 2,
    wagerMultiplier: 1,
    amounts: { EUR: { freeSpinBet: '20' } },
  });
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/promotions');
  const card = page.getByTestId(`promotion-${bonusId}`);
  await card.getByTestId('promotion-activate').click();
  await expect(card.getByTestId('bonus-message')).toHaveText('Bonus activated.');

  await gotoHydrated(page, '/profile2/my-bonuses');
  await expect(page.getByTestId('bonus-active-spins')).toHaveText('3 / 3');
  await page.getByTestId('bonus-play-spins').click();
  await expect(page).toHaveURL(/\/casino\/games\/lucky-sevens\?mode=real/);
  const frame = await gameFrame(page);
  await expect(frame.getByTestId('free-spins-left')).toHaveText('3');
  let won = 0;
  for (const left of ['2', '1']) {
    await playRound(frame, 'free-spins-play');
    won += Number(((await frame.getByTestId('round-win').textContent()) ?? '').replace(/[^\d.]/g, '') || 0);
    await expect(frame.getByTestId('free-spins-left')).toHaveText(left);
  }
  await playRound(frame, 'free-spins-play');
  won += Number(((await frame.getByTestId('round-win').textContent()) ?? '').replace(/[^\d.]/g, '') || 0);
  await expect(frame.getByTestId('free-spins-play')).toHaveCount(0);

  await gotoHydrated(page, '/profile2/my-bonuses');
  if (won > 0) {
    // Converted: the wins × 2 are bonus money, wagered once.
    const active = page.getByTestId('bonus-active');
    await expect(active.getByTestId('bonus-active-amount')).toContainText((won * 2).toFixed(2));
    await expect(page.getByTestId('bonus-balance-bonus')).toContainText((won * 2).toFixed(2));
  } else {
    await expect(page.getByTestId('bonus-last').getByTestId('bonus-status')).toHaveAttribute('data-status', 'completed');
  }
});

test('a bonus cancelled from the profile forfeits its money', async ({ page, context, request }) => {
  const bonusId = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '500' } } });
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/promotions');
  await page.getByTestId(`promotion-${bonusId}`).getByTestId('promotion-activate').click();
  await expect(page.getByTestId(`promotion-${bonusId}`).getByTestId('bonus-message')).toBeVisible();
  await gotoHydrated(page, '/profile2/my-bonuses');
  await expect(page.getByTestId('bonus-balance-bonus')).toContainText('5.00');
  await page.getByTestId('bonus-cancel').click();
  await page.getByTestId('bonus-cancel-confirm').click();
  await expect(page.getByTestId('bonus-none')).toBeVisible();
  await expect(page.getByTestId('bonus-last').getByTestId('bonus-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('bonus-balance-bonus')).toContainText('0.00');
});

test('refused activations show their message: DEPOSITS_NUMBER2, ACTIVE_BONUS warning, coupon not applied', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/promotions');
  // The 50 free spins need a first deposit.
  const spins = page.getByTestId('promotion-free-spins-50');
  await spins.getByTestId('promotion-activate').click();
  await expect(spins.getByTestId('bonus-message')).toHaveText('You need more successful deposits to take this bonus.');
  await expect(spins.getByTestId('bonus-message')).toHaveAttribute('data-code', 'DEPOSITS_NUMBER2');

  // Two no-deposit bonuses: the second warns before replacing the first.
  const first = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '300' } } });
  const second = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '400' } } });
  await gotoHydrated(page, '/promotions');
  await page.getByTestId(`promotion-${first}`).getByTestId('promotion-activate').click();
  await expect(page.getByTestId(`promotion-${first}`).getByTestId('bonus-message')).toHaveText('Bonus activated.');
  await page.getByTestId(`promotion-${second}`).getByTestId('promotion-activate').click();
  const warn = page.getByTestId('bonus-replace-dialog');
  await expect(warn).toBeVisible();
  await expect(warn).toContainText('cancels it and its wagering progress');
  await page.getByTestId('bonus-replace-cancel').click();
  await expect(warn).toHaveCount(0);

  await page.getByTestId('coupon-input').fill('NOT-A-CODE');
  await page.getByTestId('coupon-submit').click();
  await expect(page.getByTestId('coupon-result')).toHaveText('Coupon not applied: the code is unknown or not available to you.');
  // A coupon whose bonus would cancel the active one asks first, naming it; cancelled, nothing changes.
  await page.getByTestId('coupon-input').fill('spring25');
  await page.getByTestId('coupon-submit').click();
  const couponWarn = page.getByTestId('bonus-replace-dialog');
  await expect(couponWarn).toBeVisible();
  await expect(couponWarn).toContainText(`E2E NO_DEPOSIT ${first.slice(-4)}`);
  await page.getByTestId('bonus-replace-cancel').click();
  await expect(couponWarn).toHaveCount(0);
  await expect(page.getByTestId('coupon-result')).toHaveCount(0);
  await expect(page.getByTestId('coupon-input')).toHaveValue('spring25');
  // Confirmed, the coupon's bonus replaces it.
  await page.getByTestId('coupon-submit').click();
  await page.getByTestId('bonus-replace-confirm').click();
  await expect(page.getByTestId('coupon-result')).toHaveText('Coupon applied: your bonus is active.');
});

test('a self-excluded player is refused bonuses and coupons, with the date the exclusion ends (withdrawals only)', async ({ page, context, request }) => {
  const bonusId = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '300' } } });
  const player = await signUpByApi(request);
  const excluded = await request.post('/api/user/self-exclusion', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { duration: '1w' } });
  expect(excluded.status(), await excluded.text()).toBe(200);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/promotions');
  const card = page.getByTestId(`promotion-${bonusId}`);
  await card.getByTestId('promotion-activate').click();
  const message = card.getByTestId('bonus-message');
  await expect(message).toHaveAttribute('data-code', 'SELF_EXCLUSION_ACTIVE');
  await expect(message).toHaveText(/^Your account is self-excluded until .*\d{4}.*\. Only withdrawals are available\.$/);
  await page.getByTestId('coupon-input').fill('spring25');
  await page.getByTestId('coupon-submit').click();
  await expect(page.getByTestId('coupon-result')).toHaveText(/^Your account is self-excluded until .*\d{4}.*\. Only withdrawals are available\.$/);
  await gotoHydrated(page, '/profile2/my-bonuses');
  await expect(page.getByTestId('bonus-active')).toHaveCount(0);
});

test("a campaign link's coupon offer is listed on promotions and taken with one click (no typing the code)", async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  // Without the campaign, the coupon offer is not listed.
  await gotoHydrated(page, '/promotions');
  await expect(page.getByTestId('promotion-title').first()).toBeVisible();
  await expect(page.getByTestId('promotion-spring-coupon')).toHaveCount(0);
  // The campaign's link straight to promotions (cpnc kept by the browser after the page loads, spec §9).
  await gotoHydrated(page, '/promotions?cpnc=SPRING25');
  const card = page.getByTestId('promotion-spring-coupon');
  await expect(card).toBeVisible();
  await card.getByTestId('promotion-activate').click();
  await expect(card.getByTestId('bonus-message')).toHaveText('Bonus activated.');
  await gotoHydrated(page, '/profile2/my-bonuses');
  await expect(page.getByTestId('bonus-active')).toBeVisible();
});

test('a bonus that needs a confirmed email offers to send the link there; an active bonus blocking a withdrawal leads to My bonuses', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/promotions');
  // The demo's no-deposit bonus needs a confirmed email: the refusal offers the link (it was a dead end).
  const card = page.getByTestId('promotion-no-deposit-10');
  await card.getByTestId('promotion-activate').click();
  await expect(card.getByTestId('bonus-message')).toHaveAttribute('data-code', 'REQUIRED_EMAIL_VERIFICATION');
  await card.getByTestId('bonus-message-verify').click();
  await expect(card.getByTestId('bonus-message-email-result')).toHaveText('A new verification email is on its way.');

  const bonusId = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '300' } } });
  await gotoHydrated(page, '/promotions');
  await page.getByTestId(`promotion-${bonusId}`).getByTestId('promotion-activate').click();
  await expect(page.getByTestId(`promotion-${bonusId}`).getByTestId('bonus-message')).toHaveText('Bonus activated.');
  await gotoHydrated(page, '/withdraw');
  const reason = page.getByTestId('withdraw-reason-WITHDRAWAL_ACTIVE_BONUS');
  await expect(reason).toContainText('You cannot withdraw while a bonus is active.');
  await reason.getByTestId('withdraw-reason-bonuses').click();
  await expect(page).toHaveURL(/\/profile2\/my-bonuses$/);
  await expect(page.getByTestId('bonus-active')).toBeVisible();
});

test('promotions that fail to load say so (not "no promotions") and load again on retry', { tag: '@desktop-only' }, async ({ page }) => {
  let isDown = true;
  await page.route('**/api/admin/get-all-bonus**', (route) =>
    isDown ? route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' } }) : route.fallback(),
  );
  await gotoHydrated(page, '/promotions');
  await expect(page.getByTestId('promotions-error')).toContainText('Something went wrong. Please try again.');
  await expect(page.getByTestId('promotions-empty')).toHaveCount(0);
  isDown = false;
  await page.getByTestId('promotions-retry').click();
  await expect(page.getByTestId('promotions-error')).toHaveCount(0);
  await expect(page.getByTestId('promotion-title').first()).toBeVisible();
});

test('more offers than a page: "Load more" adds the next page', { tag: '@desktop-only' }, async ({ page, request }) => {
  // Pages of 2 instead of 24 (the request is rewritten on its way to the real server), so the demo's offers span pages.
  await page.route('**/api/admin/get-all-bonus?**', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '2');
    return route.continue({ url: url.toString() });
  });
  const all = (await (await request.get('/api/admin/get-all-bonus', { params: { limit: 100 } })).json()) as { data: { bonus: { count: number } } };
  const count = all.data.bonus.count;
  expect(count).toBeGreaterThan(2);
  await gotoHydrated(page, '/promotions');
  const titles = page.getByTestId('promotions-list').getByTestId('promotion-title');
  await expect(titles).toHaveCount(2);
  await page.getByTestId('promotions-more').click();
  // The next page joins (an offer another journey adds meanwhile moves the list down a place: its repeat is not shown).
  await expect.poll(() => titles.count()).toBeGreaterThanOrEqual(Math.min(3, count));
  const names = await titles.allTextContents();
  expect(names.length).toBeLessThanOrEqual(4);
  expect(new Set(names).size).toBe(names.length); // the next page, not the first again
  if (count <= 4) await expect(page.getByTestId('promotions-more')).toHaveCount(0);
});

test('a deposit whose bonus ended before it arrived is credited without it, and the result says why', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const bonusId = await createBonus({ type: 'DEPOSIT', percent: 10, wagerMultiplier: 1, amounts: { EUR: { maxBonus: '1000', minDeposit: '1000' } } });
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, `/deposit?method=visa&bonusId=${bonusId}`);
  await page.getByTestId(`cashier-bonus-${bonusId}`).click();
  await page.getByTestId('cashier-amount-input').fill('20');
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByTestId('deposit-submit').click();
  // At the bank's 3-D Secure page, the operator ends the offer; the payment then goes through.
  await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible({ timeout: 15_000 });
  expect(await croupier('bonuses', 'set', bonusId, 'isActive', 'false', '--actor', 'e2e')).toContain(bonusId);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  const success = page.getByTestId('modal-deposit-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText('20.00');
  const outcome = success.getByTestId('deposit-result-bonus');
  await expect(outcome).toHaveAttribute('data-status', 'refused');
  await expect(outcome).toContainText('the bonus you chose could not be added');
});

test('a deposit bonus waiting for the deposit can be dropped from My bonuses', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const bonusId = await createBonus({ type: 'DEPOSIT', percent: 10, wagerMultiplier: 1, amounts: { EUR: { maxBonus: '1000', minDeposit: '1000' } } });
  const player = await signUpByApi(request);
  const chosen = await request.post('/api/user/bonus/activate', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { bonusId, timeZone: 'UTC' } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile2/my-bonuses');
  const pending = page.getByTestId('bonus-pending');
  await expect(pending.getByTestId('bonus-status')).toHaveText('Waiting for deposit');
  await expect(pending).toContainText('The bonus will be added when your deposit arrives.');
  await pending.getByTestId('bonus-pending-cancel').click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByTestId('bonus-none')).toBeVisible();
});

test('My bonuses follows play live: wagering progress moves with a bet made in a game', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  // €5 of bonus money, wagered 10 times (€50); a €2.50 bet is 5% of it.
  const bonusId = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '500' } } });
  const player = await signUpByApi(request);
  const activated = await request.post('/api/user/bonus/activate', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { bonusId, timeZone: 'UTC' } });
  expect(activated.status(), await activated.text()).toBe(200);
  await openSignedInLive(page, context, player.accessToken, '/profile2/my-bonuses');
  const progress = page.getByTestId('bonus-active').getByTestId('bonus-progress');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  const bet = { sessionToken, transactionId: `bet-${randomUUID()}`, roundId: randomUUID(), gameId: HOUSE_GAME_ID, currency, amount: 250 };
  expect(await walletCall(request, 'bet', bet)).toMatchObject({ status: 'OK' });
  await expect(progress).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByTestId('bonus-balance-bonus')).toContainText('2.50');
});
