import { eq } from 'drizzle-orm';
import type { TSetPrivacyRequest } from '@croupier/contracts';
import { playerProtection, users, type Db } from '@croupier/db';

/** PUT /api/user/reality-check: the interval of the reality-check dialog (minutes), or null for none. */
export async function setRealityCheck(db: Db, input: { userId: string; minutes: number | null; now: Date }): Promise<{ minutes: number | null }> {
  await db
    .insert(playerProtection)
    .values({ userId: input.userId, realityCheckMinutes: input.minutes, updatedAt: input.now })
    .onConflictDoUpdate({ target: playerProtection.userId, set: { realityCheckMinutes: input.minutes, updatedAt: input.now } });
  return { minutes: input.minutes };
}

/** PUT /api/user/privacy: ghost mode ("Hidden" in public feeds) and the reward calendar opt-out. */
export async function setPrivacy(db: Db, input: { userId: string; body: TSetPrivacyRequest; now: Date }): Promise<{ isGhostMode: boolean; isRewardCalendarOptOut: boolean }> {
  return db.transaction(async (tx) => {
    if (input.body.isGhostMode !== undefined) await tx.update(users).set({ isGhostMode: input.body.isGhostMode, updatedAt: input.now }).where(eq(users.id, input.userId));
    if (input.body.isRewardCalendarOptOut !== undefined) {
      await tx
        .insert(playerProtection)
        .values({ userId: input.userId, isRewardCalendarOptOut: input.body.isRewardCalendarOptOut, updatedAt: input.now })
        .onConflictDoUpdate({ target: playerProtection.userId, set: { isRewardCalendarOptOut: input.body.isRewardCalendarOptOut, updatedAt: input.now } });
    }
    const [u] = await tx.select({ ghost: users.isGhostMode }).from(users).where(eq(users.id, input.userId));
    const [p] = await tx.select({ optOut: playerProtection.isRewardCalendarOptOut }).from(playerProtection).where(eq(playerProtection.userId, input.userId));
    return { isGhostMode: u?.ghost ?? false, isRewardCalendarOptOut: p?.optOut ?? false };
  });
}

/** POST /api/user/bonus-buy-confirm: the player confirmed a bonus buy above the max-bet limit; the next bonus-buy bet in that game (within 5 minutes) is exempt once. */
export const BONUS_BUY_CONFIRM_TTL_S = 300;
export async function confirmBonusBuy(db: Db, input: { userId: string; gameId: string; now: Date }): Promise<{ exemptUntil: string }> {
  const until = new Date(input.now.getTime() + BONUS_BUY_CONFIRM_TTL_S * 1000);
  await db
    .insert(playerProtection)
    .values({ userId: input.userId, bonusBuyExemptGameId: input.gameId, bonusBuyExemptUntil: until, updatedAt: input.now })
    .onConflictDoUpdate({ target: playerProtection.userId, set: { bonusBuyExemptGameId: input.gameId, bonusBuyExemptUntil: until, updatedAt: input.now } });
  return { exemptUntil: until.toISOString() };
}
