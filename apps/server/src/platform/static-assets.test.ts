import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets } from './static-assets';

const JS = 'console.log("croupier");\n'.repeat(200);

describe('precompressed static assets', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'croupier-static-'));
  const chunks = path.join(webDir, '.next', 'static', 'chunks');
  const app = Fastify();
  let fellThrough = 0;

  beforeAll(async () => {
    mkdirSync(chunks, { recursive: true });
    writeFileSync(path.join(chunks, 'app.js'), JS);
    writeFileSync(path.join(chunks, 'app.js.br'), brotliCompressSync(JS));
    writeFileSync(path.join(chunks, 'app.js.gz'), gzipSync(JS));
    writeFileSync(path.join(chunks, 'small.js'), 'x'); // never precompressed (under one packet)
    writeFileSync(path.join(webDir, '.next', 'secret.js.br'), brotliCompressSync('secret'));
    const serve = createStaticAssets(webDir);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (req, reply) => {
        if (await serve(req, reply)) return reply;
        fellThrough += 1;
        return reply.code(299).send('next');
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends Brotli when the browser takes it, gzip otherwise, with immutable caching', async () => {
    const br = await app.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    const gz = await app.inject({ url: '/_next/static/chunks/app.js?v=1', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await app.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/_next/static/chunks/app.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(first.rawPayload.length);
  });

  it('leaves to Next.js what it has no compressed copy for, what the client cannot decode and what is outside the static folder', async () => {
    const before = fellThrough;
    const answers = await Promise.all([
      app.inject({ url: '/_next/static/chunks/small.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/_next/static/chunks/missing.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/_next/static/chunks/app.js' }),
      app.inject({ url: '/_next/static/chunks/app.js', headers: { 'accept-encoding': 'identity' } }),
      app.inject({ url: '/_next/static/../secret.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/_next/static/%2e%2e/secret.js', headers: { 'accept-encoding': 'br' } }),
      app.inject({ url: '/deposit', headers: { 'accept-encoding': 'br' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(299));
    expect(fellThrough - before).toBe(7);
    // A malformed escape is refused by the router itself (400), never a 500.
    expect((await app.inject({ url: '/_next/static/%E0%A4%A.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(400);
  });
});
