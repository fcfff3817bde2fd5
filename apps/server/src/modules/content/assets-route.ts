import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import type { ZodApp } from '../../app';
import { sendError } from '../../platform/errors';

export const ASSETS_DIR = fileURLToPath(new URL('../../../assets/', import.meta.url));
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.json': 'application/json', '.mp3': 'audio/mpeg', '.ogg': 'audio/ogg' };

/** §7 static assets under /api/core/casino/assets/… (game artwork made in the repository). */
export async function assetsRoutes(app: ZodApp): Promise<void> {
  app.get(
    '/api/core/casino/assets/*',
    { schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } },
    async (req, reply) => {
      const rel = req.params['*'];
      const ext = path.extname(rel);
      if (!/^[a-z0-9/_-]+\.[a-z0-9]+$/i.test(rel) || rel.includes('..') || !TYPES[ext]) return sendError(reply, 'NOT_FOUND');
      const body = await readFile(path.join(ASSETS_DIR, rel)).catch(() => null);
      if (!body) return sendError(reply, 'NOT_FOUND');
      return reply.header('cache-control', 'public, max-age=86400').type(TYPES[ext]!).send(body);
    },
  );
}
