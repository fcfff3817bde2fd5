// Player protection journeys (issue #8): limits set on the profile pages and enforced by the server
// (deposit refused above the limit, bets above the max-bet limit refused in the game, a bonus buy confirmed
// as such), self-exclusion and freeze (withdrawal only), sessions ended by the server (password change
// elsewhere, account lock) and the reality check. Each journey has its own player: the file runs in parallel.
import { expect, test } from '@playwright/test';
import { fillCard } from './support/cashier';
import { actAndSeeRecorded, amountOf, depositByApi, fundedPlayer, sessionStatus, setLimitByApi, signedInWithSessionClock } from './support/protection';
import { croupier, logInByApi, PASSWORD, signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, hydrationErrors, openSignedInLive, signInViaModal, socketConnected, useAccessToken } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

test('deposit limit: set from the deposit page (any amount), shown there, and a deposit above it is refused', async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/deposit');
  const hint = page.getByTestId('deposit-limits-hint');
  await expect(hint).toContainText('Set a deposit limit');
  await hint.getByTestId('deposit-limits-link').click();
  await expect(page).toHaveURL(/\/profile2\/limits$/);
  await expect(page.getByTestId('profile-tab-limits')).toHaveAttribute('aria-current', 'page');

  const daily = page.getByTestId('limit-deposit-0');
  await expect(daily.getByTestId('limit-deposit-0-current')).toHaveText('No limit');
  const input = daily.getByTestId('limit-deposit-0-input');
  const save = daily.getByTestId('limit-deposit-0-save');
  await input.fill('abc');
  await save.click();
  await expect(input).toHaveAccessibleDescription('Enter a valid amount.');
  await input.fill('12.345');
  await save.click();
  await expect(input).toHaveAccessibleDescription('Too many decimal places for this currency.');
  await input.fill('30,5');
  await expect(input).toHaveAccessibleDescription('This change applies at once.');
  await save.click();
  await expect(daily.getByTestId('limit-deposit-0-result')).toHaveText('Your new limit applies now.');
  await expect(daily.getByTestId('limit-deposit-0-current')).toHaveText('€30.50');
  await expect(daily.getByTestId('limit-deposit-0-used')).toHaveText('€0.00 of €30.50 used in the last 24 hours');
  // Changes at most once per hour: the form gives way to the time of the next possible change.
  await expect(daily.getByTestId('limit-deposit-0-locked')).toContainText('(once per hour)');
  await expect(input).toHaveCount(0);
  // The other periods stay free to set.
  await expect(page.getByTestId('limit-deposit-1-input')).toBeEnabled();

  // The server refuses a deposit above the limit (spec §8 PAYMENT_LIMIT_THRESHOLD)…
  expect(await depositByApi(request, player.accessToken, '31')).toEqual({ status: 422, errorCode: 'PAYMENT_LIMIT_THRESHOLD' });

  // …and so does the cashier page, which shows the limit in force.
  await gotoHydrated(page, '/deposit');
  await expect(page.getByTestId('deposit-limits-current')).toHaveText('Daily deposit limit: €0.00 of €30.50 used');
  await expect(page.getByTestId('deposit-limits-link')).toHaveText('Manage limits');
  await page.getByTestId('cashier-method-visa').click();
  await page.getByTestId('cashier-amount-preset-50').click();
  await fillCard(page);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('cashier-amount')).toContainText('This deposit would exceed your deposit limit.');
  await expect(page.getByTestId('site-header').getByTestId('balance-total')).toContainText('0.00');
});

test('bet limits and the monthly winnings limit are removed through support; session time limit ranges', { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await setLimitByApi(request, player.accessToken, { kind: 'maxBet', amount: '5' });
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/bet-limits');
  const maxBet = page.getByTestId('limit-maxBet-0');
  await expect(maxBet.getByTestId('limit-maxBet-0-current')).toHaveText('€5.00');
  await maxBet.getByTestId('limit-maxBet-0-remove').click();
  const support = maxBet.getByTestId('limit-maxBet-0-support');
  await expect(support).toContainText('To remove or raise this limit, please contact support.');
  await expect(support.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contacts');
  // The server keeps it too (LIMIT_REMOVAL_NEEDS_SUPPORT, or the once-per-hour rule first).
  const removal = await request.put('/api/user/limits', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { kind: 'maxBet', period: 0, amount: null },
  });
  expect(removal.status()).toBeGreaterThanOrEqual(400);

  // A first daily bet limit applies at once.
  const daily = page.getByTestId('limit-bet-0');
  await daily.getByTestId('limit-bet-0-input').fill('100');
  await daily.getByTestId('limit-bet-0-save').click();
  await expect(daily.getByTestId('limit-bet-0-result')).toHaveText('Your new limit applies now.');
  await expect(daily.getByTestId('limit-bet-0-current')).toHaveText('€100.00');

  // Session time limit: at least 10 minutes / 1 hour / 1 day by unit, at most 720 hours / 30 days.
  await page.getByTestId('profile-tab-session-limit').click();
  await expect(page).toHaveURL(/\/profile\/session-limit$/);
  const value = page.getByTestId('limit-sessionTime-value');
  const unit = page.getByTestId('limit-sessionTime-unit');
  const saveSession = page.getByTestId('limit-sessionTime-save');
  const cases: [string, string, string][] = [
    ['5', 'minutes', 'The minimum is 10 minutes.'],
    ['0', 'hours', 'The minimum is 1 hour.'],
    ['721', 'hours', 'The maximum is 720 hours.'],
    ['31', 'days', 'The maximum is 30 days.'],
    ['1.5', 'hours', 'Enter a whole number.'],
  ];
  for (const [v, u, message] of cases) {
    await value.fill(v);
    await unit.selectOption(u);
    await saveSession.click();
    await expect(value).toHaveAccessibleDescription(message);
  }
  await value.fill('2');
  await unit.selectOption('hours');
  await saveSession.click();
  await expect(page.getByTestId('limit-sessionTime-result')).toHaveText('Your new limit applies now.');
  await expect(page.getByTestId('limit-sessionTime-current')).toHaveText('2 hours');
  await expect(page.getByTestId('limit-sessionTime-locked')).toBeVisible();
  const info = await request.get('/api/user/session-info', { headers: { authorization: `Bearer ${player.accessToken}` } });
  expect(((await info.json()) as { data: { endsAt: string | null } }).data.endsAt).not.toBeNull();
});

test('a pending raise and removal show the date they apply (24-hour cooling-off)', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  // A raise and a removal only become pending a day after a change: the limits answer is replayed here
  // in the shape the server gives once they are (the server side is covered by the integration tests).
  const effective = '2031-03-04T10:00:00.000Z';
  const base = {
    currency: 'EUR',
    used: '12.50',
    changeableAt: null,
    isPendingRemoval: false,
    pendingAmount: null,
    pendingEffectiveAt: null,
  };
  await page.route('**/api/user/limits', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({
      json: {
        data: {
          currency: 'EUR',
          limits: [
            { ...base, kind: 'deposit', period: 0, amount: '100.00', pendingAmount: '250.00', pendingEffectiveAt: effective },
            { ...base, kind: 'loss', period: 1, amount: '40.00', isPendingRemoval: true, pendingEffectiveAt: effective },
          ],
          selfExclusion: { isPermanent: false, until: null },
          freeze: { until: null },
          realityCheckMinutes: null,
          isGhostMode: false,
          isRewardCalendarOptOut: false,
          canRemoveBetLimitsWithSupport: false,
        },
      },
    });
  });
  await gotoHydrated(page, '/profile2/limits');
  await expect(page.getByTestId('limit-deposit-0-pending')).toHaveText(/^Raise to €250\.00 applies on Mar 4, 2031/);
  await expect(page.getByTestId('limit-loss-1-pending')).toHaveText(/^Removal applies on Mar 4, 2031/);
  await expect(page.getByTestId('limit-loss-1-used')).toHaveText('€12.50 of €40.00 used in the last 7 days');
  await expect(page.getByTestId('limit-loss-1-remove')).toHaveCount(0);
  // Typing a higher amount says it waits; a lower one applies at once.
  const input = page.getByTestId('limit-deposit-0-input');
  await input.fill('300');
  await expect(input).toHaveAccessibleDescription('A higher limit applies after a 24-hour cooling-off.');
  await input.fill('50');
  await expect(input).toHaveAccessibleDescription('This change applies at once.');
});

test('self-exclusion: a confirmation step, then only withdrawal is allowed and it cannot be shortened', { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/responsible-gaming');
  const section = page.getByTestId('self-exclusion');
  for (const o of ['1h', '12h', '1d', '3d', '1w', '1m', 'permanent'])
    await expect(section.getByTestId(`self-exclusion-option-${o}`)).toBeVisible();
  const next = section.getByTestId('self-exclusion-continue');
  await expect(next).toBeDisabled();
  await section.getByTestId('self-exclusion-option-1d').check();
  await next.click();

  const confirm = dialog(page, 'Confirm self-exclusion');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('self-exclusion-summary')).toContainText('You will be excluded for 1 day, until');
  await expect(confirm).toContainText('This cannot be undone or shortened, not even by support.');
  const yes = confirm.getByTestId('self-exclusion-confirm-confirm');
  await expect(yes).toBeDisabled();
  // Escape backs out: nothing changes.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('protection-banner')).toHaveCount(0);

  await next.click();
  await confirm.getByTestId('self-exclusion-confirm-acknowledge').check();
  await expect(yes).toBeEnabled();
  await yes.click();
  await expect(confirm).toBeHidden();
  await expect(section.getByTestId('self-exclusion-result')).toContainText('You are self-excluded until');
  const banner = page.getByTestId('protection-banner');
  await expect(banner).toContainText('Self-exclusion in force');
  await expect(banner.getByTestId('restriction-text')).toContainText('Only withdrawals are available.');

  // A shorter exclusion is refused.
  await section.getByTestId('self-exclusion-option-1h').check();
  await next.click();
  await confirm.getByTestId('self-exclusion-confirm-acknowledge').check();
  await confirm.getByTestId('self-exclusion-confirm-confirm').click();
  await expect(confirm.getByTestId('self-exclusion-error')).toHaveText('An exclusion or freeze in force cannot be shortened.');
  await confirm.getByTestId('self-exclusion-confirm-cancel').click();

  // The cashier offers withdrawal only; the server refuses deposits and real-money play.
  await gotoHydrated(page, '/deposit');
  await expect(page.getByTestId('protection-banner')).toContainText('Self-exclusion in force');
  await expect(page.getByTestId('cashier-blocked')).toContainText('Deposits are not available');
  expect(await depositByApi(request, player.accessToken, '20')).toEqual({ status: 422, errorCode: 'SELF_EXCLUDED' });
  const launch = await request.post('/api/games/launch', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { gameId: 'croupier-dice', mode: 'real' },
  });
  expect(((await launch.json()) as { errorCode?: string }).errorCode).toBe('SELF_EXCLUSION_ACTIVE');
  await page.getByTestId('protection-banner').getByTestId('restriction-withdraw').click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await expect(page.getByTestId('protection-banner')).toBeVisible();
  await expect(page.getByTestId('restriction-withdraw')).toHaveCount(0);
});

test('account freeze: 1, 3, 7 or 10 days; the banner says until when; not shortened', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile2/freeze-account');
  const section = page.getByTestId('freeze-account');
  for (const d of [1, 3, 7, 10]) await expect(section.getByTestId(`freeze-option-${d}`)).toBeVisible();
  await section.getByTestId('freeze-option-3').check();
  await section.getByTestId('freeze-continue').click();
  const confirm = dialog(page, 'Confirm account freeze');
  await expect(confirm.getByTestId('freeze-summary')).toContainText('Your account will be frozen for 3 days, until');
  await confirm.getByTestId('freeze-confirm-acknowledge').check();
  await confirm.getByTestId('freeze-confirm-confirm').click();
  await expect(confirm).toBeHidden();
  await expect(section.getByTestId('freeze-result')).toContainText('Your account is frozen until');
  await expect(page.getByTestId('protection-banner')).toContainText('Account frozen');
  await expect(page.getByTestId('protection-banner').getByTestId('restriction-text')).toContainText('Only withdrawals are available.');

  await section.getByTestId('freeze-option-1').check();
  await section.getByTestId('freeze-continue').click();
  await confirm.getByTestId('freeze-confirm-acknowledge').check();
  await confirm.getByTestId('freeze-confirm-confirm').click();
  await expect(confirm.getByTestId('freeze-error')).toHaveText('An exclusion or freeze in force cannot be shortened.');
  expect(await depositByApi(request, player.accessToken, '20')).toEqual({ status: 422, errorCode: 'ACCOUNT_FROZEN' });

  // The cashier says it is a freeze and until when (it loaded the payment methods and showed the form).
  await gotoHydrated(page, '/deposit');
  const blocked = page.getByTestId('cashier-blocked');
  await expect(blocked).toHaveAttribute('data-code', 'ACCOUNT_FROZEN');
  await expect(blocked).toContainText(/Your account is frozen until .*\d{4}.*\. Only withdrawals are available\./);
  await expect(page.getByTestId('deposit-submit')).toHaveCount(0);

  // No play either, demo included (its spins would all be refused): the game page says why and until when.
  await gotoHydrated(page, '/casino/games/lucky-sevens?mode=demo');
  const refused = page.getByTestId('game-launch-error');
  await expect(refused).toContainText(/Your account is frozen until .*\d{4}.*\. Only withdrawals are available\./);
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
});

test('session ended by the server: a password change elsewhere shows the modal at once (SECURITY_LOGOUT), read once', { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  // The device that gets signed out, on a public page.
  await openSignedInLive(page, context, player.accessToken, '/casino?sort=newest');

  // The password is changed from another device.
  const other = await logInByApi(request, player.email, player.password);
  const res = await request.post('/api/user/change-password', {
    headers: { authorization: `Bearer ${other.accessToken}` },
    data: { currentPassword: PASSWORD, newPassword: 'Fresh-pass-91!', confirmPassword: 'Fresh-pass-91!' },
  });
  expect(res.status(), await res.text()).toBe(200);

  const modal = dialog(page, 'Session ended');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/casino\?sort=newest&modal=session-ended$/);
  await expect(modal.getByTestId('session-ended')).toHaveAttribute('data-reason', 'SECURITY_LOGOUT');
  await expect(modal.getByTestId('session-ended-message')).toHaveText('Your session has ended. Please sign in again.');
  await expect(modal.getByTestId('session-ended-reason')).toContainText('For your security you were signed out');
  await expect(modal.getByTestId('session-ended-time')).toContainText('Ended at');
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await sessionStatus(request, player.accessToken)).toBe(403);

  // Read once: the first click clears the stored notice; "Sign in" opens the sign-in modal.
  expect(await page.evaluate(() => localStorage.getItem('sessionEnded'))).toContain('SECURITY_LOGOUT');
  await modal.getByTestId('session-ended-login').click();
  await expect(dialog(page, 'Sign in')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sessionEnded'))).toBeNull();
});

test('an operator lock ends the session on a private page: the modal opens on the home page (ACCOUNT_LOCKED)', { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  const connected = socketConnected(page);
  await gotoHydrated(page, '/profile2/limits');
  await connected;
  const out = await croupier('players', 'lock', player.email, '--reason', 'e2e protection', '--actor', 'e2e');
  expect(out).toContain('locked');
  const modal = dialog(page, 'Session ended');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/\?modal=session-ended$/);
  await expect(modal.getByTestId('session-ended-reason')).toHaveText('Your account has been locked. Please contact support.');
  await modal.getByTestId('session-ended-close').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('reality check: at the chosen interval, elapsed time and net position; continue, then view history', async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await page.clock.install();
  await gotoHydrated(page, '/profile/responsible-gaming');
  // The session guard learns the new interval from the session info, asked again after the change.
  const sessionInfo = () =>
    page.waitForResponse(
      async (r) =>
        r.url().endsWith('/api/user/session-info') &&
        r.ok() &&
        // (the body of a response the page navigated away from is gone: not the one awaited)
        ((await r.json().catch(() => null)) as { data?: { realityCheckMinutes: number | null } } | null)?.data?.realityCheckMinutes === 15,
    );
  await page.getByTestId('reality-check-interval').selectOption('15');
  let info = sessionInfo();
  await page.getByTestId('reality-check-save').click();
  await expect(page.getByTestId('reality-check-result')).toHaveText('You will get a reality check every 15 minutes.');
  await info;

  await page.clock.fastForward('15:05');
  const check = dialog(page, 'Reality check');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-elapsed')).toHaveText('0 h 15 min');
  await expect(check.getByTestId('reality-check-net')).toHaveText('€0.00');
  await expect(check.getByTestId('reality-check-breakdown')).toHaveText('Wins €0.00 · stakes €0.00');
  await check.getByTestId('reality-check-continue').click();
  await expect(check).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('croupier.realityCheck') ?? '{}') as { ack?: number })).toMatchObject({
    ack: 1,
  });

  // After a reload the acknowledged check does not come back; the next one does, at 30 minutes.
  info = sessionInfo();
  await page.reload();
  await info;
  // An action the page has handled before the clock jumps: by then it has also taken in the answer awaited above
  // (else the jump could come before the answer's arrival time is read, and the next check be 20 minutes later).
  await actAndSeeRecorded(page, () => page.keyboard.press('Shift'));
  // (an action on the way: 30 minutes without one is the site's inactivity timeout, which would end the session)
  await page.clock.fastForward('20:00');
  await actAndSeeRecorded(page, () => page.keyboard.press('Shift'));
  await page.clock.fastForward('09:59');
  await expect(check).toBeVisible();
  await check.getByTestId('reality-check-history').click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/transactions(\?|$)/);
  await expectSignedIn(page);
});

test.describe('in-house game', () => {
  test.use({ reducedMotion: 'reduce' });
  // A bonus buy plays out its free spins: 40–60 s on a busy CI machine, at the default limit's edge.
  test.setTimeout(120_000);

  test('a bet above the max-bet limit is refused; a bonus buy above it is confirmed as a bonus buy or played as a regular bet', { tag: '@desktop-only' }, async ({
    page,
    context,
    request,
  }) => {
    const player = await fundedPlayer(request, 50);
    await setLimitByApi(request, player.accessToken, { kind: 'maxBet', amount: '5' });
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/casino/games/jade-dragon?mode=real');
    // Elapsed session time while playing.
    await expect(page.getByTestId('session-clock')).toBeVisible();
    await expect(page.getByTestId('session-clock')).toHaveText(/\d+:\d\d/);
    await expect(page.getByTestId('game-stage')).toHaveAttribute('data-gate', 'play');
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const client = frame.getByTestId('game-client');
    await expect(client).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
    await expect(frame.getByTestId('game-balance')).toContainText('50.00');

    // €10 a spin is above the €5 max bet.
    const bet = frame.getByTestId('bet-amount');
    while (Number(await bet.getAttribute('data-minor')) < 1000) await frame.getByTestId('bet-increase').click();
    await frame.getByTestId('spin-button').click();
    await expect(frame.getByTestId('round-result')).toHaveText('This bet is above your maximum bet limit.');
    await expect(frame.getByTestId('game-balance')).toContainText('50.00');

    // The smallest bet (€0.20): its bonus buy costs €12.20, above the limit.
    while (await frame.getByTestId('bet-decrease').isEnabled()) await frame.getByTestId('bet-decrease').click();
    await expect(bet).toHaveAttribute('data-minor', '20');
    const buy = async () => {
      await frame.getByTestId('bonus-buy').click();
      await frame.getByTestId('bonus-buy-dialog').getByTestId('bonus-buy-confirm').click();
      const limit = frame.getByTestId('bonus-buy-limit-dialog');
      await expect(limit).toBeVisible();
      await expect(limit).toContainText('This bonus buy of €12.20 is above your max bet limit.');
      return limit;
    };

    // Played as a regular bet instead: one €0.20 round.
    const played = () => page.waitForResponse((r) => r.url().endsWith('/api/house/play') && r.request().method() === 'POST');
    let limit = await buy();
    let round = played();
    await limit.getByTestId('bonus-buy-limit-regular').click();
    await expect(limit).toBeHidden();
    expect((await round).status()).toBe(200);
    await expect(client).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
    await expect(frame.getByTestId('round-result')).toHaveText(/You won|No win this time/);
    const before = amountOf(await frame.getByTestId('game-balance').textContent());

    // Confirmed as a bonus buy: only this purchase is exempt.
    limit = await buy();
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/user/bonus-buy-confirm'));
    round = played();
    await limit.getByTestId('bonus-buy-limit-confirm').click();
    expect((await confirmed).status()).toBe(200);
    expect((await round).status()).toBe(200);
    await expect(limit).toBeHidden();
    await expect(client).toHaveAttribute('data-phase', 'idle', { timeout: 45_000 });
    await expect(frame.getByTestId('round-result')).toHaveText(/You won|No win this time/);
    const after = amountOf(await frame.getByTestId('game-balance').textContent());
    const win = amountOf(await frame.getByTestId('round-win').textContent());
    expect(after).toBeCloseTo(before - 12.2 + win, 2);
  });
});

test('ghost mode, reward calendar opt-out and player stats', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile/privacy');
  const ghost = page.getByRole('switch', { name: 'Hide me in public feeds' });
  await expect(ghost).toHaveAttribute('aria-checked', 'false');
  await ghost.click();
  await expect(ghost).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('privacy-result')).toHaveText('Ghost mode is on: you show as Hidden.');
  const calendar = page.getByRole('switch', { name: 'Opt out of the reward calendar' });
  await calendar.click();
  await expect(calendar).toHaveAttribute('aria-checked', 'true');
  const limits = await request.get('/api/user/limits', { headers: { authorization: `Bearer ${player.accessToken}` } });
  expect(((await limits.json()) as { data: { isGhostMode: boolean; isRewardCalendarOptOut: boolean } }).data).toMatchObject({
    isGhostMode: true,
    isRewardCalendarOptOut: true,
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide me in public feeds' })).toHaveAttribute('aria-checked', 'true');

  await gotoHydrated(page, '/profile2/my-profile');
  await expect(page.getByTestId('profile-tab-overview')).toHaveAttribute('aria-current', 'page');
  const stats = page.getByTestId('player-stats');
  await expect(stats.getByTestId('player-stats-total-games')).toHaveText('0');
  await expect(stats.getByTestId('player-stats-total-bets')).toHaveText('€0.00');
  await expect(stats.getByTestId('player-stats-joined')).not.toBeEmpty();
});

test('an open page tells the server the player is active (its inactivity backstop), at most once a minute and only after an action', { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  await signedInWithSessionClock(page, context, request, '/casino');
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/activity') && r.method() === 'POST') reports.push(r.url());
  });
  const act = () => actAndSeeRecorded(page, () => page.keyboard.press('Shift'));

  await page.clock.fastForward('02:00'); // no action: nothing to report
  expect(reports).toHaveLength(0);
  await act();
  await page.clock.fastForward('01:05');
  await expect.poll(() => reports.length).toBe(1);
  await page.clock.fastForward('02:00'); // no action since the report
  expect(reports).toHaveLength(1);
  await act();
  await act();
  await page.clock.fastForward('01:05');
  await expect.poll(() => reports.length).toBe(2);
  await expectSignedIn(page);
});

test('a session the server ended while no page was open: on return the 403 rule opens sign-in, which says why, once', { tag: '@desktop-only' }, async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/casino');
  await expectSignedIn(page);
  await page.close();
  expect(await croupier('players', 'lock', player.email, '--reason', 'e2e away', '--actor', 'e2e')).toContain('locked');
  expect(await croupier('players', 'unlock', player.email, '--reason', 'e2e away', '--actor', 'e2e')).toContain('unlocked');

  const back = await context.newPage();
  await back.goto('/casino');
  await expect(back).toHaveURL(/\/\?modal=login&next=%2Fcasino$/);
  const login = dialog(back, 'Sign in');
  await expect(login).toBeVisible();
  await expect(login.getByTestId('login-session-ended')).toHaveText('Your account has been locked. Please contact support.');
  expect(JSON.parse((await back.evaluate(() => localStorage.getItem('sessionEnded'))) ?? '{}')).toMatchObject({ reason: 'ACCOUNT_LOCKED' });
  // Read once: the first click clears it; signing in works.
  await login.getByLabel('Email, phone or username').click();
  expect(await back.evaluate(() => localStorage.getItem('sessionEnded'))).toBeNull();
  await signInViaModal(back, player.email, player.password);
  await expect(login).toBeHidden();
  await expectSignedIn(back);
});

/** UTC+14 or UTC−11, whichever has another date than the server's zone today (one of them always has). */
function zoneOfAnotherDay(): string {
  const day = (timeZone?: string) => new Intl.DateTimeFormat('en', { dateStyle: 'short', timeZone }).format(new Date());
  return ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => day(zone) !== day())!;
}

test.describe('a player far from the server’s time zone', () => {
  // Today is another day there than for the server: a new player's sign-up date is one.
  test.use({ timezoneId: zoneOfAnotherDay() });

  test('the profile and the self-exclusion banner show the player’s own dates and times, and the server’s HTML hydrates without a mismatch', { tag: '@desktop-only' }, async ({ page, context, request }) => {
    const player = await signUpByApi(request);
    await useAccessToken(context, player.accessToken);
    const auth = { authorization: `Bearer ${player.accessToken}` };
    // A self-exclusion is in the user details, so the server render already shows its banner with the end time.
    const exclusion = await request.post('/api/user/self-exclusion', { headers: auth, data: { duration: '1d' } });
    expect(exclusion.status(), await exclusion.text()).toBe(200);
    const hydration = hydrationErrors(page);
    await gotoHydrated(page, '/profile');
    const inZone = (iso: string, withTime: boolean) =>
      page.evaluate(
        ([d, t]) => new Intl.DateTimeFormat(document.documentElement.lang, t ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(new Date(d)),
        [iso, withTime] as const,
      );
    const since = page.getByTestId('profile-member-since').locator('time');
    await expect(since).toHaveText(await inZone((await since.getAttribute('datetime'))!, false));
    // It ends a day from now, told in the player's zone.
    const text = page.getByTestId('protection-banner').getByTestId('restriction-text');
    await expect(text).not.toContainText('…');
    const limits = (await (await request.get('/api/user/limits', { headers: auth })).json()) as { data: { selfExclusion: { until: string } } };
    await expect(text).toContainText(await inZone(limits.data.selfExclusion.until, true));
    expect(hydration).toEqual([]);
  });
});
