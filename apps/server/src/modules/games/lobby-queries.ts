import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { TTopWin } from '@croupier/contracts';
import { favoriteGames, gameCategories, gameCategoryMembers, gameProviders, gameSessions, games, houseRounds, users, type DbOrTx } from '@croupier/db';
import { GHOST_DISPLAY_NAME, toMajorNumber } from '@croupier/contracts';
import { currencyExponent } from '../wallet/balance-event';
import { listGames, playableGames } from './list-games';

/** §7 get-full-category-list: the top categories with their first games. */
export async function getCategoryList(db: DbOrTx, input: { translate: (key: string) => string; userId: string | null; perCategory?: number }) {
  const cats = await db.select().from(gameCategories).where(eq(gameCategories.isTop, true)).orderBy(asc(gameCategories.sortOrder));
  const list = [
    { id: 'popular', nameKey: 'lobby.category.popular' },
    { id: 'new', nameKey: 'lobby.category.new' },
    ...cats.map((c) => ({ id: c.id, nameKey: c.nameKey })),
  ];
  const out = [];
  for (const c of list) {
    const page = await listGames(db, { category: c.id, sort: 'popular', page: 1, limit: input.perCategory ?? 12, userId: input.userId });
    out.push({ id: c.id, slug: c.id, nameKey: c.nameKey, name: input.translate(c.nameKey), gamesCount: page.count, games: page.rows });
  }
  return out;
}

export async function listProviders(db: DbOrTx) {
  const rows = await db
    .select({ id: gameProviders.id, name: gameProviders.name, gamesCount: count(games.id) })
    .from(gameProviders)
    .innerJoin(games, eq(games.providerId, gameProviders.id))
    .where(playableGames())
    .groupBy(gameProviders.id, gameProviders.name)
    .orderBy(asc(gameProviders.name));
  return rows.map((r) => ({ ...r, gamesCount: Number(r.gamesCount) }));
}

export async function toggleFavorite(db: DbOrTx, userId: string, gameId: string, on: boolean): Promise<boolean> {
  const [g] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1);
  if (!g) return false;
  if (on) await db.insert(favoriteGames).values({ userId, gameId }).onConflictDoNothing();
  else await db.delete(favoriteGames).where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
  return true;
}

/** Recently played games, most recent first (from launched game sessions). */
export async function recentGameIds(db: DbOrTx, userId: string, limit = 12): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameSessions.gameId, last: sql<Date>`max(${gameSessions.createdAt})` })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .groupBy(gameSessions.gameId)
    .orderBy(desc(sql`max(${gameSessions.createdAt})`))
    .limit(limit);
  return rows.map((r) => r.gameId);
}

/** A random playable game (lucky pick), optionally from one category. */
export async function luckyPick(db: DbOrTx, category?: string): Promise<string | null> {
  const page = await listGames(db, { category, sort: 'alphabetical', page: 1, limit: 100, userId: null });
  if (page.rows.length === 0) return null;
  return page.rows[Math.floor(Math.random() * page.rows.length)]!.slug;
}

/** Game Pulse: the latest settled real rounds of a game (oldest first). */
export async function gamePulse(db: DbOrTx, gameId: string, now: Date) {
  const rows = await db
    .select({ at: houseRounds.createdAt, multiplier: houseRounds.multiplier })
    .from(houseRounds)
    .where(and(eq(houseRounds.gameId, gameId), eq(houseRounds.status, 'settled'), eq(houseRounds.isDemo, false)))
    .orderBy(desc(houseRounds.createdAt))
    .limit(60);
  const since = new Date(now.getTime() - 24 * 3600 * 1000);
  const [stats] = await db
    .select({ n: count(), max: sql<string>`coalesce(max(${houseRounds.multiplier}), 0)` })
    .from(houseRounds)
    .where(and(eq(houseRounds.gameId, gameId), eq(houseRounds.status, 'settled'), eq(houseRounds.isDemo, false), gte(houseRounds.createdAt, since)));
  return {
    pulse: rows.reverse().map((r) => ({ at: r.at.toISOString(), multiplier: Number(r.multiplier) })),
    stats: { rounds24h: Number(stats?.n ?? 0), biggestMultiplier24h: Number(stats?.max ?? 0) },
  };
}

/** §2 top wins tables. Ghost-mode players appear as "Hidden". High rollers: bets of at least 50 units. */
export async function topWins(db: DbOrTx, input: { type: 'my' | 'all' | 'high-rollers' | 'multiplier'; userId: string | null; limit: number; now: Date }): Promise<TTopWin[]> {
  const since = new Date(input.now.getTime() - 30 * 24 * 3600 * 1000);
  const conds = [eq(houseRounds.status, 'settled'), eq(houseRounds.isDemo, false), sql`${houseRounds.win} > 0`, gte(houseRounds.createdAt, since)];
  if (input.type === 'my') {
    if (!input.userId) return [];
    conds.push(eq(houseRounds.userId, input.userId));
  }
  if (input.type === 'high-rollers') conds.push(sql`${houseRounds.bet} >= 5000`);
  const order =
    input.type === 'all' ? [desc(houseRounds.createdAt)] : input.type === 'multiplier' ? [desc(houseRounds.multiplier), desc(houseRounds.createdAt)] : [desc(houseRounds.win), desc(houseRounds.createdAt)];
  const rows = await db
    .select({
      id: houseRounds.id,
      userId: houseRounds.userId,
      nickname: users.nickname,
      username: users.username,
      firstName: users.firstName,
      isGhost: users.isGhostMode,
      gameId: houseRounds.gameId,
      slug: games.slug,
      name: games.name,
      currency: houseRounds.currency,
      bet: houseRounds.bet,
      win: houseRounds.win,
      multiplier: houseRounds.multiplier,
      at: houseRounds.createdAt,
    })
    .from(houseRounds)
    .innerJoin(users, eq(users.id, houseRounds.userId))
    .innerJoin(games, eq(games.id, houseRounds.gameId))
    .where(and(...conds))
    .orderBy(...order)
    .limit(input.limit);
  const out: TTopWin[] = [];
  for (const r of rows) {
    const exp = await currencyExponent(db, r.currency);
    out.push({
      id: r.id,
      player: displayName(r),
      gameId: r.gameId,
      gameSlug: r.slug,
      gameName: r.name,
      currency: r.currency,
      bet: toMajorNumber(BigInt(r.bet), exp),
      win: toMajorNumber(BigInt(r.win), exp),
      multiplier: Number(r.multiplier),
      at: r.at.toISOString(),
    });
  }
  return out;
}

/** Public name of a player: nickname, else a masked username or first name; "Hidden" in ghost mode. */
export function displayName(r: { isGhost: boolean; nickname: string | null; username: string | null; firstName: string | null; userId: string }): string {
  if (r.isGhost) return GHOST_DISPLAY_NAME;
  if (r.nickname) return r.nickname;
  const base = r.username ?? r.firstName ?? `player${r.userId.slice(0, 4)}`;
  return base.length <= 3 ? `${base[0]}**` : `${base.slice(0, 3)}${'*'.repeat(Math.min(4, base.length - 3))}`;
}

export { gameCategoryMembers };
