import { createHash } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A stable 8-character referral code derived from the player id (no 0/O/1/I). */
export function referralCodeOf(userId: string): string {
  const bytes = createHash('sha256').update(`referral:${userId}`).digest();
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code;
}
