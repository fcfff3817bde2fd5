/**
 * The unique constraint a failed insert/update ran into (PostgreSQL 23505),
 * looking through driver and ORM wrappers; null for any other error.
 */
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (o.code === '23505') {
      if (typeof o.constraint === 'string' && o.constraint) return o.constraint;
      const m = /unique constraint "([^"]+)"/.exec(String(o.message ?? ''));
      return m?.[1] ?? '';
    }
    e = o.cause;
  }
  return null;
}

/** Maps a users-table unique violation to the player-facing code. */
export function takenCode(constraint: string): 'EMAIL_TAKEN' | 'PHONE_TAKEN' | 'USERNAME_TAKEN' | 'NICKNAME_TAKEN' | null {
  if (constraint.includes('nickname')) return 'NICKNAME_TAKEN';
  if (constraint.includes('email')) return 'EMAIL_TAKEN';
  if (constraint.includes('phone')) return 'PHONE_TAKEN';
  if (constraint.includes('username')) return 'USERNAME_TAKEN';
  return null;
}
