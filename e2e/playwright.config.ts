import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** As scripts/e2e.mjs: CHROMIUM_PATH, else Chromium's headless shell when installed, else the full browser. */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((bin) => existsSync(bin)) ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The tests reach the running server's database through the operator tool (`npx croupier …`), which
// finds the embedded server via DATA_DIR/server.json or works on DATABASE_URL directly: both are
// resolved here once and exported, so the Playwright workers see the same values as the webServer.
if (!process.env.E2E_DATABASE_URL) process.env.E2E_DATA_DIR = path.resolve(root, process.env.E2E_DATA_DIR ?? '.data-e2e');
process.env.E2E_PORT = String(PORT);
/** Known in-house provider secret so the wallet journey can sign seamless-wallet calls (≥ 32 chars). */
process.env.E2E_HOUSE_PROVIDER_SECRET ??= 'e2e-house-provider-secret-0123456789abcdef';

/** Journeys that change site settings (or consume one-off seed data) run alone, after the parallel ones. */
const SERIAL = /.*\.serial\.spec\.ts$/;
/**
 * Screenshot-only suites (for a person to look at; they assert nothing the journeys do not): part of a run only
 * when their variable is set, e.g. `LOBBY_SHOTS=1 npm run test:e2e -- lobby-shots`.
 */
const SHOT_SUITES: Record<string, RegExp> = {
  BONUS_SHOTS: /bonus-shots\.spec\.ts$/,
  CASHIER_SHOTS: /cashier-shots\.spec\.ts$/,
  LOBBY_SHOTS: /lobby-shots\.spec\.ts$/,
  RAKEBACK_SHOTS: /rakeback-shots\.spec\.ts$/,
};
/**
 * The phone project runs the journeys where the phone differs: the layouts, menus, sheets and touch of the screens
 * players use most (shell, sign-up and sign-in, lobby and game page, live table, deposit and withdrawal, install and
 * tour, limits, calendar, right-to-left). Journeys about rules, money and server behaviour, whose screens those
 * cover, run at the desktop size only: whole files here, single journeys tagged `@desktop-only`
 * (docs/decisions/0015-phone-journeys.md).
 */
const DESKTOP_ONLY_FILES = /(bonuses|email-flows|linked-signup|referrals|tracking|wallet)\.spec\.ts$/;
const NOT_ASKED_FOR = Object.entries(SHOT_SUITES)
  .filter(([variable]) => !process.env[variable])
  .map(([, suite]) => suite);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/playwright',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [SERIAL, ...NOT_ASKED_FOR],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: [SERIAL, DESKTOP_ONLY_FILES, ...NOT_ASKED_FOR],
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'serial-settings',
      testMatch: SERIAL,
      dependencies: ['desktop', 'phone'],
      fullyParallel: false,
      // One file at a time: a setting one journey changes (a registration window, the excluded countries) must not
      // reach a journey of another file running beside it.
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://localhost:${PORT}/api/core/casino/settings2`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      APP_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
      HOUSE_PROVIDER_SECRET: process.env.E2E_HOUSE_PROVIDER_SECRET,
      DEMO_MODE: 'true',
      CROUPIER_UI_PREVIEW: '1',
      // Lets `npx croupier rakeback settle --as-of <later>` end a running cycle early (rakeback journeys; demo mode only).
      CROUPIER_TEST_CLOCK: '1',
      // Shared Redis rate-limit counters outlive a run: each run counts in its own namespace.
      RATE_LIMIT_NAMESPACE: `croupier-rl-e2e-${process.env.E2E_RUN_ID ?? Date.now()}:`,
      // The journeys sign up more players from 127.0.0.1 in one run than the default 60 per hour.
      SIGNUP_LIMIT_PER_HOUR: '5000',
      // Behind a proxy as in production (the browser is that proxy, on 127.0.0.1): the country-block journeys set
      // X-Forwarded-For to a visitor's address.
      TRUST_PROXY: '127.0.0.1,::1',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : { DATA_DIR: process.env.E2E_DATA_DIR! }),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  },
});
