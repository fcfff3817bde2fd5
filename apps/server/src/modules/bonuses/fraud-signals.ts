import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@croupier/db';
import { deviceIdsOf } from '../auth/device-ids';

/** Tags an operator (or an anti-fraud feed) puts on a player to switch off no-deposit and free-spin bonuses. */
export const BONUS_FRAUD_TAGS = ['bonus_fraud', 'duplicate_account'] as const;

/**
 * Duplicate-account signals (spec §8 BONUS_FRAUD): a fraud tag on the player, or another account signed up from
 * the same device (the sign-up payload's uidToken / uniqueKey / userUUID, kept in users.signup). Shared IPs alone
 * are not a signal (homes, offices and mobile carriers share them).
 */
export async function hasDuplicateAccountSignals(db: DbOrTx, user: { id: string; tags: string[]; signup: Record<string, unknown> }): Promise<boolean> {
  if (user.tags.some((t) => (BONUS_FRAUD_TAGS as readonly string[]).includes(t.toLowerCase()))) return true;
  const ids = deviceIdsOf(user.signup);
  if (ids.length === 0) return false;
  const conditions = ids.map((x) => sql`u.signup ->> ${x.key} = ${x.value}`);
  const result = (await db.execute(sql`
    SELECT 1 FROM users u WHERE u.id <> ${user.id}::uuid AND (${sql.join(conditions, sql` OR `)}) LIMIT 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
