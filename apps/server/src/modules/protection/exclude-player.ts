import { eq, sql } from 'drizzle-orm';
import { fail, ok, SELF_EXCLUSION_SECONDS, type TResult, type TSelfExclusionOption } from '@croupier/contracts';
import { gameSessions, playerProtection, users, type Db } from '@croupier/db';

/**
 * POST /api/user/self-exclusion (1h … 1 month, or permanent) and POST /api/user/freeze-account (1, 3, 7 or
 * 10 days): effective at once, never shortened by the player (a shorter choice than the one in force is
 * refused). The player keeps signing in, to withdraw only: bets (PLAYER_BLOCKED), deposits, bonuses and
 * marketing scripts are refused while it lasts; open game sessions end now.
 */
export async function selfExclude(db: Db, input: { userId: string; duration: TSelfExclusionOption; now: Date }): Promise<TResult<{ until: string | null; isPermanent: boolean }>> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ permanent: users.isSelfExclusionPermanent, until: users.selfExclusionUntil })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) return fail('SESSION_INVALID');
    if (user.permanent) return fail('EXCLUSION_NOT_SHORTENED');
    if (input.duration === 'permanent') {
      await tx.update(users).set({ isSelfExclusionPermanent: true, updatedAt: input.now }).where(eq(users.id, input.userId));
      await endGameSessions(tx, input.userId, input.now);
      return ok({ until: null, isPermanent: true });
    }
    const until = new Date(input.now.getTime() + SELF_EXCLUSION_SECONDS[input.duration] * 1000);
    if (user.until && user.until > until) return fail('EXCLUSION_NOT_SHORTENED');
    await tx.update(users).set({ selfExclusionUntil: until, updatedAt: input.now }).where(eq(users.id, input.userId));
    await endGameSessions(tx, input.userId, input.now);
    return ok({ until: until.toISOString(), isPermanent: false });
  });
}

export async function freezeAccount(db: Db, input: { userId: string; days: number; now: Date }): Promise<TResult<{ until: string }>> {
  return db.transaction(async (tx) => {
    const until = new Date(input.now.getTime() + input.days * 86_400_000);
    const [prot] = await tx.select({ frozenUntil: playerProtection.frozenUntil }).from(playerProtection).where(eq(playerProtection.userId, input.userId)).for('update');
    if (prot?.frozenUntil && prot.frozenUntil > until) return fail('EXCLUSION_NOT_SHORTENED');
    await tx
      .insert(playerProtection)
      .values({ userId: input.userId, frozenUntil: until, updatedAt: input.now })
      .onConflictDoUpdate({ target: playerProtection.userId, set: { frozenUntil: until, updatedAt: input.now } });
    await endGameSessions(tx, input.userId, input.now);
    return ok({ until: until.toISOString() });
  });
}

async function endGameSessions(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string, now: Date) {
  await tx.update(gameSessions).set({ endedAt: now }).where(sql`${gameSessions.userId} = ${userId} AND ${gameSessions.endedAt} IS NULL`);
}

/** Why a player may only withdraw now (self-exclusion or freeze), or null. */
export async function exclusionOf(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  userId: string,
  now: Date,
): Promise<{ code: 'SELF_EXCLUSION_ACTIVE' | 'ACCOUNT_FROZEN'; until: Date | null } | null> {
  const [row] = await db
    .select({ permanent: users.isSelfExclusionPermanent, until: users.selfExclusionUntil, frozenUntil: playerProtection.frozenUntil })
    .from(users)
    .leftJoin(playerProtection, eq(playerProtection.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.permanent) return { code: 'SELF_EXCLUSION_ACTIVE', until: null };
  if (row.until && row.until > now) return { code: 'SELF_EXCLUSION_ACTIVE', until: row.until };
  if (row.frozenUntil && row.frozenUntil > now) return { code: 'ACCOUNT_FROZEN', until: row.frozenUntil };
  return null;
}
