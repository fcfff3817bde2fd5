import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@croupier/db';

/** The sign-up payload's device identifiers (spec §3), as kept in users.signup. */
export const DEVICE_ID_KEYS = ['uidToken', 'uniqueKey', 'userUUID'] as const;
type TDeviceKey = (typeof DEVICE_ID_KEYS)[number];

/** A device id worth comparing: a string of 8 to 255 characters (shorter ones are too easy to share by chance). */
export function usableDeviceId(v: unknown): string | null {
  return typeof v === 'string' && v.length >= 8 && v.length <= 255 ? v : null;
}

/** The device identifiers a sign-up payload carried. */
export function deviceIdsOf(signup: Record<string, unknown>): { key: TDeviceKey; value: string }[] {
  return DEVICE_ID_KEYS.flatMap((key) => {
    const value = usableDeviceId(signup[key]);
    return value ? [{ key, value }] : [];
  });
}

/**
 * Whether the given player has used one of these devices: signed up with it (users.signup), or signed in or up
 * from it (sessions.device_id, the login payload's uidToken). Refer-a-friend refuses a referral from the same
 * device (docs/referrals.md).
 */
export async function hasUsedDevice(db: DbOrTx, userId: string, signup: Record<string, unknown>): Promise<boolean> {
  const ids = deviceIdsOf(signup);
  if (ids.length === 0) return false;
  const values = [...new Set(ids.map((x) => x.value))];
  const bySignup = DEVICE_ID_KEYS.map(
    (k) =>
      sql`u.signup ->> ${k} IN (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  const result = (await db.execute(sql`
    SELECT 1 FROM users u WHERE u.id = ${userId}::uuid AND (${sql.join(bySignup, sql` OR `)})
    UNION ALL
    SELECT 1 FROM sessions s WHERE s.user_id = ${userId}::uuid AND s.device_id IN (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})
    LIMIT 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
