import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this a response fits in one TCP packet anyway: compressing it saves nothing. */
const MIN_BYTES = 1400;

/** Whether an Accept-Encoding header takes `coding` (named without q=0, or `*` without q=0). */
export function acceptsEncoding(header: string | string[] | undefined, coding: 'gzip' | 'br'): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether an Accept-Encoding header takes gzip. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return acceptsEncoding(header, 'gzip');
}

/**
 * onSend: JSON answers of /api/** over 1.4 KB travel gzip-compressed to clients that take it (the country list is
 * 55 KB, ≈ 9 KB compressed; a phone on a slow network waits for every byte). Not the seamless-wallet API (small
 * answers on the providers' hot path) nor answers that are already encoded or are streams.
 */
export async function compressJson(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!req.url.startsWith('/api/') || req.url.startsWith('/api/wallet/v1/')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) < MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('json') || !acceptsGzip(req.headers['accept-encoding'])) return payload;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  return gzipAsync(payload, { level: 6 });
}
