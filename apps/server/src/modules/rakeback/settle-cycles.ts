import { inArray, sql } from 'drizzle-orm';
import {
  addDays,
  claimWindow,
  cycleDay,
  cycleStartOf,
  DEFAULT_PLAYER_TIME_ZONE,
  isValidTimeZone,
  levelForPoints,
  payoutMinor,
  RAKEBACK_CYCLE_MS,
} from '@croupier/contracts';
import { rakebackPlayerZones, type Db } from '@croupier/db';
import { addToCalendar } from './add-to-calendar';
import { loyaltyPointsByUser } from '../loyalty/loyalty-points';
import { loadRakebackDefinitions, pickRakebackTerms, type TRakebackDefinition } from './rakeback-terms';

/** A cycle is settled this long after it ends, so a bet committed at its last instant is in its bucket. */
export const SETTLE_GRACE_MS = 5_000;
/** How far back a node looks for cycles nobody settled (after a restart or an outage). */
export const SETTLE_LOOKBACK_MS = 48 * 3600_000;
const BATCH = 500;

export interface TSettleResult {
  /** Cycles looked at (settled now, or found settled by another node). */
  cycles: number;
  /** Cycles that added an amount to a calendar day. */
  credited: number;
  /** Minor units added, per currency. */
  amounts: Record<string, bigint>;
}

interface TBucket {
  user_id: string;
  currency: string;
  bucket_start: Date | string;
  ngr: string;
  country_code: string | null;
}

/**
 * Settles the 30-minute cycles that have ended (spec §4 accumulator: at each cycle end the payout goes to that
 * day's calendar record, whether or not anyone visits the site). For every player and currency with real-money
 * play in a cycle: NGR = stakes − wins of its play bucket (player_play_buckets, written with every bet, win and
 * rollback), payout = max(0, NGR × percent) rounded down to the minor unit, added to the calendar day of the
 * cycle's start in the player's time zone.
 *
 * Idempotent per (player, currency, cycle): the rakeback_cycles row is created once and locked, and only the
 * difference between the payout the cycle's NGR is worth now and what it already credited is added (so a
 * restart, a second node or a re-run add nothing twice, and a bet committed late still counts). A cycle's
 * payout is never taken back (a later rollback lowers its NGR; the calendar keeps what was added).
 *
 * `from` bounds the scan (the worker keeps a watermark; default: the lookback). Returns what it did.
 */
export async function settleRakebackCycles(
  db: Db,
  input: { now: Date; asOf?: Date; from?: Date; limit?: number },
): Promise<TSettleResult & { settledThrough: Date; hasMore: boolean }> {
  const result: TSettleResult = { cycles: 0, credited: 0, amounts: {} };
  // `asOf` (an operator's catch-up after an outage) picks the cycles; the calendar day is still judged at `now`, so a
  // late cycle lands on a day the player can claim.
  const asOf = input.asOf ?? input.now;
  const lastClosed = new Date(cycleStartOf(asOf.getTime() - SETTLE_GRACE_MS).getTime() - RAKEBACK_CYCLE_MS);
  const from = input.from ?? new Date(asOf.getTime() - SETTLE_LOOKBACK_MS);
  const limit = input.limit ?? BATCH;
  const rows = (await db.execute(sql`
    SELECT b.user_id, b.currency, b.bucket_start, (b.bet_cash + b.bet_bonus - b.win_cash - b.win_bonus)::text AS ngr, u.country_code
      FROM player_play_buckets b
      JOIN users u ON u.id = b.user_id
      LEFT JOIN rakeback_cycles c ON c.user_id = b.user_id AND c.currency = b.currency AND c.cycle_start = b.bucket_start
     WHERE b.bucket_start >= ${from.toISOString()}::timestamptz
       AND b.bucket_start <= ${lastClosed.toISOString()}::timestamptz
       AND (c.user_id IS NULL OR c.ngr < b.bet_cash + b.bet_bonus - b.win_cash - b.win_bonus)
     ORDER BY b.bucket_start, b.user_id, b.currency
     LIMIT ${limit}`)) as unknown as { rows: TBucket[] };
  if (rows.rows.length === 0) return { ...result, settledThrough: lastClosed, hasMore: false };

  const defs = await loadRakebackDefinitions(db);
  const userIds = [...new Set(rows.rows.map((r) => r.user_id))];
  const zoneRows = await db
    .select({ userId: rakebackPlayerZones.userId, timeZone: rakebackPlayerZones.timeZone })
    .from(rakebackPlayerZones)
    .where(inArray(rakebackPlayerZones.userId, userIds));
  const zones = new Map(zoneRows.map((z) => [z.userId, isValidTimeZone(z.timeZone) ? z.timeZone : DEFAULT_PLAYER_TIME_ZONE]));
  // The loyalty level when the cycle is first settled picks a level's rakeback percent (docs/loyalty.md).
  const points = await loyaltyPointsByUser(db, userIds);

  for (const r of rows.rows) {
    const cycleStart = new Date(r.bucket_start);
    const timeZone = zones.get(r.user_id) ?? DEFAULT_PLAYER_TIME_ZONE;
    const loyaltyLevel = levelForPoints(points.get(r.user_id)?.points ?? 0);
    const added = await settleCycle(db, defs, { userId: r.user_id, currency: r.currency, cycleStart, countryCode: r.country_code, timeZone, loyaltyLevel, now: input.now });
    result.cycles++;
    if (added > 0n) {
      result.credited++;
      result.amounts[r.currency] = (result.amounts[r.currency] ?? 0n) + added;
    }
  }
  const hasMore = rows.rows.length === limit;
  // With more to do, the scan must start again at the earliest cycle not yet looked at.
  const settledThrough = hasMore ? new Date(rows.rows[rows.rows.length - 1]!.bucket_start) : lastClosed;
  return { ...result, settledThrough, hasMore };
}

/** Settles one cycle of one player and currency in its own transaction; returns the minor units added. */
export async function settleCycle(
  db: Db,
  defs: readonly TRakebackDefinition[],
  c: { userId: string; currency: string; cycleStart: Date; countryCode: string | null; timeZone: string; loyaltyLevel?: number; now: Date },
): Promise<bigint> {
  const terms = pickRakebackTerms(defs, { currency: c.currency, countryCode: c.countryCode, at: c.cycleStart, loyaltyLevel: c.loyaltyLevel ?? null });
  const { today, yesterday } = claimWindow(c.now, c.timeZone);
  // The day of the cycle's start; a cycle settled so late that its day can no longer be claimed (an outage)
  // lands on today instead, so the player never loses it.
  let day = cycleDay(c.cycleStart, c.timeZone);
  if (day < yesterday) day = today;
  if (day > addDays(today, 1)) day = today;
  return db.transaction(async (tx) => {
    const start = c.cycleStart.toISOString();
    await tx.execute(sql`
      INSERT INTO rakeback_cycles (user_id, currency, cycle_start, bonus_id, percent, ngr, payout, can_claim_date, settled_at)
      VALUES (${c.userId}::uuid, ${c.currency}, ${start}::timestamptz, ${terms?.bonusId ?? null}, ${terms?.percent ?? '0'}::numeric,
              0, 0, ${day}::date, ${c.now.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING`);
    const locked = (await tx.execute(sql`
      SELECT c.bonus_id, c.percent::text AS percent, c.payout::text AS payout, c.ngr::text AS ngr,
             (b.bet_cash + b.bet_bonus - b.win_cash - b.win_bonus)::text AS bucket_ngr
        FROM rakeback_cycles c
        JOIN player_play_buckets b ON b.user_id = c.user_id AND b.currency = c.currency AND b.bucket_start = c.cycle_start
       WHERE c.user_id = ${c.userId}::uuid AND c.currency = ${c.currency} AND c.cycle_start = ${start}::timestamptz
       FOR UPDATE OF c`)) as unknown as { rows: { bonus_id: string | null; percent: string; payout: string; ngr: string; bucket_ngr: string }[] };
    const row = locked.rows[0];
    if (!row) return 0n;
    const ngr = BigInt(row.bucket_ngr);
    const paid = BigInt(row.payout);
    const target = row.bonus_id ? payoutMinor(ngr, row.percent) : 0n;
    const delta = target - paid;
    if (delta > 0n && row.bonus_id) {
      await addToCalendar(tx, { userId: c.userId, bonusId: row.bonus_id, amount: delta, currency: c.currency, day, now: c.now });
    }
    await tx.execute(sql`
      UPDATE rakeback_cycles SET ngr = ${ngr.toString()}::bigint, payout = ${(delta > 0n ? target : paid).toString()}::bigint, settled_at = ${c.now.toISOString()}::timestamptz
       WHERE user_id = ${c.userId}::uuid AND currency = ${c.currency} AND cycle_start = ${start}::timestamptz`);
    return delta > 0n ? delta : 0n;
  });
}
