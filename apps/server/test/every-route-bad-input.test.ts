// Bad input never gets a 500 (the product's rule): every route the API registers, found from the app itself, is sent
// bodies of the wrong shape and type, broken JSON, odd path parameters and queries, signed in and not. Each answer
// must be a 4xx with the error format (or a 2xx where the input is acceptable), and the ledger must be unchanged.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';
import { bearer, nextIp, useAppWithPlayer } from './accounts';
import { ledgerInvariants } from './wallet-helpers';

const env = useAppWithPlayer();

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface TRoute {
  method: TMethod;
  url: string;
}

/** The API's routes as Fastify lists them (`printRoutes` without a common prefix: one line per path). */
function routesOf(app: TestApp['app']): TRoute[] {
  const routes: TRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^[├└]── (\/api\/\S+) \(([A-Z, ]+)\)$/.exec(line.trim());
    if (!m) continue;
    for (const method of m[2]!.split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method: method as TMethod, url: m[1]! });
  }
  return routes;
}

/** The API's own documentation and the demo mail outbox are not inputs to check. */
const SKIP = /^\/api\/(docs|demo\/)/;

const ODD_PARAMS = ['0', '-1', 'x', '99999999999999999999999', "1'--", '%00', 'a'.repeat(300), '..%2F..%2Fetc%2Fpasswd'];
const ODD_QUERY = 'page=-1&limit=abc&pageSize=1e309&offset=NaN&type=%00&sort[]=1&from=yesterday&to=2026-13-45&currency=ZZZ&lang=xx';
const BODIES: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { amount: -1, currency: 'ZZZ', email: 'not-an-email', password: '', id: 'x', bonusId: -5, code: 'a'.repeat(5000) },
  { amount: '1e400', currency: 123, email: ['a@b.c'], page: { $gt: 1 }, limit: -10, ids: 'x', settings: [1, 2] },
  { amount: Number.MAX_SAFE_INTEGER + 2, value: Number.MAX_VALUE, timeZone: 'Mars/Olympus', date: '2026-02-30', dateOfBirth: '31/12/1990' },
  { __proto__: { isAdmin: true }, constructor: { prototype: { x: 1 } }, toString: 'x' },
  { deep: JSON.parse('['.repeat(200) + ']'.repeat(200)) },
  // PostgreSQL text cannot hold NUL.
  { email: 'a\u0000b@mail.test', code: '\u0000', currency: 'EUR\u0000', amount: 100, password: 'Secret#123\u0000', message: '\u0000' },
];

const pathWith = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

async function send(route: TRoute, opts: { url: string; body?: unknown; raw?: string; auth: boolean }) {
  const headers: Record<string, string> = { ...(opts.auth ? bearer(env.token) : {}) };
  const res = await env.t.app.inject({
    method: route.method,
    url: opts.url,
    remoteAddress: nextIp(),
    headers: opts.raw !== undefined || opts.body !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(opts.raw !== undefined ? { payload: opts.raw } : opts.body !== undefined ? { payload: JSON.stringify(opts.body) } : {}),
  });
  return res;
}

describe('every route, bad input', () => {
  it('answers with a 4xx and an error code (never a 500) and moves no money', async () => {
    const routes = routesOf(env.t.app).filter((r) => !SKIP.test(r.url));
    // The listing is the app's own: a format change that found nothing would make this test pass vacuously.
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.some((r) => r.url === '/api/user/sign-up' && r.method === 'POST')).toBe(true);
    const money = async () => ({
      transfers: (
        (await env.t.deps.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers`)) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
      ...(await ledgerInvariants(env.t.deps.db)),
    });
    const before = await money();
    const failures: string[] = [];
    for (const route of routes) {
      const urls = /[:*]/.test(route.url) ? ODD_PARAMS.map((v) => pathWith(route.url, v)) : [route.url];
      for (const auth of [false, true]) {
        for (const url of urls) {
          const cases: { body?: unknown; raw?: string; url: string }[] =
            route.method === 'GET' || route.method === 'DELETE'
              ? [{ url }, { url: `${url}?${ODD_QUERY}` }]
              : [...BODIES.map((body) => ({ body, url })), { raw: '{"amount": 1,', url }, { raw: '', url: `${url}?${ODD_QUERY}` }];
          for (const c of cases) {
            const res = await send(route, { ...c, auth });
            const label = `${route.method} ${c.url.slice(0, 80)} ${auth ? 'signed in' : 'guest'} ${c.raw !== undefined ? `raw ${JSON.stringify(c.raw)}` : JSON.stringify(c.body ?? null)?.slice(0, 60)}`;
            if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
            else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('application/json')) {
              const body = res.json() as { errorCode?: unknown; message?: unknown; status?: unknown };
              // The error format (spec §8): a code and a message key; the seamless-wallet API answers with its status.
              const isError = typeof body.errorCode === 'string' && typeof body.message === 'string';
              if (!isError && typeof body.status !== 'string')
                failures.push(`${label} → ${res.statusCode} without an error code: ${res.body.slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await money()).toEqual(before);
  }, 600_000);
});
