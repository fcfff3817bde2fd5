#!/usr/bin/env node
// npm run bench:bundle — first-load JavaScript per page, as a browser gets it: starts Croupier on a
// fresh embedded database, loads each page's HTML, fetches every <script src> it references and sums
// their gzip sizes (legacy noModule polyfills excluded). Budget (DESIGN.md §8): lobby first-load JS ≤ 170 KB gzip.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const port = Number(process.env.BENCH_PORT ?? 3277);
const base = `http://127.0.0.1:${port}`;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/casino', '/casino/slots', '/casino/games/lucky-sevens', '/profile'];
const BUDGET_KB = 170;

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'croupier-bundle-')), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/core/casino/settings2`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitUp();
  const seen = new Map();
  console.log(`\nFirst-load JS per page (gzip -9 of every script the HTML references; budget ${BUDGET_KB} KB for the lobby)`);
  for (const page of pages) {
    const html = await (await fetch(base + page)).text();
    // noModule scripts (legacy polyfills) are never loaded by the browsers we support.
    const srcs = [...html.matchAll(/<script([^>]+)>/g)]
      .filter((m) => !/\bnomodule\b/i.test(m[1]))
      .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
      .filter(Boolean);
    let total = 0;
    for (const src of new Set(srcs)) {
      if (!seen.has(src)) {
        const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
        seen.set(src, gzipSync(body, { level: 9 }).length);
      }
      total += seen.get(src);
    }
    const kb = total / 1024;
    const flag = page === '/' || page.startsWith('/casino') ? (kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET') : '';
    console.log(`  ${page.padEnd(32)} ${kb.toFixed(1).padStart(7)} KB  (${srcs.length} scripts) ${flag}`);
  }
} finally {
  stop();
}
