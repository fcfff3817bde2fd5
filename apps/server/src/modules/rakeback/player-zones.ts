import { eq } from 'drizzle-orm';
import { DEFAULT_PLAYER_TIME_ZONE, isValidTimeZone, zoneOffsetMinutes } from '@croupier/contracts';
import { rakebackPlayerZones, type DbOrTx } from '@croupier/db';

/**
 * How long the westernmost zone a player reported keeps deciding which days have begun for claims after they
 * report a zone further east: longer than the widest gap between two zones (UTC−12 to UTC+14 is 26 hours),
 * plus the hour `seenAt` may lag (it is refreshed at most hourly).
 */
export const CLAIM_ZONE_HOLD_MS = 27 * 3600_000;
const SEEN_REFRESH_MS = 3600_000;

export interface TPlayerZones {
  /** The zone the player's calendar is kept in: cycles are booked on its dates. */
  timeZone: string;
  /** Claims may not target a day that has not begun here yet. */
  claimZone: string;
}

export async function findPlayerZones(db: DbOrTx, userId: string): Promise<TPlayerZones | null> {
  const [row] = await db
    .select({ timeZone: rakebackPlayerZones.timeZone, claimZone: rakebackPlayerZones.claimZone })
    .from(rakebackPlayerZones)
    .where(eq(rakebackPlayerZones.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Remembers the zone a player's request carried (DESIGN.md §6: the calendar uses the player's time zone from
 * the request; the cycle worker has no request, so it uses the last one remembered here). A zone further west
 * than the claim zone (its date is not ahead) replaces it at once; one further east only once the claim zone
 * has not been reported for CLAIM_ZONE_HOLD_MS. Writes only when something changes.
 */
export async function rememberTimeZone(db: DbOrTx, input: { userId: string; timeZone: string; now: Date }): Promise<TPlayerZones> {
  const tz = isValidTimeZone(input.timeZone) ? input.timeZone : DEFAULT_PLAYER_TIME_ZONE;
  const [row] = await db.select().from(rakebackPlayerZones).where(eq(rakebackPlayerZones.userId, input.userId)).limit(1);
  if (!row) {
    await db
      .insert(rakebackPlayerZones)
      .values({ userId: input.userId, timeZone: tz, claimZone: tz, claimZoneSeenAt: input.now, updatedAt: input.now })
      .onConflictDoNothing();
    return (await findPlayerZones(db, input.userId)) ?? { timeZone: tz, claimZone: tz };
  }
  let claimZone = row.claimZone;
  let seenAt = row.claimZoneSeenAt;
  const claimKnown = isValidTimeZone(claimZone);
  if (tz === claimZone) {
    if (input.now.getTime() - seenAt.getTime() >= SEEN_REFRESH_MS) seenAt = input.now;
  } else if (!claimKnown || zoneOffsetMinutes(input.now, tz) <= zoneOffsetMinutes(input.now, claimZone)) {
    claimZone = tz;
    seenAt = input.now;
  } else if (input.now.getTime() - seenAt.getTime() >= CLAIM_ZONE_HOLD_MS) {
    claimZone = tz;
    seenAt = input.now;
  }
  if (tz !== row.timeZone || claimZone !== row.claimZone || seenAt !== row.claimZoneSeenAt) {
    await db
      .update(rakebackPlayerZones)
      .set({ timeZone: tz, claimZone, claimZoneSeenAt: seenAt, updatedAt: input.now })
      .where(eq(rakebackPlayerZones.userId, input.userId));
  }
  return { timeZone: tz, claimZone };
}
