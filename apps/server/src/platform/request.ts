import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_ENV, INTERNAL_TOKEN_HEADER, VISITOR_IP_HEADER } from '@croupier/contracts/constants';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The visitor's address: the request's (X-Forwarded-For as TRUST_PROXY allows), or, for a page's server-side call,
 * the visitor's address it carries with this process's internal token (main.ts, web lib/server-api.ts).
 */
export function clientIp(req: FastifyRequest): string {
  const token = process.env[INTERNAL_TOKEN_ENV];
  const visitor = req.headers[VISITOR_IP_HEADER];
  const proof = req.headers[INTERNAL_TOKEN_HEADER];
  if (token && typeof visitor === 'string' && typeof proof === 'string' && isIP(visitor) && same(proof, token)) return visitor;
  return req.ip ?? '0.0.0.0';
}
export function isSecureRequest(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}
export function requestHost(req: FastifyRequest): string {
  return (req.headers['x-forwarded-host'] as string | undefined)?.split(',')[0]?.trim() || req.hostname || 'localhost';
}
