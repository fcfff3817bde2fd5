import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { raceResults, races, users } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { bearer, newPlayer } from './accounts';
import { cashOf, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { eventsOf } from './cashier-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { nextRaceWindow, settleRaces } from '../src/modules/races/settle-races';
import { runOperatorCommand } from '../src/operator/commands';

/**
 * Races (docs/races.md): live standings from real-money stakes, the API, settlement paying each prize exactly
 * once from the race pool (also with two nodes at once), repeating races and the operator commands. PGlite,
 * and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;
const op = (...args: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops' }, args);

/** A race over [start, end) in EUR with these prizes (major units). */
async function createRace(start: string, end: string, prizes: string[], extra: Record<string, unknown> = {}) {
  const raceId = id('race');
  const r = await op('races', 'create', '--json', JSON.stringify({ id: raceId, content: { en: { title: `Race ${raceId}` } }, currency: 'EUR', startsAt: start, endsAt: end, prizes, ...extra }));
  expect(r.output).toBe(`Race ${raceId} created`);
  return raceId;
}

/** A player with cash and bonus money (minor units, EUR) and a real-money session. */
async function player(cash = 1_000_000n, bonus = 0n) {
  const p = await newPlayer(t);
  for (const [kind, amount] of [['cash', cash], ['bonus', bonus]] as const) {
    if (amount > 0n) await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', kind, amount, reason: 'test', actor: 'test', idempotencyKey: id('fund'), now: t.clock.now() });
  }
  const token = await launch(t.deps.db, p.userId, 'real', t.clock.now());
  const call = (kind: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) => walletCall(t, kind, { sessionToken: token, gameId: GAME_ID, currency: 'EUR', roundId: id('r'), ...body });
  const bet = async (amount: number) => {
    const transactionId = id('b');
    const r = await call('bet', { transactionId, amount });
    expect(r.body.status, JSON.stringify(r.body)).toBe('OK');
    return transactionId;
  };
  const racesSeen = async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/races', headers: bearer(p.token) });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.races as { id: string; status: string; leaderboard: { rank: number; player: string; wagered: number; prize: number | null; isMe: boolean }[]; me: unknown; participants: number; prizePool: number }[];
  };
  return { ...p, call, bet, racesSeen };
}

describe('standings', () => {
  it('rank real-money stakes in the race window, live; bonus money, other windows and rolled-back bets do not count', async () => {
    t.clock.set('2026-06-15T09:40:00Z');
    const early = await player();
    await early.bet(90_000); // before the race: not counted
    const raceId = await createRace('2026-06-15T10:00:00Z', '2026-06-15T11:00:00Z', ['30', '20', '10']);
    t.clock.set('2026-06-15T10:05:00Z');
    const a = await player();
    const b = await player();
    const bonusOnly = await player(0n, 50_000n);
    await a.bet(5_000);
    await b.bet(7_000);
    await a.bet(1_000); // a: 60.00 in two rounds
    await bonusOnly.bet(20_000);
    const big = await early.bet(100_000); // now in the window…
    await early.call('rollback', { transactionId: id('rb'), referenceTransactionId: big }); // …and taken back

    const race = (await b.racesSeen()).find((r) => r.id === raceId)!;
    expect(race).toMatchObject({ status: 'running', participants: 2, prizePool: 60 });
    expect(race.leaderboard.map((s) => [s.rank, s.wagered, s.prize, s.isMe])).toEqual([
      [1, 70, 30, true],
      [2, 60, 20, false],
    ]);
    expect(race.me).toEqual({ rank: 1, wagered: 70, rounds: 1, prize: 30 });
    expect((await bonusOnly.racesSeen()).find((r) => r.id === raceId)!.me).toEqual({ rank: null, wagered: 0, rounds: 0, prize: null });

    // Guests see the same board without `me`; names are masked, and ghost mode hides a player.
    await t.deps.db.update(users).set({ isGhostMode: true }).where(eq(users.id, b.userId));
    const guest = (await t.app.inject({ method: 'GET', url: '/api/races' })).json().data.races.find((r: { id: string }) => r.id === raceId);
    expect(guest.me).toBeNull();
    expect(guest.leaderboard[0]).toMatchObject({ player: 'Hidden', isMe: false });
    expect(guest.leaderboard[1].player).toMatch(/^\w{1,3}\*+$/);
  });
});

describe('settlement', () => {
  it('pays each prize once from the race pool when the race ends, even with two nodes at once, and keeps the results', async () => {
    t.clock.set('2026-06-16T10:05:00Z');
    const raceId = await createRace('2026-06-16T10:00:00Z', '2026-06-16T10:30:00Z', ['30', '20', '10']);
    const [a, b] = [await player(), await player()];
    await a.bet(1_000);
    await b.bet(3_000);
    const before = await ledgerInvariants(t.deps.db);
    const cash = { a: await cashOf(t.deps.db, a.userId), b: await cashOf(t.deps.db, b.userId) };

    // Not before the end plus its grace (a minute: bets that began before the end may commit late).
    const mine = (list: { raceId: string }[]) => list.filter((s) => s.raceId === raceId);
    expect(mine(await settleRaces(t.deps.db, { now: new Date('2026-06-16T10:30:50Z') }))).toEqual([]);
    const at = new Date('2026-06-16T10:31:01Z');
    const [one, two] = await Promise.all([settleRaces(t.deps.db, { now: at }), settleRaces(t.deps.db, { now: at })]);
    const settled = mine([...one, ...two]);
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ paid: 2, amount: 5_000n });
    expect(mine(await settleRaces(t.deps.db, { now: new Date('2026-06-16T11:00:00Z') }))).toEqual([]);

    expect(await cashOf(t.deps.db, b.userId)).toBe(cash.b + 3_000n);
    expect(await cashOf(t.deps.db, a.userId)).toBe(cash.a + 2_000n);
    const after = await ledgerInvariants(t.deps.db);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    expect(after.totals.EUR).toBe(before.totals.EUR); // the pool paid it: no money created
    const results = await t.deps.db.select().from(raceResults).where(eq(raceResults.raceId, raceId)).orderBy(raceResults.rank);
    expect(results.map((r) => [r.rank, r.userId, r.prize])).toEqual([
      [1, b.userId, 3_000n],
      [2, a.userId, 2_000n],
    ]);
    const credits = (await eventsOf(t, b.userId, 'globalCredit')).filter((e) => (e.payload as { source: string }).source === 'race');
    expect(credits.map((e) => e.payload)).toEqual([expect.objectContaining({ amount: 3_000, currency: 'EUR', kind: 'cash', source: 'race' })]);

    // The finished race shows its paid places and its number of players as settled.
    t.clock.set('2026-06-16T10:40:00Z');
    const view = (await a.racesSeen()).find((r) => r.id === raceId)!;
    expect(view).toMatchObject({ status: 'finished', participants: 2 });
    expect(view.leaderboard.map((s) => [s.rank, s.prize, s.isMe])).toEqual([
      [1, 30, false],
      [2, 20, true],
    ]);
  });

  it('a finished race keeps its paid places: a later rollback shows no unpaid prize and no second rank', async () => {
    t.clock.set('2026-06-19T10:05:00Z');
    const raceId = await createRace('2026-06-19T10:00:00Z', '2026-06-19T10:30:00Z', ['10']);
    const [a, b] = [await player(), await player()];
    const betA = await a.bet(5_000);
    await b.bet(1_000);
    expect((await settleRaces(t.deps.db, { now: new Date('2026-06-19T10:31:01Z') })).find((s) => s.raceId === raceId)).toMatchObject({ paid: 1, amount: 1_000n });
    // a's winning bet is rolled back after the race was paid: b now leads the play, but the result stands.
    t.clock.set('2026-06-19T10:32:00Z');
    expect((await a.call('rollback', { transactionId: id('rb'), referenceTransactionId: betA })).body.status).toBe('OK');
    const seenByB = (await b.racesSeen()).find((r) => r.id === raceId)!;
    expect(seenByB.leaderboard.map((s) => [s.rank, s.isMe])).toEqual([[1, false]]);
    expect(seenByB.me).toEqual({ rank: null, wagered: 10, rounds: 1, prize: null });
    expect(seenByB.participants).toBe(2);
  });

  it('a settlement that fails halfway commits nothing and pays once when retried', async () => {
    t.clock.set('2026-06-22T10:05:00Z');
    const raceId = await createRace('2026-06-22T10:00:00Z', '2026-06-22T10:30:00Z', ['30', '20']);
    const [a, b] = [await player(), await player()];
    await a.bet(3_000);
    await b.bet(1_000);
    const cashA = await cashOf(t.deps.db, a.userId);
    // The second place's result row fails to write, after the first prize was posted in the same transaction.
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION fail_race_rank2() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.race_id = '${raceId}' AND NEW.rank = 2 THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`),
    );
    await t.deps.db.execute(sql.raw('CREATE TRIGGER fail_race_rank2 BEFORE INSERT ON race_results FOR EACH ROW EXECUTE FUNCTION fail_race_rank2()'));
    try {
      await expect(settleRaces(t.deps.db, { now: new Date('2026-06-22T10:31:01Z'), raceId })).rejects.toThrow('could not be settled');
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER fail_race_rank2 ON race_results'));
      await t.deps.db.execute(sql.raw('DROP FUNCTION fail_race_rank2()'));
    }
    expect(await cashOf(t.deps.db, a.userId)).toBe(cashA);
    expect(await t.deps.db.select().from(raceResults).where(eq(raceResults.raceId, raceId))).toEqual([]);
    const [row] = await t.deps.db.select({ settledAt: races.settledAt }).from(races).where(eq(races.id, raceId));
    expect(row!.settledAt).toBeNull();
    expect(await settleRaces(t.deps.db, { now: new Date('2026-06-22T10:32:00Z'), raceId })).toEqual([{ raceId, paid: 2, amount: 5_000n }]);
    expect(await cashOf(t.deps.db, a.userId)).toBe(cashA + 3_000n);
    expect((await ledgerInvariants(t.deps.db)).balanceMismatches).toBe(0);
  });

  it('equal stakes: whoever started playing in the race first ranks higher', async () => {
    t.clock.set('2026-06-20T10:05:00Z');
    const raceId = await createRace('2026-06-20T10:00:00Z', '2026-06-20T11:30:00Z', ['2', '1']);
    const first = await player();
    t.clock.set('2026-06-20T10:40:00Z');
    const second = await player();
    await second.bet(2_000); // placed first, but in the 10:30 half hour
    t.clock.set('2026-06-20T10:06:00Z');
    await first.bet(2_000); // the 10:00 half hour: in the race first
    const race = (await first.racesSeen()).find((r) => r.id === raceId)!;
    expect(race.leaderboard.map((s) => [s.rank, s.wagered, s.isMe])).toEqual([
      [1, 20, true],
      [2, 20, false],
    ]);
  });

  it('a repeating race schedules the next one, skipping periods a stopped server missed', async () => {
    t.clock.set('2026-06-17T10:05:00Z');
    const raceId = await createRace('2026-06-17T10:00:00Z', '2026-06-17T11:00:00Z', ['5'], { repeatHours: 1, series: 'hourly' });
    // The next race exists as soon as this one runs, so the series never has a gap.
    await settleRaces(t.deps.db, { now: new Date('2026-06-17T10:06:00Z') });
    expect((await t.deps.db.select({ id: races.id }).from(races).where(eq(races.series, 'hourly'))).map((r) => r.id).sort()).toEqual([raceId, 'hourly-202606171100'].sort());
    // A server down for hours: the next race is the one running when it is back, 13:00–14:00.
    await t.deps.db.delete(races).where(eq(races.id, 'hourly-202606171100'));
    const [s] = (await settleRaces(t.deps.db, { now: new Date('2026-06-17T13:10:00Z') })).filter((x) => x.raceId === raceId);
    expect(s).toMatchObject({ paid: 0, amount: 0n });
    const [next] = await t.deps.db.select().from(races).where(eq(races.id, 'hourly-202606171300'));
    expect(next).toMatchObject({ series: 'hourly', startsAt: new Date('2026-06-17T13:00:00Z'), endsAt: new Date('2026-06-17T14:00:00Z'), repeatHours: 1, prizes: ['500'] });
  });
});

describe('operator commands', () => {
  it('create refuses bad definitions with a reason and changes nothing; list, show and settle print what they did', async () => {
    t.clock.set('2026-06-18T10:05:00Z');
    const count = async () => (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM races`)) as unknown as { rows: { n: number }[] };
    const n0 = (await count()).rows[0]!.n;
    const bad = (over: Record<string, unknown>) =>
      op('races', 'create', '--json', JSON.stringify({ id: 'bad-race', content: { en: { title: 'X' } }, currency: 'EUR', startsAt: '2026-06-18T10:00:00Z', endsAt: '2026-06-18T11:00:00Z', prizes: ['1'], ...over }));
    expect((await bad({ startsAt: '2026-06-18T10:10:00Z' })).output).toContain('half hour');
    expect((await bad({ endsAt: '2026-06-18T09:00:00Z' })).output).toContain('endsAt must be after startsAt');
    expect((await bad({ currency: 'XYZ' })).output).toBe('Unknown currency XYZ');
    expect((await bad({ prizes: ['1.234'] })).output).toBe('Not an amount in EUR: 1.234');
    expect((await bad({ content: { de: { title: 'X' } } })).exitCode).toBe(2);
    expect((await op('races', 'create', '--json', '{nope')).output).toBe('The definition is not valid JSON.');
    expect((await count()).rows[0]!.n).toBe(n0);

    const raceId = await createRace('2026-06-18T10:00:00Z', '2026-06-18T10:30:00Z', ['12.50']);
    expect((await op('races', 'create', '--json', JSON.stringify({ id: raceId, content: { en: { title: 'X' } }, currency: 'EUR', startsAt: '2026-06-18T10:00:00Z', endsAt: '2026-06-18T10:30:00Z', prizes: ['1'] }))).output).toBe(`A race "${raceId}" exists already`);
    const p = await player();
    await p.bet(2_500);
    expect((await op('races', 'show', raceId)).output).toContain('1 player(s) ranked');
    expect((await op('races', 'list')).output).toContain(`${raceId}  2026-06-18T10:00:00.000Z → 2026-06-18T10:30:00.000Z  12.50 EUR over 1 places  running`);
    // --as-of in the future is a test control only.
    expect((await op('races', 'settle', '--as-of', '2026-06-18T10:31:00Z')).exitCode).toBe(2);
    t.clock.set('2026-06-18T10:31:00Z');
    expect((await op('races', 'settle')).output).toContain(`${raceId}: 1 prize(s), 12.50 EUR paid`);
    expect((await op('races', 'settle')).output).toBe('No race to settle');
    expect((await op('races', 'show', raceId)).output).toContain('1. ' + p.userId + ' 25.00 wagered, prize 12.50 (transfer ');
  });

  it('stopping a series between its races (none running) stops it: the settled one does not schedule it again', async () => {
    t.clock.set('2026-06-24T10:00:00Z');
    const first = await createRace('2026-06-24T10:00:00Z', '2026-06-24T10:30:00Z', ['1'], { repeatHours: 24, series: 'daily-gap' });
    await settleRaces(t.deps.db, { now: t.clock.now() }); // schedules the 25th's
    t.clock.set('2026-06-24T12:00:00Z');
    await settleRaces(t.deps.db, { now: t.clock.now() }); // settles the 24th's
    expect((await t.deps.db.select().from(races).where(eq(races.id, first)))[0]!.settledAt).not.toBeNull();
    expect((await op('races', 'stop', 'daily-gap-202606251000', '--reason', 'budget')).output).toBe('Series daily-gap stopped; removed daily-gap-202606251000');
    t.clock.set('2026-06-24T12:01:00Z');
    await settleRaces(t.deps.db, { now: t.clock.now() });
    expect((await t.deps.db.select().from(races).where(eq(races.series, 'daily-gap'))).map((r) => r.id)).toEqual([first]);
  });

  it('a race must end in the future; stop ends a series, cancel removes an unsettled race; both audited', async () => {
    t.clock.set('2026-06-21T10:05:00Z');
    const past = await op('races', 'create', '--json', JSON.stringify({ id: 'past-race', content: { en: { title: 'X' } }, currency: 'EUR', startsAt: '2026-06-21T09:00:00Z', endsAt: '2026-06-21T10:00:00Z', prizes: ['1'] }));
    expect(past.output).toBe('endsAt is in the past: a race must end after now');
    const overlap = await op('races', 'create', '--json', JSON.stringify({ id: 'overlap', content: { en: { title: 'X' } }, currency: 'EUR', startsAt: '2026-06-21T10:00:00Z', endsAt: '2026-06-23T10:00:00Z', prizes: ['1'], repeatHours: 24 }));
    expect(overlap.output).toContain('repeatHours must not be shorter than the race');

    const raceId = await createRace('2026-06-21T10:00:00Z', '2026-06-21T11:00:00Z', ['1'], { repeatHours: 24, series: 'daily-stop' });
    await settleRaces(t.deps.db, { now: t.clock.now() }); // schedules tomorrow's
    expect((await t.deps.db.select().from(races).where(eq(races.series, 'daily-stop'))).length).toBe(2);
    expect((await op('races', 'stop', raceId)).exitCode).toBe(2); // a reason is required
    // A race of a repeating series cannot be cancelled alone: the series would schedule it again within a minute.
    const cancelled = await op('races', 'cancel', 'daily-stop-202606221000', '--reason', 'skip a day');
    expect(cancelled.exitCode).toBe(2);
    expect(cancelled.output).toContain('belongs to the repeating series daily-stop');
    expect((await op('races', 'stop', raceId, '--reason', 'budget')).output).toBe('Series daily-stop stopped; removed daily-stop-202606221000');
    const left = await t.deps.db.select().from(races).where(eq(races.series, 'daily-stop'));
    expect(left.map((r) => [r.id, r.repeatHours])).toEqual([[raceId, null]]);
    // Settlement passes bring nothing back.
    await settleRaces(t.deps.db, { now: t.clock.now() });
    expect((await t.deps.db.select().from(races).where(eq(races.series, 'daily-stop'))).map((r) => r.id)).toEqual([raceId]);
    expect((await op('races', 'cancel', raceId, '--reason', 'typo')).output).toContain(`${raceId} cancelled`);
    expect(await t.deps.db.select().from(races).where(eq(races.id, raceId))).toEqual([]);
    const audits = (await t.deps.db.execute(
      sql`SELECT action FROM audit_log WHERE action IN ('races.stop', 'races.cancel') AND subject IN ('daily-stop', ${raceId}) ORDER BY id`,
    )) as unknown as { rows: { action: string }[] };
    expect(audits.rows.map((r) => r.action)).toEqual(['races.stop', 'races.cancel']);
  });
});

describe('repeating windows', () => {
  it("a series' next race starts one period after this one's start, whatever the race's length", () => {
    const weekend = { startsAt: new Date('2026-06-20T00:00:00Z'), endsAt: new Date('2026-06-22T00:00:00Z'), repeatHours: 168 };
    expect(nextRaceWindow(weekend, new Date('2026-06-20T12:00:00Z'))).toEqual({ startsAt: new Date('2026-06-27T00:00:00Z'), endsAt: new Date('2026-06-29T00:00:00Z') });
    // Back after three weeks down: the weekend that has not ended yet.
    expect(nextRaceWindow(weekend, new Date('2026-07-12T12:00:00Z'))).toEqual({ startsAt: new Date('2026-07-11T00:00:00Z'), endsAt: new Date('2026-07-13T00:00:00Z') });
  });
});
