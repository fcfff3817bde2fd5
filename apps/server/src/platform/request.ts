import type { FastifyRequest } from 'fastify';

export function clientIp(req: FastifyRequest): string {
  return req.ip ?? '0.0.0.0';
}
export function isSecureRequest(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}
export function requestHost(req: FastifyRequest): string {
  return (req.headers['x-forwarded-host'] as string | undefined)?.split(',')[0]?.trim() || req.hostname || 'localhost';
}
