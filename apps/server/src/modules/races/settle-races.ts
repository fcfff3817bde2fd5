import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { RACE_SETTLE_GRACE_MS } from '@croupier/contracts';
import { raceResults, races, type Db, type DbOrTx, type Tx } from '@croupier/db';
import { getPlayerBalances, lockAccounts, playerAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { balanceEventPayload, globalCreditEvent } from '../wallet/balance-event';
import { enqueueEvent } from '../wallet/outbox';
import { raceStandings } from './standings';

type TRaceRow = typeof races.$inferSelect;

export interface TRaceSettlement {
  raceId: string;
  /** Places paid and minor units paid in the race's currency. */
  paid: number;
  amount: bigint;
}

/**
 * Settles every race (or the one named) that ended at least RACE_SETTLE_GRACE_MS before `cutoff` (default `now`)
 * and is not settled yet (docs/races.md). Each race in its own transaction: the race row is locked, the standings
 * read, the race pool and the winners' cash accounts locked in id order, each paid place gets one ledger transfer
 * race pool → player cash (idempotency key `race:<id>:<rank>`) with a `globalCredit` and a `balance` event, the
 * results and the number of players are written and `settled_at` set, all or nothing. A second node, a retry or
 * a crash halfway pays nothing twice. One race that fails does not hold up the others (the failures are thrown
 * together at the end, for the worker's log). Timestamps are `now`; `cutoff` only chooses the races (the
 * operator's test clock).
 */
export async function settleRaces(db: Db, input: { now: Date; cutoff?: Date; raceId?: string }): Promise<TRaceSettlement[]> {
  const cutoff = input.cutoff ?? input.now;
  await scheduleNextRaces(db, cutoff);
  const due = await db
    .select({ id: races.id })
    .from(races)
    .where(and(isNull(races.settledAt), lte(races.endsAt, new Date(cutoff.getTime() - RACE_SETTLE_GRACE_MS)), input.raceId ? eq(races.id, input.raceId) : undefined))
    .orderBy(asc(races.endsAt));
  const out: TRaceSettlement[] = [];
  const failures: unknown[] = [];
  for (const r of due) {
    try {
      const s = await db.transaction((tx) => settleRace(tx, r.id, input.now));
      if (s) out.push(s);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} race(s) could not be settled`);
  return out;
}

async function settleRace(tx: Tx, raceId: string, now: Date): Promise<TRaceSettlement | null> {
  const locked = (await tx.execute(sql`SELECT id FROM races WHERE id = ${raceId} AND settled_at IS NULL FOR UPDATE`)) as unknown as { rows: unknown[] };
  if (locked.rows.length === 0) return null; // another node settled it meanwhile
  const [race] = await tx.select().from(races).where(eq(races.id, raceId));
  if (!race) return null;
  const prizes = race.prizes.map((p) => BigInt(p));
  const { rows, participants } = await raceStandings(tx, race, { limit: prizes.length, fresh: true });
  const winners = rows.filter((s) => (prizes[s.rank - 1] ?? 0n) > 0n);
  // Every account this settlement touches, locked once in id order (as the wallet's groups do), so a winner's
  // bets wait for a short, ordered lock rather than meeting locks taken prize by prize.
  const accounts = await lockAccounts(tx, [systemAccount('race_pool', race.currency), ...winners.map((s) => playerAccount(s.userId, 'cash', race.currency))]);
  let amount = 0n;
  let paid = 0;
  for (const s of rows) {
    const prize = prizes[s.rank - 1] ?? 0n;
    let transferId: number | null = null;
    if (prize > 0n) {
      const t = await postTransfer(tx, {
        idempotencyKey: `race:${race.id}:${s.rank}`,
        kind: 'race_prize',
        userId: s.userId,
        currency: race.currency,
        legs: [
          { account: systemAccount('race_pool', race.currency), amount: -prize },
          { account: playerAccount(s.userId, 'cash', race.currency), amount: prize },
        ],
        metadata: { raceId: race.id, rank: s.rank },
        locked: accounts,
        now,
      });
      transferId = t.transferId;
      if (t.isNew) {
        amount += prize;
        paid++;
        const [balance] = await getPlayerBalances(tx, s.userId, race.currency);
        await enqueueEvent(tx, [
          await globalCreditEvent(tx, { userId: s.userId, transferId: t.transferId, currency: race.currency, amount: prize, kind: 'cash', source: 'race', now }),
          {
            userId: s.userId,
            event: 'balance',
            payload: await balanceEventPayload(tx, s.userId, race.currency, { cash: balance?.cash ?? prize, bonus: balance?.bonus ?? 0n }),
            now,
          },
        ]);
      }
    }
    await tx.insert(raceResults).values({ raceId: race.id, rank: s.rank, userId: s.userId, wagered: s.wagered, rounds: s.rounds, prize, transferId }).onConflictDoNothing();
  }
  await tx.update(races).set({ settledAt: now, participants }).where(eq(races.id, race.id));
  return { raceId: race.id, paid, amount };
}

/**
 * Repeating series (docs/races.md): once the latest race of a series has started, its next one is created — one
 * period after its start, or the first period that has not ended yet when the server was down — so a series
 * never has a gap while a race waits to be settled. Idempotent (the next race's id is the series and its start).
 */
export async function scheduleNextRaces(db: DbOrTx, now: Date): Promise<string[]> {
  const latest = (await db.execute(sql`
    SELECT DISTINCT ON (coalesce(series, id)) id
      FROM races
     WHERE repeat_hours IS NOT NULL OR series IS NOT NULL
     ORDER BY coalesce(series, id), starts_at DESC`)) as unknown as { rows: { id: string }[] };
  if (latest.rows.length === 0) return [];
  const rows = await db
    .select()
    .from(races)
    .where(and(isNotNull(races.repeatHours), lte(races.startsAt, now), sql`${races.id} IN (${sql.join(latest.rows.map((r) => sql`${r.id}`), sql`, `)})`));
  const created: string[] = [];
  for (const race of rows) created.push(await scheduleNext(db, race, now));
  return created;
}

/** The next race of a repeating series: same length, `repeatHours` after this one's start (or later, see above). */
export function nextRaceWindow(race: Pick<TRaceRow, 'startsAt' | 'endsAt' | 'repeatHours'>, now: Date): { startsAt: Date; endsAt: Date } {
  const period = race.repeatHours! * 3_600_000;
  const length = race.endsAt.getTime() - race.startsAt.getTime();
  let start = race.startsAt.getTime() + period;
  while (start + length <= now.getTime()) start += period;
  return { startsAt: new Date(start), endsAt: new Date(start + length) };
}

async function scheduleNext(db: DbOrTx, race: TRaceRow, now: Date): Promise<string> {
  const { startsAt, endsAt } = nextRaceWindow(race, now);
  const series = race.series ?? race.id;
  const id = `${series}-${startsAt.toISOString().slice(0, 16).replace(/[-:T]/g, '').toLowerCase()}`;
  await db.insert(races).values({ id, series, content: race.content, currency: race.currency, startsAt, endsAt, prizes: race.prizes, repeatHours: race.repeatHours }).onConflictDoNothing();
  return id;
}
