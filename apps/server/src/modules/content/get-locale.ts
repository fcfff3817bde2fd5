import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { isLocale } from '@croupier/contracts';

export const LOCALES_DIR = fileURLToPath(new URL('../../../../../packages/contracts/locales/', import.meta.url));

/** A locale file: its text, its gzip (compressed once: ≈ 78 KB of English texts travel as ≈ 20 KB), its ETag. */
export interface TLocaleFile {
  body: string;
  gzip: Buffer;
  etag: string;
}

const cache = new Map<string, TLocaleFile>();

/** A locale's translations (namespace common) as JSON text, or null for an unknown locale. */
export async function getLocale(lng: string): Promise<TLocaleFile | null> {
  if (!isLocale(lng)) return null;
  const hit = cache.get(lng);
  if (hit) return hit;
  const body = await readFile(`${LOCALES_DIR}${lng}.json`, 'utf8').catch(() => null);
  if (body === null) return null;
  const entry = { body, gzip: gzipSync(body, { level: 9 }), etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"` };
  cache.set(lng, entry);
  return entry;
}
