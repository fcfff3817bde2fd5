// Marketing events for the operator's tracking scripts (spec §1, §7, §9; docs/tracking.md): visit (deduped for 30
// minutes), page views 300 ms after a navigation with the last pages, the signed-in user's id, deposits with their
// tracking id, bets — in window.dataLayer and as tracking:* window events.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { depositByApi } from './support/protection';
import { croupier, HOUSE_GAME_ID, launchGame, signUpByApi, walletCall } from './support/server';
import { acceptCookiesUpFront, expectSignedIn, gotoHydrated, openSignedInLive, signInViaModal } from './support/ui';

type TEvent = { event: string } & Record<string, unknown>;
const events = (page: Page, name: string) =>
  page.evaluate((n) => ((window as unknown as { dataLayer?: TEvent[] }).dataLayer ?? []).filter((e) => e.event === `croupier.${n}`), name);

test('visits, page views, the user, deposits and bets reach the tracking scripts', async ({ page, context, request }) => {
  await acceptCookiesUpFront(context);
  await gotoHydrated(page, '/?cpnc=SPRING25');
  await expect.poll(() => events(page, 'visit')).toEqual([expect.objectContaining({ cpnc: 'SPRING25', url: expect.stringContaining('cpnc=SPRING25') })]);
  await expect.poll(() => events(page, 'page_view')).toEqual([expect.objectContaining({ path: '/', history: ['/'] })]);

  // A navigation: a page view with the tab's last pages. A new page load within 30 minutes is no new visit.
  await page.locator('a[href="/casino"]:visible').first().click();
  await expect.poll(async () => (await events(page, 'page_view')).at(-1)).toMatchObject({ path: '/casino', history: ['/casino', '/'] });
  await gotoHydrated(page, '/promotions');
  await expect.poll(() => events(page, 'page_view')).toEqual([expect.objectContaining({ path: '/promotions', history: ['/promotions', '/casino', '/'] })]);
  await page.waitForTimeout(500);
  expect(await events(page, 'visit')).toEqual([]);

  // Signed in: the user's id (push-notification scripts), then a first deposit and a bet.
  const player = await signUpByApi(request);
  await openSignedInLive(page, context, player.accessToken, '/casino');
  await expect.poll(() => events(page, 'user')).toEqual([expect.objectContaining({ user_id: player.userId })]);
  expect((await depositByApi(request, player.accessToken, '25')).status).toBe(200);
  await expect.poll(() => events(page, 'deposit'), { timeout: 20_000 }).toEqual([
    expect.objectContaining({ depositCount: 1, trackingId: 'first_deposit', amount: 25, currency: 'EUR' }),
  ]);
  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  const roundId = `r-${randomUUID()}`;
  await walletCall(request, 'bet', { sessionToken, transactionId: `b-${randomUUID()}`, roundId, gameId: HOUSE_GAME_ID, currency, amount: 150 });
  await expect.poll(() => events(page, 'bet')).toEqual([expect.objectContaining({ gameId: HOUSE_GAME_ID, roundId, currency: 'EUR' })]);
  // The same events as window events, for scripts that listen instead of reading the data layer.
  await page.evaluate(() => {
    const w = window as unknown as { heard?: unknown[] };
    w.heard = [];
    window.addEventListener('tracking:bet', (e) => w.heard!.push((e as CustomEvent).detail));
  });
  await walletCall(request, 'bet', { sessionToken, transactionId: `b-${randomUUID()}`, roundId: `r-${randomUUID()}`, gameId: HOUSE_GAME_ID, currency, amount: 50 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([expect.objectContaining({ gameId: HOUSE_GAME_ID })]);
});

test("a signed-in player's scripts load when they sign in, without a reload, and only once", { tag: '@desktop-only' }, async ({ page, context, request }) => {
  const key = `e2e-user-${randomUUID().slice(0, 8)}`;
  await croupier('scripts', 'set', key, 'bodyEnd', '<script>window.__e2eUserScript=(window.__e2eUserScript||0)+1</script>');
  await croupier('scripts', 'set', key, 'audience', 'user');
  try {
    const player = await signUpByApi(request);
    await acceptCookiesUpFront(context);
    await gotoHydrated(page, '/');
    const runs = () => page.evaluate(() => (window as unknown as { __e2eUserScript?: number }).__e2eUserScript ?? 0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __croupierVisits?: number }).__croupierVisits ?? 0)).toBe(1);
    expect(await runs()).toBe(0); // a visitor does not get it
    await signInViaModal(page, player.email, player.password);
    await expectSignedIn(page);
    await expect.poll(runs).toBe(1);
    // The scripts for everyone are not added a second time.
    expect(await page.evaluate(() => (window as unknown as { __croupierVisits?: number }).__croupierVisits)).toBe(1);
  } finally {
    await croupier('scripts', 'remove', key);
  }
});

test("a link's access token is not in what the tracking scripts get", async ({ page, context, request }) => {
  await acceptCookiesUpFront(context);
  const player = await signUpByApi(request);
  await gotoHydrated(page, `/casino?cpnc=AUTUMN&at=${player.accessToken}`);
  await expectSignedIn(page);
  await expect(page).not.toHaveURL(/[?&]at=/);
  await expect.poll(() => events(page, 'visit')).toEqual([expect.objectContaining({ cpnc: 'AUTUMN', url: expect.stringContaining('cpnc=AUTUMN') })]);
  const [visit] = await events(page, 'visit');
  expect(JSON.stringify(visit)).not.toContain(player.accessToken);
  expect(visit!.firstUrl).toMatch(/\/casino\?cpnc=AUTUMN$/);
});

test('with the cookie notice on, tracking scripts wait until the visitor accepts cookies', { tag: '@desktop-only' }, async ({ page }) => {
  const key = `e2e-consent-${randomUUID().slice(0, 8)}`;
  await croupier('scripts', 'set', key, 'bodyEnd', '<script>window.__e2eConsentScript=(window.__e2eConsentScript||0)+1</script>');
  try {
    const runs = () => page.evaluate(() => (window as unknown as { __e2eConsentScript?: number }).__e2eConsentScript ?? 0);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    // The first-party events still flow (no cookies of their own); no operator script has run (neither this one
    // nor the demo's script for everyone).
    await expect.poll(() => events(page, 'page_view')).toEqual([expect.objectContaining({ path: '/' })]);
    await page.waitForTimeout(1000);
    expect(await runs()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __croupierVisits?: number }).__croupierVisits ?? 0)).toBe(0);
    await page.getByTestId('cookie-accept').click();
    await expect.poll(runs).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __croupierVisits?: number }).__croupierVisits ?? 0)).toBe(1);
  } finally {
    await croupier('scripts', 'remove', key);
  }
});
