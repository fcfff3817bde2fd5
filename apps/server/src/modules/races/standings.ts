import { inArray, sql } from 'drizzle-orm';
import { users, type DbOrTx } from '@croupier/db';
import { displayName } from '../games/lobby-queries';

export interface TRaceWindow {
  currency: string;
  startsAt: Date;
  endsAt: Date;
}

export interface TStandingRow {
  rank: number;
  userId: string;
  /** Real-money stakes in the race's currency, minor units. */
  wagered: bigint;
  rounds: number;
  player: string;
}

interface TRanked {
  userId: string;
  wagered: bigint;
  rounds: number;
}

/**
 * Everyone ranked in a race (docs/races.md), read from the wallet's play buckets: real-money stakes (`bet_cash`)
 * in the race's currency in the half hours from `startsAt` to `endsAt`, rolled-back bets already taken out.
 * Ranked by stakes, then by who started playing in the race first, then by id (a stable order).
 */
async function readRanking(db: DbOrTx, race: TRaceWindow): Promise<TRanked[]> {
  const res = (await db.execute(sql`
    SELECT user_id, sum(bet_cash)::text AS wagered, sum(bets)::int AS rounds
      FROM player_play_buckets
     WHERE currency = ${race.currency}
       AND bucket_start >= ${race.startsAt.toISOString()}::timestamptz
       AND bucket_start < ${race.endsAt.toISOString()}::timestamptz
     GROUP BY user_id
    HAVING sum(bet_cash) > 0
     ORDER BY sum(bet_cash) DESC, min(bucket_start), user_id`)) as unknown as { rows: { user_id: string; wagered: string; rounds: number }[] };
  return res.rows.map((r) => ({ userId: r.user_id, wagered: BigInt(r.wagered), rounds: Number(r.rounds) }));
}

/**
 * The pages' view of a ranking is kept this long per race and node, so players polling a busy race share one
 * aggregation. The page refreshes RACE_REFRESH_AFTER_BET_MS after a bet, later than this, so a player always
 * sees their own bet.
 */
export const RANKING_CACHE_MS = 2_000;
interface TCacheEntry {
  /** When its query started. */
  at: number;
  ranking: Promise<TRanked[]>;
  isDone: boolean;
}
const cache = new Map<string, TCacheEntry>();
const keyOf = (race: TRaceWindow) => `${race.currency}|${race.startsAt.toISOString()}|${race.endsAt.toISOString()}`;

/** A ranking read at most RANKING_CACHE_MS ago, or the one being read (requests join a query in flight). */
async function cachedRanking(db: DbOrTx, race: TRaceWindow): Promise<TRanked[]> {
  const now = Date.now();
  for (const [k, v] of cache) if (v.isDone && now - v.at > RANKING_CACHE_MS) cache.delete(k);
  const key = keyOf(race);
  const hit = cache.get(key);
  if (hit) return hit.ranking;
  const entry: TCacheEntry = { at: now, ranking: readRanking(db, race), isDone: false };
  cache.set(key, entry);
  entry.ranking.then(
    () => {
      entry.isDone = true;
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return entry.ranking;
}

/**
 * A race's standings: the first `limit` places, plus `me`'s place when it is further down, with public names,
 * and the number of players ranked. `fresh` reads the buckets now (the settlement, inside its transaction);
 * otherwise the ranking may be up to RANKING_CACHE_MS old.
 */
export async function raceStandings(
  db: DbOrTx,
  race: TRaceWindow,
  opts: { limit: number; me?: string | null; fresh?: boolean },
): Promise<{ rows: TStandingRow[]; participants: number }> {
  const ranking = opts.fresh ? await readRanking(db, race) : await cachedRanking(db, race);
  const picked: { rank: number; r: TRanked }[] = ranking.slice(0, Math.max(0, opts.limit)).map((r, i) => ({ rank: i + 1, r }));
  if (opts.me && !picked.some((p) => p.r.userId === opts.me)) {
    const i = ranking.findIndex((r) => r.userId === opts.me);
    if (i >= 0) picked.push({ rank: i + 1, r: ranking[i]! });
  }
  const names = await publicNames(
    db,
    picked.map((p) => p.r.userId),
  );
  return {
    participants: ranking.length,
    rows: picked.map(({ rank, r }) => ({ rank, userId: r.userId, wagered: r.wagered, rounds: r.rounds, player: names.get(r.userId) ?? '' })),
  };
}

/** Public names (nickname, masked name, or "Hidden" in ghost mode) of some players. */
export async function publicNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, nickname: users.nickname, username: users.username, firstName: users.firstName, isGhost: users.isGhostMode })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.userId, displayName(r)]));
}
