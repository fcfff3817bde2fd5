import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './compress';

/** Content types of the text assets that `apps/web/scripts/precompress.mjs` compresses after each build. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.html': 'text/html; charset=UTF-8',
  '.webmanifest': 'application/manifest+json',
};

type TEncoded = { body: Buffer; etag: string } | null;

/**
 * `/_next/static/**` from the .br / .gz files written beside each asset at build time, read once and kept in
 * memory (the directory is the build's few MB; file names carry a content hash, so an entry never goes stale within a
 * process). Next.js compressed each JavaScript chunk with gzip on every request (≈ 15–20 ms of CPU for the largest,
 * ≈ 100 ms per page load) — work that competed with the page's own rendering on a small box
 * (docs/decisions/0011-precompressed-static-assets.md).
 */
export function createStaticAssets(webDir: string) {
  const root = path.join(webDir, '.next', 'static');
  const cache = new Map<string, Promise<TEncoded>>();

  function load(file: string, encoding: 'br' | 'gzip'): Promise<TEncoded> {
    const key = `${file}|${encoding}`;
    let entry = cache.get(key);
    if (!entry) {
      const encodedPath = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      entry = Promise.all([readFile(encodedPath), stat(encodedPath)]).then(
        ([body, st]) => ({ body, etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}-${encoding}"` }),
        () => null,
      );
      cache.set(key, entry);
    }
    return entry;
  }

  /** Sends the asset when a precompressed copy fits the request; false leaves the request to Next.js. */
  return async function serveStaticAsset(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const url = req.url.split('?')[0] ?? '';
    if (!url.startsWith('/_next/static/')) return false;
    let rel: string;
    try {
      rel = decodeURIComponent(url.slice('/_next/static/'.length));
    } catch {
      return false;
    }
    const type = TYPES[path.extname(rel)];
    if (!type || rel.includes('\0')) return false;
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep)) return false;
    const header = req.headers['accept-encoding'];
    const encoding = acceptsEncoding(header, 'br') ? 'br' : acceptsEncoding(header, 'gzip') ? 'gzip' : null;
    if (!encoding) return false;
    const asset = await load(file, encoding);
    if (!asset) return false;
    reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding')
      .header('etag', asset.etag);
    if (req.headers['if-none-match'] === asset.etag) {
      await reply.code(304).send();
      return true;
    }
    reply.header('content-encoding', encoding).header('content-length', asset.body.length);
    await reply.send(req.method === 'HEAD' ? undefined : asset.body);
    return true;
  };
}
