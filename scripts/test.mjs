#!/usr/bin/env node
// `npm test`: every suite. Unit + integration (Vitest) on PGlite, or on PostgreSQL when
// DATABASE_URL is set; then the browser journeys (Playwright in Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, 'vitest.json');
const playwrightJson = path.join(results, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

if (!only || only === 'unit')
  run('Unit and integration tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (!only || only === 'e2e') run('Browser journeys (Playwright, Chromium)', 'node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });

// One closing line with the real counts of both runners.
let passed = 0, failed = 0, skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests; failed += v.numFailedTests; skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += p.stats.expected + p.stats.flaky; failed += p.stats.unexpected; skipped += p.stats.skipped;
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
