import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Payment providers (DESIGN.md §5): adapters with a webhook secret each. The
 * sandbox providers are rows like any other; `adapter` picks the code that
 * talks to the provider.
 */
export const paymentProviders = pgTable('payment_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  adapter: text('adapter').notNull(),
  /** HMAC-SHA256 secret of the provider's webhooks. */
  webhookSecret: text('webhook_secret').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  config: jsonb('config').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A provider's limits and fees per currency (minor units). A currency without a
 * row is not supported by the provider (PAYMENT_SERVICE_ERROR).
 */
export const paymentProviderLimits = pgTable(
  'payment_provider_limits',
  {
    providerId: text('provider_id').notNull().references(() => paymentProviders.id),
    currency: text('currency').notNull(),
    depositMin: money('deposit_min').notNull(),
    depositMax: money('deposit_max').notNull(),
    withdrawalMin: money('withdrawal_min').notNull(),
    withdrawalMax: money('withdrawal_max').notNull(),
    /** Withdrawal fee in basis points of the amount (100 = 1 %), plus a fixed part. */
    withdrawalFeeBps: integer('withdrawal_fee_bps').notNull().default(0),
    withdrawalFeeFixed: money('withdrawal_fee_fixed').notNull().default(sql`0`),
    /** Automatic (no operator) withdrawals per player and period (§3/§9). */
    autoWithdrawalLimit: money('auto_withdrawal_limit').notNull().default(sql`0`),
    /** 0 day, 1 week, 2 month (§3 limit periods). */
    autoWithdrawalPeriod: smallint('auto_withdrawal_period').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.currency] }),
    check('payment_provider_limits_range', sql`${t.depositMin} >= 0 AND ${t.depositMax} >= ${t.depositMin} AND ${t.withdrawalMin} >= 0 AND ${t.withdrawalMax} >= ${t.withdrawalMin}`),
    check('payment_provider_limits_period', sql`${t.autoWithdrawalPeriod} IN (0, 1, 2)`),
  ],
);

/** §3 payment methods with every field of the spec and their visibility rules (§4, §6). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    paymentMethod: text('payment_method').notNull(),
    title: text('title').notNull(),
    rawTitle: text('raw_title').notNull(),
    description: text('description').notNull().default(''),
    /** Texts per locale, { de: { title, description } }: the player's language, else title / description. */
    content: jsonb('content').notNull().default(sql`'{}'::jsonb`).$type<Record<string, { title?: string; description?: string }>>(),
    thumbnailUrl: text('thumbnail_url'),
    isActive: boolean('is_active').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    isCardForm: boolean('is_card_form').notNull().default(false),
    depositExist: boolean('deposit_exist').notNull().default(true),
    withdrawalExist: boolean('withdrawal_exist').notNull().default(false),
    sortPriority: integer('sort_priority').notNull().default(0),
    allowedCountries: textArray('allowed_countries'),
    restrictedCountries: textArray('restricted_countries'),
    /** { tags, matched, unmatched, default, perTag } (contracts ZTagRestrictedCountries). */
    tagRestrictedCountries: jsonb('tag_restricted_countries').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    allowedCurrencies: textArray('allowed_currencies'),
    restrictedCurrencies: textArray('restricted_currencies'),
    allowEmails: textArray('allow_emails'),
    allowTags: textArray('allow_tags'),
    /** card | crypto | upi | bank | netbanking | ewallet */
    kind: text('kind').notNull(),
    providerId: text('provider_id').notNull().references(() => paymentProviders.id),
    /** Crypto networks: [{ code, coin, chain, label, confirmations }]. */
    networks: jsonb('networks').notNull().default(sql`'[]'::jsonb`).$type<unknown[]>(),
    requiresPhone: boolean('requires_phone').notNull().default(false),
    requiresEmailVerification: boolean('requires_email_verification').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_methods_sort_idx').on(t.sortPriority)],
);

/**
 * Deposits (payment orders). Money is credited only by the provider's verified
 * webhook, in the transaction that sets status 'success' and `transferId`.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull().references(() => paymentMethods.id),
    providerId: text('provider_id').notNull().references(() => paymentProviders.id),
    kind: text('kind').notNull(),
    /** requires_action | processing | pending | success | failed | declined | cancelled | expired */
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    bonusId: text('bonus_id'),
    /** The client's attempt id: a repeat returns this deposit. */
    requestId: uuid('request_id'),
    /** Fingerprint of the request's fields: a repeat with other fields is refused (UNIFIED_ERROR). */
    requestFingerprint: text('request_fingerprint'),
    providerReference: text('provider_reference'),
    /** What the player must do next (contracts ZDepositAction). */
    action: jsonb('action').$type<Record<string, unknown> | null>(),
    /** Non-sensitive details: card brand and last 4, network, e-wallet email, bank. Never a full card number or CVC. */
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    confirmations: integer('confirmations').notNull().default(0),
    /** UPI QR expiry. */
    expiresAt: ts('expires_at'),
    /** The deposit this one retries (a new UPI QR). */
    retryOf: uuid('retry_of'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.expiresAt),
    uniqueIndex('deposits_user_request_uq').on(t.userId, t.requestId),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Provider webhook events, deduplicated by (provider, event id): each is applied at most once. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: text('provider_id').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').notNull(),
    /** applied | ignored (stale or out of order) | mismatch (amount/currency/order) */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_provider_event_uq').on(t.providerId, t.eventId), index('payment_webhook_events_order_idx').on(t.orderId)],
);

/**
 * Withdrawals: the amount is reserved with a two-phase pending transfer
 * (`holdTransferId`) and posted on payout or voided on cancel/reject/failure.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull().references(() => paymentMethods.id),
    providerId: text('provider_id').notNull().references(() => paymentProviders.id),
    kind: text('kind').notNull(),
    /** requested | pending | confirmed | processing | completed | failed | rejected | cancelled */
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(sql`0`),
    currency: text('currency').notNull(),
    /** The form's fields (beneficiary, account, IFSC, UPI ID, wallet address, network, email). */
    destination: jsonb('destination').notNull().$type<Record<string, unknown>>(),
    destinationMasked: text('destination_masked').notNull(),
    /** Within the automatic allowance: paid out without an operator. */
    isAutomatic: boolean('is_automatic').notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    requestId: uuid('request_id'),
    requestFingerprint: text('request_fingerprint'),
    providerReference: text('provider_reference'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    submittedAt: ts('submitted_at'),
    processedAt: ts('processed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    uniqueIndex('withdrawals_user_request_uq').on(t.userId, t.requestId),
    check('withdrawals_amount_positive', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.fee} <= ${t.amount}`),
  ],
);

/**
 * Deposit limits (responsible gaming reuses this table): per player and period
 * (0 day, 1 week, 2 month), an amount in a currency. An increase waits in
 * `pendingAmount` until `pendingEffectiveAt`; a decrease applies at once.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: uuid('user_id').notNull(),
    period: smallint('period').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    pendingAmount: money('pending_amount'),
    pendingEffectiveAt: ts('pending_effective_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('deposit_limits_period', sql`${t.period} IN (0, 1, 2)`),
    check('deposit_limits_amount', sql`${t.amount} >= 0 AND (${t.pendingAmount} IS NULL OR ${t.pendingAmount} >= 0)`),
  ],
);

/**
 * A player's cashier figures per currency, updated with the money movement:
 * depositCount, totalDeposit and the deposit-wager requirement (each deposit
 * adds amount × multiplier; bets since the first deposit count against it).
 */
export const playerPaymentStats = pgTable(
  'player_payment_stats',
  {
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    depositCount: integer('deposit_count').notNull().default(0),
    totalDeposit: money('total_deposit').notNull().default(sql`0`),
    depositWagerRequired: money('deposit_wager_required').notNull().default(sql`0`),
    firstDepositAt: ts('first_deposit_at'),
    lastDepositAt: ts('last_deposit_at'),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    totalWithdrawn: money('total_withdrawn').notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] })],
);
