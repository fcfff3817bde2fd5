import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { games } from './wallet-schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Game details beyond what the wallet needs (spec §3 game details), one row per game. */
export const gameDetails = pgTable(
  'game_details',
  {
    gameId: text('game_id').primaryKey().references(() => games.id),
    /** The maths behind it (packages/games id) for in-house games. */
    engineId: text('engine_id'),
    kind: text('kind').notNull(), // slot | dice | plinko | live | …
    description: text('description').notNull().default(''),
    rtp: numeric('rtp', { precision: 7, scale: 4 }).notNull(), // percent, e.g. 96.2345
    maxMultiplier: numeric('max_multiplier', { precision: 14, scale: 2 }).notNull(),
    volatility: text('volatility').notNull().default('medium'),
    hasBonusBuy: boolean('has_bonus_buy').notNull().default(false),
    isBonusCompatible: boolean('is_bonus_compatible').notNull().default(true),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** ISO country codes where the game may not be launched (licensing). */
    restrictedCountries: text('restricted_countries').array().notNull().default(sql`'{}'::text[]`),
    thumbnail: text('thumbnail'),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Rounds played in the last 7 days, refreshed from real play (popularity). */
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('game_details_release_idx').on(t.releaseDate), index('game_details_popularity_idx').on(t.popularity)],
);

export const gameCategories = pgTable('game_categories', {
  id: text('id').primaryKey(), // slug: slots, live-casino, originals, new, popular, …
  nameKey: text('name_key').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Shown in the top category list. */
  isTop: boolean('is_top').notNull().default(true),
});

export const gameCategoryMembers = pgTable(
  'game_category_members',
  {
    categoryId: text('category_id').notNull().references(() => gameCategories.id),
    gameId: text('game_id').notNull().references(() => games.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.gameId] }), index('game_category_members_game_idx').on(t.gameId)],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: uuid('user_id').notNull(),
    gameId: text('game_id').notNull().references(() => games.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * The in-house provider's provably-fair seed pairs: the server seed is
 * secret until rotated; its SHA-256 is shown before play.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Next nonce to use. */
    nonce: integer('nonce').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    revealedAt: ts('revealed_at'),
  },
  (t) => [index('fair_seeds_user_idx').on(t.userId, t.isActive), uniqueIndex('fair_seeds_one_active_idx').on(t.userId).where(sql`is_active`)],
);

/** Rounds played on the in-house provider (its own records: verification, Game Pulse, top wins). */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    gameId: text('game_id').notNull(),
    gameSessionId: uuid('game_session_id').notNull(),
    isDemo: boolean('is_demo').notNull(),
    currency: text('currency').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    multiplier: numeric('multiplier', { precision: 18, scale: 6 }).notNull(),
    mode: text('mode').notNull(),
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    outcome: jsonb('outcome').notNull(),
    /**
     * betting (recorded before its stake is asked for: a stake taken by a request that then died is found and given
     * back) | paying (the stake is taken, the win not yet confirmed by the wallet) | settled | voided (its stake given
     * back) | failed (the win refused: a free spin whose grant ended)
     */
    status: text('status').notNull(),
    /** The game session's token while the round is `betting` or `paying`: the settler reports the win, or voids the stake, with it (cleared once done). */
    payToken: text('pay_token'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('house_rounds_user_idx').on(t.userId, t.createdAt),
    index('house_rounds_game_idx').on(t.gameId, t.createdAt),
    index('house_rounds_win_idx').on(t.createdAt, t.win),
    index('house_rounds_open_idx').on(t.createdAt).where(sql`status IN ('betting', 'paying')`),
  ],
);

/**
 * Live tables (docs/live-casino.md): one row per round a table has played or is playing, created by the first
 * request or worker that needs it. The server seed is drawn at creation, its hash shown while bets are taken,
 * the seed itself and the pocket once the wheel has spun.
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: uuid('id').primaryKey(),
    tableId: text('table_id').notNull(),
    roundNumber: integer('round_number').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    pocket: smallint('pocket'),
    spunAt: ts('spun_at'),
  },
  (t) => [uniqueIndex('live_rounds_table_round_idx').on(t.tableId, t.roundNumber), index('live_rounds_unspun_idx').on(t.closesAt).where(sql`spun_at IS NULL`)],
);

/**
 * A player's bet on a live round: written `pending` before the wallet is asked, `placed` once the wallet took the
 * stake, `refused` when it did not, `voiding` → `void` when the stake is given back (a bet that never got its
 * answer before the spin), `settled` once the win (0 for a loss) is paid. `lease_until` keeps two workers apart.
 */
export const liveBets = pgTable(
  'live_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id').notNull(),
    tableId: text('table_id').notNull(),
    roundNumber: integer('round_number').notNull(),
    userId: uuid('user_id').notNull(),
    gameSessionId: uuid('game_session_id').notNull(),
    /** The provider keeps the session token it was launched with, as any provider does, to report the win later. */
    sessionToken: text('session_token').notNull(),
    gameId: text('game_id').notNull(),
    isDemo: boolean('is_demo').notNull(),
    currency: text('currency').notNull(),
    chips: jsonb('chips').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }),
    status: text('status').notNull(),
    failure: text('failure'),
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('live_bets_round_user_idx').on(t.roundId, t.userId),
    index('live_bets_user_idx').on(t.userId, t.createdAt),
    index('live_bets_open_idx').on(t.createdAt).where(sql`status IN ('pending', 'placed', 'voiding')`),
    // Top wins and Game Pulse read the settled real-money bets by time and by game.
    index('live_bets_settled_idx').on(t.settledAt).where(sql`status = 'settled' AND is_demo = false`),
    index('live_bets_game_settled_idx').on(t.gameId, t.settledAt).where(sql`status = 'settled' AND is_demo = false`),
  ],
);

/** Who sits at a live table: presence (last seen), the last game action, away and removal (spec §9). */
export const liveSeats = pgTable(
  'live_seats',
  {
    tableId: text('table_id').notNull(),
    userId: uuid('user_id').notNull(),
    gameSessionId: uuid('game_session_id').notNull(),
    joinedAt: ts('joined_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    lastActionAt: ts('last_action_at').notNull(),
    awaySince: ts('away_since'),
    isAwayManual: boolean('is_away_manual').notNull().default(false),
    removedAt: ts('removed_at'),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.userId] }), index('live_seats_seen_idx').on(t.tableId, t.lastSeenAt)],
);
