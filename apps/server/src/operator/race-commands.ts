import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { parseMajor, RACE_LEADERBOARD_SIZE, toMajorString, ZRaceDefinition } from '@croupier/contracts';
import { auditLog, currencies, raceResults, races, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { currencyExponent } from '../modules/wallet/balance-event';
import { raceStandings } from '../modules/races/standings';
import { settleRaces } from '../modules/races/settle-races';
import { isTestClockEnabled } from './rakeback-commands';
import { done, failed, parseJsonArg, takeFlag } from './args';

export const RACE_USAGE = `Usage:
  races list                                   every race, newest first: window, currency, prizes, settled
  races show <raceId>                          a race and its current top ${RACE_LEADERBOARD_SIZE}
  races create --json '<definition>'           add a race (contracts ZRaceDefinition; prizes in major units); audited
  races settle [<raceId>] [--as-of <ISO time>] pay the races that ended, or that one (the worker does it after each half hour)
  races stop <raceId> --reason "why"           end its series: no next race; races of it not started yet are removed; audited
  races cancel <raceId> --reason "why"         remove a race that is not settled (no prize is paid); audited`;


/** `npx croupier races …` (docs/races.md). */
export async function runRaceCommand(ctx: { db: Db; clock: Clock; actor: string }, argv: readonly string[]): Promise<{ exitCode: number; output: string }> {
  const args = [...argv];
  const sub = args.shift();
  const now = ctx.clock.now();
  if (sub === 'list') {
    const rows = await ctx.db.select().from(races).orderBy(desc(races.startsAt)).limit(100);
    if (rows.length === 0) return done('No races');
    const lines: string[] = [];
    for (const r of rows) {
      const exp = await currencyExponent(ctx.db, r.currency);
      const pool = r.prizes.reduce((a, p) => a + BigInt(p), 0n);
      const state = r.settledAt ? `settled ${r.settledAt.toISOString()}` : r.endsAt <= now ? 'ended, to settle' : r.startsAt <= now ? 'running' : 'upcoming';
      lines.push(`${r.id}  ${r.startsAt.toISOString()} → ${r.endsAt.toISOString()}  ${toMajorString(pool, exp)} ${r.currency} over ${r.prizes.length} places  ${state}${r.repeatHours ? `  repeats every ${r.repeatHours} h` : ''}`);
    }
    return done(lines.join('\n'));
  }
  if (sub === 'show') {
    const [r] = args[0] ? await ctx.db.select().from(races).where(eq(races.id, args[0])) : [];
    if (!r) return failed(args[0] ? `No race "${args[0]}"` : RACE_USAGE);
    const exp = await currencyExponent(ctx.db, r.currency);
    if (r.settledAt) {
      // What was paid, as recorded.
      const paid = await ctx.db.select().from(raceResults).where(eq(raceResults.raceId, r.id)).orderBy(raceResults.rank);
      return done(
        [
          `${r.id} (${r.content.en?.title ?? ''}) ${r.currency}, ${r.startsAt.toISOString()} → ${r.endsAt.toISOString()}, settled ${r.settledAt.toISOString()}, ${r.participants ?? 0} player(s) ranked`,
          ...paid.map((p) => `  ${p.rank}. ${p.userId} ${toMajorString(BigInt(p.wagered), exp)} wagered, prize ${toMajorString(BigInt(p.prize), exp)}${p.transferId ? ` (transfer ${p.transferId})` : ''}`),
        ].join('\n'),
      );
    }
    const { rows, participants } = await raceStandings(ctx.db, r, { limit: RACE_LEADERBOARD_SIZE, fresh: true });
    const lines = [
      `${r.id} (${r.content.en?.title ?? ''}) ${r.currency}, ${r.startsAt.toISOString()} → ${r.endsAt.toISOString()}`,
      `  prizes: ${r.prizes.map((p) => toMajorString(BigInt(p), exp)).join(', ')}`,
      `  ${participants} player(s) ranked`,
      ...rows.map((s) => `  ${s.rank}. ${s.player} (${s.userId}) ${toMajorString(s.wagered, exp)} wagered in ${s.rounds} round(s)`),
    ];
    return done(lines.join('\n'));
  }
  if (sub === 'create') {
    const json = takeFlag(args, 'json');
    if (!json) return failed(RACE_USAGE);
    const parsed = parseJsonArg(json, ZRaceDefinition);
    if (!parsed.ok) return failed(parsed.problem);
    const d = parsed.value;
    if (new Date(d.endsAt) <= now) return failed('endsAt is in the past: a race must end after now');
    const [currency] = await ctx.db.select({ exponent: currencies.exponent }).from(currencies).where(eq(currencies.code, d.currency));
    if (!currency) return failed(`Unknown currency ${d.currency}`);
    const exp = currency.exponent;
    const prizes: string[] = [];
    for (const p of d.prizes) {
      const minor = parseMajor(p, exp);
      if (minor === null || minor < 0n) return failed(`Not an amount in ${d.currency}: ${p}`);
      prizes.push(minor.toString());
    }
    const created = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .insert(races)
        .values({ id: d.id, series: d.series ?? null, content: d.content, currency: d.currency, startsAt: new Date(d.startsAt), endsAt: new Date(d.endsAt), prizes, repeatHours: d.repeatHours ?? null })
        .onConflictDoNothing()
        .returning({ id: races.id });
      if (rows.length === 0) return false;
      await tx.insert(auditLog).values({ actor: ctx.actor, action: 'races.create', subject: d.id, details: { ...d }, createdAt: now });
      return true;
    });
    return created ? done(`Race ${d.id} created`) : failed(`A race "${d.id}" exists already`);
  }
  if (sub === 'settle') {
    const asOf = takeFlag(args, 'as-of');
    const at = asOf ? new Date(asOf) : now;
    if (Number.isNaN(at.getTime())) return failed(`Not a time: ${asOf}`);
    if (at > now && !isTestClockEnabled()) return failed('--as-of may not be in the future (a test control: CROUPIER_TEST_CLOCK=1 in demo mode)');
    const settled = await settleRaces(ctx.db, { now, cutoff: at, ...(args[0] ? { raceId: args[0] } : {}) });
    if (settled.length === 0) return done('No race to settle');
    const lines: string[] = [];
    for (const s of settled) {
      const [r] = await ctx.db.select({ currency: races.currency }).from(races).where(eq(races.id, s.raceId));
      const exp = await currencyExponent(ctx.db, r!.currency);
      lines.push(`${s.raceId}: ${s.paid} prize(s), ${toMajorString(s.amount, exp)} ${r!.currency} paid`);
    }
    return done(lines.join('\n'));
  }
  if (sub === 'stop' || sub === 'cancel') {
    const reason = takeFlag(args, 'reason');
    const [r] = args[0] ? await ctx.db.select().from(races).where(eq(races.id, args[0])) : [];
    if (!r || !reason) return failed(args[0] && !r ? `No race "${args[0]}"` : RACE_USAGE);
    const series = r.series ?? r.id;
    const inSeries = sql`coalesce(${races.series}, ${races.id}) = ${series}`;
    if (sub === 'cancel') {
      if (r.settledAt) return failed(`${r.id} is settled: its prizes are paid`);
      // A race of a repeating series would be scheduled again from the series' other races within a minute (and paid).
      const [repeating] = await ctx.db.select({ id: races.id }).from(races).where(and(inSeries, isNotNull(races.repeatHours))).limit(1);
      if (repeating) return failed(`${r.id} belongs to the repeating series ${series}: it would be scheduled again. Stop the series (races stop ${r.id} --reason …), then create the races you want.`);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(races).where(and(eq(races.id, r.id), isNull(races.settledAt)));
        await tx.insert(auditLog).values({ actor: ctx.actor, action: 'races.cancel', subject: r.id, reason, details: { series: r.series }, createdAt: now });
      });
      return done(`${r.id} cancelled`);
    }
    const removed = await ctx.db.transaction(async (tx) => {
      // Every race of the series stops repeating, settled ones too: the next race is scheduled from the series' latest.
      await tx.update(races).set({ repeatHours: null }).where(inSeries);
      const gone = await tx.delete(races).where(and(inSeries, isNull(races.settledAt), gt(races.startsAt, now))).returning({ id: races.id });
      await tx.insert(auditLog).values({ actor: ctx.actor, action: 'races.stop', subject: series, reason, details: { removed: gone.map((g) => g.id) }, createdAt: now });
      return gone.map((g) => g.id);
    });
    return done(`Series ${series} stopped${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
  }
  return failed(RACE_USAGE);
}
