import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TGameCard, TGameSort } from '@croupier/contracts';
import { defaultGameSort } from '@croupier/contracts/constants';
import { favoriteGames, gameCategoryMembers, gameDetails, gameProviders, games, type DbOrTx } from '@croupier/db';

const card = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  providerId: games.providerId,
  providerName: gameProviders.name,
  hasDemo: games.hasDemo,
  minBet: games.minBet,
  maxBet: games.maxBet,
  kind: gameDetails.kind,
  thumbnail: gameDetails.thumbnail,
  rtp: gameDetails.rtp,
  maxMultiplier: gameDetails.maxMultiplier,
  hasBonusBuy: gameDetails.hasBonusBuy,
  isBonusCompatible: gameDetails.isBonusCompatible,
  volatility: gameDetails.volatility,
  tags: gameDetails.tags,
  releaseDate: gameDetails.releaseDate,
  popularity: gameDetails.popularity,
  description: gameDetails.description,
};
type CardRow = { [K in keyof typeof card]: unknown };

export function toCard(r: CardRow, favorites: Set<string>): TGameCard {
  return {
    id: r.id as string,
    slug: r.slug as string,
    name: r.name as string,
    provider: { id: r.providerId as string, name: r.providerName as string },
    kind: r.kind as string,
    thumbnail: (r.thumbnail as string | null) ?? null,
    rtp: Number(r.rtp),
    maxMultiplier: Number(r.maxMultiplier),
    minBet: Number(r.minBet),
    maxBet: Number(r.maxBet),
    hasBonusBuy: r.hasBonusBuy as boolean,
    isBonusCompatible: r.isBonusCompatible as boolean,
    hasDemo: r.hasDemo as boolean,
    volatility: r.volatility as string,
    tags: r.tags as string[],
    releaseDate: String(r.releaseDate),
    popularity: Number(r.popularity),
    isFavorite: favorites.has(r.id as string),
  };
}

const ORDER: Record<TGameSort, SQL[]> = {
  popular: [desc(gameDetails.popularity), asc(gameDetails.sortOrder)],
  newest: [desc(gameDetails.releaseDate), asc(games.name)],
  alphabetical: [asc(games.name)],
  rtp: [desc(gameDetails.rtp), asc(games.name)],
  'max-multiplier': [desc(gameDetails.maxMultiplier), asc(games.name)],
  'min-bet': [asc(games.minBet), asc(games.name)],
  'max-bet': [desc(games.maxBet), asc(games.name)],
};

export const playableGames = () => and(eq(games.isActive, true), eq(gameProviders.isActive, true));

/** Escapes LIKE wildcards in a search text. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function favoriteSet(db: DbOrTx, userId: string | null): Promise<Set<string>> {
  if (!userId) return new Set();
  const rows = await db.select({ gameId: favoriteGames.gameId }).from(favoriteGames).where(eq(favoriteGames.userId, userId));
  return new Set(rows.map((r) => r.gameId));
}

/**
 * A page of the lobby: filter by category, provider, search text and
 * favourites; one of the spec's sort orders. Indexed queries with
 * LIMIT/OFFSET stay fast with thousands of games.
 */
export async function listGames(
  db: DbOrTx,
  q: { category?: string; provider?: string; search?: string; sort?: TGameSort; page: number; limit: number; favoritesOf?: string | null; userId: string | null },
): Promise<{ count: number; rows: TGameCard[] }> {
  const filters: SQL[] = [playableGames()!];
  if (q.provider) filters.push(eq(games.providerId, q.provider));
  if (q.search) filters.push(or(ilike(games.name, likeText(q.search)), ilike(gameProviders.name, likeText(q.search)))!);
  if (q.category === 'new') filters.push(sql`${gameDetails.releaseDate} >= (CURRENT_DATE - 120)`);
  else if (q.category && q.category !== 'popular' && q.category !== 'all') {
    filters.push(inArray(games.id, db.select({ id: gameCategoryMembers.gameId }).from(gameCategoryMembers).where(eq(gameCategoryMembers.categoryId, q.category))));
  }
  if (q.favoritesOf) filters.push(inArray(games.id, db.select({ id: favoriteGames.gameId }).from(favoriteGames).where(eq(favoriteGames.userId, q.favoritesOf))));
  const where = and(...filters);
  const base = () => db.select(card).from(games).innerJoin(gameProviders, eq(gameProviders.id, games.providerId)).innerJoin(gameDetails, eq(gameDetails.gameId, games.id));
  const [total] = await db
    .select({ n: count() })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .innerJoin(gameDetails, eq(gameDetails.gameId, games.id))
    .where(where);
  // The player's order wins in every category ("New" sorted by RTP); without one, the category's own.
  const sort = q.sort ?? defaultGameSort(q.category);
  const rows = await base()
    .where(where)
    .orderBy(...ORDER[sort], asc(games.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const favorites = await favoriteSet(db, q.userId);
  return { count: Number(total?.n ?? 0), rows: rows.map((r) => toCard(r, favorites)) };
}

export async function findGameCard(db: DbOrTx, slugOrId: string, userId: string | null) {
  const rows = await db
    .select(card)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .innerJoin(gameDetails, eq(gameDetails.gameId, games.id))
    .where(and(playableGames(), or(eq(games.slug, slugOrId), eq(games.id, slugOrId))))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return { ...toCard(r, await favoriteSet(db, userId)), description: r.description };
}
