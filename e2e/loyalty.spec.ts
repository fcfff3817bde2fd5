// The VIP club (/vip-club, docs/loyalty.md): guests see the tiers and are asked to join; a player sees their
// level and progress, and a real-money bet posted by a game provider moves them up without a reload.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, dialog, gotoHydrated, hydrationErrors, socketConnected, useAccessToken } from './support/ui';

test('a guest sees the tiers with their rakeback and can sign up from the VIP club', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  // The tiers are in the server's HTML (fetched during the render), and the browser's first render matches it.
  expect((await (await page.request.get('/vip-club')).text()).match(/data-testid="vip-tier-card"/g)).toHaveLength(6);
  const hydration = hydrationErrors(page);
  await gotoHydrated(page, '/vip-club');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
  const tiers = page.getByTestId('vip-tier-card');
  await expect(tiers).toHaveCount(6);
  await expect(tiers.first()).toContainText('Bronze');
  await expect(tiers.first()).toContainText('Levels 1–5');
  // The seeded rakeback: 10 %, 12 % from level 3, 15 % from level 5.
  await expect(tiers.first().getByTestId('vip-tier-rakeback')).toHaveText('10–15% rakeback');
  await expect(tiers.nth(2)).toContainText('Gold');
  await expect(tiers.nth(2)).toContainText('From level 11: support may remove bet limits on request');
  await expect(page.getByTestId('vip-progress')).toHaveCount(0);
  await expect(page.getByText('Every €1.00 of real-money stakes earns one point.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(hydration).toEqual([]);
  await gotoHydrated(page, '/vip-club?theme=lulu');
  await expect(page.getByTestId('vip-tier-card')).toHaveCount(6);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByTestId('vip-register').click();
  await expect(dialog(page, 'Create your account')).toBeVisible();
});

test("a player's level, progress and tier follow a real-money bet live", { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  expect(await croupier('adjust', player.email, '5000', 'EUR', '--reason', 'e2e loyalty', '--actor', 'e2e')).toContain('5000.00');
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  const connected = socketConnected(page);
  // With the player's token the server render has their progress too.
  expect(await (await page.request.get('/vip-club')).text()).toContain('data-testid="vip-progress"');
  const hydration = hydrationErrors(page);
  await gotoHydrated(page, '/vip-club');
  const progress = page.getByTestId('vip-progress');
  await expect(progress.getByTestId('vip-level')).toHaveText('Level 1');
  await expect(progress.getByTestId('vip-tier')).toHaveText('Bronze');
  await expect(progress.getByTestId('vip-points')).toHaveText('0');
  await expect(page.getByTestId('vip-no-stakes')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('[data-testid="vip-tier-card"][aria-current="step"]')).toContainText('Bronze');
  expect(hydration).toEqual([]);
  await connected;

  // 300.00 EUR staked: level 3 starts at 250 points and level 4 at 500 (20 % of the way, 200 to go).
  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  const bet = { sessionToken, transactionId: `bet-${randomUUID()}`, roundId: randomUUID(), gameId: HOUSE_GAME_ID, currency, amount: 30_000 };
  expect(await walletCall(request, 'bet', bet)).toMatchObject({ status: 'OK' });
  await expect(progress.getByTestId('vip-level')).toHaveText('Level 3');
  await expect(progress.getByTestId('vip-points')).toHaveText('300');
  await expect(progress.getByTestId('vip-rakeback')).toHaveText('12%');
  await expect(page.getByTestId('vip-next')).toHaveText('200 points to level 4');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByTestId('vip-stake')).toHaveText('€300.00 staked · 300 points');

  // 3,000 more: level 6, the first Silver level, and the current tier moves.
  const big = { ...bet, transactionId: `bet-${randomUUID()}`, roundId: randomUUID(), amount: 300_000 };
  expect(await walletCall(request, 'bet', big)).toMatchObject({ status: 'OK' });
  await expect(progress.getByTestId('vip-tier')).toHaveText('Silver');
  await expect(progress.getByTestId('vip-level')).toHaveText('Level 6');
  await expect(page.locator('[data-testid="vip-tier-card"][aria-current="step"]')).toContainText('Silver');

  // My profile shows the level and links here; so does /profile2/vip-club (a spec link target).
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-vip-level')).toHaveText('VIP level 6');
  await page.getByTestId('profile-vip-level').click();
  await expect(page).toHaveURL(/\/vip-club$/);
  await expect(page.getByTestId('vip-level')).toHaveText('Level 6');
  await page.goto('/profile2/vip-club');
  await expect(page).toHaveURL(/\/vip-club$/);
  await expect(page.getByTestId('vip-level')).toHaveText('Level 6');
});
