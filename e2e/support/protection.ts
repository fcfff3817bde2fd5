// Player protection helpers (issue #8): limits and exclusions through the same calls the profile pages make.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { croupier, signUpByApi, type TNewPlayer } from './server';
import { expectSignedIn, gotoHydrated, useAccessToken } from './ui';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function setLimitByApi(
  request: APIRequestContext,
  token: string,
  body: { kind: string; period?: number; amount: string | null },
): Promise<void> {
  const res = await request.put('/api/user/limits', { headers: auth(token), data: { period: 0, ...body } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A card deposit through the API (the sandbox declines nothing for 4242…); returns the status and error code. */
export async function depositByApi(
  request: APIRequestContext,
  token: string,
  amount: string,
): Promise<{ status: number; errorCode?: string }> {
  const res = await request.post('/api/user/deposit', {
    headers: auth(token),
    data: {
      kind: 'card',
      paymentMethodId: 'visa',
      amount,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123', holderName: 'Ada Tester' },
    },
  });
  const json = (await res.json().catch(() => ({}))) as { errorCode?: string };
  return { status: res.status(), ...(json.errorCode ? { errorCode: json.errorCode } : {}) };
}

/** A fresh player with `eur` EUR credited by the operator tool. */
export async function fundedPlayer(request: APIRequestContext, eur: number): Promise<TNewPlayer> {
  const player = await signUpByApi(request);
  const out = await croupier('adjust', player.email, String(eur), 'EUR', '--reason', 'e2e protection', '--actor', 'e2e');
  expect(out).toContain(`${eur}.00`);
  return player;
}

/** Whether the token still opens a session (403 once the session ended). */
export async function sessionStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/user/get-user-details', { headers: auth(token) })).status();
}

/** "€1,234.56" → 1234.56 ("—" or an empty text → 0). */
export function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  return digits ? Number(digits) : 0;
}

/** Sets a site setting of any JSON type (numbers, booleans) and waits until the server serves it. */
export async function setSiteSettingValue(request: APIRequestContext, key: string, value: unknown): Promise<void> {
  const out = await croupier('settings', 'set', key, JSON.stringify(value), '--actor', 'e2e');
  expect(out).toContain(key);
  await expect
    .poll(async () => ((await (await request.get('/api/core/casino/settings2')).json()) as { data: Record<string, unknown> }).data[key], {
      message: `the server serves ${key} = ${JSON.stringify(value)}`,
      timeout: 15_000,
    })
    .toEqual(value);
}

/**
 * A user action, seen once the session guard has stored it as the last activity (the store every tab and the game
 * frame share): acts again until it is, so an action the busy page drops does not end the journey.
 */
export async function actAndSeeRecorded(page: Page, act: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await act();
    expect(await page.evaluate(() => Number(localStorage.getItem('croupier.lastActivity')) >= Date.now() - 1000)).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/**
 * A new player's page at `url` under the page's fake clock (`page.clock`), signed in, with the session guard's
 * inactivity timer started (it loads after the page): for the journeys about session timing.
 */
export async function signedInWithSessionClock(page: Page, context: BrowserContext, request: APIRequestContext, url: string): Promise<TNewPlayer> {
  const player = await signUpByApi(request);
  await useAccessToken(context, player.accessToken);
  await page.clock.install();
  await gotoHydrated(page, url);
  await expectSignedIn(page);
  await page.waitForFunction(() => localStorage.getItem('croupier.lastActivity') !== null);
  return player;
}
