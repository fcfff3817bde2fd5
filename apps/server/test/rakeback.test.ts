import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccounts, rakebackCycles, rakebackDays } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { advanceWhileActive, bearer, newPlayer } from './accounts';
import { cashOf, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { eventsOf } from './cashier-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { settleRakebackCycles } from '../src/modules/rakeback/settle-cycles';
import { addToCalendar } from '../src/modules/rakeback/add-to-calendar';
import { runOperatorCommand } from '../src/operator/commands';

/**
 * Rakeback calendar (issue #7): cycle settlement, award, days and claims through the API. Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL (where the parallel claims really race).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set('2026-06-15T12:05:00Z');
});

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** A signed-up player with 1,000.00 EUR, a real-money game session and helpers to play and call the calendar. */
async function player(opts: { timeZone?: string } = {}) {
  const p = await newPlayer(t);
  await adjustBalance(t.deps.db, {
    userId: p.userId,
    currency: 'EUR',
    amount: 100_000n,
    reason: 'test',
    actor: 'test',
    idempotencyKey: id('fund'),
    now: t.clock.now(),
  });
  let token = await launch(t.deps.db, p.userId, 'real', t.clock.now());
  const round = async (stake: number, win: number) => {
    const roundId = id('r');
    const b = await walletCall(t, 'bet', {
      sessionToken: token,
      transactionId: `${roundId}-b`,
      roundId,
      gameId: GAME_ID,
      currency: 'EUR',
      amount: stake,
    });
    expect(b.statusCode, JSON.stringify(b.body)).toBe(200);
    if (win > 0) {
      const w = await walletCall(t, 'win', {
        sessionToken: token,
        transactionId: `${roundId}-w`,
        roundId,
        gameId: GAME_ID,
        currency: 'EUR',
        amount: win,
      });
      expect(w.statusCode, JSON.stringify(w.body)).toBe(200);
    }
    return `${roundId}-b`;
  };
  const rollback = (transactionId: string) =>
    walletCall(t, 'rollback', {
      sessionToken: token,
      transactionId: id('rb'),
      roundId: id('r'),
      gameId: GAME_ID,
      currency: 'EUR',
      referenceTransactionId: transactionId,
      amount: 0,
    });
  const headers = bearer(p.token);
  const tz = opts.timeZone ?? 'UTC';
  const call = {
    award: (q = `timeZone=${encodeURIComponent(tz)}`) =>
      t.app.inject({ method: 'GET', url: `/api/user/calendar-award?user=${p.userId}&${q}`, headers }),
    days: (q = `timeZone=${encodeURIComponent(tz)}`) =>
      t.app.inject({ method: 'GET', url: `/api/admin/get-rakeback-days?user=${p.userId}&${q}`, headers }),
    summary: () => t.app.inject({ method: 'GET', url: `/api/user/rakeback-summary?timeZone=${encodeURIComponent(tz)}`, headers }),
    claim: (claimDate: string, o: { timeZone?: string; bonusId?: string; queryBonusId?: string; customerDate?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/rakeback-claim?timeZone=${encodeURIComponent(o.timeZone ?? tz)}&customerDate=${o.customerDate ?? claimDate}&bonusId=${o.queryBonusId ?? o.bonusId ?? 'rakeback-ngr'}`,
        headers,
        payload: { bonusId: o.bonusId ?? 'rakeback-ngr', claimDate, customerDate: o.customerDate ?? claimDate },
      }),
  };
  // The first calendar call tells the server the player's zone (the worker books cycles in it).
  if (opts.timeZone) expect((await call.days()).statusCode).toBe(200);
  return { ...p, round, rollback, call, relaunch: async () => (token = await launch(t.deps.db, p.userId, 'real', t.clock.now())) };
}

const settle = (at: string | Date) => settleRakebackCycles(t.deps.db, { now: new Date(at) });
async function daysOf(userId: string) {
  return t.deps.db
    .select({ day: rakebackDays.canClaimDate, bonusId: rakebackDays.bonusId, amount: rakebackDays.amount, paidAt: rakebackDays.paidAt })
    .from(rakebackDays)
    .where(eq(rakebackDays.userId, userId))
    .orderBy(rakebackDays.canClaimDate);
}
async function poolBalance(currency = 'EUR'): Promise<bigint> {
  const [a] = await t.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, 'system'), eq(ledgerAccounts.kind, 'rakeback_pool'), eq(ledgerAccounts.currency, currency)));
  return BigInt(a?.balance ?? 0);
}

describe('cycle worker (30-minute cycles, NGR × percent, idempotent)', () => {
  it('adds max(0, NGR × 10 %) to the day of the cycle once the cycle has ended, once', async () => {
    const p = await player();
    await p.round(1000, 250); // 10.00 staked, 2.50 won: NGR 7.50
    await p.round(500, 0); // NGR 12.50
    expect(await settle('2026-06-15T12:29:59Z')).toMatchObject({ cycles: 0 });
    expect(await daysOf(p.userId)).toEqual([]);
    // The cycle 12:00–12:30 settles after its end (plus a grace of a few seconds).
    await settle('2026-06-15T12:30:06Z');
    expect(await daysOf(p.userId)).toEqual([{ day: '2026-06-15', bonusId: 'rakeback-ngr', amount: 125n, paidAt: null }]);
    // Again, and twice at the same time (two nodes): nothing more.
    await settle('2026-06-15T12:31:00Z');
    await Promise.all([
      settleRakebackCycles(t.deps.db, { now: new Date('2026-06-15T12:40:00Z'), from: new Date('2026-06-15T00:00:00Z') }),
      settle('2026-06-15T12:40:00Z'),
    ]);
    expect((await daysOf(p.userId))[0]!.amount).toBe(125n);
    const [cycle] = await t.deps.db.select().from(rakebackCycles).where(eq(rakebackCycles.userId, p.userId));
    expect(cycle).toMatchObject({ ngr: 1250n, payout: 125n, bonusId: 'rakeback-ngr', canClaimDate: '2026-06-15' });
  });

  it('rounds down to the minor unit and never pays a winning cycle', async () => {
    const p = await player();
    await p.round(999, 0); // 99.9 cents → 99
    t.clock.set('2026-06-15T12:35:00Z');
    await p.round(100, 5000); // next cycle: the player won 49.00
    await settle('2026-06-15T13:00:10Z');
    expect((await daysOf(p.userId)).map((d) => d.amount)).toEqual([99n]);
    const cycles = await t.deps.db
      .select()
      .from(rakebackCycles)
      .where(eq(rakebackCycles.userId, p.userId))
      .orderBy(rakebackCycles.cycleStart);
    expect(cycles.map((c) => [c.ngr, c.payout])).toEqual([
      [999n, 99n],
      [-4900n, 0n],
    ]);
  });

  it('adds what a late commit brought to a settled cycle, and never takes back after a rollback', async () => {
    const p = await player();
    const bet = await p.round(2000, 0);
    await settle('2026-06-15T12:30:06Z');
    expect((await daysOf(p.userId))[0]!.amount).toBe(200n);
    // A bet committed into the cycle after it was settled (a transaction that ran across the cycle end).
    await t.deps.db.execute(sql`UPDATE player_play_buckets SET bet_cash = bet_cash + 1000 WHERE user_id = ${p.userId}::uuid`);
    await settle('2026-06-15T12:31:00Z');
    expect((await daysOf(p.userId))[0]!.amount).toBe(300n);
    // A rollback of the first bet lowers the cycle's NGR; what the calendar got stays.
    t.clock.set('2026-06-15T12:45:00Z');
    expect((await p.rollback(bet)).statusCode).toBe(200);
    await settle('2026-06-15T13:00:10Z');
    expect((await daysOf(p.userId))[0]!.amount).toBe(300n);
  });

  it("books a cycle on the player's calendar day, in zones from UTC−11 to UTC+14", async () => {
    t.clock.set('2026-06-15T10:05:00Z'); // 00:05 on the 16th in Kiritimati, 23:05 on the 14th in Pago Pago
    const east = await player({ timeZone: 'Pacific/Kiritimati' });
    const west = await player({ timeZone: 'Pacific/Pago_Pago' });
    const kathmandu = await player({ timeZone: 'Asia/Kathmandu' }); // 15:50
    await east.round(1000, 0);
    await west.round(1000, 0);
    await kathmandu.round(1000, 0);
    await settle('2026-06-15T10:30:06Z');
    expect((await daysOf(east.userId)).map((d) => d.day)).toEqual(['2026-06-16']);
    expect((await daysOf(west.userId)).map((d) => d.day)).toEqual(['2026-06-14']);
    expect((await daysOf(kathmandu.userId)).map((d) => d.day)).toEqual(['2026-06-15']);
    // The days call answers in the player's zone: today and yesterday as the server sees them.
    expect((await east.call.days()).json().data).toMatchObject({
      today: '2026-06-16',
      yesterday: '2026-06-15',
      timeZone: 'Pacific/Kiritimati',
    });
    expect((await west.call.days()).json().data).toMatchObject({ today: '2026-06-14', yesterday: '2026-06-13' });
  });

  it('books across a DST change on the right local day', async () => {
    // New York: 2026-03-08 02:00 EST → 03:00 EDT. 04:30 UTC is 23:30 EST on the 7th; 05:00 UTC is 00:00 on the 8th.
    t.clock.set('2026-03-08T04:31:00Z');
    const p = await player({ timeZone: 'America/New_York' });
    await p.round(1000, 0);
    t.clock.set('2026-03-08T05:01:00Z');
    await p.relaunch();
    await p.round(2000, 0);
    t.clock.set('2026-03-08T07:05:00Z'); // 03:05 EDT, after the change
    await p.relaunch();
    await p.round(3000, 0);
    await settle('2026-03-08T07:30:10Z');
    expect((await daysOf(p.userId)).map((d) => [d.day, d.amount])).toEqual([
      ['2026-03-07', 100n],
      ['2026-03-08', 500n],
    ]);
  });

  it('after an outage, puts a cycle whose day can no longer be claimed on today', async () => {
    t.clock.set('2026-06-10T12:05:00Z');
    const p = await player();
    await p.round(1000, 0);
    await settle('2026-06-12T11:00:00Z'); // 47 hours later, nobody settled it
    expect((await daysOf(p.userId)).map((d) => d.day)).toEqual(['2026-06-12']);
  });
});

describe('GET /api/user/calendar-award and /api/admin/get-rakeback-days', () => {
  it("gives the running cycle's NGR, payout and percent", async () => {
    const p = await player();
    await p.round(1234, 0);
    await p.round(100, 1000);
    t.clock.set('2026-06-15T12:20:00Z');
    const res = await p.call.award();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userCalendarData).toEqual({
      ngr: 3.34,
      payout: 0.33,
      percent: 10,
      currency: 'EUR',
      exponent: 2,
      bonusId: 'rakeback-ngr',
      cycleStart: '2026-06-15T12:00:00.000Z',
      cycleEnd: '2026-06-15T12:30:00.000Z',
      serverTime: '2026-06-15T12:20:00.000Z',
    });
    // The next cycle starts from zero.
    t.clock.set('2026-06-15T12:30:00Z');
    expect((await p.call.award()).json().data.userCalendarData).toMatchObject({ ngr: 0, payout: 0, cycleEnd: '2026-06-15T13:00:00.000Z' });
  });

  it('refuses guests (403), other players (404) and zones that are not IANA names', async () => {
    const p = await player();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/calendar-award' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/get-rakeback-days' })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/rakeback-claim?timeZone=UTC',
          payload: { bonusId: 'rakeback-ngr', claimDate: '2026-06-15' },
        })
      ).statusCode,
    ).toBe(403);
    const other = await player();
    expect((await p.call.award(`user=${other.userId}`)).statusCode).toBe(400); // user given twice → the schema refuses
    const res = await t.app.inject({ method: 'GET', url: `/api/user/calendar-award?user=${other.userId}`, headers: bearer(p.token) });
    expect(res.statusCode).toBe(404);
    for (const tz of ['Mars/Olympus_Mons', '+05:00', 'UTC+14']) {
      const r = await p.call.days(`timeZone=${encodeURIComponent(tz)}`);
      expect(r.statusCode, tz).toBe(400);
      expect(r.json().errorCode).toBe('TIME_ZONE_INVALID');
    }
  });

  it("lists the grid's days (Monday of last week + 28) of every bonus or one, with the percent", async () => {
    const p = await player();
    const db = t.deps.db;
    // 2026-06-15 is a Monday: the grid runs 2026-06-08 … 2026-07-05.
    for (const [day, amount, bonusId] of [
      ['2026-06-07', 100n, 'rakeback-ngr'],
      ['2026-06-08', 200n, 'rakeback-ngr'],
      ['2026-06-15', 300n, 'daily-cashback-calendar'],
      ['2026-07-05', 400n, 'rakeback-ngr'],
      ['2026-07-06', 500n, 'rakeback-ngr'],
    ] as const) {
      await db.transaction((tx) => addToCalendar(tx, { userId: p.userId, bonusId, amount, currency: 'EUR', day, now: t.clock.now() }));
    }
    const all = (await p.call.days()).json().data;
    expect(all).toMatchObject({ today: '2026-06-15', yesterday: '2026-06-14', currency: 'EUR', bonusId: 'rakeback-ngr', percent: 10 });
    expect(all.days).toEqual([
      { canClaimDate: '2026-06-08', bonusId: 'rakeback-ngr', amount: 2, paidAt: null },
      { canClaimDate: '2026-06-15', bonusId: 'daily-cashback-calendar', amount: 3, paidAt: null },
      { canClaimDate: '2026-07-05', bonusId: 'rakeback-ngr', amount: 4, paidAt: null },
    ]);
    const one = (await p.call.days('timeZone=UTC&bonusId=rakeback-ngr')).json().data;
    expect(one.days.map((d: { canClaimDate: string }) => d.canClaimDate)).toEqual(['2026-06-08', '2026-07-05']);
    // The reward calendar opt-out (privacy) travels with the days.
    expect(all.isRewardCalendarOptOut).toBe(false);
    await t.app.inject({ method: 'PUT', url: '/api/user/privacy', headers: bearer(p.token), payload: { isRewardCalendarOptOut: true } });
    expect((await p.call.days()).json().data.isRewardCalendarOptOut).toBe(true);
  });
});

describe('POST /api/user/rakeback-claim', () => {
  async function withDays(opts: { timeZone?: string } = {}) {
    const p = await player(opts);
    const add = (day: string, amount: bigint, bonusId = 'rakeback-ngr') =>
      t.deps.db.transaction((tx) => addToCalendar(tx, { userId: p.userId, bonusId, amount, currency: 'EUR', day, now: t.clock.now() }));
    return { ...p, add };
  }

  it('pays today once: rakeback pool → cash, the day shows paidAt, a second claim is refused', async () => {
    const p = await withDays();
    await p.round(5000, 0);
    await settle('2026-06-15T12:30:06Z');
    const cash = await cashOf(t.deps.db, p.userId);
    const pool = await poolBalance();
    t.clock.set('2026-06-15T12:40:00Z');
    const res = await p.call.claim('2026-06-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      amount: 5,
      bonusId: 'rakeback-ngr',
      currency: 'EUR',
      claimDate: '2026-06-15',
      paidAt: '2026-06-15T12:40:00.000Z',
    });
    expect(await cashOf(t.deps.db, p.userId)).toBe(cash + 500n);
    expect(await poolBalance()).toBe(pool - 500n);
    expect((await p.call.days()).json().data.days).toEqual([
      { canClaimDate: '2026-06-15', bonusId: 'rakeback-ngr', amount: 5, paidAt: '2026-06-15T12:40:00.000Z' },
    ]);
    const again = await p.call.claim('2026-06-15');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'RAKEBACK_ALREADY_CLAIMED', message: 'rakeback.error.claim.already' });
    expect(await cashOf(t.deps.db, p.userId)).toBe(cash + 500n);
    // The balance event went to the outbox with the claim.
    const balances = await eventsOf(t, p.userId, 'balance');
    expect((balances.at(-1)!.payload as { cash: number }).cash).toBe(Number(cash + 500n) / 100);
    // And the page announces it (globalCredit), once for the two claims.
    const announced = (await eventsOf(t, p.userId, 'globalCredit')).map((e) => e.payload).filter((e) => (e as { source: string }).source === 'rakeback');
    expect(announced).toEqual([{ transferId: expect.any(Number), amount: 500, major: 5, currency: 'EUR', kind: 'cash', source: 'rakeback' }]);
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    expect(inv.totals.EUR).toBe(0n);
  });

  it('a frozen or self-excluded player cannot claim (withdrawals only); the day pays once the freeze is over', async () => {
    const p = await withDays();
    await p.round(5000, 0);
    await settle('2026-06-15T12:30:06Z');
    t.clock.set('2026-06-15T12:40:00Z');
    const cash = await cashOf(t.deps.db, p.userId);
    const freeze = await t.app.inject({ method: 'POST', url: '/api/user/freeze-account', headers: bearer(p.token), payload: { days: 1 } });
    expect(freeze.statusCode, freeze.body).toBe(200);
    const refused = await p.call.claim('2026-06-15');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'ACCOUNT_FROZEN', message: 'error.account.frozen' });
    expect(await cashOf(t.deps.db, p.userId)).toBe(cash);
    expect((await p.call.days()).json().data.days).toEqual([{ canClaimDate: '2026-06-15', bonusId: 'rakeback-ngr', amount: 5, paidAt: null }]);
    // The next day's claim window still holds yesterday once the freeze has ended.
    await advanceWhileActive(t, 86_400_000 + 60_000, p.token); // 2026-06-16T12:41Z
    const paid = await p.call.claim('2026-06-15');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await cashOf(t.deps.db, p.userId)).toBe(cash + 500n);

    const q = await withDays();
    await q.round(5000, 0);
    await settle('2026-06-16T13:00:06Z');
    expect((await daysOf(q.userId)).map((d) => d.amount)).toEqual([500n]);
    await t.app.inject({ method: 'POST', url: '/api/user/self-exclusion', headers: bearer(q.token), payload: { duration: '1w' } });
    expect((await q.call.claim('2026-06-16')).json()).toMatchObject({ errorCode: 'SELF_EXCLUSION_ACTIVE' });
  });

  it('an amount earned after the day was claimed goes to the next day', async () => {
    const p = await withDays();
    await p.round(1000, 0);
    await settle('2026-06-15T12:30:06Z');
    t.clock.set('2026-06-15T12:40:00Z');
    expect((await p.call.claim('2026-06-15')).statusCode).toBe(200);
    await p.round(2000, 0);
    await settle('2026-06-15T13:00:06Z');
    expect((await daysOf(p.userId)).map((d) => [d.day, d.amount, d.paidAt !== null])).toEqual([
      ['2026-06-15', 100n, true],
      ['2026-06-16', 200n, false],
    ]);
    // Tomorrow is not claimable today.
    const early = await p.call.claim('2026-06-16');
    expect(early.statusCode).toBe(422);
    expect(early.json().errorCode).toBe('RAKEBACK_DAY_NOT_CLAIMABLE');
  });

  it('claims yesterday, but not the day before, nor a future or forged date', async () => {
    const p = await withDays();
    for (const d of ['2026-06-12', '2026-06-13', '2026-06-14', '2026-06-16', '2030-01-01']) await p.add(d, 100n);
    expect((await p.call.claim('2026-06-14')).statusCode).toBe(200);
    for (const d of ['2026-06-13', '2026-06-12', '2026-06-16', '2030-01-01']) {
      const r = await p.call.claim(d, { customerDate: d }); // the device claims it is that day: the server decides
      expect(r.statusCode, d).toBe(422);
      expect(r.json()).toMatchObject({ errorCode: 'RAKEBACK_DAY_NOT_CLAIMABLE', message: 'rakeback.error.claim.day' });
    }
    for (const bad of ['2026-13-01', '2026-02-30', '15/06/2026', 'today']) {
      const r = await p.call.claim(bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().errorCode).toBe('VALIDATION_ERROR');
    }
    const mismatch = await p.call.claim('2026-06-15', { queryBonusId: 'other-bonus' });
    expect(mismatch.statusCode).toBe(400);
    const badZone = await p.call.claim('2026-06-15', { timeZone: 'Etc/Nowhere' });
    expect(badZone.json().errorCode).toBe('TIME_ZONE_INVALID');
  });

  it('refuses a day without an amount clearly, and a zero amount', async () => {
    const p = await withDays();
    const none = await p.call.claim('2026-06-15');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errorCode: 'RAKEBACK_NOTHING_TO_CLAIM', message: 'rakeback.error.claim.zero' });
    await t.deps.db
      .insert(rakebackDays)
      .values({ userId: p.userId, bonusId: 'rakeback-ngr', currency: 'EUR', canClaimDate: '2026-06-14', amount: 0n });
    expect((await p.call.claim('2026-06-14')).json().errorCode).toBe('RAKEBACK_NOTHING_TO_CLAIM');
    await expect(
      t.deps.db.transaction((tx) =>
        addToCalendar(tx, { userId: p.userId, bonusId: 'rakeback-ngr', amount: 0n, currency: 'EUR', day: '2026-06-15' }),
      ),
    ).rejects.toThrow();
  });

  it('a switched time zone cannot reach a day that has not begun where the player was', async () => {
    t.clock.set('2026-06-15T10:05:00Z'); // Pago Pago: 23:05 on the 14th; Kiritimati: 00:05 on the 16th
    const p = await withDays({ timeZone: 'Pacific/Pago_Pago' });
    await p.add('2026-06-15', 100n); // e.g. what was earned after the 14th was claimed
    await p.add('2026-06-14', 100n);
    const hop = await p.call.claim('2026-06-15', { timeZone: 'Pacific/Kiritimati' }); // "yesterday" in +14
    expect(hop.statusCode).toBe(422);
    expect(hop.json().errorCode).toBe('RAKEBACK_DAY_NOT_CLAIMABLE');
    // Its own today still works from the new zone (the 14th has begun everywhere).
    expect((await p.call.claim('2026-06-14', { timeZone: 'Pacific/Kiritimati' })).statusCode).toBe(422); // not today/yesterday in +14
    expect((await p.call.claim('2026-06-14', { timeZone: 'Pacific/Pago_Pago' })).statusCode).toBe(200);
    // Once the 15th begins in Pago Pago (11:00 UTC), it is claimable (the player's page stayed open).
    await advanceWhileActive(t, 56 * 60_000, p.token);
    expect(t.clock.now().toISOString()).toBe('2026-06-15T11:01:00.000Z');
    expect((await p.call.claim('2026-06-15', { timeZone: 'Pacific/Pago_Pago' })).statusCode).toBe(200);
  });

  it('pays a day of a cashback added with ADD_TO_CALENDAR under its own bonus id', async () => {
    const p = await withDays();
    await p.add('2026-06-15', 700n, 'daily-cashback-calendar');
    const r = await p.call.claim('2026-06-15', { bonusId: 'daily-cashback-calendar' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ amount: 7, bonusId: 'daily-cashback-calendar' });
    // Another cashback for the same (paid) day lands on the next one.
    await p.add('2026-06-15', 50n, 'daily-cashback-calendar');
    expect((await daysOf(p.userId)).map((d) => [d.day, d.amount])).toEqual([
      ['2026-06-15', 700n],
      ['2026-06-16', 50n],
    ]);
  });

  it('parallel claims of one day pay exactly once', async () => {
    const p = await withDays();
    await p.add('2026-06-15', 12_345n);
    const cash = await cashOf(t.deps.db, p.userId);
    const results = await Promise.all(Array.from({ length: 12 }, () => p.call.claim('2026-06-15')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect(await cashOf(t.deps.db, p.userId)).toBe(cash + 12_345n);
    const transfers = (await t.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE user_id = ${p.userId}::uuid AND kind = 'rakeback'`,
    )) as unknown as { rows: { n: number }[] };
    expect(transfers.rows[0]!.n).toBe(1);
    expect(await ledgerInvariants(t.deps.db)).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  });

  it('parallel claims and settlements of one day never lose or double an amount', async () => {
    const p = await withDays();
    await p.round(10_000, 0);
    t.clock.set('2026-06-15T12:31:00Z');
    const [claims] = await Promise.all([
      Promise.all([p.call.claim('2026-06-15'), p.call.claim('2026-06-15')]),
      settle('2026-06-15T12:31:00Z'),
    ]);
    const paid = claims.filter((r) => r.statusCode === 200).map((r) => r.json().data.amount as number);
    const days = await daysOf(p.userId);
    // Either the claim came first (nothing to pay; the amount is on the 15th) or the settlement did (paid once).
    const total = days.reduce((a, d) => a + d.amount, 0n);
    expect(total).toBe(1000n);
    expect(paid.length).toBeLessThanOrEqual(1);
    if (paid.length === 1) expect(paid[0]).toBe(10);
  });
});

describe('GET /api/user/rakeback-summary (the /cashback page)', () => {
  it('gives the percent, this cycle, this month and the claimed history', async () => {
    const p = await player();
    const add = (day: string, amount: bigint) =>
      t.deps.db.transaction((tx) =>
        addToCalendar(tx, { userId: p.userId, bonusId: 'rakeback-ngr', amount, currency: 'EUR', day, now: t.clock.now() }),
      );
    await add('2026-05-31', 999n); // last month
    await add('2026-06-01', 100n); // missed
    await add('2026-06-14', 200n); // claimed below
    await add('2026-06-15', 300n); // pending
    await add('2026-06-20', 400n); // pending (later)
    expect((await p.call.claim('2026-06-14')).statusCode).toBe(200);
    await p.round(1000, 0);
    const s = (await p.call.summary()).json().data;
    expect(s).toMatchObject({ bonusId: 'rakeback-ngr', percent: 10, currency: 'EUR', timeZone: 'UTC' });
    expect(s.cycle).toMatchObject({ ngr: 10, payout: 1 });
    expect(s.month).toEqual({ month: '2026-06', earned: 10, claimed: 2, pending: 7, missed: 1 });
    expect(s.history).toEqual([{ canClaimDate: '2026-06-14', amount: 2, paidAt: '2026-06-15T12:05:00.000Z' }]);
  });
});

describe('operator: npx croupier rakeback', () => {
  it('catching up after an outage (--as-of in the past) lands the old cycles on a day the player can still claim', async () => {
    const p = await player();
    await p.round(1000, 0);
    const played = t.clock.now();
    const ctx = { db: t.deps.db, clock: t.clock, actor: 'test' };
    // Three days without a settling pass: the worker's look-back (48 h) no longer reaches that cycle.
    t.clock.advance(3 * 86_400_000);
    try {
      const r = await runOperatorCommand(ctx, ['rakeback', 'settle', '--as-of', new Date(played.getTime() + 3_600_000).toISOString()]);
      expect(r.exitCode, r.output).toBe(0);
      const today = t.clock.now().toISOString().slice(0, 10);
      expect((await daysOf(p.userId)).map((d) => [d.day, d.amount])).toEqual([[today, 100n]]);
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
  });

  it('shows a player and settles; settling ahead of time is a test control', async () => {
    const p = await player({ timeZone: 'Europe/Paris' });
    await p.round(1000, 0);
    const ctx = { db: t.deps.db, clock: t.clock, actor: 'test' };
    const ahead = await runOperatorCommand(ctx, ['rakeback', 'settle', '--as-of', '2026-06-15T12:31:00Z']);
    expect(ahead.exitCode).toBe(2);
    expect(ahead.output).toContain('CROUPIER_TEST_CLOCK');
    const before = { flag: process.env.CROUPIER_TEST_CLOCK, demo: process.env.DEMO_MODE };
    process.env.CROUPIER_TEST_CLOCK = '1';
    process.env.DEMO_MODE = 'true';
    try {
      const r = await runOperatorCommand(ctx, ['rakeback', 'settle', '--as-of', '2026-06-15T12:31:00Z']);
      expect(r.exitCode, r.output).toBe(0);
      expect(r.output).toMatch(/cycle\(s\) settled as of 2026-06-15T12:31:00.000Z, \d+ added to calendars/);
      expect((await daysOf(p.userId)).map((d) => d.amount)).toEqual([100n]);
    } finally {
      process.env.CROUPIER_TEST_CLOCK = before.flag;
      process.env.DEMO_MODE = before.demo;
      if (before.flag === undefined) delete process.env.CROUPIER_TEST_CLOCK;
      if (before.demo === undefined) delete process.env.DEMO_MODE;
    }
    const show = await runOperatorCommand(ctx, ['rakeback', 'show', p.email]);
    expect(show.exitCode).toBe(0);
    expect(show.output).toContain('Europe/Paris');
    expect(show.output).toContain('rakeback-ngr at 10');
    expect(show.output).toMatch(/2026-06-15\s+rakeback-ngr\s+1\.00 EUR\s+unclaimed/);
  });

  it('adds a goodwill amount to a day (audited); a paid day passes it on', async () => {
    const p = await player();
    const ctx = { db: t.deps.db, clock: t.clock, actor: 'support-anna' };
    expect((await runOperatorCommand(ctx, ['rakeback', 'add', p.email, '2026-06-15', '2.50'])).exitCode).toBe(2); // --reason required
    expect((await runOperatorCommand(ctx, ['rakeback', 'add', p.email, '2026-06-15', '-1', '--reason', 'x'])).exitCode).toBe(2);
    const r = await runOperatorCommand(ctx, ['rakeback', 'add', p.email, '2026-06-15', '2.50', '--reason', 'goodwill']);
    expect(r.exitCode, r.output).toBe(0);
    expect(r.output).toContain('2.50 EUR added to 2026-06-15 (rakeback-ngr)');
    expect((await p.call.claim('2026-06-15')).json().data.amount).toBe(2.5);
    const again = await runOperatorCommand(ctx, ['rakeback', 'add', p.email, '2026-06-15', '1', '--reason', 'goodwill']);
    expect(again.output).toContain('added to 2026-06-16');
    const past = await runOperatorCommand(ctx, ['rakeback', 'add', p.email, '2026-06-01', '1', '--reason', 'test']);
    expect(past.output).toContain('can no longer claim');
    const audit = (await t.deps.db.execute(
      sql`SELECT actor, reason FROM audit_log WHERE action = 'rakeback.add' AND subject = ${p.userId}`,
    )) as unknown as { rows: { actor: string }[] };
    expect(audit.rows).toHaveLength(3);
    expect(audit.rows[0]!.actor).toBe('support-anna');
  });
});
