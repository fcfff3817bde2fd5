#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse (mobile) performance and accessibility scores of the lobby, a game
// page and other pages, in Debian's Chromium, against Croupier started on a fresh embedded database.
// Budgets (DESIGN.md §8): performance ≥ 95 and accessibility 100 on lobby, game and cashier pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const port = Number(process.env.BENCH_PORT ?? 3276);
const base = `http://localhost:${port}`;
// A page written "+/deposit" is measured signed in as the demo player (README), e.g. the cashier.
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/casino', '/casino/games/lucky-sevens', '/fairness', '+/deposit'];

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'croupier-lh-')), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${base}/api/core/casino/settings2`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  // One unreported run first: a browser that has just started pays once for what a player's running browser has
  // warm (the browser process's font configuration, the network service, the first renderer): in the sixth round
  // the first audits after a start scored up to 13 points below the same page's later ones.
  await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  console.log('\nLighthouse, mobile (simulated throttling): performance / accessibility / best practices (after one unreported warm-up run)');
  let demoCookie = null;
  for (const entry of pages) {
    const isSignedIn = entry.startsWith('+');
    const page = isSignedIn ? entry.slice(1) : entry;
    if (isSignedIn && !demoCookie) {
      const res = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@croupier.local', password: 'Demo1234!' }),
      });
      demoCookie = `accessToken=${(await res.json()).data.accessToken}`;
    }
    const extraHeaders = isSignedIn ? { Cookie: demoCookie } : undefined;
    await fetch(base + page, { headers: extraHeaders }); // warm the server-side render
    const audit = () => lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], ...(extraHeaders ? { extraHeaders } : {}) });
    let r = await audit();
    // Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART, "run Lighthouse again"): one more try.
    if (r.lhr.runtimeError?.code === 'NO_NAVSTART') r = await audit();
    if (r.lhr.runtimeError) {
      console.log(`  ${entry.padEnd(30)} not measured: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message ?? ''}`);
      continue;
    }
    // BENCH_LH_JSON=dir keeps each report (for a look at long tasks and boot-up time per script).
    if (process.env.BENCH_LH_JSON) writeFileSync(path.join(process.env.BENCH_LH_JSON, `${page.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`), JSON.stringify(r.lhr));
    const c = r.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const failed = Object.values(r.lhr.audits).filter((a) => a.score === 0 && r.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id)).map((a) => a.id);
    console.log(`  ${entry.padEnd(30)} ${String(score('performance')).padStart(3)} / ${String(score('accessibility')).padStart(3)} / ${String(score('best-practices')).padStart(3)}   LCP ${r.lhr.audits['largest-contentful-paint'].displayValue}, TBT ${r.lhr.audits['total-blocking-time'].displayValue}${failed.length ? `   a11y: ${failed.join(', ')}` : ''}`);
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
process.exit(0);
