import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Responsible-gaming limits other than deposits (deposit limits live in `deposit_limits`, cashier):
 * loss and bet limits per period (0 day, 1 week, 2 month: rolling windows), max bet per round, the monthly
 * winnings limit (period 2) and the session time limit (minutes, period 0). A decrease applies at once; a
 * raise (`pending_amount`) or removal (`is_pending_removal`) waits for `pending_effective_at` (24 h).
 * `last_changed_at` enforces one change per hour (spec §4).
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    period: smallint('period').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency'),
    pendingAmount: money('pending_amount'),
    isPendingRemoval: boolean('is_pending_removal').notNull().default(false),
    pendingEffectiveAt: ts('pending_effective_at'),
    lastChangedAt: ts('last_changed_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('player_limits_kind', sql`${t.kind} IN ('loss', 'bet', 'maxBet', 'monthlyWinnings', 'sessionTime')`),
    check('player_limits_period', sql`${t.period} IN (0, 1, 2)`),
    check('player_limits_amount', sql`${t.amount} >= 0 AND (${t.pendingAmount} IS NULL OR ${t.pendingAmount} >= 0)`),
  ],
);

/**
 * Real-money play per player and currency in 30-minute buckets (on the hour and half hour), kept by the
 * seamless-wallet functions in the bet/win transaction: rolling-window bet, loss and winnings limits read
 * it, and so do player stats, the reality check and rakeback cycles. Rolled-back bets are taken out.
 */
export const playerPlayBuckets = pgTable(
  'player_play_buckets',
  {
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    bucketStart: ts('bucket_start').notNull(),
    betCash: money('bet_cash').notNull().default(sql`0`),
    betBonus: money('bet_bonus').notNull().default(sql`0`),
    winCash: money('win_cash').notNull().default(sql`0`),
    winBonus: money('win_bonus').notNull().default(sql`0`),
    bets: integer('bets').notNull().default(0),
  },
  // By start: the race standings and the rakeback worker read every player's buckets of a time range. Only the
  // first bet of a player's half hour inserts (later ones update the row, which stays HOT).
  (t) => [primaryKey({ columns: [t.userId, t.currency, t.bucketStart] }), index('player_play_buckets_start_idx').on(t.bucketStart, t.currency)],
);

/** Per-player protection settings that are not limits. */
export const playerProtection = pgTable('player_protection', {
  userId: uuid('user_id').primaryKey(),
  /** Account freeze (spec §9: 1, 3, 7 or 10 days): like a self-exclusion, only withdrawals allowed. */
  frozenUntil: ts('frozen_until'),
  realityCheckMinutes: integer('reality_check_minutes'),
  isRewardCalendarOptOut: boolean('is_reward_calendar_opt_out').notNull().default(false),
  /** A confirmed bonus buy: the next bonus-buy bet in this game may exceed the max-bet limit, once. */
  bonusBuyExemptGameId: text('bonus_buy_exempt_game_id'),
  bonusBuyExemptUntil: ts('bonus_buy_exempt_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
