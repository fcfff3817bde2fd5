#!/usr/bin/env node
// `npm test`: every suite. Unit + integration (Vitest) on PGlite, or on PostgreSQL when
// DATABASE_URL is set; then the browser journeys (Playwright in Chromium).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const only = process.argv[2];

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(r.status ?? 1);
  }
}

console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; Redis: ${process.env.REDIS_URL ? 'REDIS_URL' : 'in-process'}`);
if (!only || only === 'static') {
  run('Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
  run('Typecheck web', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json', '--noEmit']);
  run('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
}
if (!only || only === 'unit') run('Unit and integration tests (Vitest)', 'npx', ['vitest', 'run']);
if (!only || only === 'e2e') run('Browser journeys (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']);
