import { randomInt } from 'node:crypto';

/** One-click sign-up username: 'player' + 8 random digits (the caller retries on a collision). */
export function generateUsername(): string {
  return `player${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#$%*+-=?@_';

/**
 * A strong random password (~90 bits) that satisfies every password rule a
 * site can switch on (length, special character, digit, uppercase).
 */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set[randomInt(0, set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
