import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { LIVE_AWAY_AFTER_MS, LIVE_PRESENCE_MS, LIVE_REMOVE_AFTER_AWAY_MS } from '@croupier/contracts/live';
import { liveSeats, users, type Db, type DbOrTx } from '@croupier/db';
import { displayName } from '../games/lobby-queries';

export type SeatStatus = 'seated' | 'away' | 'removed';
export interface SeatView {
  status: SeatStatus;
  isAwayManual: boolean;
  /** When an away player is removed from the table (null unless away). */
  removesAt: string | null;
}
type SeatRow = typeof liveSeats.$inferSelect;

const at = (ms: number) => new Date(ms);

/**
 * Spec §9's away rule applied to a seat at `now`: away after LIVE_AWAY_AFTER_MS without a game action (or from the
 * moment the player said so), removed LIVE_REMOVE_AFTER_AWAY_MS after that. Returns the fields that change.
 */
export function seatTransitions(seat: SeatRow, now: Date): Partial<SeatRow> {
  if (seat.removedAt) return {};
  const change: Partial<SeatRow> = {};
  let awaySince = seat.awaySince;
  if (!awaySince && now.getTime() - seat.lastActionAt.getTime() >= LIVE_AWAY_AFTER_MS) {
    awaySince = at(seat.lastActionAt.getTime() + LIVE_AWAY_AFTER_MS);
    change.awaySince = awaySince;
  }
  if (awaySince && now.getTime() - awaySince.getTime() >= LIVE_REMOVE_AFTER_AWAY_MS)
    change.removedAt = at(awaySince.getTime() + LIVE_REMOVE_AFTER_AWAY_MS);
  return change;
}

export function seatView(seat: SeatRow): SeatView {
  if (seat.removedAt) return { status: 'removed', isAwayManual: false, removesAt: null };
  if (seat.awaySince)
    return {
      status: 'away',
      isAwayManual: seat.isAwayManual,
      removesAt: at(seat.awaySince.getTime() + LIVE_REMOVE_AFTER_AWAY_MS).toISOString(),
    };
  return { status: 'seated', isAwayManual: false, removesAt: null };
}

async function lockSeat(tx: DbOrTx, tableId: string, userId: string): Promise<SeatRow | undefined> {
  return (
    await tx
      .select()
      .from(liveSeats)
      .where(and(eq(liveSeats.tableId, tableId), eq(liveSeats.userId, userId)))
      .limit(1)
      .for('update')
  )[0];
}

/**
 * The table is open in the player's browser (every state request): the seat is taken on first sight, or again
 * after a removal when the player launches the game anew (a session started after it); its away and removal
 * state is brought up to date.
 */
export async function touchSeat(
  db: Db,
  input: { tableId: string; userId: string; gameSessionId: string; sessionStartedAt: Date; now: Date },
): Promise<SeatView> {
  const { tableId, userId, gameSessionId, now } = input;
  return db.transaction(async (tx) => {
    const seat = await lockSeat(tx, tableId, userId);
    // Seated again only by a launch after the removal (another tab that was already open does not undo it).
    if (!seat || (seat.removedAt && input.sessionStartedAt > seat.removedAt)) {
      const fresh = {
        tableId,
        userId,
        gameSessionId,
        joinedAt: now,
        lastSeenAt: now,
        lastActionAt: now,
        awaySince: null,
        isAwayManual: false,
        removedAt: null,
      };
      await tx
        .insert(liveSeats)
        .values(fresh)
        .onConflictDoUpdate({ target: [liveSeats.tableId, liveSeats.userId], set: fresh });
      return seatView(fresh);
    }
    const change = { ...seatTransitions(seat, now), lastSeenAt: now, ...(seat.removedAt ? {} : { gameSessionId }) };
    await tx
      .update(liveSeats)
      .set(change)
      .where(and(eq(liveSeats.tableId, tableId), eq(liveSeats.userId, userId)));
    return seatView({ ...seat, ...change });
  });
}

/**
 * A game action (a bet) or the player's "I'm back": the away state ends. A removed player is not seated again
 * by a bet — only by coming back explicitly (`isRejoin`) — so `false` answers a bet from a removed seat.
 */
export async function markSeatActive(
  db: DbOrTx,
  input: { tableId: string; userId: string; gameSessionId: string; now: Date; isRejoin?: boolean },
): Promise<boolean> {
  const { tableId, userId, gameSessionId, now } = input;
  const seat = await lockSeat(db, tableId, userId);
  const removed = seat && (seat.removedAt || seatTransitions(seat, now).removedAt);
  if (removed && !input.isRejoin) {
    if (!seat.removedAt)
      await db
        .update(liveSeats)
        .set(seatTransitions(seat, now))
        .where(and(eq(liveSeats.tableId, tableId), eq(liveSeats.userId, userId)));
    return false;
  }
  const active = { gameSessionId, lastSeenAt: now, lastActionAt: now, awaySince: null, isAwayManual: false, removedAt: null };
  await db
    .insert(liveSeats)
    .values({ tableId, userId, joinedAt: now, ...active })
    .onConflictDoUpdate({ target: [liveSeats.tableId, liveSeats.userId], set: active });
  return true;
}

/** The player steps away by hand (spec §9 "manual"); the removal clock starts now. No-op when removed or already away. */
export async function setSeatAway(db: Db, input: { tableId: string; userId: string; now: Date }): Promise<SeatView | null> {
  return db.transaction(async (tx) => {
    const seat = await lockSeat(tx, input.tableId, input.userId);
    if (!seat) return null;
    const change: Partial<SeatRow> = seatTransitions(seat, input.now);
    if (!seat.removedAt && !change.removedAt && !seat.awaySince && !change.awaySince)
      Object.assign(change, { awaySince: input.now, isAwayManual: true });
    if (Object.keys(change).length)
      await tx
        .update(liveSeats)
        .set(change)
        .where(and(eq(liveSeats.tableId, input.tableId), eq(liveSeats.userId, input.userId)));
    return seatView({ ...seat, ...change });
  });
}

/** Who is at the table: seats not removed whose table was open within LIVE_PRESENCE_MS (ghost mode hides names). */
export async function listSeatedPlayers(db: Db, input: { tableId: string; userId: string; now: Date; limit: number }) {
  const since = at(input.now.getTime() - LIVE_PRESENCE_MS);
  const where = and(eq(liveSeats.tableId, input.tableId), isNull(liveSeats.removedAt), gte(liveSeats.lastSeenAt, since));
  const rows = await db
    .select({
      userId: liveSeats.userId,
      awaySince: liveSeats.awaySince,
      lastActionAt: liveSeats.lastActionAt,
      nickname: users.nickname,
      username: users.username,
      firstName: users.firstName,
      isGhost: users.isGhostMode,
    })
    .from(liveSeats)
    .leftJoin(users, eq(users.id, liveSeats.userId))
    .where(where)
    .orderBy(asc(liveSeats.joinedAt))
    .limit(input.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveSeats)
    .where(where);
  const awayFrom = input.now.getTime() - LIVE_AWAY_AFTER_MS;
  return {
    count: count?.n ?? rows.length,
    rows: rows.map((r) => ({
      name:
        r.isGhost === null
          ? null
          : displayName({ isGhost: r.isGhost, nickname: r.nickname, username: r.username, firstName: r.firstName, userId: r.userId }),
      isAway: r.awaySince !== null || r.lastActionAt.getTime() <= awayFrom,
      isMe: r.userId === input.userId,
    })),
  };
}
