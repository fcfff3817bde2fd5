// Test-side access to the running Croupier: players via the public API, the demo mail outbox,
// the operator tool and the seamless-wallet API (HMAC-signed like a game provider).
import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const run = promisify(execFile);

export const DEMO = { email: 'demo@croupier.local', password: 'Demo1234!', firstName: 'Dana', lastName: 'Demo' } as const;
export const DEMO_LINKED_ACCOUNT_UUID = '5b0e7a8e-1c3d-4f6a-9b2e-7d8c9a0b1c2d';
/** Satisfies the seeded password rules (min 6, one special character). */
export const PASSWORD = 'Sesame-42!';

/** A unique address per test (never example.com/.org: those are placeholder addresses). */
export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@mail.test`;
}

/** A unique, valid Maltese mobile number (national part, 8 digits starting with 79). */
export function uniqueMaltaMobile(): string {
  return `79${String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0')}`;
}

export interface TNewPlayer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneCode: string;
  phone: string;
  dateOfBirth: string;
  countryCode: string;
  accessToken: string;
  userId: string;
}

/** Registers a player through POST /api/user/sign-up (the same call the register form makes). */
export async function signUpByApi(
  request: APIRequestContext,
  { currencyCode = 'EUR', ...overrides }: Partial<Omit<TNewPlayer, 'accessToken' | 'userId'>> & { currencyCode?: string } = {},
): Promise<TNewPlayer> {
  const body = {
    email: uniqueEmail('api'),
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Tester',
    phoneCode: '356',
    phone: uniqueMaltaMobile(),
    dateOfBirth: '1991-06-15',
    countryCode: 'MT',
    ...overrides,
  };
  const res = await request.post('/api/user/sign-up', {
    data: { ...body, currencyCode, gender: 'Not to say', termsAccepted: true, userDeviceType: 'desktop' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const json = (await res.json()) as { data: { accessToken: string; createUser: { userId: string } } };
  return { ...body, accessToken: json.data.accessToken, userId: json.data.createUser.userId };
}

export async function logInByApi(request: APIRequestContext, email: string, password: string): Promise<{ status: number; accessToken?: string }> {
  const res = await request.post('/api/user/login', { data: { email, password } });
  const json = (await res.json().catch(() => ({}))) as { data?: { accessToken: string } };
  return { status: res.status(), accessToken: json.data?.accessToken };
}

interface TMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** Waits for a mail of `kind` ('verify', 'reset', …) in the demo outbox and returns the first link in it. */
export async function linkFromOutbox(request: APIRequestContext, to: string, kind: string): Promise<{ mail: TMail; link: string }> {
  let found: TMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/demo/outbox', { params: { to } });
        const mails = ((await res.json()) as { data: TMail[] }).data;
        found = mails.find((m) => m.kind === kind);
        return found?.kind;
      },
      { message: `a "${kind}" mail to ${to} in the outbox`, timeout: 15_000 },
    )
    .toBe(kind);
  const link = found!.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `a link in: ${found!.text}`).toBeTruthy();
  return { mail: found!, link: link! };
}

/** Runs the operator tool against the e2e server (same DATA_DIR / DATABASE_URL as the webServer). */
export async function croupier(...args: string[]): Promise<string> {
  // The tool runs with the journeys' server's settings: demo mode with the test clock control, so
  // `settle --as-of <later>` may end a running rakeback cycle or race early (refused outside demo mode).
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_MODE: 'true', CROUPIER_TEST_CLOCK: '1' };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = process.env.E2E_DATA_DIR;
  }
  const { stdout } = await run(process.execPath, [path.join(root, 'node_modules/@croupier/server/bin/croupier.mjs'), ...args], {
    cwd: root,
    env,
    timeout: 30_000,
  });
  return stdout;
}

/**
 * Changes a site setting with the operator tool and waits until the server serves it: with
 * DATABASE_URL the tool writes the database directly and each node caches settings for a few seconds.
 */
export async function setSiteSetting(request: APIRequestContext, key: string, value: string): Promise<void> {
  const out = await croupier('settings', 'set', key, value, '--actor', 'e2e');
  expect(out).toContain(key);
  await expect
    .poll(async () => ((await (await request.get('/api/core/casino/settings2')).json()) as { data: Record<string, unknown> }).data[key], {
      message: `the server serves ${key} = ${value}`,
      timeout: 15_000,
    })
    .toBe(value);
}

// ---- seamless wallet (docs/wallet-api.md) ----

const PROVIDER_ID = 'croupier';
export const HOUSE_GAME_ID = 'croupier-lucky-sevens';

/** Launches a real-money game session for the player (POST /api/games/launch with their bearer token). */
export async function launchGame(request: APIRequestContext, accessToken: string): Promise<{ sessionToken: string; currency: string }> {
  const res = await request.post('/api/games/launch', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { gameId: HOUSE_GAME_ID, mode: 'real' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { sessionToken: string; currency: string } }).data;
}

export interface TWalletAnswer {
  status: string;
  balance: number;
  cash: number;
  bonus: number;
}

/** One signed seamless-wallet call: HMAC-SHA256 of the exact body bytes sent. */
export async function walletCall(request: APIRequestContext, call: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Promise<TWalletAnswer> {
  const secret = process.env.E2E_HOUSE_PROVIDER_SECRET!;
  const raw = JSON.stringify(body);
  const res = await request.post(`/api/wallet/v1/${call}`, {
    headers: {
      'content-type': 'application/json',
      'x-provider-id': PROVIDER_ID,
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    data: Buffer.from(raw),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TWalletAnswer;
}
