import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventLog } from '@croupier/db';
import { INTERNAL_TOKEN_ENV, INTERNAL_TOKEN_HEADER, LOCATION_VERIFIED_COOKIE, VISITOR_IP_HEADER } from '@croupier/contracts/constants';
import { createTestApp, type TestApp } from './harness';
import { bearer, patchSettings, signUpBody } from './accounts';
import { cardDeposit, cashierPlayer } from './cashier-helpers';
import { isExcludedPlace, isPlaceBlocked, isWhitelistedIp } from '../src/modules/geo/location-rule';
import { networkOf, readVerifiedLocation, signVerifiedLocation } from '../src/modules/geo/verified-location-cookie';
import { countryAt } from '../src/modules/geo/reverse-geocode';
import { loadConfig } from '../src/platform/config';
import { hostOf, proxyTrust } from '../src/platform/request';
import { runOperatorCommand } from '../src/operator/commands';

// Spec §4 country block: the rule, the offline reverse lookup, the verified location and what follows from it.

const US_IP = '8.8.8.8'; // US in the bundled DB-IP database
const OTHER_US_IP = '8.8.4.4';
const MALTA = { latitude: 35.9, longitude: 14.51 };
const NEW_YORK = { latitude: 40.7, longitude: -74 };

describe('the rule', () => {
  const settings = { excludedCountryCodeList: ['us', 'FR'], whitelistedIPs: ['203.0.113.9'] };
  it('an excluded country (any case), or Germany with subdivision ST, whatever the list says', () => {
    expect(isExcludedPlace(settings, 'US')).toBe(true);
    expect(isExcludedPlace(settings, 'fr')).toBe(true);
    expect(isExcludedPlace(settings, 'MT')).toBe(false);
    expect(isExcludedPlace(settings, null)).toBe(false);
    expect(isExcludedPlace(settings, 'DE', [{ isoCode: 'ST' }])).toBe(true);
    expect(isExcludedPlace(settings, 'DE', [{ isoCode: 'DE-ST' }])).toBe(true);
    expect(isExcludedPlace(settings, 'DE', [{ isoCode: 'BE' }])).toBe(false);
    expect(isExcludedPlace(settings, 'AT', [{ isoCode: 'ST' }])).toBe(false); // Styria is not Saxony-Anhalt
  });
  it('a whitelisted IP (also as an IPv4-mapped address) or a verified allowed place is not blocked', () => {
    const place = { ip: '203.0.113.9', ipCountry: 'US', subdivisions: [], verifiedCountry: null };
    expect(isWhitelistedIp(settings, '::ffff:203.0.113.9')).toBe(true);
    expect(isPlaceBlocked(settings, place)).toBe(false);
    expect(isPlaceBlocked(settings, { ...place, ip: '198.51.100.1' })).toBe(true);
    expect(isPlaceBlocked(settings, { ...place, ip: '198.51.100.1', verifiedCountry: 'MT' })).toBe(false);
    expect(isPlaceBlocked(settings, { ...place, ip: '198.51.100.1', verifiedCountry: 'FR' })).toBe(true);
  });
  it('the verified-location cookie holds for its IP until it expires, and cannot be forged', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const expiresAt = new Date('2026-07-01T10:00:00Z');
    const value = signVerifiedLocation('s'.repeat(32), { ip: '198.51.100.1', countryCode: 'MT', expiresAt });
    expect(readVerifiedLocation('s'.repeat(32), value, '198.51.100.1', now)).toBe('MT');
    expect(readVerifiedLocation('s'.repeat(32), value, '::ffff:198.51.100.1', now)).toBe('MT');
    expect(readVerifiedLocation('s'.repeat(32), value, '198.51.100.2', now)).toBeNull();
    expect(readVerifiedLocation('s'.repeat(32), value, '198.51.100.1', expiresAt)).toBeNull();
    expect(readVerifiedLocation('t'.repeat(32), value, '198.51.100.1', now)).toBeNull();
    expect(readVerifiedLocation('s'.repeat(32), value.replace('MT.', 'GB.'), '198.51.100.1', now)).toBeNull();
    // Bound to the network: an IPv6 /64 keeps it while the device's temporary addresses change.
    const v6 = signVerifiedLocation('s'.repeat(32), { ip: '2001:db8:aa:bb:1111:2222:3333:4444', countryCode: 'MT', expiresAt });
    expect(readVerifiedLocation('s'.repeat(32), v6, '2001:db8:aa:bb::9', now)).toBe('MT');
    expect(readVerifiedLocation('s'.repeat(32), v6, '2001:db8:aa:cc::9', now)).toBeNull();
    expect(readVerifiedLocation('s'.repeat(32), `${value}.extra`, '198.51.100.1', now)).toBeNull();
    for (const bad of ['', 'MT', 'MT.1.', 'mt.9999999999.x', '..', 'MT.9999999999.' + 'A'.repeat(43)]) {
      expect(readVerifiedLocation('s'.repeat(32), bad, '198.51.100.1', now)).toBeNull();
    }
  });
});

describe('networkOf', () => {
  it('is the IPv4 address, or the /64 of an IPv6 address in one spelling', () => {
    expect(networkOf('198.51.100.1')).toBe('198.51.100.1');
    expect(networkOf('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(networkOf('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(networkOf('2001:0db8:00aa:00bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('offline reverse lookup', () => {
  it('finds the country, or the territory with its own code, at a position; none at sea', async () => {
    expect(await countryAt(MALTA.latitude, MALTA.longitude)).toBe('MT');
    expect(await countryAt(52.52, 13.4)).toBe('DE');
    expect(await countryAt(NEW_YORK.latitude, NEW_YORK.longitude)).toBe('US');
    expect(await countryAt(36.14, -5.35)).toBe('GI');
    expect(await countryAt(12.17, -68.99)).toBe('CW');
    expect(await countryAt(30, -30)).toBeNull();
  });
});

describe('the country block through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await patchSettings(t, { excludedCountryCodeList: ['US'], whitelistedIPs: [] });
  });

  const location = (remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/get-location', remoteAddress, headers: cookie ? { cookie } : {} });
  const verify = (remoteAddress: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/verify-location', remoteAddress, payload: payload as object });
  const cookieOf = (res: Awaited<ReturnType<typeof verify>>) => res.cookies.find((c) => c.name === LOCATION_VERIFIED_COOKIE);

  it('get-location says whether the visitor is blocked: excluded country, unless the IP is whitelisted', async () => {
    expect((await location(US_IP)).json().data.location).toMatchObject({ countryCode: 'US', isBlocked: true, verifiedCountryCode: null });
    expect((await location('127.0.0.1')).json().data.location).toMatchObject({ countryCode: null, isBlocked: false });
    await patchSettings(t, { whitelistedIPs: [US_IP] });
    expect((await location(US_IP)).json().data.location.isBlocked).toBe(false);
    // The whitelist decides on the server and is not published with the settings.
    const settings = (await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2' })).json().data;
    expect(settings.excludedCountryCodeList).toEqual(['US']);
    expect(settings).not.toHaveProperty('whitelistedIPs');
    await patchSettings(t, { whitelistedIPs: [], excludedCountryCodeList: [] });
    expect((await location(US_IP)).json().data.location.isBlocked).toBe(false);
  });

  it('a position in an excluded country keeps the block; an allowed one clears it for that IP only', async () => {
    const still = await verify(US_IP, NEW_YORK);
    expect(still.statusCode).toBe(200);
    expect(still.json().data).toEqual({ countryCode: 'US', isBlocked: true });
    expect(cookieOf(still)?.value ?? '').toBe(''); // no verification (an earlier one would be cleared)

    const cleared = await verify(US_IP, MALTA);
    expect(cleared.json().data).toEqual({ countryCode: 'MT', isBlocked: false });
    const cookie = cookieOf(cleared)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    const header = `${LOCATION_VERIFIED_COOKIE}=${cookie.value}`;
    expect((await location(US_IP, header)).json().data.location).toMatchObject({ countryCode: 'US', isBlocked: false, verifiedCountryCode: 'MT' });
    // Another IP (another network) must verify again; a forged cookie counts for nothing.
    expect((await location(OTHER_US_IP, header)).json().data.location).toMatchObject({ isBlocked: true, verifiedCountryCode: null });
    expect((await location(US_IP, `${LOCATION_VERIFIED_COOKIE}=MT.9999999999.forged`)).json().data.location.isBlocked).toBe(true);
    // A later position in an excluded country takes the verification back.
    const back = await verify(US_IP, NEW_YORK);
    expect(back.json().data.isBlocked).toBe(true);
    expect(cookieOf(back)).toMatchObject({ value: '' });

    const logged = await t.deps.db.select().from(eventLog).where(and(eq(eventLog.event, 'LOCATION_VERIFIED')));
    expect(logged.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { ip: US_IP, ipCountry: 'US', foundCountry: 'MT', isBlocked: false, latitude: 35.9, longitude: 14.51 },
        { ip: US_IP, ipCountry: 'US', foundCountry: 'US', isBlocked: true, latitude: 40.7, longitude: -74 },
      ]),
    );
  });

  it('a position at sea finds nothing and changes nothing; a bad position is a validation error', async () => {
    expect((await verify(US_IP, { latitude: 30, longitude: -30 })).json().data).toEqual({ countryCode: null, isBlocked: true });
    for (const bad of [{ latitude: 91, longitude: 0 }, { latitude: 0, longitude: -181 }, { latitude: '35', longitude: 14 }, {}]) {
      const res = await verify(US_IP, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
  });

  it('sign-up and deposits follow the verified place', async () => {
    const signUp = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/sign-up', payload: signUpBody(), remoteAddress: US_IP, headers: cookie ? { cookie } : {} });
    expect((await signUp()).json()).toMatchObject({ errorCode: 'REGISTRATION_COUNTRY_BLOCKED' });
    const cookie = `${LOCATION_VERIFIED_COOKIE}=${cookieOf(await verify(US_IP, MALTA))!.value}`;
    expect((await signUp(cookie)).statusCode).toBe(200);

    const p = await cashierPlayer(t);
    const deposit = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/user/deposit', payload: cardDeposit('25'), remoteAddress: US_IP, headers: { ...bearer(p.token), ...headers } });
    expect((await deposit({})).json()).toMatchObject({ errorCode: 'DEPOSIT_COUNTRY_BLOCK' });
    expect((await deposit({ cookie })).statusCode).toBe(200);
    // The cashier cannot open for deposits from there (§8); withdrawals stay open.
    const payments = (mode: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/admin/get-payments?mode=${mode}`, remoteAddress: US_IP, headers: { ...bearer(p.token), ...headers } });
    const closed = await payments('deposit');
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ errorCode: 'DEPOSIT_COUNTRY_BLOCK', message: 'error.deposit.country.block' });
    expect((await payments('withdrawal')).statusCode).toBe(200);
    expect((await payments('deposit', { cookie })).json().data.payments.length).toBeGreaterThan(0);
  });
});

describe("the visitor's address behind a proxy (TRUST_PROXY)", () => {
  it('parses off, any, a hop count or a list of proxies', () => {
    const of = (v?: string) => loadConfig({ NODE_ENV: 'test', ...(v === undefined ? {} : { TRUST_PROXY: v }) }, { requireSecrets: false }).trustProxy;
    expect(of()).toBe(false);
    expect(of('true')).toBe(true);
    expect(of('1')).toBe(1);
    expect(of('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('X-Forwarded-For counts only from a trusted proxy: a visitor cannot choose their own address', async () => {
    const t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      await patchSettings(t, { excludedCountryCodeList: ['US'] });
      const from = (remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/api/admin/get-location', remoteAddress, headers: { 'x-forwarded-for': US_IP } });
      expect((await from('127.0.0.1')).json().data.location).toMatchObject({ ip: US_IP, isBlocked: true });
      expect((await from('203.0.113.7')).json().data.location).toMatchObject({ ip: '203.0.113.7', isBlocked: false });
      // A forged header in front of what the proxy appended: the proxy's entry (the last) is the visitor.
      const forged = await t.app.inject({ method: 'GET', url: '/api/admin/get-location', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `203.0.113.7, ${US_IP}` } });
      expect(forged.json().data.location).toMatchObject({ ip: US_IP, isBlocked: true });
    } finally {
      await t.close();
    }
    // A page's server-side call carries the visitor's address with this process's internal token; without the token
    // (a visitor calling the API directly) the header counts for nothing.
    const app = await createTestApp();
    process.env[INTERNAL_TOKEN_ENV] = 'internal-token-for-the-test';
    try {
      await patchSettings(app, { excludedCountryCodeList: ['US'] });
      const call = (headers: Record<string, string>) =>
        app.app.inject({ method: 'GET', url: '/api/admin/get-location', remoteAddress: '127.0.0.1', headers: { [VISITOR_IP_HEADER]: US_IP, ...headers } });
      expect((await call({ [INTERNAL_TOKEN_HEADER]: 'internal-token-for-the-test' })).json().data.location).toMatchObject({ ip: US_IP, isBlocked: true });
      expect((await call({ [INTERNAL_TOKEN_HEADER]: 'guessed' })).json().data.location).toMatchObject({ ip: '127.0.0.1', isBlocked: false });
      expect((await call({})).json().data.location.ip).toBe('127.0.0.1');
    } finally {
      delete process.env[INTERNAL_TOKEN_ENV];
      await app.close();
    }
    const hop = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const res = await hop.app.inject({ method: 'GET', url: '/api/admin/get-location', remoteAddress: '198.51.100.1', headers: { 'x-forwarded-for': `203.0.113.7, ${US_IP}` } });
      expect(res.json().data.location.ip).toBe(US_IP);
    } finally {
      await hop.close();
    }
  });
  it('X-Forwarded-Host counts only from a trusted proxy: a visitor cannot choose another mirror domain and its rules', async () => {
    const t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const mirror = `m${Date.now()}.mirror.test`;
      const ops = { db: t.deps.db, clock: t.clock, actor: 'test' };
      expect((await runOperatorCommand(ops, ['sites', 'add', mirror])).exitCode).toBe(0);
      expect((await runOperatorCommand(ops, ['settings', 'set', 'brandName', 'Proxied Palace', '--domain', mirror])).exitCode).toBe(0);
      const brandFrom = async (remoteAddress: string, forwarded: string) =>
        (await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2', remoteAddress, headers: { host: '127.0.0.1:3000', 'x-forwarded-host': forwarded } })).json().data.brandName;
      expect(await brandFrom('127.0.0.1', mirror)).toBe('Proxied Palace');
      expect(await brandFrom('127.0.0.1', `${mirror}:443`)).toBe('Proxied Palace');
      expect(await brandFrom('203.0.113.7', mirror)).not.toBe('Proxied Palace');
      // The proxy appends what it saw: the last entry is the proxy's, a visitor's forged one before it counts for nothing.
      expect(await brandFrom('127.0.0.1', `${mirror}, localhost`)).not.toBe('Proxied Palace');
      expect(await brandFrom('127.0.0.1', `localhost, ${mirror}`)).toBe('Proxied Palace');
    } finally {
      await t.close();
    }
    // The socket's handshake reads the host by the same rule (platform/realtime.ts).
    const behind = proxyTrust(['10.0.0.0/8']);
    expect(hostOf({ host: 'a.test', 'x-forwarded-host': 'b.test' }, '10.1.2.3', behind)).toBe('b.test');
    expect(hostOf({ host: 'a.test', 'x-forwarded-host': 'b.test' }, '::ffff:10.1.2.3', behind)).toBe('b.test');
    expect(hostOf({ host: 'a.test', 'x-forwarded-host': 'b.test' }, '203.0.113.7', behind)).toBe('a.test');
    expect(hostOf({ host: 'a.test', 'x-forwarded-host': 'b.test' }, '10.1.2.3', proxyTrust(false))).toBe('a.test');
    expect(hostOf({ host: 'a.test', 'x-forwarded-host': 'b.test' }, '203.0.113.7', proxyTrust(1))).toBe('b.test');
    expect(hostOf({ host: 'a.test', 'x-forwarded-host': 'bad host/<x>' }, '10.1.2.3', behind)).toBe('a.test');
    expect(hostOf({}, undefined, behind)).toBe('localhost');
  });
});
