import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { toMajorString } from '@croupier/contracts';
import { currencies, referralCodes, referralCommissions, users, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { done, failed, findPlayer, takeFlag, type CommandResult } from './args';

export const REFERRAL_USAGE = `Usage:
  referrals show <email|userId>                 a player's code, visits, referred players and commission per currency,
                                                and the sign-ups refused as their own (same device)
  referrals report [--since <ISO>] [--until <ISO>] commission paid per currency and the top referrers (default: 30 days)`;

const DAY_MS = 86_400_000;
const REPORT_DAYS = 30;
const TOP_REFERRERS = 10;
/** Players listed under a referrer (`show`). */
const LISTED = 100;

async function exponents(db: Db): Promise<Map<string, number>> {
  return new Map(
    (await db.select({ code: currencies.code, exponent: currencies.exponent }).from(currencies)).map((c) => [c.code, c.exponent]),
  );
}

const nameOf = (u: { email: string | null; username: string | null; id: string }) => u.email ?? u.username ?? u.id;

/** `npx croupier referrals …` (docs/referrals.md): what the refer-a-friend programme paid, per player and overall. */
export async function runReferralCommand(ctx: { db: Db; clock: Clock }, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  const sub = args.shift();
  const exp = await exponents(ctx.db);
  const money = (minor: bigint | string | number, currency: string) =>
    `${toMajorString(BigInt(minor), exp.get(currency) ?? 2)} ${currency}`;

  if (sub === 'show') {
    const who = args[0];
    const p = who ? await findPlayer(ctx.db, who) : null;
    if (!who) return failed(REFERRAL_USAGE);
    if (!p) return failed(`No player "${who}"`);
    const [code] = await ctx.db
      .select({ code: referralCodes.code, visits: referralCodes.visits })
      .from(referralCodes)
      .where(eq(referralCodes.userId, p.id));
    const referred = await ctx.db
      .select({ id: users.id, email: users.email, username: users.username, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.referredBy, p.id))
      .orderBy(desc(users.createdAt))
      .limit(LISTED);
    const perPlayer = await ctx.db
      .select({
        referredId: referralCommissions.referredId,
        currency: referralCommissions.currency,
        amount: sql<string>`sum(${referralCommissions.amount})::text`,
        cycles: sql<number>`count(*)::int`,
      })
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerId, p.id))
      .groupBy(referralCommissions.referredId, referralCommissions.currency);
    const refused = (await ctx.db.execute(sql`
      SELECT id, email, username, created_at, count(*) OVER () AS total FROM users
       WHERE signup -> 'referralRefused' ->> 'referrerId' = ${p.id}
       ORDER BY created_at DESC LIMIT ${LISTED}`)) as unknown as {
      rows: { id: string; email: string | null; username: string | null; created_at: Date | string; total: number | string }[];
    };
    const [registrations] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.referredBy, p.id));

    const totals = new Map<string, bigint>();
    for (const r of perPlayer) totals.set(r.currency, (totals.get(r.currency) ?? 0n) + BigInt(r.amount));
    const lines = [
      `${nameOf(p)} (${p.id})`,
      `  code ${code?.code ?? '(not issued yet: the player gets one on the Refer a friend page)'}: ${code?.visits ?? 0} visit(s), ${registrations?.n ?? 0} registration(s)${(registrations?.n ?? 0) > LISTED ? ` (the latest ${LISTED} below)` : ''}`,
      `  commission: ${totals.size ? [...totals].map(([c, a]) => money(a, c)).join(', ') : 'none yet'}`,
    ];
    for (const r of referred) {
      const earned = perPlayer.filter((x) => x.referredId === r.id);
      const paid = earned.length
        ? earned.map((x) => `${money(x.amount, x.currency)} over ${x.cycles} cycle(s)`).join(', ')
        : 'no commission yet';
      lines.push(`    ${nameOf(r)} signed up ${new Date(r.createdAt).toISOString()}: ${paid}`);
    }
    if (refused.rows.length) {
      lines.push(`  refused as their own (same device): ${Number(refused.rows[0]!.total)}`);
      for (const r of refused.rows) lines.push(`    ${nameOf(r)} signed up ${new Date(r.created_at).toISOString()}`);
    }
    return done(lines.join('\n'));
  }

  if (sub === 'report') {
    const sinceArg = takeFlag(args, 'since');
    const untilArg = takeFlag(args, 'until');
    const until = untilArg ? new Date(untilArg) : ctx.clock.now();
    const since = sinceArg ? new Date(sinceArg) : new Date(until.getTime() - REPORT_DAYS * DAY_MS);
    if (Number.isNaN(since.getTime()) || Number.isNaN(until.getTime()))
      return failed('--since and --until take an ISO time, e.g. 2026-11-01T00:00:00Z');
    if (since >= until) return failed('--since must be before --until');
    const inWindow = and(gte(referralCommissions.cycleStart, since), lt(referralCommissions.cycleStart, until));
    const totals = await ctx.db
      .select({
        currency: referralCommissions.currency,
        amount: sql<string>`sum(${referralCommissions.amount})::text`,
        ngr: sql<string>`sum(${referralCommissions.ngr})::text`,
        referrers: sql<number>`count(distinct ${referralCommissions.referrerId})::int`,
        players: sql<number>`count(distinct ${referralCommissions.referredId})::int`,
      })
      .from(referralCommissions)
      .where(inWindow)
      .groupBy(referralCommissions.currency)
      .orderBy(referralCommissions.currency);
    // The top referrers of each currency (amounts of different currencies are not comparable).
    const top = (
      (await ctx.db.execute(sql`
      SELECT * FROM (
        SELECT c.referrer_id, c.currency, sum(c.amount)::text AS amount, u.email, u.username,
               row_number() OVER (PARTITION BY c.currency ORDER BY sum(c.amount) DESC) AS place
          FROM referral_commissions c JOIN users u ON u.id = c.referrer_id
         WHERE c.cycle_start >= ${since} AND c.cycle_start < ${until}
         GROUP BY c.referrer_id, c.currency, u.email, u.username) ranked
       WHERE place <= ${TOP_REFERRERS} AND amount::numeric > 0
       ORDER BY currency, place`)) as unknown as {
        rows: { referrer_id: string; currency: string; amount: string; email: string | null; username: string | null }[];
      }
    ).rows;
    const [signUps] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(sql`${users.referredBy} IS NOT NULL`, gte(users.createdAt, since), lt(users.createdAt, until)));
    const lines = [`Refer-a-friend, cycles from ${since.toISOString()} to ${until.toISOString()}: ${signUps?.n ?? 0} referred sign-up(s)`];
    if (totals.length === 0) lines.push('  no commission in this window');
    for (const t of totals)
      lines.push(
        `  ${t.currency}: ${money(t.amount, t.currency)} paid to ${t.referrers} referrer(s); referred players' NGR ${money(t.ngr, t.currency)} (${t.players} player(s))`,
      );
    if (top.length) lines.push(`  top referrers (up to ${TOP_REFERRERS} per currency):`);
    for (const r of top) lines.push(`    ${r.email ?? r.username ?? r.referrer_id}  ${money(r.amount, r.currency)}`);
    return done(lines.join('\n'));
  }

  return failed(REFERRAL_USAGE);
}
