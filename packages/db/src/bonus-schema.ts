import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Bonus definitions (issue #6, docs/bonuses.md; contracts ZBonusDefinition): what the operator offers.
 * Types NO_DEPOSIT, FREE_SPINS, INSTANT_CASHBACK, DEPOSIT and RAKEBACK (the rakeback calendar's percent,
 * optionally per loyalty level). Amounts live per currency in `bonus_currency_amounts`; a bonus is offered
 * only in the currencies it has amounts for. Texts per locale in `content` ({ en: { bannerTitle,
 * description, terms }, … }).
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    content: jsonb('content').notNull().$type<Record<string, { bannerTitle: string; description: string; terms: string }>>(),
    imageUrl: text('image_url'),
    wageringType: text('wagering_type').notNull().default('REAL_TO_FUN'),
    wagerMultiplier: numeric('wager_multiplier', { precision: 10, scale: 2 }).notNull().default('0'),
    /** BONUS | BONUS_DEPOSIT */
    wagerBase: text('wager_base').notNull().default('BONUS'),
    /** DEPOSIT: percent of the deposit. */
    percent: numeric('percent', { precision: 8, scale: 2 }).notNull().default('0'),
    eligibleGameIds: textArray('eligible_game_ids'),
    excludedGameIds: textArray('excluded_game_ids'),
    /** Percent of a stake that counts towards wagering, per game kind. */
    contributions: jsonb('contributions').notNull().default(sql`'{}'::jsonb`).$type<Record<string, number>>(),
    daysValid: integer('days_valid'),
    /** MON..SUN; empty = every day (player's time zone). */
    validDays: textArray('valid_days'),
    /** HH:MM in the player's time zone. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    registrationWindowDays: integer('registration_window_days'),
    maxParticipants: integer('max_participants'),
    retryPeriodHours: integer('retry_period_hours'),
    depositNumber: integer('deposit_number'),
    requiredDeposits: integer('required_deposits').notNull().default(0),
    allowedCountries: textArray('allowed_countries'),
    restrictedCountries: textArray('restricted_countries'),
    /** Stored upper-case; unique among definitions. */
    couponCode: text('coupon_code'),
    requiresEmailVerification: boolean('requires_email_verification').notNull().default(false),
    freeSpins: integer('free_spins').notNull().default(0),
    freeSpinGameIds: textArray('free_spin_game_ids'),
    winBoost: numeric('win_boost', { precision: 8, scale: 2 }).notNull().default('1'),
    cashbackPercent: numeric('cashback_percent', { precision: 8, scale: 2 }).notNull().default('0'),
    cashbackPeriodHours: integer('cashback_period_hours').notNull().default(168),
    cashbackRequiresDeposit: boolean('cashback_requires_deposit').notNull().default(false),
    /** INSTANT | CALENDAR */
    cashbackPayout: text('cashback_payout').notNull().default('INSTANT'),
    /** RAKEBACK: percent of NGR, and overrides per loyalty level ({ "3": 12.5 }). */
    rakebackPercent: numeric('rakeback_percent', { precision: 8, scale: 4 }).notNull().default('0'),
    rakebackPercentByLevel: jsonb('rakeback_percent_by_level').notNull().default(sql`'{}'::jsonb`).$type<Record<string, number>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonuses_coupon_uq').on(t.couponCode),
    index('bonuses_type_idx').on(t.type, t.sortOrder),
    check('bonuses_type', sql`${t.type} IN ('NO_DEPOSIT', 'FREE_SPINS', 'INSTANT_CASHBACK', 'DEPOSIT', 'RAKEBACK')`),
    check('bonuses_wagering_type', sql`${t.wageringType} IN ('REAL_TO_FUN', 'REAL_MONEY_ONLY')`),
    check('bonuses_wager_base', sql`${t.wagerBase} IN ('BONUS', 'BONUS_DEPOSIT')`),
    check('bonuses_cashback_payout', sql`${t.cashbackPayout} IN ('INSTANT', 'CALENDAR')`),
  ],
);

/** A definition's amounts in one currency (minor units). */
export const bonusCurrencyAmounts = pgTable(
  'bonus_currency_amounts',
  {
    bonusId: text('bonus_id').notNull().references(() => bonuses.id),
    currency: text('currency').notNull(),
    fixedAmount: money('fixed_amount').notNull().default(sql`0`),
    maxBonus: money('max_bonus'),
    minDeposit: money('min_deposit').notNull().default(sql`0`),
    /** Bonus bet limit while wagering. */
    maxBet: money('max_bet'),
    maxCashout: money('max_cashout'),
    freeSpinBet: money('free_spin_bet').notNull().default(sql`0`),
    minLoss: money('min_loss').notNull().default(sql`0`),
    maxCashback: money('max_cashback'),
  },
  (t) => [
    primaryKey({ columns: [t.bonusId, t.currency] }),
    check(
      'bonus_currency_amounts_non_negative',
      sql`${t.fixedAmount} >= 0 AND ${t.minDeposit} >= 0 AND ${t.freeSpinBet} >= 0 AND ${t.minLoss} >= 0 AND coalesce(${t.maxBonus}, 0) >= 0 AND coalesce(${t.maxBet}, 0) >= 0 AND coalesce(${t.maxCashout}, 0) >= 0 AND coalesce(${t.maxCashback}, 0) >= 0`,
    ),
  ],
);

/**
 * Players taken per definition (MAXIMUM_PARTICIPANTS): the row is locked while an activation counts
 * itself, so two activations cannot both take the last place.
 */
export const bonusParticipation = pgTable('bonus_participation', {
  bonusId: text('bonus_id').primaryKey().references(() => bonuses.id),
  participants: integer('participants').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A bonus a player took. `slot` says what it occupies while active: 'money' (its money is the player's
 * bonus balance and it is being wagered), 'spins' (free spins still to play) or null; at most one active
 * bonus per slot and player (unique index). Rules are copied from the definition at activation, so an
 * operator's later change does not alter a running bonus. Amounts in minor units of `currency`.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    bonusId: text('bonus_id').notNull().references(() => bonuses.id),
    type: text('type').notNull(),
    /** pending | active | completed | lost | cancelled | expired | paid */
    status: text('status').notNull(),
    /** money | spins | null */
    slot: text('slot'),
    currency: text('currency').notNull(),
    wageringType: text('wagering_type').notNull(),
    wagerMultiplier: numeric('wager_multiplier', { precision: 10, scale: 2 }).notNull().default('0'),
    bonusAmount: money('bonus_amount').notNull().default(sql`0`),
    depositAmount: money('deposit_amount').notNull().default(sql`0`),
    depositId: uuid('deposit_id'),
    wagerRequired: money('wager_required').notNull().default(sql`0`),
    wagered: money('wagered').notNull().default(sql`0`),
    maxBet: money('max_bet'),
    maxCashout: money('max_cashout'),
    contributions: jsonb('contributions').notNull().default(sql`'{}'::jsonb`).$type<Record<string, number>>(),
    eligibleGameIds: textArray('eligible_game_ids'),
    excludedGameIds: textArray('excluded_game_ids'),
    winBoost: numeric('win_boost', { precision: 8, scale: 2 }).notNull().default('1'),
    /** Cash paid when wagering completed; bonus money taken back when it ended otherwise. */
    cashPaid: money('cash_paid').notNull().default(sql`0`),
    forfeited: money('forfeited').notNull().default(sql`0`),
    couponCode: text('coupon_code'),
    /** Instant cashback: the net loss it was computed on. */
    cashbackLoss: money('cashback_loss'),
    activatedAt: ts('activated_at'),
    expiresAt: ts('expires_at'),
    endedAt: ts('ended_at'),
    /** completed | lost | cancelled | replaced | expired | … */
    endReason: text('end_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_bonuses_active_slot_uq').on(t.userId, t.slot).where(sql`${t.status} = 'active' AND ${t.slot} IS NOT NULL`),
    index('player_bonuses_user_idx').on(t.userId, t.createdAt),
    index('player_bonuses_bonus_idx').on(t.bonusId, t.userId, t.createdAt),
    index('player_bonuses_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check('player_bonuses_status', sql`${t.status} IN ('pending', 'active', 'completed', 'lost', 'cancelled', 'expired', 'paid')`),
    check('player_bonuses_slot', sql`${t.slot} IS NULL OR ${t.slot} IN ('money', 'spins')`),
    check('player_bonuses_amounts', sql`${t.bonusAmount} >= 0 AND ${t.wagerRequired} >= 0 AND ${t.wagered} >= 0 AND ${t.cashPaid} >= 0 AND ${t.forfeited} >= 0`),
  ],
);

/**
 * Free spins granted with a player bonus: played on `gameIds` at the fixed `bet` through the in-house
 * provider; each spin's win converts to bonus money (× win boost) locked until wagered.
 */
export const bonusFreeSpinGrants = pgTable(
  'bonus_free_spin_grants',
  {
    playerBonusId: uuid('player_bonus_id').primaryKey().references(() => playerBonuses.id),
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    gameIds: textArray('game_ids'),
    bet: money('bet').notNull(),
    spinsTotal: integer('spins_total').notNull(),
    spinsUsed: integer('spins_used').notNull().default(0),
    /** Wins before the boost, and the bonus money they became. */
    winTotal: money('win_total').notNull().default(sql`0`),
    convertedTotal: money('converted_total').notNull().default(sql`0`),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('bonus_free_spin_grants_user_idx').on(t.userId),
    check('bonus_free_spin_grants_spins', sql`${t.spinsUsed} >= 0 AND ${t.spinsUsed} <= ${t.spinsTotal}`),
  ],
);

/** Coupon codes a player redeemed: one redemption per player and code. */
export const bonusCouponRedemptions = pgTable(
  'bonus_coupon_redemptions',
  {
    userId: uuid('user_id').notNull(),
    code: text('code').notNull(),
    bonusId: text('bonus_id').notNull().references(() => bonuses.id),
    playerBonusId: uuid('player_bonus_id'),
    redeemedAt: ts('redeemed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * The bonus a deposit was made with (the cashier's bonus choice): checked when the deposit is created,
 * granted when its webhook credits the deposit, in the same transaction. `confirmReplace` records that the
 * player confirmed cancelling the active bonus.
 */
export const bonusDepositClaims = pgTable(
  'bonus_deposit_claims',
  {
    depositId: uuid('deposit_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    bonusId: text('bonus_id').notNull().references(() => bonuses.id),
    confirmReplace: boolean('confirm_replace').notNull().default(false),
    timeZone: text('time_zone'),
    /** pending | granted | refused */
    status: text('status').notNull().default('pending'),
    refusalCode: text('refusal_code'),
    playerBonusId: uuid('player_bonus_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('bonus_deposit_claims_user_idx').on(t.userId, t.createdAt)],
);
