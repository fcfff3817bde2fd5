import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { ZCaptchaChallenge, ZLinkedAccount } from '@croupier/contracts';
import { eventLog } from '@croupier/db';
import { DEMO_LINKED_ACCOUNT_UUID } from '../src/seed';
import { createTestApp, type TestApp } from './harness';
import { bearer, newPlayer, nextIp, signUp } from './accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const lastEvent = async () => (await t.handle.db.select().from(eventLog).orderBy(desc(eventLog.id)).limit(1))[0];
const eventCount = async () => (await t.handle.db.select({ n: count() }).from(eventLog))[0]!.n;

describe('GET /api/user/linked-account/:uuid', () => {
  it('answers the linked data, validates the uuid, and is gone once consumed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/linked-account/${DEMO_LINKED_ACCOUNT_UUID.toUpperCase()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZLinkedAccount.parse(res.json().data)).toMatchObject({
      linkedAccountUuid: DEMO_LINKED_ACCOUNT_UUID,
      email: 'linked.player@croupier.local',
      firstName: 'Lina',
      phoneCode: '351',
      dateOfBirth: '1988-09-03',
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/linked-account/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { uuid: 'form.validation.invalid.format' } });
    const missing = await t.app.inject({ method: 'GET', url: '/api/user/linked-account/11111111-2222-4333-8444-555555555555' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorCode: 'LINKED_ACCOUNT_NOT_FOUND', message: 'error.linked.not.found' });

    expect((await signUp(t, { email: null, linkAccount: true, linkedAccountUuid: DEMO_LINKED_ACCOUNT_UUID })).statusCode).toBe(200);
    const consumed = await t.app.inject({ method: 'GET', url: `/api/user/linked-account/${DEMO_LINKED_ACCOUNT_UUID}` });
    expect(consumed.statusCode).toBe(404);
    expect(consumed.json().errorCode).toBe('LINKED_ACCOUNT_NOT_FOUND');
  });
});

describe('POST /api/user/log-event', () => {
  it('logs anonymous and signed-in events with their marketing fields', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/user/log-event',
      remoteAddress: nextIp(),
      payload: { event: 'ALTERNATIVE_METHOD_BUTTON', data: { method: 'visa' }, mkt: 'fb', userDeviceType: 'mobile', cpncToSent: 'c1' },
    });
    expect(anon.statusCode, anon.body).toBe(200);
    expect(anon.json()).toEqual({ data: { ok: true } });
    expect(await lastEvent()).toMatchObject({
      userId: null,
      event: 'ALTERNATIVE_METHOD_BUTTON',
      data: { data: { method: 'visa' }, mkt: 'fb', userDeviceType: 'mobile', cpnc: 'c1' },
    });
    expect((await lastEvent())!.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    const p = await newPlayer(t);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/user/log-event',
      headers: bearer(p.token),
      payload: { event: 'PAGE_VIEW', data: {} },
    });
    expect(signed.statusCode).toBe(200);
    expect((await lastEvent())!.userId).toBe(p.userId);
  });

  it('refuses bad events with VALIDATION_ERROR and logs nothing', async () => {
    const before = await eventCount();
    for (const payload of [
      { event: 'x'.repeat(65), data: {} },
      { event: '', data: {} },
      { data: {} },
      { event: 'E', data: 'not an object' },
      { event: 'E', data: { big: 'x'.repeat(9000) } },
      { event: 'E', data: {}, mkt: 'x'.repeat(300) },
    ]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/user/log-event', payload, remoteAddress: nextIp() });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await eventCount()).toBe(before);
  });

  it('is rate limited per IP', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await t.app.inject({ method: 'POST', url: '/api/user/log-event', payload: { event: 'SPAM', data: {} }, remoteAddress: ip }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/user/country-blocked', () => {
  it('logs the report as COUNTRY_BLOCKED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/country-blocked',
      remoteAddress: '8.8.8.8',
      payload: { ip: '8.8.8.8', country: 'US', firstUrl: 'https://croupier.test/casino?at=eyJ.secret.sig' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await lastEvent()).toMatchObject({
      event: 'COUNTRY_BLOCKED',
      userId: null,
      data: { ip: '8.8.8.8', country: 'US', firstUrl: 'https://croupier.test/casino', requestIp: '8.8.8.8' },
    });
    const before = await eventCount();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/country-blocked',
      payload: { ip: 'x'.repeat(100) },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await eventCount()).toBe(before);
  });
});

describe('GET /api/user/captcha', () => {
  it('serves a signed ALTCHA challenge whose salt expires', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/captcha', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const c = ZCaptchaChallenge.parse(res.json().data);
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
    const expires = Number(c.salt.split('expires=')[1]);
    expect(expires).toBe(Math.floor(t.clock.now().getTime() / 1000) + 600);
  });
});
