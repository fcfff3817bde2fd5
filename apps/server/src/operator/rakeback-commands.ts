import { and, desc, eq } from 'drizzle-orm';
import { claimWindow, cycleStartOf, DEFAULT_PLAYER_TIME_ZONE, isDateString, payoutMinor, toMajorString } from '@croupier/contracts';
import { auditLog, rakebackDays, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { currencyExponent } from '../modules/wallet/balance-event';
import { findPlayerZones } from '../modules/rakeback/player-zones';
import { findRakebackTerms } from '../modules/rakeback/rakeback-terms';
import { loyaltyLevelOf } from '../modules/loyalty/loyalty-points';
import { currentCycleNgr } from '../modules/rakeback/get-calendar-award';
import { settleRakebackCycles } from '../modules/rakeback/settle-cycles';
import { addToCalendar } from '../modules/rakeback/add-to-calendar';
import { done, failed, findPlayer as findOne, parseOperatorAmount, takeFlag } from './args';

export interface RakebackCommandContext {
  db: Db;
  clock: Clock;
  /** Who runs the command (audited). */
  actor: string;
}

export const RAKEBACK_USAGE = `Usage:
  rakeback show <email|userId> [--limit N]
  rakeback settle [--as-of <ISO time>]
  rakeback add <email|userId> <YYYY-MM-DD> <amount> --reason "why" [--currency C] [--bonus <bonusId>]`;

/**
 * `--as-of` later than now settles the running cycle early. That is a test control (the browser journeys
 * "wait out" a cycle with it), refused unless CROUPIER_TEST_CLOCK=1 in demo mode (DEMO_MODE=true, or the
 * embedded database without DEMO_MODE=false) — demo mode serves every player's mail publicly, so it is never
 * a production setting. Without the flag `--as-of` may only name a time already past.
 */
export function isTestClockEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const isDemo = env.DEMO_MODE === 'true' || (!env.DATABASE_URL && env.DEMO_MODE !== 'false');
  return env.CROUPIER_TEST_CLOCK === '1' && isDemo;
}



/** `npx croupier rakeback …` (docs/rakeback.md). */
export async function runRakebackCommand(ctx: RakebackCommandContext, argv: readonly string[]): Promise<{ exitCode: number; output: string }> {
  const args = [...argv];
  const sub = args.shift();
  const findPlayer = (who: string) => findOne(ctx.db, who);
  if (sub === 'add') {
    const reason = takeFlag(args, 'reason');
    const currencyFlag = takeFlag(args, 'currency');
    const bonusFlag = takeFlag(args, 'bonus');
    const [who, day, amountText] = args;
    if (!who || !day || !amountText || !reason) return failed(RAKEBACK_USAGE);
    if (!isDateString(day)) return failed(`Not a YYYY-MM-DD day: ${day}`);
    const p = await findPlayer(who);
    if (!p) return failed(`No player "${who}"`);
    const parsed = await parseOperatorAmount(ctx.db, amountText, currencyFlag ?? p.currency);
    if (!parsed.ok) return failed(parsed.problem);
    const { currency, exponent: exp, amount } = parsed;
    if (amount < 0n) return failed(`Not a positive amount in ${currency}: ${amountText}`);
    const now = ctx.clock.now();
    const bonusId = bonusFlag ?? (await findRakebackTerms(ctx.db, { currency, countryCode: p.countryCode, at: now }))?.bonusId;
    if (!bonusId) return failed('No rakeback bonus in force for this player; name one with --bonus');
    const landed = await ctx.db.transaction(async (tx) => {
      const r = await addToCalendar(tx, { userId: p.id, bonusId, amount, currency, day, now });
      await tx.insert(auditLog).values({
        actor: ctx.actor,
        action: 'rakeback.add',
        subject: p.id,
        reason,
        details: { bonusId, currency, amount: amount.toString(), day, canClaimDate: r.canClaimDate, dayId: r.dayId },
        createdAt: now,
      });
      return r;
    });
    const zones = await findPlayerZones(ctx.db, p.id);
    const { yesterday } = claimWindow(now, zones?.timeZone ?? DEFAULT_PLAYER_TIME_ZONE);
    const note = landed.canClaimDate < yesterday ? ' (a past day: the player can no longer claim it)' : landed.canClaimDate !== day ? ' (that day was already claimed)' : '';
    return done(`${toMajorString(amount, exp)} ${currency} added to ${landed.canClaimDate} (${bonusId}) for ${p.email ?? p.username}${note}`);
  }
  if (sub === 'show') {
    const limit = Math.min(Math.max(Number(takeFlag(args, 'limit') ?? 35) || 35, 1), 400);
    const who = args[0];
    if (!who) return failed(RAKEBACK_USAGE);
    const p = await findPlayer(who);
    if (!p) return failed(`No player "${who}"`);
    const now = ctx.clock.now();
    const zones = (await findPlayerZones(ctx.db, p.id)) ?? { timeZone: `${DEFAULT_PLAYER_TIME_ZONE} (none reported yet)`, claimZone: DEFAULT_PLAYER_TIME_ZONE };
    const tz = zones.timeZone.split(' ')[0]!;
    const { today } = claimWindow(now, tz);
    const loyaltyLevel = await loyaltyLevelOf(ctx.db, p.id);
    const terms = await findRakebackTerms(ctx.db, { currency: p.currency, countryCode: p.countryCode, at: now, loyaltyLevel });
    const exp = await currencyExponent(ctx.db, p.currency);
    const ngr = await currentCycleNgr(ctx.db, { userId: p.id, currency: p.currency, now });
    const lines = [
      `${p.email ?? p.username} (${p.id})`,
      `  time zone ${zones.timeZone}, claim zone ${zones.claimZone}; today ${today}`,
      `  rakeback: ${terms ? `${terms.bonusId} at ${terms.percent}%` : 'no rakeback bonus in force'} (${p.currency}, loyalty level ${loyaltyLevel})`,
      `  this cycle (from ${cycleStartOf(now).toISOString()}): NGR ${toMajorString(ngr, exp)}, payout ${toMajorString(terms ? payoutMinor(ngr, terms.percent) : 0n, exp)}`,
    ];
    const days = await ctx.db
      .select()
      .from(rakebackDays)
      .where(and(eq(rakebackDays.userId, p.id)))
      .orderBy(desc(rakebackDays.canClaimDate), rakebackDays.bonusId)
      .limit(limit);
    if (days.length === 0) lines.push('  no calendar days yet');
    for (const d of days) {
      const e = await currencyExponent(ctx.db, d.currency);
      const status = d.paidAt ? `claimed ${d.paidAt.toISOString()} (transfer ${d.transferId ?? '?'})` : d.canClaimDate < claimWindow(now, tz).yesterday ? 'not claimed' : 'unclaimed';
      lines.push(`  ${d.canClaimDate}  ${d.bonusId.padEnd(24)} ${toMajorString(BigInt(d.amount), e).padStart(14)} ${d.currency}  ${status}`);
    }
    return done(lines.join('\n'));
  }
  if (sub === 'settle') {
    const asOf = takeFlag(args, 'as-of');
    const now = ctx.clock.now();
    let at = now;
    if (asOf !== undefined) {
      at = new Date(asOf);
      if (Number.isNaN(at.getTime())) return failed(`Not a time: ${asOf}`);
      if (at.getTime() > now.getTime() + 1000 && !isTestClockEnabled()) {
        return failed('--as-of in the future settles a running cycle early: a test control, only with CROUPIER_TEST_CLOCK=1 in demo mode');
      }
    }
    let from: Date | undefined;
    let cycles = 0;
    let credited = 0;
    const amounts: Record<string, bigint> = {};
    for (;;) {
      // A past time picks older cycles (after an outage) but their days are judged now: the player can claim them.
      const r = await settleRakebackCycles(ctx.db, { now: at > now ? at : now, asOf: at, from });
      cycles += r.cycles;
      credited += r.credited;
      for (const [c, v] of Object.entries(r.amounts)) amounts[c] = (amounts[c] ?? 0n) + v;
      if (!r.hasMore) break;
      from = r.settledThrough;
    }
    const parts = [];
    for (const [c, v] of Object.entries(amounts)) parts.push(`${toMajorString(v, await currencyExponent(ctx.db, c))} ${c}`);
    return done(`${cycles} cycle(s) settled as of ${at.toISOString()}, ${credited} added to calendars${parts.length ? `: ${parts.join(', ')}` : ''}`);
  }
  return failed(RAKEBACK_USAGE);
}
