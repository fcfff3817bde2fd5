import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_ENV, INTERNAL_TOKEN_HEADER, VISITOR_HOST_HEADER, VISITOR_IP_HEADER } from '@croupier/contracts/constants';
import { localeFromAcceptLanguage, type TLocale } from '@croupier/contracts/locales';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Which senders may set X-Forwarded-* (config TRUST_PROXY): `(address, hop) => trusted`, proxy-addr's rule. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** TRUST_PROXY as a function: off, anyone, the nearest `n` hops, or a list of proxy addresses and CIDRs. */
export function proxyTrust(setting: boolean | number | string[]): ProxyTrust {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting.length ? proxyAddr.compile(setting) : () => false;
}

/** A header of a page's server-side call, counted only with this process's internal token (main.ts, web lib/server-api.ts). */
function vouched(req: FastifyRequest, name: string): string | undefined {
  const token = process.env[INTERNAL_TOKEN_ENV];
  const value = req.headers[name];
  const proof = req.headers[INTERNAL_TOKEN_HEADER];
  return token && typeof value === 'string' && typeof proof === 'string' && same(proof, token) ? value : undefined;
}

/**
 * The visitor's address: the request's (X-Forwarded-For as TRUST_PROXY allows), or, for a page's server-side call,
 * the visitor's address it carries with this process's internal token.
 */
export function clientIp(req: FastifyRequest): string {
  const visitor = vouched(req, VISITOR_IP_HEADER);
  if (visitor && isIP(visitor)) return visitor;
  return req.ip ?? '0.0.0.0';
}
export function isSecureRequest(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The host a request came through (each mirror domain has its own site settings): X-Forwarded-Host only from a sender
 * TRUST_PROXY trusts (its last entry, the one the proxy wrote), else Host.
 */
export function hostOf(headers: IncomingHttpHeaders, remoteAddress: string | undefined, trusts: ProxyTrust): string {
  const forwarded = headers['x-forwarded-host'];
  if (typeof forwarded === 'string' && forwarded && remoteAddress && trusts(remoteAddress, 0)) {
    const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    if (HOST.test(last)) return last;
  }
  return headers.host && HOST.test(headers.host) ? headers.host : 'localhost';
}

/** The host the visitor came through: Fastify's (X-Forwarded-Host as TRUST_PROXY allows), or a page's server-side call's vouched one. */
export function requestHost(req: FastifyRequest): string {
  const visitor = vouched(req, VISITOR_HOST_HEADER);
  if (visitor && HOST.test(visitor)) return visitor;
  return req.host && HOST.test(req.host) ? req.host : 'localhost';
}

/** The language the request's language header asks for (the web app sends its current one), or null. */
export function requestLanguage(req: FastifyRequest): TLocale | null {
  return localeFromAcceptLanguage(req.headers['accept-language']);
}

/** A JSON body carrying NUL (escaped, or raw, which JSON forbids anyway): PostgreSQL text cannot hold it. */
export function hasNul(body: string): boolean {
  return body.includes('\\u0000') || body.includes('\0');
}
