// Screenshots of the cashier for a visual review (not a test of behaviour): CASHIER_SHOTS=1 only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { eligiblePlayer, signUpIndianPlayer } from './support/cashier';
import { signUpByApi } from './support/server';
import { acceptCookiesUpFront, gotoHydrated, useAccessToken } from './support/ui';

const DIR = process.env.CASHIER_SHOTS_DIR ?? '/tmp/cashier-shots';
// Collected only when CASHIER_SHOTS is set (e2e/playwright.config.ts): this only writes screenshots (outside the
// repository) for a person to look at, both themes and viewports; what the screens do is asserted by the
// functional journeys, which always run.
test.setTimeout(240_000);

/** axe-core on the current page: WCAG A/AA violations written beside the shots. */
async function axe(page: Page, name: string): Promise<void> {
  writeFileSync(`${DIR}/axe-${name}.json`, JSON.stringify(await axeViolations(page), null, 2));
}

const MODALS = ['deposit-success', 'deposit-failed', 'deposit-decline', 'deposit-cancel', 'deposit-pending', 'deposit-return', 'deposit-3ds-success'];

for (const theme of ['curacao', 'lulu'] as const) {
  test(`cashier screens, ${theme}`, async ({ page, context, request }, info) => {
    mkdirSync(DIR, { recursive: true });
    const nav = 'basic';
    const tag = `${info.project.name}-${theme}`;
    const shot = (name: string, p: Page = page) => p.screenshot({ path: `${DIR}/${tag}-${name}.png`, fullPage: true });
    const view = (name: string) => page.screenshot({ path: `${DIR}/${tag}-${name}.png` });
    await acceptCookiesUpFront(context);
    const player = await eligiblePlayer(request);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, `/?theme=${theme}&nav=${nav}`);
    await gotoHydrated(page, '/deposit');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await shot('deposit');
    await axe(page, `${tag}-deposit`);
    await page.getByTestId('deposit-submit').click();
    await shot('deposit-errors');
    await axe(page, `${tag}-deposit-errors`);
    await gotoHydrated(page, '/deposit?method=crypto');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashier-crypto-qr')).toHaveAttribute('data-ready', 'true');
    await shot('deposit-crypto');
    await gotoHydrated(page, '/deposit?method=bank-transfer');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashier-bank')).toBeVisible();
    await shot('deposit-bank');
    for (const id of MODALS) {
      await gotoHydrated(page, `/deposit?modal=${id}&met=visa`);
      await expect(page.getByTestId(`modal-${id}`)).toBeVisible();
      await page.waitForTimeout(400);
      await view(`modal-${id}`);
      if (id === 'deposit-decline') await axe(page, `${tag}-modal-${id}`);
    }
    await gotoHydrated(page, '/?modal=cashier');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.waitForTimeout(400);
    await view('modal-cashier');
    await axe(page, `${tag}-modal-cashier`);
    await page.getByTestId('cashier-tab-withdraw').click();
    await expect(page.getByTestId('withdraw-form')).toBeVisible();
    await page.waitForTimeout(300);
    await view('modal-cashier-withdraw');

    await gotoHydrated(page, '/withdraw');
    const form = page.getByTestId('withdraw-form');
    await expect(form).toBeVisible();
    await shot('withdraw');
    await page.getByTestId('withdraw-continue').click();
    await shot('withdraw-errors');
    await page.getByTestId('cashier-method-bank-transfer').click();
    await form.getByTestId('withdraw-amount').fill('25');
    await form.getByTestId('withdraw-accountNumber').fill('12345678901');
    await form.getByTestId('withdraw-bankCode').fill('HDFC0001234');
    await page.getByTestId('withdraw-continue').click();
    await expect(page.getByTestId('withdraw-review')).toBeVisible();
    await shot('withdraw-review');
    await axe(page, `${tag}-withdraw-review`);
    await page.getByTestId('withdraw-confirm').click();
    await expect(page.getByTestId('withdraw-result')).toBeVisible();
    await page.getByTestId('pending-withdrawal-cancel').first().click();
    await shot('withdraw-pending');
    await axe(page, `${tag}-withdraw-pending`);

    const switchTo = async (token: string) => {
      await page.evaluate(() => localStorage.removeItem('accessToken'));
      await useAccessToken(context, token);
    };
    const fresh = await signUpByApi(request);
    await switchTo(fresh.accessToken);
    await gotoHydrated(page, '/withdraw');
    await expect(page.getByTestId('withdraw-blocked')).toBeVisible();
    await shot('withdraw-blocked');
    await axe(page, `${tag}-withdraw-blocked`);

    const indian = await signUpIndianPlayer(request);
    await switchTo(indian.accessToken);
    await gotoHydrated(page, '/deposit');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await shot('deposit-india');
    await page.getByTestId('cashier-amount-preset-5000').click();
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('cashier-upi-qr')).toHaveAttribute('data-ready', 'true');
    await shot('deposit-upi');
    await axe(page, `${tag}-deposit-upi`);
    await gotoHydrated(page, '/');
    await view('header');
  });
}

for (const theme of ['curacao', 'lulu'] as const) {
  test(`cashier screens, panel navigation, ${theme}`, async ({ page, context, request }, info) => {
    mkdirSync(DIR, { recursive: true });
    const tag = `${info.project.name}-${theme}-panel`;
    await acceptCookiesUpFront(context);
    const player = await signUpByApi(request);
    await useAccessToken(context, player.accessToken);
    await gotoHydrated(page, `/?theme=${theme}&nav=panel`);
    await gotoHydrated(page, '/deposit');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.screenshot({ path: `${DIR}/${tag}-deposit.png`, fullPage: true });
    await gotoHydrated(page, '/?modal=cashier');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/${tag}-modal-cashier.png` });
    await gotoHydrated(page, '/deposit?modal=deposit-decline&met=visa');
    await expect(page.getByTestId('modal-deposit-decline')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/${tag}-modal-deposit-decline.png` });
  });
}
