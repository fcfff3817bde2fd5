// Screenshots of the bonus screens for a visual review (not a test of behaviour): BONUS_SHOTS=1 only.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createBonus } from './support/bonuses';
import { signUpByApi } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, useAccessToken } from './support/ui';

const DIR = process.env.BONUS_SHOTS_DIR ?? '/tmp/bonus-shots';
// Collected only when BONUS_SHOTS is set (e2e/playwright.config.ts): this only writes screenshots (outside the
// repository) for a person to look at, both themes and viewports; what the screens do is asserted by the
// functional journeys, which always run.
test.setTimeout(180_000);

for (const theme of ['curacao', 'lulu'] as const) {
  test(`bonus screens, ${theme}`, async ({ page, context, request }, info) => {
    mkdirSync(DIR, { recursive: true });
    const tag = `${info.project.name}-${theme}`;
    const shot = (name: string) => page.screenshot({ path: `${DIR}/${tag}-${name}.png`, fullPage: true });
    await acceptCookiesUpFront(context);
    await gotoHydrated(page, `/?theme=${theme}&nav=basic`);
    await gotoHydrated(page, '/promotions');
    await expect(page.getByTestId('promotion-welcome-1000')).toBeVisible();
    await shot('promotions-guest');

    const player = await signUpByApi(request);
    await useAccessToken(context, player.accessToken);
    const first = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '2500', maxBet: '500', maxCashout: '10000' } }, daysValid: 7 });
    const second = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '1000' } } });
    await gotoHydrated(page, '/promotions');
    await page.getByTestId(`promotion-${first}`).getByTestId('promotion-activate').click();
    await expect(page.getByTestId(`promotion-${first}`).getByTestId('bonus-message')).toBeVisible();
    await page.getByTestId('promotion-free-spins-50').getByTestId('promotion-activate').click();
    await expect(page.getByTestId('promotion-free-spins-50').getByTestId('bonus-message')).toBeVisible();
    await page.getByTestId('promotion-welcome-1000').getByTestId('promotion-terms-toggle').click();
    await shot('promotions-player');
    await page.getByTestId(`promotion-${second}`).getByTestId('promotion-activate').click();
    await expect(page.getByTestId('bonus-replace-dialog')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}/${tag}-replace-dialog.png` });
    await page.getByTestId('bonus-replace-cancel').click();

    await gotoHydrated(page, '/profile2/my-bonuses');
    await expect(page.getByTestId('bonus-active')).toBeVisible();
    await shot('my-bonuses-active');
    await page.getByTestId('bonus-cancel').click();
    await shot('my-bonuses-cancel-confirm');
    await page.getByTestId('bonus-cancel-confirm').click();
    await expect(page.getByTestId('bonus-last')).toBeVisible();
    await shot('my-bonuses-last');
    await gotoHydrated(page, '/bonuses');
    await expect(page.getByTestId('bonus-history')).toBeVisible();
    await shot('history');
  });
}
