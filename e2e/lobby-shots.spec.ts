// Screenshots of the lobby for a visual review (not a test of behaviour): LOBBY_SHOTS=1 only.
// Both themes, on the desktop (1440×900) and phone (390×844) projects: the first screen as loaded (rows below the
// fold not hydrated yet: what a visitor sees before scrolling) and the full page after scrolling to the bottom.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, gotoHydrated } from './support/ui';

const DIR = process.env.LOBBY_SHOTS_DIR ?? '/tmp/lobby-shots';
// Collected only when LOBBY_SHOTS is set (e2e/playwright.config.ts): this only writes screenshots (outside the
// repository) for a person to look at, both themes and viewports; what the screens do is asserted by the
// functional journeys, which always run.

for (const theme of ['curacao', 'lulu'] as const) {
  test(`lobby, ${theme}`, async ({ page, context }, info) => {
    mkdirSync(DIR, { recursive: true });
    const tag = `${info.project.name}-${theme}`;
    await acceptCookiesUpFront(context);
    await gotoHydrated(page, `/?theme=${theme}&nav=basic`);
    await gotoHydrated(page, '/casino');
    await expect(page.getByTestId('lobby-row-popular').getByTestId('game-tile').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${DIR}/${tag}-casino-first-screen.png` });
    await page.screenshot({ path: `${DIR}/${tag}-casino-full-as-loaded.png`, fullPage: true });
    // Scroll through the page so every row hydrates, then the full page again.
    await page.getByTestId('games-grid').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('games-grid').getByTestId('game-tile').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${DIR}/${tag}-casino-full.png`, fullPage: true });
  });
}
