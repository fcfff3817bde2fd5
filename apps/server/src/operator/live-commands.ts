import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { toMajorString } from '@croupier/contracts';
import { rouletteColour, rouletteSpotKey, type RouletteChip } from '@croupier/games';
import { currencies, liveBets, liveRounds, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { done, failed, findPlayer, takeFlag, type CommandResult } from './args';

export const LIVE_USAGE = `Usage:
  live rounds [--limit N]                        the table's last rounds: pocket, seed hash, bets, stakes and wins
  live bets <email|userId> [--limit N]           a player's live bets: round, chips, stake, win, status
  live open                                      bets not settled a minute after their round closed (the settler
                                                 retries them; a wallet refusing a win shows here)`;

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 500;
/** `live open` lists bets still open this long after their round closed. */
const OPEN_AFTER_MS = 60_000;

const limitOf = (args: string[]): number | null => {
  const raw = takeFlag(args, 'limit');
  if (raw === undefined) return DEFAULT_LIMIT;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= MAX_LIMIT ? n : null;
};

/** `npx croupier live …` (docs/live-casino.md): what the live table played and paid, for support and disputes. */
export async function runLiveCommand(ctx: { db: Db; clock: Clock }, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  const sub = args.shift();
  const exp = new Map(
    (await ctx.db.select({ code: currencies.code, exponent: currencies.exponent }).from(currencies)).map((c) => [c.code, c.exponent]),
  );
  const money = (minor: bigint | string | number, currency: string) =>
    `${toMajorString(BigInt(minor), exp.get(currency) ?? 2)} ${currency}`;
  const chipsText = (chips: RouletteChip[], currency: string) =>
    chips.map((c) => `${rouletteSpotKey(c)} ${money(c.amount, currency)}`).join(', ');

  if (sub === 'rounds') {
    const limit = limitOf(args);
    if (limit === null) return failed(`--limit is a whole number from 1 to ${MAX_LIMIT}`);
    const rounds = await ctx.db.select().from(liveRounds).orderBy(desc(liveRounds.closesAt)).limit(limit);
    if (!rounds.length) return done('No live rounds yet');
    const totals = await ctx.db
      .select({
        roundId: liveBets.roundId,
        currency: liveBets.currency,
        bets: sql<number>`count(*)::int`,
        stake: sql<string>`sum(${liveBets.stake})::text`,
        win: sql<string>`coalesce(sum(${liveBets.win}), 0)::text`,
      })
      .from(liveBets)
      .where(
        and(
          inArray(
            liveBets.roundId,
            rounds.map((r) => r.id),
          ),
          inArray(liveBets.status, ['placed', 'settled']),
          eq(liveBets.isDemo, false),
        ),
      )
      .groupBy(liveBets.roundId, liveBets.currency);
    const lines = rounds.map((r) => {
      const result = r.spunAt ? `${r.pocket} ${rouletteColour(r.pocket!)}` : 'not spun yet';
      const money_ = totals
        .filter((x) => x.roundId === r.id)
        .map((x) => `${x.bets} bet(s) ${money(x.stake, x.currency)} staked, ${money(x.win, x.currency)} won`);
      return `${r.tableId} #${r.roundNumber} ${r.closesAt.toISOString()}  ${result}  seed hash ${r.serverSeedHash.slice(0, 16)}…  ${money_.join('; ') || 'no real-money bets'}`;
    });
    return done(lines.join('\n'));
  }

  if (sub === 'bets') {
    const who = args.shift();
    const limit = limitOf(args);
    if (!who) return failed(LIVE_USAGE);
    if (limit === null) return failed(`--limit is a whole number from 1 to ${MAX_LIMIT}`);
    const p = await findPlayer(ctx.db, who);
    if (!p) return failed(`No player "${who}"`);
    const rows = await ctx.db
      .select({ bet: liveBets, pocket: liveRounds.pocket })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
      .where(eq(liveBets.userId, p.id))
      .orderBy(desc(liveBets.createdAt))
      .limit(limit);
    if (!rows.length) return done(`${p.email ?? p.username ?? p.id}: no live bets`);
    return done(
      [
        `${p.email ?? p.username ?? p.id} (${p.id}): the last ${rows.length} live bet(s)`,
        ...rows.map(({ bet: b, pocket }) => {
          const result =
            b.status === 'settled' ? `won ${money(b.win ?? 0n, b.currency)} on ${pocket}` : b.status + (b.failure ? ` (${b.failure})` : '');
          return `  ${b.createdAt.toISOString()} ${b.tableId} #${b.roundNumber}${b.isDemo ? ' demo' : ''}: ${chipsText(b.chips as RouletteChip[], b.currency)} = ${money(b.stake, b.currency)}; ${result}`;
        }),
      ].join('\n'),
    );
  }

  if (sub === 'open') {
    const before = new Date(ctx.clock.now().getTime() - OPEN_AFTER_MS);
    const rows = await ctx.db
      .select({ bet: liveBets })
      .from(liveBets)
      .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
      .where(and(inArray(liveBets.status, ['pending', 'placed', 'voiding']), lt(liveRounds.closesAt, before)))
      .orderBy(liveBets.createdAt)
      .limit(MAX_LIMIT);
    if (!rows.length) return done('No open live bets');
    return done(
      rows
        .map(({ bet: b }) => `${b.id} ${b.tableId} #${b.roundNumber} ${b.status} ${money(b.stake, b.currency)} player ${b.userId}`)
        .join('\n'),
    );
  }
  return failed(LIVE_USAGE);
}
