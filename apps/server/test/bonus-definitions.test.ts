import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BONUS_PAGE_SIZE, ZGetAllBonusResponse, type TBonusRow } from '@croupier/contracts';
import { auditLog, playerPaymentStats, users } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer, newPlayer } from './accounts';
import { runOperatorCommand } from '../src/operator/commands';
import { defineBonus } from './bonus-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/get-all-bonus?${new URLSearchParams(query)}`, headers });
  expect(res.statusCode).toBe(200);
  return ZGetAllBonusResponse.parse(res.json()).data.bonus;
};
const ids = (rows: TBonusRow[]) => rows.map((r) => r.bonusId);
const run = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-bonus' }, argv);

describe('GET /api/admin/get-all-bonus', () => {
  it('lists the seeded catalogue with the sample welcome offer (spec §9) and banner.bannerTitle', async () => {
    // 2026-06-15 is a Monday, 12:00 UTC.
    const bonus = await list({ currencyCode: 'EUR', countryCode: 'MT' });
    expect(bonus.count).toBe(bonus.rows.length);
    const welcome = bonus.rows.find((r) => r.bonusId === 'welcome-1000')!;
    expect(welcome).toMatchObject({
      type: 'DEPOSIT',
      isDeposit: true,
      percent: 100,
      maxBonus: 1000,
      minDeposit: 100,
      freeSpins: 100,
      depositNumber: 1,
      currency: 'EUR',
      wageringType: 'REAL_TO_FUN',
    });
    expect(welcome.banner.bannerTitle).toBe('Welcome offer: up to €1,000 + 100 free spins');
    expect(welcome.terms).toContain('plus 100 free spins (€0.20 each) on Golden Scarab. Minimum deposit €100.');
    // Not listed: the weekend reload on a Monday, happy hour at noon, the coupon bonus without its code, rakeback.
    expect(ids(bonus.rows)).not.toContain('weekend-reload');
    expect(ids(bonus.rows)).not.toContain('happy-hour');
    expect(ids(bonus.rows)).not.toContain('spring-coupon');
    expect(ids(bonus.rows)).not.toContain('rakeback-ngr');
  });

  it("writes a text's amounts in the viewer's currency and language (one text for every currency)", async () => {
    const title = async (query: Record<string, string>) => (await list(query)).rows.find((r) => r.bonusId === 'welcome-1000')!.banner.bannerTitle;
    expect(await title({ currencyCode: 'TRY', language: 'tr' })).toContain('₺40.000');
    expect(await title({ currencyCode: 'EUR', language: 'de' })).toContain('1.000\u00a0€');
    expect(await title({ currencyCode: 'USDT' })).toBe('Welcome offer: up to 1,000 USDT + 100 free spins');
    // A signed-in player's My bonuses and the cashier's bonus choice title it in the player's currency too.
    const p = await newPlayer(t, { currencyCode: 'INR' });
    const choice = (await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses?currencyCode=INR', headers: bearer(p.token) })).json().data;
    expect(choice.rows.find((r: { bonusId: string }) => r.bonusId === 'welcome-1000').title).toBe('Welcome offer: up to ₹90,000 + 100 free spins');
  });

  it("refuses a definition whose text names an amount it does not have, or no amount at all", async () => {
    const base = { type: 'NO_DEPOSIT' as const, amounts: { EUR: { fixedAmount: '1000' } } };
    await expect(defineBonus(t.deps.db, { ...base, content: { en: { bannerTitle: '{fixedAmount} free' } } })).resolves.toBeTruthy();
    await expect(defineBonus(t.deps.db, { ...base, content: { en: { bannerTitle: '{fixedAmount} free, max bet {maxBet}' } } })).rejects.toThrow(/\{maxBet\} is in the texts but has no amount in EUR/);
    await expect(defineBonus(t.deps.db, { ...base, content: { en: { bannerTitle: 'Up to {maximum}' } } })).rejects.toThrow(/\{maximum\} is not an amount/);
  });

  it('filters by type, isDeposit, currency, country and coupon code; pages with limit/pageNo (default 24)', async () => {
    expect(ids((await list({ type: 'FREE_SPINS' })).rows)).toEqual(['free-spins-50']);
    const deposits = await list({ isDeposit: 'true' });
    expect(deposits.rows.every((r) => r.type === 'DEPOSIT')).toBe(true);
    expect((await list({ isDeposit: 'false' })).rows.some((r) => r.type === 'DEPOSIT')).toBe(false);
    // BTC has no amounts in the catalogue (except the rakeback percent).
    expect((await list({ currencyCode: 'BTC' })).count).toBe(0);
    expect(ids((await list({ type: 'RAKEBACK', currencyCode: 'BTC' })).rows)).toEqual(['rakeback-ngr']);
    expect(ids((await list({ cpnc: 'spring25' })).rows)).toContain('spring-coupon');
    const all = await list();
    const page2 = await list({ limit: '2', pageNo: '2' });
    expect(page2.count).toBe(all.count);
    expect(ids(page2.rows)).toEqual(ids(all.rows).slice(2, 4));
    expect(all.rows.length).toBeLessThanOrEqual(BONUS_PAGE_SIZE);
  });

  it('applies valid days and the daily window in the player time zone, and calendarDateTime / dayOfWeek', async () => {
    // Friday 2026-06-19 19:00 in Malta (UTC+2) is 17:00 UTC: weekend reload and happy hour both listed.
    const friday = await list({ calendarDateTime: '2026-06-19T17:00:00Z', timeZone: 'Europe/Malta' });
    expect(ids(friday.rows)).toEqual(expect.arrayContaining(['weekend-reload', 'happy-hour']));
    // Same instant in UTC is 17:00: before happy hour.
    expect(ids((await list({ calendarDateTime: '2026-06-19T17:00:00Z', timeZone: 'UTC' })).rows)).not.toContain('happy-hour');
    // Asking for Saturday lists that whole day (time windows not checked).
    const saturday = await list({ dayOfWeek: 'SAT' });
    expect(ids(saturday.rows)).toEqual(expect.arrayContaining(['weekend-reload', 'happy-hour']));
    expect(ids((await list({ dayOfWeek: '6' })).rows)).toContain('weekend-reload');
    // The reward calendar asks for today too (at noon, its weekday): today's evening happy hour is today's offer.
    const today = await list({ calendarDateTime: '2026-06-19T10:00:00Z', dayOfWeek: 'FRI', timeZone: 'UTC' });
    expect(ids(today.rows)).toContain('happy-hour');
    expect(ids((await list({ calendarDateTime: '2026-06-19T10:00:00Z', timeZone: 'UTC' })).rows)).not.toContain('happy-hour');
    // A time the calendar cannot hold is now (the last day of year 9999 was a 500).
    for (const calendarDateTime of ['9999-12-31T12:00:00Z', '+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z']) {
      expect((await list({ calendarDateTime, dayOfWeek: 'MON' })).rows.length).toBeGreaterThan(0);
    }
    // A bad time zone falls back to UTC instead of failing.
    expect((await list({ timeZone: 'Mars/Olympus' })).count).toBeGreaterThan(0);
  });

  it('a day asked for (the reward calendar) lists campaigns that run at any time of that local day', async () => {
    // (Campaigns in the week after the test clock's today, 15 June, so the other listings do not change.)
    // Saturday 2026-06-20 in Malta (UTC+2) runs from 19 June 22:00 to 20 June 22:00 UTC; the calendar asks at its noon.
    const evening = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', startsAt: '2026-06-20T16:00:00Z', amounts: { EUR: { fixedAmount: '100' } } });
    const morning = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', startsAt: '2026-06-19T00:00:00Z', endsAt: '2026-06-20T06:00:00Z', amounts: { EUR: { fixedAmount: '100' } } });
    const later = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', startsAt: '2026-06-20T22:00:00Z', amounts: { EUR: { fixedAmount: '100' } } });
    const over = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', startsAt: '2026-06-18T00:00:00Z', endsAt: '2026-06-19T22:00:00Z', amounts: { EUR: { fixedAmount: '100' } } });
    const saturday = ids((await list({ calendarDateTime: '2026-06-20T10:00:00Z', dayOfWeek: 'SAT', timeZone: 'Europe/Malta', limit: '100' })).rows);
    expect(saturday).toEqual(expect.arrayContaining([evening, morning]));
    expect(saturday).not.toContain(later);
    expect(saturday).not.toContain(over);
    // Without a day asked for, the offers of that moment: neither the evening's nor the morning's at noon.
    const noon = ids((await list({ calendarDateTime: '2026-06-20T10:00:00Z', timeZone: 'Europe/Malta', limit: '100' })).rows);
    expect(noon).not.toContain(evening);
    expect(noon).not.toContain(morning);
  });

  it('hides offers outside the registration window for a signed-in player and uses their country', async () => {
    const p = await newPlayer(t, { countryCode: 'DE' });
    const auth = bearer(p.token);
    expect(ids((await list({}, auth)).rows)).toContain('no-deposit-10');
    await t.deps.db.update(users).set({ createdAt: new Date('2026-05-01T00:00:00Z') }).where(eq(users.id, p.userId));
    expect(ids((await list({}, auth)).rows)).not.toContain('no-deposit-10');
  });

  it('a player past the deposit an offer is for (the first-deposit welcome offer, after a deposit) does not see it', async () => {
    const p = await newPlayer(t);
    const auth = bearer(p.token);
    expect(ids((await list({}, auth)).rows)).toContain('welcome-1000');
    await t.deps.db.insert(playerPaymentStats).values({ userId: p.userId, currency: 'EUR', depositCount: 1 });
    const after = ids((await list({}, auth)).rows);
    expect(after).not.toContain('welcome-1000');
    expect(after).toContain('no-deposit-10');
    // Guests still see it.
    expect(ids((await list({})).rows)).toContain('welcome-1000');
  });

  it('refuses malformed queries with VALIDATION_ERROR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/get-all-bonus?type=JACKPOT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/get-all-bonus?limit=0' })).statusCode).toBe(400);
  });
});

describe('operator: bonuses list|show|create|set', () => {
  it('lists and shows definitions', async () => {
    const l = await run('bonuses', 'list');
    expect(l.exitCode).toBe(0);
    expect(l.output).toMatch(/welcome-1000\s+DEPOSIT/);
    expect((await run('bonuses', 'list', '--type', 'rakeback')).output).toMatch(/rakeback-ngr/);
    const s = await run('bonuses', 'show', 'welcome-1000');
    expect(s.output).toMatch(/"percent": 100/);
    expect(s.output).toMatch(/EUR: maxBonus 1000\.00, minDeposit 100\.00, maxBet 5\.00, freeSpinBet 0\.20/);
    expect((await run('bonuses', 'show', 'nope')).exitCode).toBe(2);
  });

  it('creates a definition (validated, audited) and changes fields with set', async () => {
    const def = {
      bonusId: 'ops-test-bonus',
      type: 'NO_DEPOSIT',
      content: { en: { bannerTitle: 'Ops test' } },
      wagerMultiplier: 10,
      amounts: { EUR: { fixedAmount: '500', maxBet: '200' } },
    };
    expect((await run('bonuses', 'create', '--json', JSON.stringify({ ...def, type: 'JACKPOT' }))).output).toMatch(/Invalid definition[\s\S]*type/);
    expect((await run('bonuses', 'create', '--json', '{nope')).output).toMatch(/not valid JSON/);
    expect((await run('bonuses', 'create', '--json', JSON.stringify(def))).exitCode).toBe(0);
    expect((await run('bonuses', 'create', '--json', JSON.stringify(def))).output).toMatch(/exists/);
    expect(ids((await list({ currencyCode: 'EUR' })).rows)).toContain('ops-test-bonus');

    expect((await run('bonuses', 'set', 'ops-test-bonus', 'amounts', '{"EUR":{"maxBet":"300"}}')).exitCode).toBe(0);
    const row = (await list({ currencyCode: 'EUR' })).rows.find((r) => r.bonusId === 'ops-test-bonus')!;
    expect(row).toMatchObject({ fixedAmount: 5, maxBet: 3 });
    expect((await run('bonuses', 'set', 'ops-test-bonus', 'wageringType', 'REAL_MONEY_ONLY')).exitCode).toBe(0);
    expect((await run('bonuses', 'set', 'ops-test-bonus', 'wagerMultiplier', '-1')).output).toMatch(/Invalid value/);
    expect((await run('bonuses', 'set', 'ops-test-bonus', 'nonsense', '1')).output).toMatch(/Unknown field/);
    // A rakeback share the payout cannot read (over 100 %, more decimals than stored) would silently pay nobody.
    expect((await run('bonuses', 'set', 'rakeback-ngr', 'rakebackPercent', '150')).output).toMatch(/Invalid value/);
    expect((await run('bonuses', 'set', 'rakeback-ngr', 'rakebackPercent', '10.12345')).output).toMatch(/Invalid value[\s\S]*at most 4 decimals/);
    expect((await run('bonuses', 'set', 'rakeback-ngr', 'rakebackPercentByLevel', '{"26":150}')).output).toMatch(/Invalid value/);
    expect((await run('bonuses', 'set', 'ops-test-bonus', 'couponCode', '"spring25"')).output).toMatch(/used by spring-coupon/);
    expect((await run('bonuses', 'set', 'ops-test-bonus', 'isActive', 'false')).exitCode).toBe(0);
    expect(ids((await list({ currencyCode: 'EUR' })).rows)).not.toContain('ops-test-bonus');

    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.subject, 'ops-test-bonus'));
    expect(audits.map((a) => a.action).sort()).toEqual(['bonuses.create', 'bonuses.set', 'bonuses.set', 'bonuses.set']);
    expect(audits.every((a) => a.actor === 'ops-bonus')).toBe(true);
  });

  it('shows the bonuses of a player and cancels one (audited)', async () => {
    const p = await newPlayer(t);
    const act = await t.app.inject({ method: 'POST', url: '/api/user/bonus/activate', headers: bearer(p.token), payload: { bonusId: 'spring-coupon', cpnc: 'SPRING25' } });
    expect(act.statusCode).toBe(200);
    const ub = act.json().data.bonus.userBonusId as string;
    expect((await run('bonuses', 'player', p.email)).output).toMatch(new RegExp(`${ub}\\s+spring-coupon\\s+active`));
    expect((await run('bonuses', 'cancel', ub)).exitCode).toBe(2);
    const c = await run('bonuses', 'cancel', ub, '--reason', 'abuse');
    expect(c).toMatchObject({ exitCode: 0 });
    expect(c.output).toMatch(/forfeited 500/);
    expect((await run('bonuses', 'cancel', ub, '--reason', 'again')).output).toMatch(/Not cancelled: BONUS_NOT_CANCELLABLE/);
    // One audit row, written with the cancel.
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.subject, ub));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'bonuses.cancel', actor: 'ops-bonus', details: { reason: 'abuse', userId: p.userId, bonusId: 'spring-coupon' } });
  });
});
