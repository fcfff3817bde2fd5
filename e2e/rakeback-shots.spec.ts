// Screenshots of every rakeback calendar state for a visual review (not a test of behaviour): RAKEBACK_SHOTS=1 only.
// Both themes (and the panel navigation's side sheet once), on the desktop and phone projects.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, localDate } from '../packages/contracts/src/rakeback';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, useAccessToken } from './support/ui';

const DIR = process.env.RAKEBACK_SHOTS_DIR ?? '/tmp/rakeback-shots';
const ZONE = 'Europe/Paris';
// Collected only when RAKEBACK_SHOTS is set (e2e/playwright.config.ts): this only writes screenshots (outside the
// repository) for a person to look at, both themes and viewports; what the screens do is asserted by the
// functional journeys, which always run.
test.setTimeout(240_000);
test.use({ timezoneId: ZONE });

for (const theme of ['curacao', 'lulu'] as const) {
  test(`rakeback calendar states, ${theme}`, async ({ page, context, request, browser }, info) => {
    mkdirSync(DIR, { recursive: true });
    const tag = `${info.project.name}-${theme}`;
    const view = (name: string) => page.screenshot({ path: `${DIR}/${tag}-${name}.png` });
    const full = (name: string) => page.screenshot({ path: `${DIR}/${tag}-${name}.png`, fullPage: true });
    await acceptCookiesUpFront(context);

    // A player with every state: not claimed (3 days ago), claimed (yesterday), claimable (today), available (in 2 days).
    const player = await signUpByApi(request);
    await croupier('adjust', player.email, '250', 'EUR', '--reason', 'shots', '--actor', 'e2e');
    const today = localDate(new Date(), ZONE);
    const auth = { authorization: `Bearer ${player.accessToken}` };
    // The first calendar call remembers the player's zone.
    await request.get(`/api/admin/get-rakeback-days?timeZone=${encodeURIComponent(ZONE)}`, { headers: auth });
    for (const [day, amount] of [
      [addDays(today, -3), '3.25'],
      [addDays(today, -1), '2.40'],
      [today, '1234.56'],
      [addDays(today, 2), '7.05'],
    ] as const) {
      expect(await croupier('rakeback', 'add', player.email, day, amount, '--reason', 'shots', '--actor', 'e2e')).toContain('added to');
    }
    const claimYesterday = await request.post(`/api/user/rakeback-claim?timeZone=${encodeURIComponent(ZONE)}&bonusId=rakeback-ngr`, {
      headers: auth,
      data: { bonusId: 'rakeback-ngr', claimDate: addDays(today, -1), customerDate: today },
    });
    expect(claimYesterday.status()).toBe(200);
    const { sessionToken, currency } = await launchGame(request, player.accessToken);
    const roundId = randomUUID();
    await walletCall(request, 'bet', { sessionToken, transactionId: `b-${randomUUID()}`, roundId, gameId: HOUSE_GAME_ID, currency, amount: 4250 });

    // Guest views first.
    await gotoHydrated(page, `/?theme=${theme}&nav=basic`);
    await gotoHydrated(page, '/?modal=rakeback');
    await expect(page.getByTestId('rakeback-calendar-modal')).toHaveAttribute('data-demo', 'true');
    await page.waitForTimeout(400);
    await view('guest-modal-rakeback');
    await gotoHydrated(page, '/?modal=calendar');
    await expect(page.getByTestId('calendar-today-bonus')).not.toHaveText('…');
    await page.waitForTimeout(400);
    await view('guest-modal-calendar');
    await gotoHydrated(page, '/cashback');
    await expect(page.getByTestId('rakeback-grid')).toBeVisible();
    await full('guest-cashback');

    // The player.
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/?modal=rakeback');
    const modal = page.getByTestId('modal-rakeback');
    await expect(modal.getByTestId(`rakeback-day-${today}`)).toHaveAttribute('data-state', 'claimable');
    await page.waitForTimeout(500);
    await view('modal-rakeback');
    await modal.getByTestId('rakeback-grid').scrollIntoViewIfNeeded();
    await view('modal-rakeback-grid');
    await modal.getByTestId('rakeback-refresh').click();
    await view('modal-rakeback-refreshing');
    await modal.getByTestId(`rakeback-day-${today}`).getByTestId('rakeback-claim').click();
    await expect(page.getByTestId('rakeback-claim-text')).toBeVisible();
    await page.waitForTimeout(300);
    await view('claim-success');
    await page.getByTestId('rakeback-claim-ok').click();
    await expect(modal.getByTestId(`rakeback-day-${today}`)).toHaveAttribute('data-state', 'claimed');
    await view('modal-rakeback-claimed');

    // A claim the server refuses (another tab claimed the day meanwhile): the error dialog.
    expect(await croupier('rakeback', 'add', player.email, today, '0.50', '--reason', 'shots', '--actor', 'e2e')).toContain(addDays(today, 1));
    await gotoHydrated(page, '/?modal=rakeback');
    await expect(modal.getByTestId(`rakeback-day-${today}`)).toHaveAttribute('data-state', 'claimed');

    // The carousel on the home page.
    await gotoHydrated(page, '/');
    const carousel = page.getByTestId('rakeback-carousel-slot');
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('rakeback-carousel')).toBeVisible();
    await page.getByTestId('rakeback-carousel').scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    await page.getByTestId('rakeback-carousel').screenshot({ path: `${DIR}/${tag}-carousel.png` });

    await gotoHydrated(page, '/cashback');
    await expect(page.getByTestId('cashback-history-row').first()).toBeVisible();
    await full('cashback');

    await gotoHydrated(page, '/?modal=calendar');
    await expect(page.getByTestId('calendar-today-bonus')).not.toHaveText('…');
    await page.waitForTimeout(400);
    await view('modal-calendar');

    // The error dialog: the page still shows a claim button for a day another tab has just claimed.
    const other = await signUpByApi(request);
    await request.get(`/api/admin/get-rakeback-days?timeZone=${encodeURIComponent(ZONE)}`, { headers: { authorization: `Bearer ${other.accessToken}` } });
    await croupier('rakeback', 'add', other.email, today, '5', '--reason', 'shots', '--actor', 'e2e');
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = info.project.use;
    const errPage = await browser.newPage({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL, timezoneId: ZONE });
    await errPage.context().addCookies([
      { name: 'cookie_consent', value: '1', url: page.url() },
      { name: 'accessToken', value: other.accessToken, url: page.url() },
      { name: 'ui_preview', value: `${theme}.basic`, url: page.url() },
    ]);
    await gotoHydrated(errPage, '/?modal=rakeback');
    const cell = errPage.getByTestId(`rakeback-day-${today}`);
    await expect(cell).toHaveAttribute('data-state', 'claimable');
    await request.post(`/api/user/rakeback-claim?timeZone=${encodeURIComponent(ZONE)}&bonusId=rakeback-ngr`, {
      headers: { authorization: `Bearer ${other.accessToken}` },
      data: { bonusId: 'rakeback-ngr', claimDate: today, customerDate: today },
    });
    await cell.getByTestId('rakeback-claim').click();
    await expect(errPage.getByTestId('rakeback-claim-reason')).toBeVisible();
    await errPage.waitForTimeout(300);
    await errPage.screenshot({ path: `${DIR}/${tag}-claim-error.png` });
    await errPage.close();

    if (theme === 'curacao') {
      await gotoHydrated(page, `/?theme=${theme}&nav=panel`);
      await gotoHydrated(page, '/?modal=rakeback');
      await expect(page.getByTestId('rakeback-grid')).toBeVisible();
      await page.waitForTimeout(500);
      await view('panel-modal-rakeback');
      await gotoHydrated(page, `/?theme=${theme}&nav=basic`);
    }
  });
}
