// Cashier journeys (issue #5) against the real server and its sandbox payment providers: outcomes are
// picked the way payment sandboxes do (test card numbers), money is credited only by the providers'
// signed webhooks, and the browser follows through the socket and the deposit status.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createBonus } from './support/bonuses';
import { eligiblePlayer, fillCard, signUpIndianPlayer } from './support/cashier';
import { croupier, signUpByApi } from './support/server';
import { acceptCookiesUpFront, baseURL, gotoHydrated, openSignedInLive, useAccessToken } from './support/ui';

test.beforeEach(async ({ context }) => acceptCookiesUpFront(context));

const CARDS = { success: '4242 4242 4242 4242', threeDs: '4000 0000 0000 3220', declined: '4000 0000 0000 0002' } as const;

const balance = (page: Page) => page.getByTestId('site-header').getByTestId('balance-total');

test('card deposit: the §4 picker, §5 card rules, then success credited by the webhook', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/deposit');
  await expect(page.getByTestId('cashier-methods')).toBeVisible();
  await page.getByTestId('cashier-method-visa').click();
  await expect(page.getByTestId('cashier-method-visa')).toHaveAttribute('data-selected', 'true');

  // §4 amount picker: starts at 25; +1 up to 30, then +5; −5 above 30; presets.
  const amount = page.getByTestId('cashier-amount-input');
  await expect(amount).toHaveValue('25');
  for (let i = 0; i < 6; i++) await page.getByTestId('cashier-amount-up').click();
  await expect(amount).toHaveValue('35');
  await page.getByTestId('cashier-amount-down').click();
  await expect(amount).toHaveValue('30');
  await page.getByTestId('cashier-amount-down').click();
  await expect(amount).toHaveValue('29');
  await page.getByTestId('cashier-amount-preset-50').click();
  await expect(amount).toHaveValue('50');
  await expect(page.getByTestId('cashier-amount-preset-50')).toHaveAttribute('aria-pressed', 'true');

  // Below the provider's minimum (EUR 10) and a bad card: inline §8/§5 messages, nothing sent.
  await amount.fill('5');
  const form = page.getByTestId('cashier-card-form');
  await form.getByLabel('Card number').fill('4242 4242 4242 4241');
  await form.getByLabel('Expiry date').fill('01/20');
  await form.getByLabel('CVC').fill('12');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('cashier-amount')).toContainText("outside this payment method's minimum and maximum");
  await expect(form).toContainText('Invalid card number');
  await expect(form).toContainText('This card has expired');
  await expect(form).toContainText('CVC must be exactly 3 digits');
  await expect(form.getByText('Required')).toBeVisible();

  await page.getByTestId('cashier-amount-preset-25').click();
  await fillCard(page, CARDS.success);
  await page.getByTestId('deposit-submit').click();
  const success = page.getByTestId('modal-deposit-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText('Deposit successful');
  await expect(success).toContainText('25.00');
  await expect(balance(page)).toContainText('25.00');
  await expect(page).toHaveURL(/modal=deposit-success/);
  await expect(page).toHaveURL(/met=visa/);
});

test('3-D Secure: the challenge page, back with PaReq/MD, the 3DS webhook, then success', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/deposit?method=visa');
  await expect(page.getByTestId('cashier-method-visa')).toHaveAttribute('data-selected', 'true');
  await fillCard(page, CARDS.threeDs);
  await page.getByTestId('deposit-submit').click();

  // The sandbox bank's challenge page (stands for the issuer's ACS).
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\?t=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible();
  const webhook = page.waitForRequest((r) => r.url().endsWith('/api/user/3ds-webhook') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Authenticate' }).click();

  await expect(page).toHaveURL(/\/deposit\?modal=deposit-3ds-success/);
  const sent = (await webhook).postDataJSON() as { PaReq: string; MD: string };
  expect(sent.PaReq.length).toBeGreaterThan(10);
  expect(sent.MD).toMatch(/^[0-9a-f-]{36}$/);
  const success = page.getByTestId('modal-deposit-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText('25.00');
  await expect(balance(page)).toContainText('25.00');
});

test('declined card: the decline modal, then the alternative method (logged) opens the cashier on another card method', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/');
  await page.getByTestId('header-deposit').click();
  const cashier = page.getByTestId('modal-cashier');
  await expect(cashier).toBeVisible();
  await expect(cashier.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await cashier.getByTestId('cashier-method-visa').click();
  await fillCard(page, CARDS.declined);
  await cashier.getByTestId('deposit-submit').click();

  const decline = page.getByTestId('modal-deposit-decline');
  await expect(decline).toBeVisible({ timeout: 20_000 });
  await expect(decline).toContainText('Payment declined');
  await expect(decline.getByTestId('deposit-result-reason')).toContainText('declined');
  await expect(balance(page)).toContainText('0.00');

  const logged = page.waitForRequest((r) => r.url().endsWith('/api/user/log-event') && r.method() === 'POST');
  await decline.getByTestId('deposit-result-alternative').click();
  const event = (await logged).postDataJSON() as { event: string; data: Record<string, string | null> };
  expect(event.event).toBe('ALTERNATIVE_METHOD_BUTTON');
  expect(event.data).toMatchObject({ modal: 'deposit-decline', met: 'visa', alternative: 'mastercard' });
  // §4: for a card (visa) the alternative is another card-form method.
  await expect(page.getByTestId('modal-cashier')).toBeVisible();
  await expect(page.getByTestId('cashier-method-mastercard')).toHaveAttribute('data-selected', 'true');
});

test('UPI: a QR with a countdown; once it expires a retry gives a new QR, which is paid', async ({ page, context, request }) => {
  const player = await signUpIndianPlayer(request);
  await useAccessToken(context, player.accessToken);
  await page.clock.install();
  await gotoHydrated(page, '/deposit?method=upi');
  await expect(page.getByTestId('cashier-method-upi')).toHaveAttribute('data-selected', 'true');
  // The picker speaks rupees: it starts at ₹2,500 (about €25; ₹25 would be below UPI's ₹100 minimum), with round
  // presets and steps of the same worth as the euro ones.
  const amount = page.getByTestId('cashier-amount-input');
  await expect(amount).toHaveValue('2500');
  await expect(page.getByTestId('cashier-amount-preset-10000')).toContainText('10,000');
  await page.getByTestId('cashier-amount-up').click();
  await expect(amount).toHaveValue('3000');
  await page.getByTestId('cashier-amount-preset-5000').click();
  await expect(amount).toHaveValue('5000');
  await page.getByTestId('deposit-submit').click();

  const qr = page.getByTestId('cashier-upi-qr');
  await expect(qr).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(qr.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible();
  const firstQr = await qr.getAttribute('data-value');
  expect(firstQr).toMatch(/^upi:\/\/pay\?/);
  await expect(page.getByTestId('cashier-upi-countdown')).toContainText(/Expires in 0[45]:\d\d/);

  // Five minutes later the QR has expired (spec §4): the player must retry.
  await page.clock.fastForward('05:01');
  await expect(page.getByTestId('cashier-upi-expired')).toBeVisible();
  await expect(page.getByTestId('cashier-upi-qr')).toHaveCount(0);
  await page.getByTestId('cashier-upi-retry').click();
  await expect(page.getByTestId('cashier-upi-qr')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  const secondQr = await page.getByTestId('cashier-upi-qr').getAttribute('data-value');
  expect(secondQr).not.toBe(firstQr);
  await expect(page.getByTestId('cashier-upi-countdown')).toContainText(/Expires in 0[45]:\d\d/);

  // The player's UPI app pays the new QR (the sandbox stands for it).
  await page.getByTestId('cashier-upi-simulate').click();
  await page.clock.runFor(10_000);
  const success = page.getByTestId('modal-deposit-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success).toContainText('5,000.00');
});

test('crypto: network, address and QR; the simulated transfer is confirmed block by block, then credited', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/deposit?method=crypto');
  await expect(page.getByTestId('cashier-method-crypto')).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('deposit-network').selectOption('USDT-TRC20');
  await page.getByTestId('cashier-amount-preset-50').click();
  await page.getByTestId('deposit-submit').click();

  const step = page.getByTestId('cashier-crypto');
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step).toContainText('USDT');
  const address = await step.getByTestId('cashier-crypto-address').textContent();
  expect(address?.trim().length).toBeGreaterThan(20);
  await expect(step.getByTestId('cashier-crypto-qr')).toHaveAttribute('data-ready', 'true');
  await expect(step.getByTestId('cashier-crypto-qr')).toHaveAttribute('data-value', new RegExp(address!.trim()));
  await expect(step.getByTestId('cashier-crypto-status')).toHaveAttribute('data-status', 'waiting');

  await step.getByTestId('cashier-crypto-simulate').click();
  const success = page.getByTestId('modal-deposit-success');
  await expect(success).toBeVisible({ timeout: 30_000 });
  await expect(success).toContainText('50.00');
  await expect(balance(page)).toContainText('50.00');
});

test('withdrawal: bank form with §5 rules, the calculation step, the request, then cancel from the pending list', async ({ page, context, request }) => {
  const player = await eligiblePlayer(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/withdraw?method=bank-transfer');
  const form = page.getByTestId('withdraw-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('cashier-method-bank-transfer')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('pending-withdrawals-empty')).toBeVisible();

  // §5: empty and malformed fields are refused inline.
  await form.getByLabel('Full name (account holder)').fill('');
  await form.getByTestId('withdraw-amount').fill('25');
  await form.getByTestId('withdraw-bankCode').fill('ABC12');
  await page.getByTestId('withdraw-continue').click();
  await expect(form).toContainText('The bank code (IFSC) must be 8 to 15 letters or digits');
  await expect(form.getByText('Required').first()).toBeVisible();

  await form.getByLabel('Full name (account holder)').fill('Ada Tester');
  await form.getByTestId('withdraw-accountNumber').fill('12345678901');
  await form.getByTestId('withdraw-bankCode').fill('HDFC0001234');
  await page.getByTestId('withdraw-continue').click();

  const review = page.getByTestId('withdraw-review');
  await expect(review).toBeVisible();
  await expect(review.getByTestId('withdraw-received')).toContainText('25.00');
  await expect(review.getByTestId('withdraw-automatic')).toContainText('available this day');
  await review.getByTestId('withdraw-confirm').click();
  await expect(page.getByTestId('withdraw-result')).toContainText('Your withdrawal request has been received.');
  await expect(balance(page)).toContainText('15.00');

  const row = page.getByTestId('pending-withdrawal');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('25.00');
  await row.getByTestId('pending-withdrawal-cancel').click();
  await row.getByTestId('pending-withdrawal-confirm-cancel').click();
  await expect(page.getByTestId('pending-withdrawals-result')).toContainText('Your withdrawal has been cancelled');
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
  await expect(balance(page)).toContainText('40.00');

  // A withdrawal the operator rejects (one above the automatic allowance of €1,000 waits for them) leaves the list
  // while the page is open (the socket's `withdrawal` event): no Cancel stays on it, and the funds are back.
  expect(await croupier('adjust', player.email, '1200', 'EUR', '--reason', 'e2e: a big win', '--actor', 'e2e')).toContain('1240.00');
  const created = await request.post('/api/user/withdrawal', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { kind: 'bank', paymentMethodId: 'bank-transfer', amount: 1100, requestId: randomUUID(), beneficiaryName: 'Ada Tester', accountNumber: '12345678901', email: 'ada@mail.test', bankCode: 'HDFC0001234' },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('pending-withdrawal-status')).toHaveAttribute('data-status', 'requested');
  await expect(balance(page)).toContainText('140.00');
  const id = (await row.getAttribute('data-id'))!;
  expect(await croupier('withdrawals', 'reject', id, '--reason', 'e2e: details do not match', '--actor', 'e2e')).toMatch(/^Rejected/);
  await expect(page.getByTestId('pending-withdrawal')).toHaveCount(0);
  await expect(balance(page)).toContainText(/1,?240\.00/);
});

test('a deposit cancelled away from the cashier: the socket opens the cancelled result, not "failed"', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  // A 3-D Secure card deposit, its bank page opened elsewhere (another tab, a phone) while the player plays on.
  const player = await signUpByApi(request);
  const res = await request.post('/api/user/deposit', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { kind: 'card', paymentMethodId: 'visa', amount: '30', card: { number: CARDS.threeDs.replace(/ /g, ''), expiry: '12/34', cvc: '123', holderName: 'Ada Tester' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { action } = ((await res.json()) as { data: { deposit: { action: { url: string } } } }).data.deposit;
  await openSignedInLive(page, context, player.accessToken, '/');
  const cancelled = await request.post(action.url, { form: { action: 'cancel' }, maxRedirects: 0 });
  expect(cancelled.status()).toBeGreaterThanOrEqual(300);
  const modal = page.getByTestId('modal-deposit-cancel');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Visa');
  await expect(page.getByTestId('modal-deposit-failed')).toHaveCount(0);
});

test('blocked withdrawal: a new player sees why (no deposit, unverified email) and what to do', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await gotoHydrated(page, '/withdraw');
  const blocked = page.getByTestId('withdraw-blocked');
  await expect(blocked).toBeVisible();
  await expect(blocked.getByTestId('withdraw-reason-WITHDRAWAL_NO_DEPOSIT')).toContainText('You need at least one successful deposit before you can withdraw.');
  await expect(blocked.getByTestId('withdraw-reason-WITHDRAWAL_EMAIL_NOT_VERIFIED')).toContainText('Please verify your email address');
  await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
  await blocked.getByTestId('withdraw-reason-verify').click();
  await expect(blocked).toContainText('A new verification email is on its way.');
  await blocked.getByTestId('withdraw-reason-deposit').click();
  await expect(page).toHaveURL(/\/deposit$/);
});

test('deposit with a new bonus while one is active: the replace warning first (spec §4), then the deposit', { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  const active = await createBonus({ type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '300' } } });
  const offered = await createBonus({ type: 'DEPOSIT', percent: 10, wagerMultiplier: 1, depositNumber: 1, amounts: { EUR: { maxBonus: '1000', minDeposit: '1000', maxBet: '500' } } });
  const res = await request.post('/api/user/bonus/activate', { headers: { authorization: `Bearer ${player.accessToken}` }, data: { bonusId: active, timeZone: 'UTC' } });
  expect(res.status(), await res.text()).toBe(200);

  await useAccessToken(context, player.accessToken);
  // The promotions page sends the chosen deposit bonus along: it is preselected.
  await gotoHydrated(page, `/deposit?method=visa&bonusId=${offered}`);
  await expect(page.getByTestId(`cashier-bonus-${offered}`).getByRole('radio')).toBeChecked();
  await fillCard(page, CARDS.success);
  await page.getByTestId('deposit-submit').click();
  const warn = page.getByTestId('bonus-replace-dialog');
  await expect(warn).toBeVisible();
  await expect(warn).toContainText('cancels it and its wagering progress');
  // Keeping the active bonus sends nothing.
  await page.getByTestId('bonus-replace-cancel').click();
  await expect(warn).toHaveCount(0);
  await expect(page.getByTestId('deposit-form')).toBeVisible();

  await page.getByTestId('deposit-submit').click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/deposit') && r.method() === 'POST');
  await page.getByTestId('bonus-replace-confirm').click();
  expect((await sent).postDataJSON()).toMatchObject({ bonusId: offered, confirmBonusReplace: true });
  await expect(page.getByTestId('modal-deposit-success')).toBeVisible({ timeout: 20_000 });
});

test("a player's cashier loads without Intl.NumberFormat: the balance is written from the page's currency pattern, as Intl writes it", { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  // Counts every NumberFormat the page builds (the first one in a fresh renderer costs 25–70 ms on a phone).
  await page.addInitScript(() => {
    const Original = Intl.NumberFormat;
    const counter = window as unknown as { __nfBuilt: number };
    counter.__nfBuilt = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        counter.__nfBuilt += 1;
        return new target(...args);
      },
      apply(target, _this, args: Parameters<typeof Intl.NumberFormat>) {
        counter.__nfBuilt += 1;
        return target(...args);
      },
    });
  });
  await gotoHydrated(page, '/deposit');
  await expect(page.getByTestId('cashier-methods')).toBeVisible();
  const shown = (await balance(page).textContent())?.trim();
  const currency = await balance(page).getAttribute('data-currency');
  expect(await page.evaluate(() => (window as unknown as { __nfBuilt: number }).__nfBuilt)).toBe(0);
  // The same text Intl gives (the browser's own Intl, after the count was read).
  const expected = await page.evaluate(
    ([c]) => new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: c!, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0),
    [currency],
  );
  expect(shown).toBe(expected);
});

test('the deposit form speaks the page’s language: method texts and bonus titles, in the server render and after', async ({ page, context, request }) => {
  const texts = (lng: string) =>
    JSON.parse(readFileSync(new URL(`../apps/server/src/seed-texts/${lng}.json`, import.meta.url), 'utf8')) as {
      paymentMethods: Record<string, { title: string; description: string }>;
      bonuses: Record<string, { bannerTitle: string }>;
    };
  const de = texts('de');
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL() }]);
  // The server render's calls carry the page's language too (the form's data is in the HTML).
  const html = await (await page.request.get('/deposit')).text();
  expect(html).toContain(de.paymentMethods['bank-transfer']!.title);
  await gotoHydrated(page, '/deposit');
  await expect(page.getByTestId('cashier-method-bank-transfer')).toContainText(de.paymentMethods['bank-transfer']!.title);
  await page.getByTestId('cashier-method-visa').click();
  await expect(page.getByTestId('cashier-method-summary')).toContainText(de.paymentMethods.visa!.description);
  // Its amount in the player's currency, written the German way ("bis zu {maxBonus}" → "bis zu 1.000 €").
  await expect(page.getByText(de.bonuses['welcome-1000']!.bannerTitle.replace('{maxBonus}', '1.000\u00a0€'))).toBeVisible();
});
