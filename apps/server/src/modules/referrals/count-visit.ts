import { sql } from 'drizzle-orm';
import { REFERRAL_CODE_PATTERN } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';

/** Counts one visit through a player's referral link; false when the code belongs to nobody. */
export async function countReferralVisit(db: DbOrTx, code: string): Promise<boolean> {
  const c = code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(c)) return false;
  const r = (await db.execute(sql`UPDATE referral_codes SET visits = visits + 1 WHERE code = ${c} RETURNING user_id`)) as unknown as { rows: unknown[] };
  return r.rows.length > 0;
}
