// Games: the lobby (search / sort / provider filter / the live category), demo and real-money play in the game
// iframe (in-house game client), recent games and top wins, provably-fair verification of a past round, and
// the game-not-found page. Every journey uses its own player (or a guest), so the file runs in parallel.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { croupier, signUpByApi, type TNewPlayer } from './support/server';
import { acceptCookiesUpFront, expectSignedIn, gotoHydrated, socketConnected, useAccessToken } from './support/ui';

const DICE_ID = 'croupier-dice';

/** "€1,234.56" → 1234.56 ("—" or an empty text → 0). */
function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  return digits ? Number(digits) : 0;
}

/** A fresh player with `eur` EUR credited by the operator tool. */
async function fundedPlayer(request: APIRequestContext, eur: number): Promise<TNewPlayer> {
  const player = await signUpByApi(request);
  const out = await croupier('adjust', player.email, String(eur), 'EUR', '--reason', 'e2e games', '--actor', 'e2e');
  expect(out).toContain(`${eur}.00`);
  return player;
}

interface TPlayAnswer {
  roundId: string;
  outcome: { kind: string; bet: number; totalWin: number; multiplier: number };
  balance: { total: number };
}

/** A real-money game session through the API (what the game page does on launch). */
async function launchByApi(request: APIRequestContext, player: TNewPlayer, gameId: string): Promise<string> {
  const res = await request.post('/api/games/launch', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { gameId, mode: 'real' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { sessionToken: string } }).data.sessionToken;
}

/** One dice round through the in-house game API (what the game client posts). 1 EUR, roll under 90 (~90% chance). */
async function playDiceByApi(request: APIRequestContext, token: string): Promise<TPlayAnswer> {
  const res = await request.post('/api/house/play', { data: { token, bet: 100, params: { target: 90, direction: 'under' } } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: TPlayAnswer }).data;
}

/** Plays dice rounds by API until one wins (each wins with ~90% chance; 8 losses in a row ≈ 1e-8). */
async function winDiceRoundByApi(request: APIRequestContext, token: string): Promise<TPlayAnswer> {
  for (let i = 0; i < 8; i++) {
    const r = await playDiceByApi(request, token);
    if (r.outcome.totalWin > 0) return r;
  }
  throw new Error('no winning dice round in 8 tries at ~90% chance');
}

/** The game iframe once the client inside has loaded its session. */
async function gameFrame(page: Page): Promise<FrameLocator> {
  await expect(page.getByTestId('game-stage')).toHaveAttribute('data-gate', 'play');
  await expect(page.getByTestId('game-frame')).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('game-client')).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
  await expect(frame.getByTestId('game-balance')).not.toHaveText('—');
  return frame;
}

/** Presses the play button once and waits until the round is over; returns balance before / after, bet and win. */
async function playOneRound(frame: FrameLocator): Promise<{ before: number; after: number; bet: number; win: number; result: string }> {
  const client = frame.getByTestId('game-client');
  const before = amountOf(await frame.getByTestId('game-balance').textContent());
  const bet = amountOf(await frame.getByTestId('bet-amount').textContent());
  const result = frame.getByTestId('round-result');
  const readyText = await result.textContent();
  await frame.getByTestId('spin-button').click();
  await expect(result).not.toHaveText(readyText ?? '');
  await expect(client).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
  const resultText = (await result.textContent()) ?? '';
  expect(resultText).toMatch(/You won|No win this time/);
  return { before, after: amountOf(await frame.getByTestId('game-balance').textContent()), bet, win: amountOf(await frame.getByTestId('round-win').textContent()), result: resultText };
}

test.describe('lobby', () => {
  test('a guest searches, sorts and filters the lobby; the live casino category has its table', async ({ page }) => {
    await acceptCookiesUpFront(page.context());
    await gotoHydrated(page, '/casino');
    // Category rows with game tiles.
    await expect(page.getByTestId('lobby-row-popular')).toBeVisible();
    await expect(page.getByTestId('lobby-row-popular').getByTestId('game-tile').first()).toBeVisible();
    expect(await page.locator('[data-testid^="lobby-row-"]').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('recent-games')).toHaveCount(0); // guests have no recently played row

    // Search narrows the result grid to the matching title.
    await page.getByTestId('lobby-search').fill('dragon');
    await expect(page).toHaveURL(/[?&]search=dragon/);
    const grid = page.getByTestId('games-grid');
    await expect(grid.getByTestId('game-tile')).toHaveCount(1);
    await expect(grid.getByTestId('game-tile')).toHaveAttribute('data-slug', 'jade-dragon');
    await page.getByTestId('lobby-search').fill('no-such-title-xyz');
    await expect(page).toHaveURL(/[?&]search=no-such-title-xyz/);
    await expect(page.getByTestId('no-games-found')).toBeVisible();
    await page.getByTestId('lobby-search').fill('');
    await expect(page).not.toHaveURL(/search=/);

    // Sort alphabetically: the grid is in name order.
    await page.getByTestId('lobby-sort').selectOption('alphabetical');
    await expect(page).toHaveURL(/[?&]sort=alphabetical/);
    await expect(grid.getByTestId('game-tile').first()).toBeVisible();
    const slugs = await grid.getByTestId('game-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug') ?? ''));
    expect(slugs.length).toBeGreaterThan(1);
    expect(slugs).toEqual([...slugs].sort((a, b) => a.localeCompare(b)));

    // Provider filter (the only provider: the in-house one with its six games and its live table).
    await page.getByTestId('lobby-provider').selectOption('croupier');
    await expect(page).toHaveURL(/[?&]provider=croupier/);
    await expect(page).toHaveURL(/[?&]sort=alphabetical/);
    await expect(grid.getByTestId('game-tile')).toHaveCount(7);
    await expect(page.getByTestId('lobby-provider')).toHaveValue('croupier');

    // The "New" category (a row's "View all"): newest first, and the player's order wins there too.
    await gotoHydrated(page, '/casino?category=new');
    await expect(page.getByTestId('lobby-sort')).toHaveValue('newest');
    await expect(grid.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('lobby-sort').selectOption('alphabetical');
    await expect(page).toHaveURL(/[?&]sort=alphabetical/);
    await expect(async () => {
      const newSlugs = await grid.getByTestId('game-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-slug') ?? ''));
      expect(newSlugs.length).toBeGreaterThan(1);
      expect(newSlugs).toEqual([...newSlugs].sort((a, b) => a.localeCompare(b)));
    }).toPass({ timeout: 10_000 });

    // The live casino category: the Auto Roulette table.
    await gotoHydrated(page, '/casino/live-casino');
    await expect(page.getByTestId('game-tile')).toHaveCount(1);
    await expect(page.getByTestId('game-tile')).toHaveAttribute('data-slug', 'auto-roulette');
  });

  test('favourites, details and lucky pick work on tiles below the fold (hydrated only when near)', async ({ page, context, request }) => {
    const player = await signUpByApi(request);
    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/casino');
    await expectSignedIn(page);
    // The results grid is the last section: its tiles wait to hydrate; a click on one must work at once.
    const gridDice = page.getByTestId('games-grid').locator('[data-testid="game-tile"][data-slug="dice"]');
    const heart = gridDice.getByTestId('game-favorite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Every tile of the same game follows, in every row.
    const hearts = page.locator('[data-testid="game-tile"][data-slug="dice"] [data-testid="game-favorite"]');
    expect(await hearts.count()).toBeGreaterThan(1);
    for (const h of await hearts.all()) await expect(h).toHaveAttribute('aria-pressed', 'true');
    // Saved on the server: still a favourite after a reload.
    await gotoHydrated(page, '/casino');
    await expect(page.locator('[data-testid="game-tile"][data-slug="dice"] [data-testid="game-favorite"]').first()).toHaveAttribute('aria-pressed', 'true');

    // Details of a game from the last row.
    await page.getByTestId('games-grid').locator('[data-testid="game-tile"][data-slug="plinko"]').getByTestId('game-info').click();
    const details = page.getByRole('dialog', { name: 'Plinko' });
    await expect(details).toBeVisible();
    await expect(details.getByTestId('game-details-play')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    // Lucky pick opens a game.
    await page.getByTestId('lucky-pick').click();
    await expect(page).toHaveURL(/\/casino\/games\/[a-z0-9-]+/);
  });

  test('the first key press hydrates every deferred row, also one whose hydration had not started yet', { tag: '@desktop-only' }, async ({ page }) => {
    // A slow phone: React reaches the rows' Suspense boundaries (hydrated after the page itself) late, so the key
    // press below comes before some rows have started to wait. They must not wait for the viewport after it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await gotoHydrated(page, '/casino');
    await page.keyboard.press('Shift');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const rows = page.locator('section[data-testid^="lobby-row-"]');
    expect(await rows.count()).toBeGreaterThan(2);
    // Nothing scrolled: the last rows and the grid are far below the viewport on a phone.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const isHydrated = (tile: ReturnType<Page['locator']>) => tile.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));
    for (const section of [...(await rows.all()), page.getByTestId('games-grid')]) {
      const heart = section.getByTestId('game-favorite').first();
      await expect.poll(() => isHydrated(heart), { timeout: 10_000 }).toBe(true);
    }
  });

  test('an unknown game slug shows GAME NOT FOUND', { tag: '@desktop-only' }, async ({ page }) => {
    const res = await page.goto('/casino/games/no-such-game');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('game-not-found')).toBeVisible();
    await expect(page.getByTestId('game-not-found')).toContainText(/game not found/i);
    await expect(page.getByTestId('game-not-found').getByTestId('go-home')).toBeVisible();
    await expect(page.getByTestId('game-frame')).toHaveCount(0);
  });
});

test.describe('play', () => {
  test('a guest plays the demo of a slot in the game iframe', async ({ page }) => {
    await gotoHydrated(page, '/casino/games/lucky-sevens?mode=demo');
    await expect(page.getByTestId('game-mode-demo')).toHaveAttribute('aria-pressed', 'true');
    const stage = page.getByTestId('game-stage');
    await expect(stage).not.toHaveAttribute('data-gate', 'loading');
    if ((await stage.getAttribute('data-gate')) === 'consent') {
      await page.getByTestId('game-cookie-accept').click();
    }
    // The site-wide notice may still be up: accept it too so it covers nothing.
    const notice = page.getByTestId('cookie-notice');
    if (await notice.isVisible()) await notice.getByTestId('cookie-accept').click();

    const frame = await gameFrame(page);
    await expect(frame.getByTestId('game-client')).toHaveAttribute('data-kind', 'slot');
    await expect(frame.getByTestId('slot-reels')).toBeVisible();
    await expect(frame.getByText('Demo', { exact: true })).toBeVisible();

    const round = await playOneRound(frame);
    expect(round.bet).toBeGreaterThan(0);
    expect(round.after).toBeCloseTo(round.before - round.bet + round.win, 2);
    // The demo balance moved unless the spin paid back exactly the bet.
    if (round.win !== round.bet) expect(round.after).not.toBeCloseTo(round.before, 2);
  });

  test('an expired game session stops play behind a dialog whose one button relaunches the game', { tag: '@desktop-only' }, async ({ page, context }) => {
    await acceptCookiesUpFront(context);
    await gotoHydrated(page, '/casino/games/lucky-sevens?mode=demo');
    const frame = await gameFrame(page);
    // What the server answers once the session's time is up (spec §8's GAME_SESSION_EXPIRED).
    await page.route('**/api/house/play', (route) =>
      route.fulfill({ status: 422, json: { errorCode: 'GAME_SESSION_EXPIRED', message: 'error.game.session.expired' } }),
    );
    await frame.getByTestId('spin-button').click();
    const dialog = frame.getByRole('alertdialog', { name: /game session has expired/i });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/start a new session/i);
    const relaunch = dialog.getByTestId('game-relaunch');
    await expect(relaunch).toBeFocused();
    // The only way on is the button: Tab keeps the focus on it, and play is off behind it.
    await page.keyboard.press('Tab');
    await expect(relaunch).toBeFocused();
    await expect(frame.getByTestId('spin-button')).toBeDisabled();
    await page.unroute('**/api/house/play');
    await relaunch.click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    await expect(frame.getByTestId('session-expired')).toHaveCount(0, { timeout: 20_000 });
    await expect(frame.getByTestId('game-client')).toHaveAttribute('data-phase', 'idle', { timeout: 20_000 });
  });

  test('real-money dice: the header balance follows without reload, then recent games and my top wins', { tag: '@desktop-only' }, async ({ page, context, request }) => {
    const player = await fundedPlayer(request, 100);
    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    const connected = socketConnected(page);
    await gotoHydrated(page, '/casino/games/dice?mode=real');
    await expectSignedIn(page);
    const headerBalance = page.getByTestId('site-header').getByTestId('balance-total');
    await expect(headerBalance).toContainText('100.00');
    await expect(page.getByTestId('game-mode-real')).toHaveAttribute('aria-pressed', 'true');
    await connected;
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'same-document';
    });

    const frame = await gameFrame(page);
    await expect(frame.getByTestId('game-client')).toHaveAttribute('data-kind', 'dice');
    await expect(frame.getByTestId('game-balance')).toContainText('100.00');
    // ~90% chance: roll under 90.
    await frame.getByTestId('dice-target').fill('90');
    await expect(frame.getByTestId('dice-direction')).toHaveAttribute('data-direction', 'under');
    await expect(frame.getByTestId('dice-chance')).toHaveText('90.00%');

    const round = await playOneRound(frame);
    expect(round.result).toMatch(/^Rolled \d/);
    expect(round.after).toBeCloseTo(100 - round.bet + round.win, 2);
    expect(round.after).not.toBeCloseTo(100, 2);
    // The outer page's header follows the wallet (socket balance event), in the same document.
    const expected = round.after.toFixed(2);
    await expect(headerBalance).toContainText(expected);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same-document');

    // A winning round for the top wins table (by API; the UI round above may have lost).
    const token = await launchByApi(request, player, DICE_ID);
    const win = await winDiceRoundByApi(request, token);

    await gotoHydrated(page, '/casino');
    const recent = page.getByTestId('recent-games');
    await expect(recent).toBeVisible();
    await expect(recent).toContainText('Recently played');
    await expect(recent.locator('[data-testid="game-tile"][data-slug="dice"]')).toBeVisible();

    const topWins = page.getByTestId('top-wins');
    await topWins.scrollIntoViewIfNeeded();
    await topWins.getByTestId('top-wins-tab-my').click();
    await expect(topWins.getByTestId('top-wins-tab-my')).toHaveAttribute('aria-selected', 'true');
    const rows = topWins.getByTestId('top-wins-row');
    await expect(rows.first()).toBeVisible();
    const winText = (win.outcome.totalWin / 100).toFixed(2);
    await expect(rows.filter({ hasText: 'Dice' }).filter({ hasText: winText }).first()).toBeVisible();
    // Every row of "My Wins" is this player's (a fresh player: only dice rounds).
    await expect(rows.filter({ hasNotText: 'Dice' })).toHaveCount(0);
  });

  test('a round whose answer was lost (the wallet busy) shows the balance the server has, not the one from before', { tag: '@desktop-only' }, async ({ page, context, request }) => {
    const player = await fundedPlayer(request, 100);
    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/casino/games/dice?mode=real');
    const frame = await gameFrame(page);
    await expect(frame.getByTestId('game-balance')).toContainText('100.00');
    await frame.getByTestId('dice-target').fill('90');
    // The round is played (the stake taken, the win paid) but its answer never reaches the client.
    let played: { balance: { total: number } } | null = null;
    await page.route('**/api/house/play', async (route) => {
      played = ((await (await route.fetch()).json()) as { data: { balance: { total: number } } }).data;
      await route.fulfill({ status: 503, json: { errorCode: 'WALLET_UNAVAILABLE', message: 'error.game.wallet.unavailable' } });
    });
    await frame.getByTestId('spin-button').click();
    await expect.poll(() => played).not.toBeNull();
    const total = played!.balance.total;
    expect(total).not.toBeCloseTo(100, 2);
    await expect(frame.getByTestId('game-balance')).toContainText(total.toFixed(2));
    await expect(frame.getByTestId('game-client')).toHaveAttribute('data-phase', 'idle');
  });

  test('real-money slot: a spin takes the stake, pays the win and the header balance follows', { tag: '@desktop-only' }, async ({ page, context, request }) => {
    const player = await fundedPlayer(request, 50);
    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    const connected = socketConnected(page);
    await gotoHydrated(page, '/casino/games/jade-dragon?mode=real');
    await expectSignedIn(page);
    const headerBalance = page.getByTestId('site-header').getByTestId('balance-total');
    await expect(headerBalance).toContainText('50.00');
    await connected;
    const frame = await gameFrame(page);
    await expect(frame.getByTestId('game-client')).toHaveAttribute('data-kind', 'slot');
    const round = await playOneRound(frame);
    expect(round.bet).toBeGreaterThan(0);
    expect(round.after).toBeCloseTo(50 - round.bet + round.win, 2);
    await expect(headerBalance).toContainText(round.after.toFixed(2));
  });

  test('a player verifies a past dice round on /fairness after rotating the seed', { tag: '@desktop-only' }, async ({ page, context, request }) => {
    const player = await fundedPlayer(request, 20);
    const token = await launchByApi(request, player, DICE_ID);
    const round = await playDiceByApi(request, token);
    // Before the rotation the server seed is secret: the round cannot be verified yet.
    const hidden = await request.get(`/api/house/rounds/${round.roundId}`, { headers: { authorization: `Bearer ${player.accessToken}` } });
    expect(hidden.status()).toBe(200);
    expect(((await hidden.json()) as { data: { serverSeed: string | null } }).data.serverSeed).toBeNull();
    const rotated = await request.post('/api/house/fairness/rotate', { data: { token } });
    expect(rotated.status(), await rotated.text()).toBe(200);

    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/fairness');
    await expect(page.getByTestId('verify-page')).toBeVisible();
    await expect(page.getByTestId('verify-rounds')).toBeVisible();
    const pick = page.getByTestId(`verify-round-${round.roundId}`);
    await expect(pick).toBeVisible();
    await pick.click();
    const result = page.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-status', 'verified');
    await expect(result.getByTestId('verify-verdict')).toContainText('Verified');
    await expect(page.getByTestId('verify-game')).toHaveValue('dice');
    await expect(page.getByTestId('verify-server-seed')).not.toHaveValue('');
    await expect(result.getByTestId('verify-dice')).toBeVisible();
  });
});
