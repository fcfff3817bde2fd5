import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOYALTY_HIGH_LEVEL, LOYALTY_LEVEL_POINTS } from '@croupier/contracts';
import { currencies, playerLimits, rakebackCycles } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { bearer, me, newPlayer, patchSettings } from './accounts';
import { GAME_ID, launch } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { settleRakebackCycles } from '../src/modules/rakeback/settle-cycles';
import { runOperatorCommand } from '../src/operator/commands';

/**
 * Loyalty levels (docs/loyalty.md): points from real-money stakes through the seamless wallet, the level in
 * get-user-details and GET /api/loyalty, the level's rakeback percent in the cycle worker, and the operator's
 * high-level rule for removing a bet limit. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set('2026-06-15T12:05:00Z');
  await patchSettings(t, { loyaltyLevelGroupSteps: 5 });
});

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** A player funded with `cash` and `bonus` (minor units, EUR) and a real-money session. */
async function player(cash = 1_000_000n, bonus = 0n) {
  const p = await newPlayer(t);
  for (const [kind, amount] of [['cash', cash], ['bonus', bonus]] as const) {
    if (amount > 0n) {
      await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', kind, amount, reason: 'test', actor: 'test', idempotencyKey: id('fund'), now: t.clock.now() });
    }
  }
  const token = await launch(t.deps.db, p.userId, 'real', t.clock.now());
  const call = (kind: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    walletCall(t, kind, { sessionToken: token, gameId: GAME_ID, currency: 'EUR', roundId: id('r'), ...body });
  const bet = async (amount: number) => {
    const transactionId = id('b');
    const r = await call('bet', { transactionId, amount });
    expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('OK');
    return transactionId;
  };
  const loyalty = async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/loyalty', headers: bearer(p.token) });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  return { ...p, call, bet, loyalty };
}

describe('points and levels', () => {
  it('a new player is level 1 with no points', async () => {
    const p = await player();
    expect((await me(t, p.token)).json().data.userLoyaltyLevel).toEqual({ level: 1, points: 0, pointsTillNextLevel: 100, xp: 0 });
    expect((await p.loyalty()).player).toMatchObject({ level: 1, points: 0, group: 1, stakes: [], isHighLevel: false });
  });

  it('one point per euro of real-money stakes; the level, progress and tier follow; a rollback takes its points back', async () => {
    const p = await player();
    await p.bet(20_000); // 200.00
    await p.bet(10_050); // 100.50 → 300 points (the half euro counts toward the next)
    const details = (await me(t, p.token)).json().data;
    // Level 3 starts at 250 points, level 4 at 500: 200 to go, 50 of 250 done (20 %).
    expect(details.userLoyaltyLevel).toEqual({ level: 3, points: 300, pointsTillNextLevel: 200, xp: 20 });
    const view = await p.loyalty();
    expect(view.player).toMatchObject({ level: 3, points: 300, levelPoints: 250, nextLevelPoints: 500, group: 1, rakebackPercent: 12 });
    expect(view.player.stakes).toEqual([{ currency: 'EUR', exponent: 2, amount: 300.5, points: 300 }]);

    const big = await p.bet(300_000); // 3,000 → 3,300 points: level 6, the first of tier 2
    expect((await p.loyalty()).player).toMatchObject({ level: 6, points: 3300, group: 2, rakebackPercent: 15 });
    const rb = await p.call('rollback', { transactionId: id('rb'), referenceTransactionId: big });
    expect(rb.body.status).toBe('OK');
    expect((await p.loyalty()).player).toMatchObject({ level: 3, points: 300 });
  });

  it('bonus money earns no points, and a win earns none either', async () => {
    const p = await player(0n, 50_000n);
    await p.bet(30_000);
    const w = await p.call('win', { transactionId: id('w'), amount: 90_000 });
    expect(w.body.status).toBe('OK');
    expect((await p.loyalty()).player).toMatchObject({ level: 1, points: 0 });
  });

  it('counts every currency at its own rate, and a currency without a rate earns nothing', async () => {
    const p = await player();
    await p.bet(55_000); // 550 EUR
    // USDT: 1.1 USDT a point (exponent 6). Played through the operator's ledger directly is not possible, so the
    // rate itself is checked through GET /api/loyalty for a guest asking in USDT.
    const guest = await t.app.inject({ method: 'GET', url: '/api/loyalty?currency=usdt' });
    expect(guest.json().data).toMatchObject({ currency: 'USDT', exponent: 6, stakePerPoint: 1.1, player: null });
    await t.deps.db.update(currencies).set({ loyaltyMinorPerPoint: null }).where(eq(currencies.code, 'EUR'));
    try {
      expect((await p.loyalty()).player).toMatchObject({ points: 0, stakes: [{ currency: 'EUR', exponent: 2, amount: 550, points: 0 }] });
    } finally {
      await t.deps.db.update(currencies).set({ loyaltyMinorPerPoint: 100n }).where(eq(currencies.code, 'EUR'));
    }
    expect((await p.loyalty()).player).toMatchObject({ points: 550, level: 4 });
  });
});

describe('GET /api/loyalty', () => {
  it('shows guests the tiers with their rakeback, in tiers of loyaltyLevelGroupSteps levels', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/loyalty' });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ groupSteps: 5, maxLevel: LOYALTY_LEVEL_POINTS.length, highLevel: LOYALTY_HIGH_LEVEL, currency: 'EUR', stakePerPoint: 1, player: null });
    expect(d.tiers.map((x: { name: string }) => x.name)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond', 'black']);
    // The seeded rakeback: 10 %, 12 % from level 3, 15 % from level 5.
    expect(d.tiers[0]).toEqual({ group: 1, name: 'bronze', firstLevel: 1, lastLevel: 5, points: 0, rakebackPercent: 10, rakebackPercentTop: 15 });
    expect(d.tiers[1]).toMatchObject({ firstLevel: 6, lastLevel: 10, points: LOYALTY_LEVEL_POINTS[5], rakebackPercent: 15, rakebackPercentTop: 15 });
    expect(d.tiers.slice(2).map((x: { rakebackPercent: number }) => x.rakebackPercent)).toEqual([17, 20, 22, 25]);

    await patchSettings(t, { loyaltyLevelGroupSteps: 10 });
    const ten = (await t.app.inject({ method: 'GET', url: '/api/loyalty' })).json().data;
    expect(ten.tiers.map((x: { firstLevel: number; lastLevel: number }) => [x.firstLevel, x.lastLevel])).toEqual([
      [1, 10],
      [11, 20],
      [21, 30],
    ]);
    // A setting that makes no sense falls back to tiers of five.
    await patchSettings(t, { loyaltyLevelGroupSteps: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/loyalty' })).json().data).toMatchObject({ groupSteps: 5 });
  });

  it('refuses a malformed currency with a clear code, and ignores an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/loyalty?currency=e1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect((await t.app.inject({ method: 'GET', url: '/api/loyalty?currency=XYZ' })).json().data.currency).toBe('EUR');
  });
});

describe('what a level gives', () => {
  it("the cycle worker pays the level's rakeback percent", async () => {
    const p = await player();
    await p.bet(30_000); // 300 EUR lost in the 12:00 cycle: level 3, 12 %
    await settleRakebackCycles(t.deps.db, { now: new Date('2026-06-15T12:30:10Z') });
    const [cycle] = await t.deps.db.select().from(rakebackCycles).where(eq(rakebackCycles.userId, p.userId));
    expect(cycle).toMatchObject({ ngr: 30_000n, payout: 3_600n });
    expect(Number(cycle!.percent)).toBe(12);
    // The calendar and the /cashback page show the same percent.
    const award = await t.app.inject({ method: 'GET', url: '/api/user/calendar-award?timeZone=UTC', headers: bearer(p.token) });
    expect(award.json().data.userCalendarData.percent).toBe(12);
  });

  it('support may remove the monthly winnings limit only for a player of a high loyalty level', async () => {
    const p = await player(100_000_000n);
    const set = await t.app.inject({ method: 'PUT', url: '/api/user/limits', headers: bearer(p.token), payload: { kind: 'monthlyWinnings', amount: '1000' } });
    expect(set.statusCode, set.body).toBe(200);
    const ctx = { db: t.deps.db, clock: t.clock, actor: 'support' };
    const low = await runOperatorCommand(ctx, ['limits', 'remove', p.email, 'monthlyWinnings', '2', '--reason', 'asked by chat']);
    expect(low.exitCode).toBe(2);
    expect(low.output).toContain(`needs loyalty level ${LOYALTY_HIGH_LEVEL}`);
    expect(await t.deps.db.select().from(playerLimits).where(eq(playerLimits.userId, p.userId))).toHaveLength(1);
    const limitsOf = async () => (await t.app.inject({ method: 'GET', url: '/api/user/limits', headers: bearer(p.token) })).json().data;
    expect(await limitsOf()).toMatchObject({ canRemoveBetLimitsWithSupport: false });

    await p.bet(2_400_000); // 24,000 EUR: level 12
    expect(await limitsOf()).toMatchObject({ canRemoveBetLimitsWithSupport: true });
    const show = await runOperatorCommand(ctx, ['loyalty', 'show', p.email]);
    expect(show.output).toContain('level 12 of 30 (tier 3, gold), 24000 points');
    expect(show.output).toContain('EUR: 24000.00 staked, 24000 points');
    // The winnings limit is monthly: no period to name (it defaulted to 0 and found nothing).
    const high = await runOperatorCommand(ctx, ['limits', 'remove', p.email, 'monthlyWinnings', '--reason', 'asked by chat']);
    expect(high.exitCode, high.output).toBe(0);
    expect(await t.deps.db.select().from(playerLimits).where(eq(playerLimits.userId, p.userId))).toHaveLength(0);
  });
});
