#!/usr/bin/env node
// postbuild: writes a .br (Brotli, quality 11) and a .gz (gzip, level 9) beside every text asset of the built
// app's .next/static, once per build. The server sends them as they are (apps/server/src/platform/static-assets.ts)
// instead of compressing each JavaScript chunk on every request (docs/decisions/0011-precompressed-static-assets.md).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const STATIC_DIR = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), '.next', 'static');
const TEXT = new Set(['.js', '.css', '.json', '.svg', '.txt', '.html', '.webmanifest']);
/** Below this a response fits in one TCP packet: compressing it saves nothing. */
const MIN_BYTES = 1400;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (TEXT.has(path.extname(entry.name))) yield p;
  }
}

const started = Date.now();
let count = 0;
let raw = 0;
let br = 0;
const queue = [];
for await (const file of files(STATIC_DIR)) queue.push(file);
// Two at a time (zlib runs on libuv's thread pool).
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [b, g] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    count += 1;
    raw += body.length;
    br += b.length;
  }
}
await Promise.all([worker(), worker()]);
console.log(
  `precompressed ${count} static files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli, in ${Date.now() - started} ms`,
);
