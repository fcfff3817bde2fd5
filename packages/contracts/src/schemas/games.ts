import { z } from 'zod';
import { LIVE_MAX_CHIPS } from '../live';

/** §3 sorting options of the lobby. */
export const GAME_SORTS = ['popular', 'newest', 'alphabetical', 'rtp', 'max-multiplier', 'min-bet', 'max-bet'] as const;
export type TGameSort = (typeof GAME_SORTS)[number];
/** §9 default page size of lists. */
export const DEFAULT_GAMES_PAGE_SIZE = 24;

export const ZGamesQuery = z.object({
  category: z.string().max(64).optional(),
  provider: z.string().max(64).optional(),
  search: z.string().trim().max(100).optional(),
  /** Absent: the category's own order (constants defaultGameSort); given, it wins in every category. */
  sort: z.enum(GAME_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_GAMES_PAGE_SIZE),
  favorites: z.enum(['true', 'false']).optional(),
});
export type TGamesQuery = z.infer<typeof ZGamesQuery>;

/** A lobby tile (spec §3 game details: name, provider, bonus-compatible, min/max bet, max multiplier, bonus buy, RTP). */
export const ZGameCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  kind: z.string(),
  thumbnail: z.string().nullable(),
  rtp: z.number(),
  maxMultiplier: z.number(),
  /** Euro cents, the catalogue's reference: a player's currency scales them (betLimitsIn). */
  minBet: z.number(),
  maxBet: z.number(),
  hasBonusBuy: z.boolean(),
  isBonusCompatible: z.boolean(),
  hasDemo: z.boolean(),
  volatility: z.string(),
  tags: z.array(z.string()),
  releaseDate: z.string(),
  popularity: z.number(),
  isFavorite: z.boolean(),
});
export type TGameCard = z.infer<typeof ZGameCard>;

export const ZGamesResponse = z.object({
  data: z.object({ count: z.number().int(), page: z.number().int(), limit: z.number().int(), rows: z.array(ZGameCard) }),
});

export const ZCategoryListResponse = z.object({
  data: z.object({
    topCategoryList: z.array(
      z.object({ id: z.string(), slug: z.string(), name: z.string(), nameKey: z.string(), gamesCount: z.number().int(), games: z.array(ZGameCard) }),
    ),
  }),
});

export const ZGameDetailsResponse = z.object({
  data: z.object({
    game: ZGameCard.extend({ description: z.string(), categories: z.array(z.string()) }),
    /** Game Pulse: the latest real rounds (oldest first): multiplier and time. */
    pulse: z.array(z.object({ at: z.string(), multiplier: z.number() })),
    stats: z.object({ rounds24h: z.number().int(), biggestMultiplier24h: z.number() }),
  }),
});

export const TOP_WIN_TYPES = ['my', 'all', 'high-rollers', 'multiplier'] as const;
export const ZTopWinsQuery = z.object({ type: z.enum(TOP_WIN_TYPES).default('all'), limit: z.coerce.number().int().min(1).max(50).default(10) });
export const ZTopWin = z.object({
  id: z.string(),
  player: z.string(),
  gameId: z.string(),
  gameSlug: z.string(),
  gameName: z.string(),
  currency: z.string(),
  bet: z.number(),
  win: z.number(),
  multiplier: z.number(),
  /** The win's worth in euros (by the currency's minor_per_eur): how wins in different currencies are ranked. */
  winEur: z.number(),
  /** The bet was worth at least HIGH_ROLLER_MIN_BET_EUR_CENTS. */
  isHighRoller: z.boolean(),
  at: z.string(),
});
export type TTopWin = z.infer<typeof ZTopWin>;
export const ZTopWinsResponse = z.object({ data: z.object({ rows: z.array(ZTopWin) }) });

export const ZProvidersResponse = z.object({ data: z.object({ rows: z.array(z.object({ id: z.string(), name: z.string(), gamesCount: z.number().int() })) }) });

/** In-house provider: one round. */
export const ZHousePlayRequest = z.object({
  token: z.string().min(1).max(200),
  bet: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  mode: z.enum(['base', 'bonusBuy']).default('base'),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** Play one of the player's free spins (issue #6): the grant's fixed bet replaces `bet`. */
  freeSpin: z.boolean().optional(),
});
export const ZClientSeedRequest = z.object({ token: z.string().min(1).max(200), clientSeed: z.string().trim().min(1).max(64) });
export const ZTokenRequest = z.object({ token: z.string().min(1).max(200) });

/** A live-table bet (docs/live-casino.md): chips on the roulette layout for the open round; the maths package checks the spots. */
export const ZLiveChip = z.object({
  type: z.enum(['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high']),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
  index: z.number().int().min(1).max(3).optional(),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TLiveChip = z.infer<typeof ZLiveChip>;
export const ZLiveBetRequest = ZTokenRequest.extend({
  /** The round the player saw open: a bet for any other round is refused. */
  roundNumber: z.number().int().nonnegative(),
  chips: z.array(ZLiveChip).min(1).max(LIVE_MAX_CHIPS),
});
export const ZLiveAwayRequest = ZTokenRequest.extend({ isAway: z.boolean() });
