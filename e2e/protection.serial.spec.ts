// Runs alone, after the parallel projects (project `serial-settings`): these journeys change site settings
// for everybody (inactivitySessionTimeout, singleSessionPerPlayer). Issue #8: session endings.
import { expect, test } from '@playwright/test';
import { actAndSeeRecorded, sessionStatus, setSiteSettingValue, signedInWithSessionClock } from './support/protection';
import { logInByApi, signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, expectSignedIn, gotoHydrated, signInViaModal, socketConnected, useAccessToken } from './support/ui';

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
});

test.describe('one session per player', () => {
  test.beforeAll(async ({ request }) => setSiteSettingValue(request, 'singleSessionPerPlayer', true));
  test.afterAll(async ({ request }) => setSiteSettingValue(request, 'singleSessionPerPlayer', false));

  test('signing in elsewhere ends this session at once (CONCURRENT_SESSION)', async ({ page, context, request }) => {
    const player = await signUpByApi(request);
    await useAccessToken(context, player.accessToken);
    const connected = socketConnected(page);
    await gotoHydrated(page, '/casino');
    await expectSignedIn(page);
    await connected;
    const other = await logInByApi(request, player.email, player.password);
    expect(other.status).toBe(200);
    const modal = dialog(page, 'Session ended');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('session-ended')).toHaveAttribute('data-reason', 'CONCURRENT_SESSION');
    await expect(modal.getByTestId('session-ended-reason')).toHaveText('You signed in on another device or browser.');
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
