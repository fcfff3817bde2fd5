import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INTERNAL_TOKEN_ENV, INTERNAL_TOKEN_HEADER, VISITOR_HOST_HEADER } from '@croupier/contracts/constants';
import { createTestApp, type TestApp } from './harness';
import { runOperatorCommand } from '../src/operator/commands';
import { DEMO_PLAYER } from '../src/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: {} });
  t.deps.operatorToken = undefined;
});
afterAll(async () => {
  await t.close();
});

const run = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-anna' }, argv);

describe('operator tool', () => {
  it('adjusts a balance with a mandatory reason, idempotent by --key, and shows balances and transfers', async () => {
    expect((await run('adjust', DEMO_PLAYER.email, '25.50', 'EUR')).exitCode).toBe(2);
    expect((await run('adjust', DEMO_PLAYER.email, '25.505', 'EUR', '--reason', 'x')).output).toMatch(/not a non-zero amount/);
    expect((await run('adjust', 'nobody@x.io', '1', 'EUR', '--reason', 'x')).output).toMatch(/No player/);
    // A typo'd currency would credit a currency nobody sees; an amount past the ledger's range crashed it.
    expect((await run('adjust', DEMO_PLAYER.email, '50', 'ERU', '--reason', 'x')).output).toBe('Unknown currency "ERU" (see: currencies list)');
    expect((await run('adjust', DEMO_PLAYER.email, '99999999999999999999', 'EUR', '--reason', 'x')).output).toMatch(/not a non-zero amount/);
    const r = await run('adjust', DEMO_PLAYER.email, '25.50', 'eur', '--reason', 'welcome gift', '--key', 'gift-1');
    expect(r).toMatchObject({ exitCode: 0 });
    expect(r.output).toMatch(/25\.50 cash/);
    // A repeat answers the first adjustment with the balances now; the key used for another adjustment is refused.
    expect((await run('adjust', DEMO_PLAYER.email, '25.50', 'EUR', '--reason', 'welcome gift', '--key', 'gift-1')).output).toMatch(/Already applied \(same --key\): .* now has 25\.50 cash, 0\.00 bonus EUR/);
    for (const other of [['26', 'EUR'], ['-25.50', 'EUR'], ['25.50', 'EUR', '--bonus'], ['25.50', 'USD']]) {
      const reused = await run('adjust', DEMO_PLAYER.email, ...other, '--reason', 'welcome gift', '--key', 'gift-1');
      expect(reused, other.join(' ')).toMatchObject({ exitCode: 2, output: 'Refused: KEY_REUSED (--key gift-1 was used for another adjustment; nothing moved)' });
    }
    expect((await run('adjust', DEMO_PLAYER.email, '-30', 'EUR', '--reason', 'too much')).output).toMatch(/INSUFFICIENT_FUNDS/);
    expect((await run('balance', DEMO_PLAYER.email)).output).toMatch(/EUR: cash 25\.50 {2}bonus 0\.00/);
    const transfers = await run('transfers', DEMO_PLAYER.email);
    expect(transfers.output).toMatch(/adjustment\s+posted\s+25\.50 EUR {2}"welcome gift" by ops-anna/);
  });

  it('reads and validates site settings', async () => {
    expect((await run('settings', 'set', 'theme', 'purple')).output).toMatch(/Invalid setting/);
    expect((await run('settings', 'set', 'nope', '1')).output).toMatch(/Unknown setting/);
    expect((await run('settings', 'set', 'navigationSystem', 'panel')).exitCode).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(res.json().data.navigationSystem).toBe('panel');
    expect(JSON.parse((await run('settings', 'get', 'navigationSystem')).output)).toBe('panel');
    await run('settings', 'set', 'navigationSystem', 'basic');
  });

  it('sets a site’s registration configs (validated, audited), which the settings and sign-up then follow', async () => {
    expect((await run('settings', 'registration', '[{"country":null,"windows":[{"from":"25:00"}]}]')).output).toMatch(/Invalid registration configs/);
    expect((await run('settings', 'registration', 'not json')).output).toMatch(/JSON/);
    expect((await run('settings', 'registration', '[]', '--domain', 'nowhere.example')).output).toMatch(/No site/);
    // Closed all day except a window that has passed (the test clock's day).
    const now = t.clock.now();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const closed = [{ country: null, windows: [{ from: hhmm(new Date(now.getTime() - 3 * 3600_000)), to: hhmm(new Date(now.getTime() - 2 * 3600_000)), deviceType: 'any' }] }];
    const set = await run('settings', 'registration', JSON.stringify(closed));
    expect(set.exitCode, set.output).toBe(0);
    expect(JSON.parse((await run('settings', 'registration')).output)).toEqual(closed);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2' })).json().data;
    expect(settings.mirrorDomain.settings.registrationConfigs).toEqual(closed);
    const signUp = await t.app.inject({ method: 'POST', url: '/api/user/sign-up', payload: { email: `closed.${Date.now()}@mail.test`, password: 'Secret#123', dateOfBirth: '1990-05-05', countryCode: 'MT', currencyCode: 'EUR', termsAccepted: true } });
    expect(signUp.json()).toMatchObject({ errorCode: 'REGISTRATION_CLOSED' });
    expect((await run('settings', 'registration', '[]')).exitCode).toBe(0);
    const audit = await t.deps.db.execute(sql`SELECT actor FROM audit_log WHERE action = 'settings.registration'`);
    expect((audit as unknown as { rows: { actor: string }[] }).rows.map((r) => r.actor)).toEqual(['ops-anna', 'ops-anna']);
  });

  it('adds mirror domains with their own settings: each host gets its site, unknown hosts the default one', async () => {
    const domain = `mirror${Date.now()}.example`;
    const settingsOf = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2', headers: { host } })).json().data;
    expect((await run('sites', 'add', 'https://x.example/')).output).toMatch(/not a domain name/);
    expect((await run('sites', 'add', 'x.example:8080')).output).toMatch(/not a domain name/);
    expect((await run('sites', 'add', domain, '--from', 'nowhere.example')).output).toMatch(/No site/);
    const added = await run('sites', 'add', domain.toUpperCase());
    expect(added.exitCode, added.output).toBe(0);
    expect((await run('sites', 'add', domain)).output).toMatch(/exists already/);
    // The mirror starts as a copy of the default site, then goes its own way.
    expect((await settingsOf(domain)).brandName).toBe((await settingsOf('localhost')).brandName);
    expect((await run('settings', 'set', 'brandName', 'Mirror Palace', '--domain', domain)).exitCode).toBe(0);
    expect((await run('settings', 'set', 'brandName', 'x', '--domain', 'nowhere.example')).output).toMatch(/No site/);
    expect(JSON.parse((await run('settings', 'get', 'brandName', '--domain', domain)).output)).toBe('Mirror Palace');
    expect((await run('settings', 'get', 'nope')).output).toMatch(/Unknown setting/);
    const mirror = await settingsOf(`${domain}:443`);
    expect(mirror).toMatchObject({ brandName: 'Mirror Palace', mirrorDomain: { url: domain } });
    // A page's server render asks for the visitor's host (web lib/server-api.ts), vouched for by the internal token.
    const internal = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/core/casino/settings2', headers: { host: '127.0.0.1', [VISITOR_HOST_HEADER]: domain, ...headers } });
    process.env[INTERNAL_TOKEN_ENV] = 'internal-token-for-the-test';
    try {
      expect((await internal({ [INTERNAL_TOKEN_HEADER]: 'internal-token-for-the-test' })).json().data.brandName).toBe('Mirror Palace');
      expect((await internal({ [INTERNAL_TOKEN_HEADER]: 'guessed' })).json().data.brandName).not.toBe('Mirror Palace');
      expect((await internal({})).json().data.brandName).not.toBe('Mirror Palace');
    } finally {
      delete process.env[INTERNAL_TOKEN_ENV];
    }
    // X-Forwarded-Host from a sender TRUST_PROXY does not trust (here: nobody) counts for nothing (geo.test.ts: trusted).
    const forged = await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2', headers: { host: '127.0.0.1', 'x-forwarded-host': domain } });
    expect(forged.json().data.brandName).not.toBe('Mirror Palace');
    expect((await settingsOf('localhost')).brandName).not.toBe('Mirror Palace');
    expect((await settingsOf('unknown.example')).mirrorDomain.url).toBe('localhost');
    // Login after sign-up is the mirror's own: off there, a new player gets no access token.
    expect((await run('sites', 'login-after-sign-up', domain, 'maybe')).exitCode).toBe(2);
    expect((await run('sites', 'login-after-sign-up', domain, 'off')).exitCode).toBe(0);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-up',
      headers: { host: domain },
      payload: { email: `mirror.${Date.now()}@mail.test`, password: 'Secret#123', dateOfBirth: '1990-05-05', countryCode: 'MT', currencyCode: 'EUR', termsAccepted: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.json().data.accessToken).toBeNull();
    const list = (await run('sites', 'list')).output;
    expect(list).toMatch(/localhost {2}\(default\)/);
    expect(list).toMatch(new RegExp(`${domain.replace(/\./g, '\\.')} {2}players 1 {2}login after sign-up off`));
    const audit = await t.deps.db.execute(sql`SELECT action, subject FROM audit_log WHERE subject = ${domain} OR details->>'domain' = ${domain} ORDER BY id`);
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual(['sites.add', 'settings.set', 'sites.login-after-sign-up']);
    // A mirror players signed up on stays (their records keep it); the default site always stays.
    expect((await run('sites', 'remove', domain)).output).toMatch(/1 player signed up .* so it stays/);
    expect((await run('sites', 'remove', 'localhost')).output).toMatch(/default site/);
  });

  it('removes a mirror no player signed up on: its host gets the default site again; audited with what it had', async () => {
    const domain = `gone${Date.now()}.example`;
    const settingsOf = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/core/casino/settings2', headers: { host } })).json().data;
    expect((await run('sites', 'add', domain)).exitCode).toBe(0);
    expect((await run('settings', 'set', 'brandName', 'Gone Palace', '--domain', domain)).exitCode).toBe(0);
    expect((await settingsOf(domain)).brandName).toBe('Gone Palace');
    expect((await run('sites', 'remove')).exitCode).toBe(2);
    expect((await run('sites', 'remove', 'nowhere.example')).output).toMatch(/No site/);
    const removed = await run('sites', 'remove', domain.toUpperCase());
    expect(removed.exitCode, removed.output).toBe(0);
    expect(await settingsOf(domain)).toMatchObject({ mirrorDomain: { url: 'localhost' } });
    expect((await settingsOf(domain)).brandName).not.toBe('Gone Palace');
    expect((await run('sites', 'list')).output).not.toContain(domain);
    expect((await run('sites', 'remove', domain)).output).toMatch(/No site/);
    const audit = await t.deps.db.execute(sql`SELECT details FROM audit_log WHERE action = 'sites.remove' AND subject = ${domain}`);
    const rows = (audit as unknown as { rows: { details: { settings: { brandName: string } } }[] }).rows;
    expect(rows.map((r) => r.details.settings.brandName)).toEqual(['Gone Palace']);
    // The domain can be added again later.
    expect((await run('sites', 'add', domain)).exitCode).toBe(0);
  });

  it('settings set at the same time on different keys keep both changes (no lost update)', async () => {
    const results = await Promise.all([
      run('settings', 'set', 'inactivitySessionTimeout', '7'),
      run('settings', 'set', 'navigationSystem', 'panel'),
      run('settings', 'set', 'singleSessionPerPlayer', 'true'),
    ]);
    expect(results.map((r) => r.exitCode)).toEqual([0, 0, 0]);
    expect(JSON.parse((await run('settings', 'get', 'inactivitySessionTimeout')).output)).toBe(7);
    expect(JSON.parse((await run('settings', 'get', 'navigationSystem')).output)).toBe('panel');
    expect(JSON.parse((await run('settings', 'get', 'singleSessionPerPlayer')).output)).toBe(true);
    await run('settings', 'set', 'inactivitySessionTimeout', '30');
    await run('settings', 'set', 'navigationSystem', 'basic');
    await run('settings', 'set', 'singleSessionPerPlayer', 'false');
  });

  it('has no remote door without an operator token, and refuses a wrong token', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/operator/run', payload: { argv: ['help'], actor: 'x' } });
    expect(none.statusCode).toBe(404);
    const t2 = await createTestApp();
    try {
      t2.deps.operatorToken = 'tok';
      // The token is read when routes are registered: build a second app with one.
      const { buildApp } = await import('../src/app');
      const app = await buildApp({ ...t2.deps, operatorToken: 'operator-token-123', outbox: undefined });
      const bad = await app.inject({ method: 'POST', url: '/api/operator/run', headers: { 'x-operator-token': 'wrong' }, payload: { argv: ['help'], actor: 'x' } });
      expect(bad.statusCode).toBe(403);
      const good = await app.inject({ method: 'POST', url: '/api/operator/run', headers: { 'x-operator-token': 'operator-token-123' }, payload: { argv: ['balance', DEMO_PLAYER.email], actor: 'x' } });
      expect(good.json().data).toMatchObject({ exitCode: 0 });
      await app.close();
    } finally {
      await t2.close();
    }
  });
});
