import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REFERRAL_CODE_PATTERN } from '@croupier/contracts';
import { referralCodes, type DbOrTx } from '@croupier/db';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A stable 8-character referral code derived from the player id (no 0/O/1/I); `attempt` > 0 derives another one,
 * for the rare player whose first code another player has (40 bits: about one in 200 at 100,000 players).
 */
export function referralCodeOf(userId: string, attempt = 0): string {
  const bytes = createHash('sha256').update(attempt ? `referral:${userId}:${attempt}` : `referral:${userId}`).digest();
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code;
}

/** How many codes are tried for a player before giving up (each taken with a chance of under one in a million). */
const CODE_ATTEMPTS = 8;

/**
 * The player's code, stored on first use so a link can be looked up (idempotent). The stored one is the player's:
 * a derived code another player already has is never shown (their invites would be credited to that player).
 */
export async function ensureReferralCode(db: DbOrTx, userId: string): Promise<string> {
  const stored = async () => (await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1))[0]?.code ?? null;
  const existing = await stored();
  if (existing) return existing;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = referralCodeOf(userId, attempt);
    const inserted = await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing().returning({ code: referralCodes.code });
    if (inserted.length > 0) return code;
    // Stored meanwhile by another request of this player, or the code is another player's: try the next one.
    const mine = await stored();
    if (mine) return mine;
  }
  throw new Error(`No free referral code for ${userId}`);
}

/** Who owns a code (null: no such code). The code is matched in upper case. */
export async function referrerOf(db: DbOrTx, code: string | null | undefined): Promise<string | null> {
  const c = code?.trim().toUpperCase();
  if (!c || !REFERRAL_CODE_PATTERN.test(c)) return null;
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, c)).limit(1);
  return row?.userId ?? null;
}
