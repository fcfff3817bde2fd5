// Nothing a player reads is cut off or sticks out of its box, at phone and desktop sizes: the places a visual review
// (screenshots of every page, both themes) found broken. Each check fails on the layout before its fix.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { signUpByApi } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, useAccessToken } from './support/ui';

/** Elements (by selector) whose text is cut (wider content than box) or that reach past `boxSelector`'s edges. */
async function misfits(where: Page | Frame, selector: string, boxSelector?: string): Promise<string[]> {
  return where.evaluate(
    ({ selector, boxSelector }) => {
      const box = boxSelector
        ? document.querySelector(boxSelector)!.getBoundingClientRect()
        : { left: 0, right: document.documentElement.clientWidth };
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (el.scrollWidth > el.clientWidth + 1 || r.right > box.right + 1 || r.left < box.left - 1);
        })
        .map((el) => `${el.dataset.testid ?? el.tagName.toLowerCase()}: "${el.textContent?.trim().slice(0, 40)}"`);
    },
    { selector, boxSelector },
  );
}

test('a guest: the demo game fits its frame and the reward calendar its modal', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await gotoHydrated(page, '/casino/games/lucky-sevens');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('game-client')).toBeVisible();
  await expect(frame.getByTestId('game-client')).toContainText(/demo/i);
  const game = page.frames().find((f) => f.url().includes('/games/house/'))!;
  // The title and the demo badge used to push the reels and the controls past the frame's right edge on a phone.
  expect(await misfits(game, '.gc-top, .gc-stage, .gc-controls, .gc-top-actions button')).toEqual([]);

  await gotoHydrated(page, '/?modal=calendar');
  await expect(page.getByTestId('reward-calendar')).toBeVisible();
  // The coming days' cards (one-line titles) used to set the list's width, past the modal's edge.
  expect(await misfits(page, '[data-testid^="calendar-upcoming-2"]', '[data-testid="reward-calendar"]')).toEqual([]);
});

test('a player: the profile sections and the rakeback figures are written whole', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/profile');
  // "Monthly winnings limit" and "Ghost mode & calendar" were cut in the desktop sidebar (phones scroll the row).
  if (test.info().project.name !== 'phone') expect(await misfits(page, '[data-testid^="profile-tab-"]')).toEqual([]);

  await gotoHydrated(page, '/?modal=rakeback');
  // The home page's rakeback carousel can show the same figures behind the modal: the modal's.
  await expect(page.getByTestId('rakeback-calendar-modal').getByTestId('rakeback-ngr')).toBeVisible();
  // "Net revenue" was cut to "Net reven…" in the phone's three columns.
  expect(await misfits(page, '[data-testid="rakeback-accumulator"] dt, [data-testid="rakeback-accumulator"] dd')).toEqual([]);
});
