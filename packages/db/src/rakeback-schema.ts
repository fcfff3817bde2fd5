import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Rakeback calendar days (spec §3 "Rakeback day record": canClaimDate, bonusId, amount, paidAt; issue #7,
 * docs/rakeback.md). One row per player, bonus, currency and calendar day of the player's time zone. The cycle
 * worker and cashback with ADD_TO_CALENDAR add to `amount` (minor units) while `paid_at` is null; a claim sets
 * `paid_at`, `paid_amount` and the ledger transfer in one statement on the locked row, so a day pays once.
 * An amount that arrives for a day already paid goes to the next unpaid day.
 */
export const rakebackDays = pgTable(
  'rakeback_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    bonusId: text('bonus_id').notNull(),
    currency: text('currency').notNull(),
    canClaimDate: date('can_claim_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull().default(sql`0`),
    paidAt: ts('paid_at'),
    paidAmount: money('paid_amount'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rakeback_days_user_bonus_currency_day_uq').on(t.userId, t.bonusId, t.currency, t.canClaimDate),
    index('rakeback_days_user_day_idx').on(t.userId, t.canClaimDate),
    check('rakeback_days_amount', sql`${t.amount} >= 0 AND (${t.paidAmount} IS NULL OR ${t.paidAmount} = ${t.amount})`),
    check('rakeback_days_paid', sql`(${t.paidAt} IS NULL) = (${t.paidAmount} IS NULL)`),
  ],
);

/**
 * One row per player, currency and 30-minute cycle the worker settled: the NGR it saw, the percent it used
 * and the payout credited to the calendar so far. The primary key makes settlement idempotent (a restart or a
 * second node finds the row and adds only what is missing, under its row lock).
 */
export const rakebackCycles = pgTable(
  'rakeback_cycles',
  {
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    cycleStart: ts('cycle_start').notNull(),
    /** The rakeback definition applied (null: none was in force, nothing is owed). */
    bonusId: text('bonus_id'),
    percent: numeric('percent', { precision: 8, scale: 4 }).notNull(),
    /** Stakes − wins of the cycle when last settled (minor units; negative when the player won). */
    ngr: money('ngr').notNull(),
    /** Credited to the calendar for this cycle (minor units). */
    payout: money('payout').notNull().default(sql`0`),
    canClaimDate: date('can_claim_date', { mode: 'string' }).notNull(),
    settledAt: ts('settled_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency, t.cycleStart] }), check('rakeback_cycles_payout', sql`${t.payout} >= 0`)],
);

/**
 * The time zone a player's calendar is kept in (DESIGN.md §6: from the player's requests; the worker has no
 * request). `time_zone` books cycles; `claim_zone` is the westernmost zone reported in the last 26 hours, and a
 * claim may not target a day that has not begun there (so switching zones cannot claim early).
 */
export const rakebackPlayerZones = pgTable('rakeback_player_zones', {
  userId: uuid('user_id').primaryKey(),
  timeZone: text('time_zone').notNull(),
  claimZone: text('claim_zone').notNull(),
  claimZoneSeenAt: ts('claim_zone_seen_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});
