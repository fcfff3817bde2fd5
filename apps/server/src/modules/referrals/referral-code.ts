import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REFERRAL_CODE_PATTERN } from '@croupier/contracts';
import { referralCodes, type DbOrTx } from '@croupier/db';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A stable 8-character referral code derived from the player id (no 0/O/1/I). */
export function referralCodeOf(userId: string): string {
  const bytes = createHash('sha256').update(`referral:${userId}`).digest();
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code;
}

/** The player's code, stored on first use so a link can be looked up (idempotent). */
export async function ensureReferralCode(db: DbOrTx, userId: string): Promise<string> {
  const code = referralCodeOf(userId);
  await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing();
  return code;
}

/** Who owns a code (null: no such code). The code is matched in upper case. */
export async function referrerOf(db: DbOrTx, code: string | null | undefined): Promise<string | null> {
  const c = code?.trim().toUpperCase();
  if (!c || !REFERRAL_CODE_PATTERN.test(c)) return null;
  const [row] = await db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, c)).limit(1);
  return row?.userId ?? null;
}
