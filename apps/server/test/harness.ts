import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from '@croupier/db';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config';
import { TestClock } from '../src/platform/clock';
import { createMailer } from '../src/platform/mailer';
import { createGeoLookup } from '../src/platform/geo';
import { createLocalRealtime } from '../src/platform/realtime';
import { seed } from '../src/seed';
import { clearSettingsCache } from '../src/modules/content/get-site-settings';
import { HOUSE_PROVIDER_ID, registerHouseProvider } from '../src/modules/games/register-house-provider';
import { signBody, clearProviderCache } from '../src/modules/wallet/seamless/verify-signature';

export const TEST_HOUSE_SECRET = 'house-secret-0123456789abcdef0123456789abcdef';

/**
 * A fresh database for one test file: PostgreSQL when DATABASE_URL is set
 * (a new database created from it and dropped afterwards), otherwise PGlite in memory.
 */
export async function freshDb(): Promise<DbHandle & { dispose(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const h = await createDb({ dataDir: 'memory://' });
    await h.migrate();
    return { ...h, dispose: () => h.close() };
  }
  const name = `croupier_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const h = await createDb({ databaseUrl: url.toString(), poolSize: 10 });
  await h.migrate();
  return {
    ...h,
    async dispose() {
      await h.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  clock: TestClock;
  realtime: ReturnType<typeof createLocalRealtime>;
  handle: DbHandle;
  close(): Promise<void>;
}

/** Builds the API on a fresh, seeded database with a test clock. */
export async function createTestApp(overrides: { config?: Partial<Config>; seed?: boolean; smtpUrl?: string } = {}): Promise<TestApp> {
  const handle = await freshDb();
  if (overrides.seed !== false) {
    await seed(handle.db);
    await registerHouseProvider(handle.db, { secret: TEST_HOUSE_SECRET, publicUrl: 'http://localhost:3000' });
  }
  clearSettingsCache();
  clearProviderCache();
  const clock = new TestClock(new Date('2026-06-15T12:00:00Z'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    smtpUrl: overrides.smtpUrl,
    // The wallet's group commit as a deployment runs it (parallel lanes on PostgreSQL).
    walletBatch: { lanes: process.env.DATABASE_URL ? 4 : 1, maxBatch: 32, maxQueue: 1000 },
    ...overrides.config,
  };
  const realtime = createLocalRealtime();
  const deps: AppDeps = {
    config,
    db: handle.db,
    clock,
    mailer: createMailer({ db: handle.db, clock, smtpUrl: overrides.smtpUrl, from: config.mailFrom }),
    geo: await createGeoLookup(),
    realtime,
    appSecret: 'test-secret-0123456789abcdef0123456789abcdef',
  };
  // The in-house provider calls the wallet API through the same app (signed, like over HTTP).
  let appRef: Awaited<ReturnType<typeof buildApp>> | null = null;
  deps.houseProviderSecret = TEST_HOUSE_SECRET;
  deps.houseWallet = {
    async call(path, body) {
      const raw = JSON.stringify(body);
      const res = await appRef!.inject({
        method: 'POST',
        url: `/api/wallet/v1/${path}`,
        headers: { 'content-type': 'application/json', 'x-provider-id': HOUSE_PROVIDER_ID, 'x-signature': signBody(TEST_HOUSE_SECRET, raw) },
        payload: raw,
      });
      return res.json();
    },
  };
  const app = await buildApp(deps);
  appRef = app;
  await app.ready();
  return {
    app,
    deps,
    clock,
    realtime,
    handle,
    async close() {
      await app.close();
      await deps.mailer.close();
      await handle.dispose();
    },
  };
}

/** Calls the seamless-wallet API as the in-house provider would (signed raw body). */
export async function walletCall(t: TestApp, path: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>, opts: { secret?: string; providerId?: string } = {}) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/wallet/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': opts.providerId ?? HOUSE_PROVIDER_ID,
      'x-signature': signBody(opts.secret ?? TEST_HOUSE_SECRET, raw),
    },
    payload: raw,
  });
  return { statusCode: res.statusCode, body: res.json() as Record<string, unknown> };
}
