/* Live tables' constants (docs/live-casino.md): their own module, so pages without a table do not ship them. */

/**
 * Live casino (docs/live-casino.md). The Auto Roulette table plays a round every LIVE_ROUND_MS for everyone seated,
 * on a fixed schedule from LIVE_EPOCH_MS (round n opens at epoch + n × LIVE_ROUND_MS); bets are taken for the
 * first LIVE_BETTING_MS, then the wheel spins for LIVE_SPIN_MS and the result shows until the next round opens.
 */
export const LIVE_TABLES = [{ id: 'auto-roulette', slug: 'auto-roulette', engineId: 'roulette' }] as const;
export const LIVE_EPOCH_MS = Date.UTC(2026, 0, 1);
export const LIVE_ROUND_MS = 30_000;
export const LIVE_BETTING_MS = 18_000;
export const LIVE_SPIN_MS = 6_000;
/** Spec §9: a player is away after 5 minutes without a game action (or when they say so), removed after 30 away. */
export const LIVE_AWAY_AFTER_MS = 5 * 60_000;
export const LIVE_REMOVE_AFTER_AWAY_MS = 30 * 60_000;
/** A seat is listed while its table was open in the player's browser within this time. */
export const LIVE_PRESENCE_MS = 45_000;
/** The table refreshes its state this often (and at every phase change). */
export const LIVE_POLL_MS = 3_000;
/** Past results shown on the table's history strip and fairness list. */
export const LIVE_HISTORY_SIZE = 20;
/**
 * Bets one player may place on one round: one, holding all their chips, so the wallet's limits (max bet, bet and loss
 * limits) judge a spin's whole stake. A player may try LIVE_TRIES_PER_ROUND times in all when bets are refused.
 */
export const LIVE_BETS_PER_ROUND = 1;
export const LIVE_TRIES_PER_ROUND = 5;
/** Chips of a table bet, as multiples of the game's minimum bet. */
export const LIVE_CHIP_STEPS = [1, 5, 10, 50, 100] as const;
/**
 * Chips in one table bet: one on every spot of the layout at most (37 numbers, 12 outside bets, 60 splits,
 * 14 streets, 23 corners, 11 six lines), since a spot holds one chip.
 */
export const LIVE_MAX_CHIPS = 157;
/** The table's statistics (hot and cold numbers, the outside bets' shares) count this many last results. */
export const LIVE_STATS_ROUNDS = 500;
/** Hot and cold numbers shown. */
export const LIVE_STATS_HOT_COLD = 5;
