// Browser-side helpers shared by the journeys.
import { expect, type BrowserContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export const baseURL = () => `http://localhost:${process.env.E2E_PORT ?? 3210}`;

/** Stores cookie consent up front, so the notice does not cover buttons in journeys that are not about it. */
export async function acceptCookiesUpFront(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL() }]);
}

/** Signs a player in without the UI: the access token in the cookie (the app syncs it to localStorage). */
export async function useAccessToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL() }]);
}

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Waits until the client app is interactive (React hydrated): the modal stack reacts to clicks only then. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const hydration = watchHydration(page);
  try {
    await page.goto(url);
    await waitHydrated(page);
  } finally {
    hydration.stop();
  }
  // Every page a journey opens this way also proves that its server HTML and the browser's first render agree.
  expect(hydration.errors, `hydration of ${url}`).toEqual([]);
}

export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
  // Next.js marks hydration by attaching React's internal props to the body's children.
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="site-footer"]') ?? document.body;
    return Object.keys(el).some((k) => k.startsWith('__react'));
  });
}

/**
 * Collects React's hydration complaints on the page from now on (the server's HTML and the browser's first render
 * differ: React throws the HTML away and renders again). Production builds name them by error number.
 */
function watchHydration(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const isHydration = (text: string) => /hydrat|error #(418|423|425)\b/i.test(text);
  const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && isHydration(m.text()) && errors.push(m.text()));
  const onError = (e: Error) => void (isHydration(e.message) && errors.push(e.message));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return { errors, stop: () => (page.off('console', onConsole), page.off('pageerror', onError)) };
}

/** React's hydration complaints on the page from now on (an empty list when its server HTML and first render agree). */
export function hydrationErrors(page: Page): string[] {
  return watchHydration(page).errors;
}

/** The header's player area (balance + account menu) — present only when signed in. */
export function headerPlayer(page: Page): Locator {
  return page.getByTestId('site-header').getByTestId('profile-menu-button');
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(headerPlayer(page)).toBeVisible();
  await expect(page.getByTestId('site-header').getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(headerPlayer(page)).toHaveCount(0);
}

/** Opens the account menu and checks it names the player. */
export async function expectMenuNames(page: Page, text: string | RegExp): Promise<void> {
  await headerPlayer(page).click();
  await expect(page.getByTestId('profile-menu')).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
}

/** Pages that need a signed-in player (apps/web route-keys AUTH_ONLY_PATHS): signing out there goes home. */
const AUTH_ONLY_PAGE = /^\/(profile|profile2|account|deposit|withdraw|bonuses)(\/|$)/;

export async function signOut(page: Page): Promise<void> {
  const isAuthOnlyPage = AUTH_ONLY_PAGE.test(new URL(page.url()).pathname);
  await headerPlayer(page).click();
  await page.getByTestId('sign-out').click();
  await expectSignedOut(page);
  // Let the way home land before anything else, so the journey goes on from home (auth.spec.ts signs in during it).
  if (isAuthOnlyPage) await expect.poll(() => new URL(page.url()).pathname).toBe('/');
}

/** Fills and submits the sign-in modal (opening it from the header when it is not open yet). */
export async function signInViaModal(page: Page, identifier: string, password: string): Promise<void> {
  const login = dialog(page, 'Sign in');
  if (!(await login.isVisible())) await page.getByTestId('header-login').click();
  await expect(login).toBeVisible();
  await login.getByLabel('Email, phone or username').fill(identifier);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByTestId('login-submit').click();
}

type TRegisterName = { first: string; last: string };
const BIRTHDAY = { year: 1990, month: 5, day: 12 };

/** Fills the register form's password, name, birthday, country (Malta) and terms (the identifier is the caller's). */
export async function fillRegisterDetails(reg: Locator, password: string, name: TRegisterName, birthday = BIRTHDAY): Promise<void> {
  await reg.getByLabel('Password', { exact: true }).fill(password);
  await reg.getByLabel('First name').fill(name.first);
  await reg.getByLabel('Last name').fill(name.last);
  await pickBirthday(reg, 'register-dob', birthday);
  await reg.getByLabel('Country').selectOption('MT');
  await reg.getByTestId('register-terms').check();
}

/** Opens the register modal from the header, fills it with an email and sends it. */
export async function submitRegisterForm(page: Page, email: string, password: string, name: TRegisterName = { first: 'Frida', last: 'Friend' }): Promise<Locator> {
  await page.getByTestId('header-register').click();
  const reg = dialog(page, 'Create your account');
  await reg.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await fillRegisterDetails(reg, password, name);
  await reg.getByTestId('register-submit').click();
  return reg;
}

/** Signs up through the register modal (opened from the header) with an email, a name and Malta; waits until signed in. */
export async function registerByForm(page: Page, email: string, password: string, name?: TRegisterName): Promise<void> {
  const reg = await submitRegisterForm(page, email, password, name);
  await expect(reg).toBeHidden();
  await expectSignedIn(page);
}

/** Selects a date in a birthday picker (day / month / year selects under `testId`). */
export async function pickBirthday(scope: Page | Locator, testId: string, date: { day: number; month: number; year: number }): Promise<void> {
  await scope.getByTestId(`${testId}-year`).selectOption(String(date.year));
  await scope.getByTestId(`${testId}-month`).selectOption(String(date.month));
  await scope.getByTestId(`${testId}-day`).selectOption(String(date.day));
}

/**
 * Resolves once the page's socket.io connection is established (the server's CONNECT packet "40…"
 * arrived). Call before the navigation that opens the socket: frames are watched from the start.
 */
export function socketConnected(page: Page, timeout = 20_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket.io connection was not established')), timeout);
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (f) => {
        if (String(f.payload).startsWith('40')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/**
 * Opens `url` signed in with `accessToken` and waits until the page is signed in and its realtime socket connected:
 * for journeys that then push something to the player from the server.
 */
export async function openSignedInLive(page: Page, context: BrowserContext, accessToken: string, url: string): Promise<void> {
  await useAccessToken(context, accessToken);
  const connected = socketConnected(page);
  await gotoHydrated(page, url);
  await expectSignedIn(page);
  await connected;
}
