import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { bearer, newPlayer } from './accounts';
import { runOperatorCommand } from '../src/operator/commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('content calls', () => {
  it('serves the app settings of the default site with its mirror domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.theme).toBe('curacao');
    expect(data.navigationSystem).toBe('basic');
    expect(data.affiliateKeyQueryParameter).toBe('nxafk');
    expect(data.mirrorDomain.domainId).toBeTypeOf('number');
    expect(data.locales).toHaveLength(39);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists countries with phone codes and flags, and a phone-code list without AX or duplicates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/get-all-country' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const malta = data.countries.rows.find((c: { code: string }) => c.code === 'MT');
    expect(malta).toMatchObject({ name: 'Malta', phoneCode: '356', flag: '🇲🇹' });
    const codes = data.phoneCodes.map((p: { value: string }) => p.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(data.phoneCodes.some((p: { code: string }) => p.code === 'AX')).toBe(false);
    // A shared code belongs to its main country: +358 Finland (not Åland), +1 US, +44 GB, +7 RU.
    const owner = (code: string) => data.phoneCodes.find((p: { value: string }) => p.value === code).code;
    expect([owner('358'), owner('1'), owner('44'), owner('7')]).toEqual(['FI', 'US', 'GB', 'RU']);
  });

  it('lists currencies with exponents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/get-currencies' });
    const { data } = res.json();
    expect(data.currencies.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['EUR', 'USD', 'TRY', 'BTC']));
    expect(data.currencies.find((c: { code: string }) => c.code === 'BTC').exponent).toBe(8);
  });

  it('serves registration fields where 0 hides a field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/get-registration-fields' });
    const { data } = res.json();
    expect(data.mode).toBe('email');
    expect(data.fields.email).toBe(2); // optional field; email mode requires it anyway
    expect(data.fields.address).toBe(0);
  });

  /** `url` asked by a browser that takes gzip: compressed to under 1/`ratio` of `plain`, the same JSON once unzipped. */
  const expectGzipped = async (url: string, plain: { rawPayload: Buffer; json: () => unknown }, ratio: number) => {
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / ratio);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  };

  it('serves every locale, with cache busting accepted, and 404 for unknown ones', async () => {
    for (const lng of LOCALES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/core/casino/locales/${lng}.json?_v4=2026-06-15` });
      expect(res.statusCode, lng).toBe(200);
      expect(Object.keys(res.json()).length).toBeGreaterThan(10);
    }
    const hashed = await t.app.inject({ method: 'GET', url: '/api/core/casino/locales/en.json?_=abc123' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['content-encoding']).toBeUndefined();
    // Compressed for a browser that takes gzip: the same texts in about a quarter of the bytes.
    await expectGzipped('/api/core/casino/locales/en.json', hashed, 2);
    const refused = await t.app.inject({ method: 'GET', url: '/api/core/casino/locales/en.json', headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(hashed.json());
    const missing = await t.app.inject({ method: 'GET', url: '/api/core/casino/locales/xx.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('LOCALE_NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: '/api/core/casino/locales/..%2Fpackage.json' });
    expect(bad.statusCode).toBe(400);
  });

  it('compresses large JSON answers for clients that take gzip, and only those', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/admin/get-all-country' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1400);
    await expectGzipped('/api/admin/get-all-country', plain, 3);
    // Small answers stay as they are (one packet either way).
    const small = await t.app.inject({ method: 'GET', url: '/api/admin/get-location', headers: { 'accept-encoding': 'gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1400);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.location).toBeDefined();
  });

  it('looks up the country of an IP offline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/get-location', remoteAddress: '8.8.8.8' });
    expect(res.json().data.location).toMatchObject({ ip: '8.8.8.8', countryCode: 'US' });
    const local = await t.app.inject({ method: 'GET', url: '/api/admin/get-location' });
    expect(local.json().data.location.countryCode).toBeNull();
  });

  it('serves scripts by audience', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/core/casino/scripts?enableAuthUsers=true&enableDepositors=true&_=x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { key: string }) => s.key)).toContain('visit-counter');
    const bad = await t.app.inject({ method: 'GET', url: '/api/core/casino/scripts?enableAuthUsers=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('lets the operator add, change and remove tracking scripts for an audience (audited; bad input changes nothing)', async () => {
    const op = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-marketing' }, argv);
    const keys = async (query: string, token?: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/core/casino/scripts?${query}`, headers: token ? bearer(token) : {} })).json().data.map((s: { key: string }) => s.key);
    const before = (await op('scripts', 'list')).output;
    for (const bad of [
      ['set', 'Bad Key', 'name', 'x'],
      ['set', 'push', 'audience', 'robots'],
      ['set', 'push', 'isActive', 'maybe'],
      ['set', 'push', 'sortOrder', '1.5'],
      ['set', 'push', 'name', '   '],
      ['set', 'push', 'bodyEnd', 'x'.repeat(10_001)],
      ['set', 'push', 'key', 'other'],
      ['remove', 'nope'],
      ['show', 'nope'],
    ])
      expect((await op('scripts', ...bad)).exitCode, bad.join(' ').slice(0, 60)).not.toBe(0);
    expect((await op('scripts', 'list')).output).toBe(before);

    // A new key adds a script (for everyone until its audience is set).
    expect(await op('scripts', 'set', 'push', 'bodyEnd', '<script>window.__push=1</script>')).toMatchObject({ exitCode: 0 });
    expect(await keys('enableAuthUsers=true')).toContain('push');
    expect(await op('scripts', 'set', 'push', 'audience', 'user')).toMatchObject({ exitCode: 0 });
    expect(await op('scripts', 'set', 'push', 'name', 'Push notifications')).toMatchObject({ exitCode: 0 });
    expect(JSON.parse((await op('scripts', 'show', 'push')).output)).toMatchObject({ name: 'Push notifications', audience: 'user', bodyEnd: '<script>window.__push=1</script>', isActive: true });
    expect((await op('scripts', 'list')).output).toMatch(/^push\s+user\s+on\s+0\s+Push notifications/m);
    const p = await newPlayer(t);
    expect(await keys('enableAuthUsers=true')).not.toContain('push'); // a visitor
    expect(await keys('enableAuthUsers=true', p.token)).toContain('push');
    expect(await keys('enableAuthUsers=false', p.token)).not.toContain('push');
    expect(await op('scripts', 'set', 'push', 'isActive', 'false')).toMatchObject({ exitCode: 0 });
    expect(await keys('enableAuthUsers=true', p.token)).not.toContain('push');
    expect(await op('scripts', 'remove', 'push')).toMatchObject({ exitCode: 0 });
    expect((await op('scripts', 'list')).output).toBe(before);
    const audit = await t.handle.db.execute(sql`SELECT action, details FROM audit_log WHERE subject = 'push' AND actor = 'ops-marketing' ORDER BY id`);
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([...Array(4).fill('scripts.set'), 'scripts.remove']);
  });

  it('answers unknown API paths with NOT_FOUND and malformed JSON with VALIDATION_ERROR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });
});
