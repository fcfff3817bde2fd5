#!/usr/bin/env node
// Browser journeys: builds the web app, starts Croupier on a fresh database and runs Playwright.
import { existsSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Chromium's headless shell when it is installed (a page is interactive in half the time: the journeys take
// minutes less; docs/decisions/0016-headless-shell.md), else the full browser; CHROMIUM_PATH overrides both.
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((bin) => existsSync(bin)) ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The browser tests drive Debian's Chromium:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n` +
      `or point CHROMIUM_PATH at a Chromium/Chrome binary.`,
  );
  process.exit(1);
}

console.log(`Browser: ${chromium}`);
const env = { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1', E2E_RUN_ID: randomBytes(6).toString('hex') };
// Next.js refuses a second concurrent `next build` in the same tree; wait for the other one (up to 5 min).
for (let attempt = 1; ; attempt++) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@croupier/web'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const output = `${build.stdout ?? ''}${build.stderr ?? ''}`;
  if (build.status !== 0 && /Another next build process is already running/.test(output) && attempt < 30) {
    console.log('Another `next build` is running in this tree; waiting for it…');
    await sleep(10_000);
    continue;
  }
  process.stdout.write(output);
  if (build.status !== 0) process.exit(build.status ?? 1);
  break;
}

let dropDb = null;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `croupier_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'croupier-e2e-'));
}

const r = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
if (dropDb) await dropDb().catch((e) => console.error('could not drop the e2e database', e));
process.exit(r.status ?? 1);
