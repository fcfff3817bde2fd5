import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OTHER_TRANSACTION_KINDS } from '@croupier/contracts/constants';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Ledger accounts (DESIGN.md §4). A player has one account per currency and
 * kind (cash, bonus, withdrawal_hold, …); system accounts (house,
 * payment_clearing, bonus_pool, rakeback_pool, adjustments) have owner 'system'.
 * The balance is a cache of the sum of the account's entries, updated in the
 * same transaction; player balances can never go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    owner: text('owner').notNull(), // user id or 'system'
    userId: uuid('user_id'),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    isSystem: boolean('is_system').notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_currency_uq').on(t.owner, t.kind, t.currency),
    check('ledger_accounts_player_non_negative', sql`${t.isSystem} OR ${t.balance} >= 0`),
  ],
);

/** A movement of money: two or more entries summing to zero per currency; immutable once posted. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    /** posted | pending | voided (two-phase transfers) */
    status: text('status').notNull(),
    userId: uuid('user_id'),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** For the second phase: the pending transfer it settles. */
    settlesTransferId: bigint('settles_transfer_id', { mode: 'number' }),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`)
      .$type<Record<string, unknown>>(),
    createdBy: text('created_by'),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // No index on (kind, created_at): nothing reads transfers by kind alone (they are read by user, id or key), and
  // every bet and win would write it (docs/decisions/0010).
  (t) => [
    index('ledger_transfers_user_idx').on(t.userId, t.createdAt),
    // The history's Other tab (a few rows a player, where bets and wins are thousands): OTHER_TRANSACTION_KINDS.
    index('ledger_transfers_user_other_idx')
      .on(t.userId, t.createdAt)
      .where(sql.raw(`kind IN (${OTHER_TRANSACTION_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** Balance of the account right after this entry (a running balance for statements). */
    balanceAfter: money('balance_after').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_transfer_idx').on(t.transferId)],
);

/** Game providers that call the seamless-wallet API (HMAC secret per provider). */
export const gameProviders = pgTable('game_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  launchUrl: text('launch_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isHouse: boolean('is_house').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Games (the lobby issue extends this catalogue). */
export const games = pgTable('games', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  providerId: text('provider_id')
    .notNull()
    .references(() => gameProviders.id),
  isActive: boolean('is_active').notNull().default(true),
  hasDemo: boolean('has_demo').notNull().default(true),
  minBet: money('min_bet')
    .notNull()
    .default(sql`10`),
  maxBet: money('max_bet')
    .notNull()
    .default(sql`10000`),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A launched game: its token binds player, game, currency and provider. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').notNull(),
    gameId: text('game_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    mode: text('mode').notNull(), // real | demo
    /** Fun money for demo mode; never touches the ledger. */
    funBalance: money('fun_balance')
      .notNull()
      .default(sql`0`),
    authSessionId: uuid('auth_session_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('game_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Seamless-wallet transactions, one per (provider, transactionId): the
 * idempotency record of bets, wins, rollbacks and rollback tombstones.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: text('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** bet | win | rollback | tombstone */
    type: text('type').notNull(),
    userId: uuid('user_id'),
    gameSessionId: uuid('game_session_id'),
    gameId: text('game_id'),
    roundId: text('round_id'),
    currency: text('currency'),
    amount: money('amount')
      .notNull()
      .default(sql`0`),
    cashAmount: money('cash_amount')
      .notNull()
      .default(sql`0`),
    bonusAmount: money('bonus_amount')
      .notNull()
      .default(sql`0`),
    referenceTransactionId: text('reference_transaction_id'),
    /** Fingerprint of the request's fields: a repeat must match it. */
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    isRolledBack: boolean('is_rolled_back').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_provider_txn_uq').on(t.providerId, t.transactionId),
    // round_id first: a lookup by (provider, transactionId) can only use the unique index, even with a generic plan
    // made while the table was empty (a (provider_id, …) index would match on provider_id alone and scan it all).
    index('wallet_transactions_round_idx').on(t.roundId, t.providerId),
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Transactional outbox: written with the money movement, published to socket.io after commit and then deleted
 * (a queue, not a record: the ledger and the audit log are the record; docs/decisions/0014).
 */
export const outboxEvents = pgTable('outbox_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The player's room; null: every connected client, or (event `batch`) the rooms named in the payload. */
  userId: uuid('user_id'),
  event: text('event').notNull(),
  /**
   * The event's payload. For `batch` (a seamless-wallet group, one row for all its movements): `{ events: [{ u, e, p,
   * b }] }`, each a player's `debit`/`credit` (`e`, payload `p`) and the balance after it (`b`), in commit order.
   */
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
  /**
   * A `balance` event sent right after this one, to the same player: a seamless-wallet bet or win writes one row
   * for its `debit`/`credit` and the balance after it (docs/decisions/0010).
   */
  balancePayload: jsonb('balance_payload').$type<Record<string, unknown>>(),
  createdAt: ts('created_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
});

/** Operator actions (who, when, why). */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  subject: text('subject'),
  reason: text('reason'),
  details: jsonb('details')
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: ts('created_at').notNull().defaultNow(),
});
