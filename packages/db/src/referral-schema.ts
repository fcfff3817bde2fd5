import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Refer-a-friend (spec §1 "a referral programme", §3 referral stats: visits, registrations, revenue;
 * docs/referrals.md). A player's code is stored on first use (it is derived from the id, so it never changes);
 * `visits` counts the browsers that arrived through the player's link.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id').primaryKey(),
    code: text('code').notNull(),
    visits: integer('visits').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.code)],
);

/**
 * The commission a referrer earned on one referred player's real-money play in one 30-minute cycle (the play
 * bucket): `referAFriendPercent` of the cycle's positive real-money NGR, settled once when the cycle ends and
 * paid from the referral pool to the referrer's cash (the transfer is recorded). The key makes it idempotent.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    referredId: uuid('referred_id').notNull(),
    currency: text('currency').notNull(),
    cycleStart: ts('cycle_start').notNull(),
    referrerId: uuid('referrer_id').notNull(),
    ngr: money('ngr').notNull(),
    amount: money('amount').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    settledAt: ts('settled_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.referredId, t.currency, t.cycleStart] }),
    index('referral_commissions_referrer_idx').on(t.referrerId, t.currency),
    check('referral_commissions_amount', sql`${t.amount} >= 0`),
  ],
);
