// Runs alone, after the parallel projects (project `serial-settings`): these journeys change site settings
// for everybody (inactivitySessionTimeout, singleSessionPerPlayer). Issue #8: session endings.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { actAndSeeRecorded, sessionStatus, setSiteSettingValue, signedInWithSessionClock } from './support/protection';
import { croupier, HOUSE_GAME_ID, launchGame, logInByApi, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, openSignedInLive, signInViaModal } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

test.describe('inactivity timeout from the site setting', () => {
  test.beforeAll(async ({ request }) => setSiteSettingValue(request, 'inactivitySessionTimeout', 2));
  test.afterAll(async ({ request }) => setSiteSettingValue(request, 'inactivitySessionTimeout', 30));

  test('user actions reset the timer; at expiry the session ends with USER_INACTIVITY_TIMEOUT and the modal says so, once', async ({
    page,
    context,
    request,
  }) => {
    const player = await signedInWithSessionClock(page, context, request, '/casino');


    // 1:30 idle, then a key press: the 2-minute timer starts again.
    await page.clock.fastForward('01:30');
    await actAndSeeRecorded(page, () => page.keyboard.press('Shift'));
    await page.clock.fastForward('01:30');
    await expectSignedIn(page);
    await actAndSeeRecorded(page, () => page.mouse.wheel(0, 200));
    await page.clock.fastForward('01:30');
    await expectSignedIn(page);

    // Then two minutes without any action.
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/user/logout'));
    await page.clock.fastForward('02:10');
    expect((await logout).postDataJSON()).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT' });
    const modal = dialog(page, 'Session inactive');
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/casino\?modal=session-ended$/);
    await expect(modal.getByTestId('session-ended-message')).toHaveText(
      'You were signed out because your session was inactive for too long.',
    );
    await expect(modal.getByTestId('session-ended-time')).toContainText('Ended at');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect.poll(() => sessionStatus(request, player.accessToken)).toBe(403);

    // The notice is kept in local storage until the first click or key press, then shown no more.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('sessionEnded'))) ?? '{}')).toMatchObject({
      reason: 'USER_INACTIVITY_TIMEOUT',
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => localStorage.getItem('sessionEnded'))).toBeNull();
    await modal.getByTestId('session-ended-close').click();
    await expect(modal).toBeHidden();
    await page.reload();
    await expect(dialog(page, 'Session inactive')).toHaveCount(0);

    // Signing in again works.
    await signInViaModal(page, player.email, player.password);
    await expect(dialog(page, 'Sign in')).toBeHidden();
    await expectSignedIn(page);
  });

  test('a bet in the game the page shows counts as activity, also from a game frame whose clicks the page cannot see (another origin); a bet elsewhere does not', async ({
    page,
    context,
    request,
  }) => {
    const player = await signedInWithSessionClock(page, context, request, '/casino');
    expect(await croupier('adjust', player.email, '20', 'EUR', '--reason', 'e2e bets count as activity', '--actor', 'e2e')).toContain('20.00');
    const { sessionToken, currency } = await launchGame(request, player.accessToken);
    const bet = async () => {
      const body = { sessionToken, transactionId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, gameId: HOUSE_GAME_ID, currency, amount: 10 };
      const r = await walletCall(request, 'bet', body);
      expect(r.status).toBe('OK');
      return r.balance;
    };
    const lastActivity = () => page.evaluate(() => Number(localStorage.getItem('croupier.lastActivity')));

    // On the lobby (no game shown here), a bet — on another device, say — is not this page's player acting.
    await expect(page.getByTestId('site-header').getByTestId('balance-total')).toHaveText('€20.00');
    await page.clock.fastForward('00:10');
    const before = await lastActivity();
    await bet();
    await expect(page.getByTestId('site-header').getByTestId('balance-total')).toHaveText('€19.90'); // its debit has arrived
    expect(await lastActivity()).toBe(before);

    // On the game's page, 1:30 without any action here; then bets arrive as from a provider's frame: they count.
    await gotoHydrated(page, '/casino/games/lucky-sevens?mode=real');
    await expect(page.locator(`iframe[data-testid="game-frame"][data-game-id="${HOUSE_GAME_ID}"]`)).toBeAttached({ timeout: 20_000 });
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/user/activity') && r.method() === 'POST');
    await page.clock.fastForward('01:30');
    await expect(async () => {
      await bet();
      expect(await page.evaluate(() => Number(localStorage.getItem('croupier.lastActivity')) >= Date.now() - 1000)).toBe(true);
    }).toPass({ timeout: 15_000 });
    await reported; // and the page tells the server (its inactivity backstop)

    // Another 1:30: three minutes since the last action on the page, but not since the last bet.
    await page.clock.fastForward('01:30');
    await expectSignedIn(page);
    expect(await sessionStatus(request, player.accessToken)).toBe(200);
  });
});

test.describe('one session per player', () => {
  test.beforeAll(async ({ request }) => setSiteSettingValue(request, 'singleSessionPerPlayer', true));
  test.afterAll(async ({ request }) => setSiteSettingValue(request, 'singleSessionPerPlayer', false));

  test('signing in elsewhere ends this session at once (CONCURRENT_SESSION)', async ({ page, context, request }) => {
    const player = await signUpByApi(request);
    await openSignedInLive(page, context, player.accessToken, '/casino');
    const other = await logInByApi(request, player.email, player.password);
    expect(other.status).toBe(200);
    const modal = dialog(page, 'Session ended');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('session-ended')).toHaveAttribute('data-reason', 'CONCURRENT_SESSION');
    await expect(modal.getByTestId('session-ended-reason')).toHaveText('You signed in on another device or browser.');
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
