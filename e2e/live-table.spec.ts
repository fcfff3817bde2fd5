// Live casino: the Auto Roulette table (docs/live-casino.md). A player finds it in the live casino category, bets
// chips on the layout for the open round, sees the wheel land on the round's pocket, gets paid exactly what the
// layout pays (the header balance follows), checks the round in the fairness list, takes a break and comes back,
// and is offered to rejoin after a removal. Each journey uses its own player; the table's rounds are shared.
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { croupier, signUpByApi, type TNewPlayer } from './support/server';
import { acceptCookiesUpFront, expectSignedIn, gotoHydrated, useAccessToken } from './support/ui';
import { axeViolations } from './support/axe';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** "€1,234.56" → 1234.56. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, '') || 0);

async function fundedPlayer(request: Parameters<typeof signUpByApi>[0], eur: number): Promise<TNewPlayer> {
  const player = await signUpByApi(request);
  expect(await croupier('adjust', player.email, String(eur), 'EUR', '--reason', 'e2e live table', '--actor', 'e2e')).toContain(`${eur}.00`);
  return player;
}

/**
 * Waits until the table takes bets with at least `seconds` left, or else for the next round to open (its whole
 * LIVE_BETTING_MS ahead: on a busy machine each tap in the phone's frame can take 2 s).
 */
async function waitForOpenRound(table: Locator, countdown: Locator, seconds = 9): Promise<void> {
  await expect(table).toHaveAttribute('data-round', /\d+/, { timeout: 20_000 });
  const phase = await table.getAttribute('data-phase');
  const left = phase === 'betting' && (await countdown.count()) ? amountOf(await countdown.textContent()) : 0;
  if (left >= seconds) return;
  const round = (await table.getAttribute('data-round'))!;
  await expect(table).not.toHaveAttribute('data-round', round, { timeout: 35_000 });
  await expect(table).toHaveAttribute('data-phase', 'betting');
}

test.describe('live roulette', () => {
  test.setTimeout(120_000);

  test('a player bets on red and 17, the wheel lands, the win is paid and the round verifies', async ({ page, context, request }) => {
    test.setTimeout(180_000); // room for a second round when the first closes before the chips are placed
    const player = await fundedPlayer(request, 50);
    await acceptCookiesUpFront(context);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, '/casino/live-casino');
    await expectSignedIn(page);
    const tile = page.locator('[data-testid="game-tile"][data-slug="auto-roulette"]');
    await expect(tile).toBeVisible();
    await gotoHydrated(page, '/casino/games/auto-roulette?mode=real');
    const headerBalance = page.getByTestId('site-header').getByTestId('balance-total');
    await expect(headerBalance).toContainText('50.00');

    const frame: FrameLocator = page.frameLocator('[data-testid="game-frame"]');
    const table = frame.getByTestId('live-table');
    // The chips go down and are placed in one open round. On a machine slow enough for that round to close first
    // ("Betting closed before your chips were placed"), the player clears and tries again in the next one. Clicks
    // give up after 10 s: a closed layout's spots are aria-disabled, and a click would wait for them to the end.
    let round = '';
    for (let attempt = 1; ; attempt++) {
      await waitForOpenRound(table, frame.getByTestId('live-countdown'), 16);
      round = (await table.getAttribute('data-round'))!;
      try {
        await expect(frame.getByTestId('live-balance')).toContainText('50.00');
        await expect(frame.getByTestId('live-players').locator('li.is-me')).toContainText('you');
        if ((await frame.getByTestId('live-place').textContent()) !== 'Place bet')
          await frame.getByTestId('live-clear').click({ timeout: 10_000 });
        // €1 chips on red, on 17 and on the line between 17 and 20 (a split): unconfirmed until placed.
        await frame.getByTestId('chip-100').click({ timeout: 10_000 });
        await expect(frame.getByTestId('chip-100')).toHaveAttribute('aria-checked', 'true');
        await frame.getByTestId('spot-red').click({ timeout: 10_000 });
        await frame.getByTestId('spot-straight:17').click({ timeout: 10_000 });
        await expect(frame.getByTestId('spot-straight:17')).toHaveAccessibleName(/Number 17: €1\.00 not yet placed/);
        // Line bets on: their places are marked (on a touch screen they take taps only then).
        if ((await frame.getByTestId('live-lines').getAttribute('aria-pressed')) !== 'true')
          await frame.getByTestId('live-lines').click({ timeout: 10_000 });
        await expect(frame.getByTestId('live-lines')).toHaveAttribute('aria-pressed', 'true');
        const split = frame.getByTestId('spot-split:17-20');
        await split.click({ timeout: 10_000 });
        await expect(split).toHaveAccessibleName('Split 17 and 20: €1.00 not yet placed');
        await expect(split.locator('.lt-chip')).toBeVisible();
        await expect(frame.getByTestId('live-place')).toHaveText('Place €3.00');
        await frame.getByTestId('live-place').click({ timeout: 10_000 });
        await expect(frame.getByTestId('live-message')).toHaveText('Bet placed: €3.00. Good luck!');
        break;
      } catch (error) {
        const hasClosed = (await table.getAttribute('data-round')) !== round || (await table.getAttribute('data-phase')) !== 'betting';
        if (!hasClosed || attempt === 2) throw error;
      }
    }
    await expect(frame.getByTestId('live-placed')).toHaveText('€3.00');
    await expect(frame.getByTestId('live-balance')).toContainText('47.00');
    await expect(headerBalance).toContainText('47.00');
    await expect(frame.getByTestId('spot-red')).toHaveAccessibleName(/Red: €1\.00 placed/);
    // One bet a round: the layout waits for the next one.
    await expect(frame.getByTestId('spot-odd')).toHaveAttribute('aria-disabled', 'true');
    await expect(frame.getByTestId('live-place')).toHaveText('Place bet');

    // No more bets, then the result of this same round.
    await expect(table).toHaveAttribute('data-phase', 'spinning', { timeout: 25_000 });
    await expect(frame.getByTestId('spot-red')).toBeDisabled();
    await expect(table).toHaveAttribute('data-phase', 'result', { timeout: 15_000 });
    await expect(table).toHaveAttribute('data-round', round);
    const pocket = Number(await frame.getByTestId('live-result').textContent());
    // Red pays 1:1, 17 pays 35:1 and the split 17:1, each with the chip back.
    const win = (RED.has(pocket) ? 2 : 0) + (pocket === 17 ? 36 : 0) + (pocket === 17 || pocket === 20 ? 18 : 0);
    await expect(frame.getByTestId('live-outcome')).toHaveText(win > 0 ? `You won €${win.toFixed(2)}` : 'No win this round', {
      timeout: 10_000,
    });
    await expect(frame.getByTestId('live-balance')).toContainText((47 + win).toFixed(2));
    await expect(headerBalance).toContainText((47 + win).toFixed(2));
    await expect(frame.getByTestId('live-history').locator('li').first()).toHaveAccessibleName(new RegExp(`^${pocket} (red|black|green)$`));

    // The round's seed is revealed and checks out in the browser.
    await frame.getByTestId('fairness-button').click();
    const fair = frame.getByTestId('live-fair-rounds');
    await expect(fair.locator('tr', { hasText: round }).first()).toContainText('verified');
    await expect(fair).not.toContainText('does not match');
    await frame.getByTestId('game-dialog-close').click();

    // The table's statistics count the results so far, this one included; the panel shows what the server counted.
    const statsAnswer = page.waitForResponse((r) => r.url().includes('/api/house/live/stats'));
    await frame.getByTestId('live-stats-button').click();
    const stats = (
      (await (await statsAnswer).json()) as { data: { rounds: number; hot: number[]; counts: number[]; outside: { red: number } } }
    ).data;
    expect(stats.counts[pocket]).toBeGreaterThan(0);
    const statsPanel = frame.getByRole('dialog', { name: 'Table statistics' });
    await expect(statsPanel.getByTestId('live-stats-rounds')).toHaveText(`Latest results counted: ${stats.rounds}.`);
    const hot = statsPanel.getByTestId('live-stats-hot').getByRole('listitem');
    await expect(hot).toHaveCount(stats.hot.length);
    for (const [i, n] of stats.hot.entries()) await expect(hot.nth(i)).toContainText(`Number ${n}, hits: ${stats.counts[n]}`);
    await expect(statsPanel.getByTestId('live-stats-colours')).toContainText(
      `Red ${Math.round((100 * stats.outside.red) / stats.rounds)}%`,
    );
    await expect(statsPanel).toContainText('past results never change the chances');
    await frame.getByTestId('game-dialog-close').click();

    // Repeat offers the same chips on a later round.
    await waitForOpenRound(table, frame.getByTestId('live-countdown'), 8);
    await frame.getByTestId('live-repeat').click();
    await expect(frame.getByTestId('live-place')).toHaveText('Place €3.00');
    await frame.getByTestId('live-clear').click();
    await expect(frame.getByTestId('live-place')).toHaveText('Place bet');
    // A call bet puts its chips on the layout: Voisins du zéro is 9 chips, two of them on 0-2-3 and two on 25-29.
    await frame.getByTestId('live-call-voisins').click();
    await expect(frame.getByTestId('live-place')).toHaveText('Place €9.00');
    await expect(frame.getByTestId('spot-street:0-2-3')).toHaveAccessibleName('Street 0, 2, and 3: €2.00 not yet placed');
    await expect(frame.getByTestId('spot-corner:25-26-28-29')).toHaveAccessibleName(/: €2\.00 not yet placed$/);
    await expect(frame.getByTestId('spot-split:4-7')).toHaveAccessibleName('Split 4 and 7: €1.00 not yet placed');
    await frame.getByTestId('live-clear').click();
    await expect(frame.getByTestId('live-place')).toHaveText('Place bet');
  });

  test('the table alone: rules, a break and coming back, a removal and rejoining, accessible markup', async ({ page, request }) => {
    const player = await fundedPlayer(request, 20);
    const res = await request.post('/api/games/launch', {
      headers: { authorization: `Bearer ${player.accessToken}` },
      data: { gameId: 'auto-roulette', mode: 'real' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    await page.goto(new URL(url).pathname + new URL(url).search);
    const table = page.getByTestId('live-table');
    await expect(table).toHaveAttribute('data-round', /\d+/, { timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('live-rules-button').click();
    const rules = page.getByTestId('live-rules');
    await expect(rules).toContainText('35:1');
    await expect(rules.getByRole('row', { name: /split/i })).toContainText('17:1');
    await expect(rules.getByRole('row', { name: /six line/i })).toContainText('5:1');
    await expect(rules).toContainText('97.30 %');
    await expect(rules).toContainText('Voisins du zéro 9 chips on the 17 numbers around 0');
    await page.getByTestId('game-dialog-close').click();

    // Statistics: a panel of the table's last results (its counts are checked in the journey above).
    await page.getByTestId('live-stats-button').click();
    await expect(page.getByRole('dialog', { name: 'Table statistics' })).toContainText(/Latest results counted: \d+\.|No results yet/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('game-dialog-close').click();

    // The chips are one radio group: arrow keys move the choice.
    await page.getByTestId('chip-50').click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('chip-100')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('chip-100')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('chip-50')).toHaveAttribute('aria-checked', 'true');

    // The layout is one tab stop too. The arrow keys move on the layout as it is drawn (lying across on a wide
    // screen, standing up on a phone), onto the lines between the numbers as well; the numbers a line covers light up.
    const board = page.getByTestId('live-board');
    await expect(board.locator('button[tabindex="0"]')).toHaveCount(1);
    await expect(board).toHaveAccessibleDescription(/arrow keys/);
    const towardTwo = test.info().project.name === 'phone' ? 'ArrowRight' : 'ArrowUp';
    await page.getByTestId('spot-straight:1').focus();
    await page.keyboard.press(towardTwo);
    await expect(page.getByTestId('spot-split:1-2')).toBeFocused();
    await expect(page.getByTestId('spot-split:1-2')).toHaveAccessibleName(/^Split 1 and 2/);
    await expect(board.locator('.is-covered')).toHaveCount(2);
    await expect(page.getByTestId('spot-straight:2')).toHaveClass(/is-covered/);
    await page.keyboard.press(towardTwo);
    await expect(page.getByTestId('spot-straight:2')).toBeFocused();
    await expect(board.locator('.is-covered')).toHaveCount(0);
    await expect(page.getByTestId('spot-straight:2')).toHaveAttribute('tabindex', '0');
    await expect(board.locator('button[tabindex="0"]')).toHaveCount(1);
    // What a tap or a click at a line bet's place hits: on a touch screen the number under it until "Line bets" is
    // on (a tap near a number's edge is not a split nobody saw), with a mouse the line bet.
    const hitAt = (key: string) =>
      page.evaluate((k) => {
        const r = document.querySelector(`[data-spot="${k}"]`)!.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.getAttribute('data-spot');
      }, key);
    const isTouch = test.info().project.name === 'phone';
    await expect(page.getByTestId('live-lines')).toHaveAttribute('aria-pressed', 'false');
    expect(await hitAt('corner:1-2-4-5')).toMatch(isTouch ? /^straight:[1245]$/ : /^corner:1-2-4-5$/);
    await page.getByTestId('live-lines').click();
    await expect(page.getByTestId('live-lines')).toHaveAttribute('aria-pressed', 'true');
    expect(await hitAt('corner:1-2-4-5')).toBe('corner:1-2-4-5');
    // With line bets on, each is a target of at least 24 × 24 px (WCAG 2.5.8) that no other overlaps.
    const targets = await page.$$eval('.lt-edge', (els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { key: el.getAttribute('data-spot'), left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
    expect(targets.length).toBeGreaterThan(100);
    expect(targets.filter((r) => r.right - r.left < 23.5 || r.bottom - r.top < 23.5).map((r) => r.key)).toEqual([]);
    const overlapping = targets.flatMap((a, i) =>
      targets
        .slice(i + 1)
        .filter((b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
        .map((b) => `${a.key} × ${b.key}`),
    );
    expect(overlapping).toEqual([]);
    await page.getByTestId('live-lines').click();
    await page.getByTestId('spot-straight:2').focus();

    // Tab goes on to the "Line bets" toggle, then out to the call bets; back again lands where the player was.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('live-lines')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('live-call-voisins')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('spot-straight:2')).toBeFocused();

    await page.getByTestId('live-away').click();
    await expect(page.getByTestId('live-away-banner')).toContainText('You are away');
    // The focus follows to the button that undoes it.
    await expect(page.getByTestId('live-back')).toBeFocused();
    await expect(page.getByTestId('live-away')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('live-players')).toContainText('away');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('live-back').click();
    await expect(page.getByTestId('live-away-banner')).toHaveCount(0);
    await expect(page.getByTestId('live-away')).toBeFocused();

    // Thirty minutes away (the server's rule, covered by its tests) as the table shows it: the seat is gone.
    const seat = await removedSeat(page);
    const dialog = page.getByRole('alertdialog', { name: 'You left the table' });
    await expect(dialog).toBeVisible();
    // The time comes from the rule (LIVE_REMOVE_AFTER_AWAY_MS), written by the browser's Intl in the page's language.
    await expect(dialog).toHaveAccessibleDescription(/^You were away for 30 minutes, so your seat was freed\./);
    await expect(page.getByTestId('live-rejoin')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('live-rejoin').click();
    seat.isRemoved = false;
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('live-players').locator('li.is-me')).toContainText('you');
  });

  test('the layout’s printed names fit their spots in the languages with the longest words', async ({ page, request }) => {
    const player = await fundedPlayer(request, 1);
    const res = await request.post('/api/games/launch', {
      headers: { authorization: `Bearer ${player.accessToken}` },
      data: { gameId: 'auto-roulette', mode: 'real' },
    });
    const url = new URL(((await res.json()) as { data: { url: string } }).data.url);
    // de "Ungerade" stands upright in a phone's even-chance cell; "Linieneinsätze", "Viivapanokset" and
    // "Linjeinnsatser" share the layout's corner with an icon.
    for (const [lng, odd] of [
      ['de', 'Ungerade'],
      ['fi', 'Pariton'],
      ['no', 'Oddetall'],
    ]) {
      url.searchParams.set('lang', lng!);
      await page.goto(url.pathname + url.search);
      const board = page.getByTestId('live-board');
      await expect(board.getByTestId('spot-odd')).toHaveText(odd!);
      const problems = await board.evaluate((el) => {
        const out: string[] = [];
        for (const label of el.querySelectorAll<HTMLElement>('.lt-fit, .lt-lines-btn > span')) {
          const box = label.closest('button')!.getBoundingClientRect();
          const r = label.getBoundingClientRect();
          if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
            out.push(`${label.textContent} runs out of its spot`);
          }
          // A word may break only where it has a soft hyphen: no more lines than parts.
          const range = document.createRange();
          range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
          const parts = (label.textContent ?? '').split(/[\s\u00ad-]+/u).length;
          if (lines > parts) out.push(`${label.textContent} is broken inside a word (${lines} lines)`);
        }
        return out;
      });
      expect(problems, lng).toEqual([]);
    }
  });
});

/** While `isRemoved`, the state answers say the seat was removed (what the server answers 30 minutes into an absence). */
async function removedSeat(page: Page): Promise<{ isRemoved: boolean }> {
  const seat = { isRemoved: true };
  await page.route('**/api/house/live/state**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { seat: unknown; players: { rows: { isMe: boolean }[] } } };
    if (seat.isRemoved) {
      body.data.seat = { status: 'removed', isAwayManual: false, removesAt: null };
      body.data.players.rows = body.data.players.rows.filter((r) => !r.isMe);
    }
    await route.fulfill({ response, json: body });
  });
  await expect(page.getByTestId('live-removed')).toBeVisible({ timeout: 10_000 });
  return seat;
}
