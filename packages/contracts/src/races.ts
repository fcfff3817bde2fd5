/**
 * Race constants (docs/races.md), without zod: the web's client pages import them from
 * `@croupier/contracts/races`, so the page does not bundle every schema.
 */
/** How many places the leaderboard lists; how many finished races the page keeps; how often it refreshes. */
export const RACE_LEADERBOARD_SIZE = 10;
export const RACE_FINISHED_SHOWN = 3;
export const RACE_POLL_MS = 15_000;
/** The page refetches this long after the player's own bet: longer than the server's 2 s ranking cache, so it shows the bet. */
export const RACE_REFRESH_AFTER_BET_MS = 2_500;
/**
 * A race is settled this long after it ends, so a bet that began before the end and commits late (a slow group
 * commit, a node's clock a few seconds off) still counts. Players wait a minute for the prize; nobody loses one.
 */
export const RACE_SETTLE_GRACE_MS = 60_000;
/** At most this many prizes (places paid). */
export const RACE_MAX_PRIZES = 100;
/** The ranking metric: real-money stakes in the race's currency. */
export const RACE_METRICS = ['wagered'] as const;

export const RACE_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TRaceStatus = (typeof RACE_STATUSES)[number];
