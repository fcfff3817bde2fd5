import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { TTopWin } from '@croupier/contracts';
import { currencies, favoriteGames, gameCategories, gameCategoryMembers, gameProviders, gameSessions, games, houseRounds, liveBets, users, type DbOrTx } from '@croupier/db';
import { GHOST_DISPLAY_NAME, toMajorNumber } from '@croupier/contracts';
import { HIGH_ROLLER_MIN_BET_EUR_CENTS } from '@croupier/contracts/constants';
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
    // Each row in its category's own order (New: newest first).
    const page = await listGames(db, { category: c.id, page: 1, limit: input.perCategory ?? 12, userId: input.userId });
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

/** A random playable game (lucky pick), optionally from one category: any of them, however many there are. */
export async function luckyPick(db: DbOrTx, category?: string, random: () => number = Math.random): Promise<string | null> {
  const first = await listGames(db, { category, sort: 'alphabetical', page: 1, limit: 1, userId: null });
  if (first.count === 0) return null;
  const index = Math.min(first.count - 1, Math.floor(random() * first.count));
  if (index === 0) return first.rows[0]?.slug ?? null;
  const picked = await listGames(db, { category, sort: 'alphabetical', page: index + 1, limit: 1, userId: null });
  return picked.rows[0]?.slug ?? first.rows[0]?.slug ?? null;
}

/** Game Pulse: the latest settled real rounds of a game (oldest first). */
/** A settled real-money round of any in-house game: a slot or original (house_rounds) or a live table's bet (live_bets). */
type TWinRow = {
  id: string;
  userId: string;
  nickname: string | null;
  username: string | null;
  firstName: string | null;
  isGhost: boolean;
  gameId: string;
  slug: string;
  name: string;
  currency: string;
  bet: bigint | string;
  win: bigint | string | null;
  multiplier: string;
  /** The win in euro cents (numeric text): the ranking across currencies. */
  winEurCents: string;
  isHighRoller: boolean;
  exponent: number;
  at: Date;
};
type TWinOrder = 'latest' | 'win' | 'multiplier';

/** Who won (shown by displayName) and in which game: the columns every top-wins row joins in. */
const winnerAndGame = { nickname: users.nickname, username: users.username, firstName: users.firstName, isGhost: users.isGhostMode, slug: games.slug, name: games.name };

/** Minor units of the row's currency worth a euro (its minor_per_eur; none set: one major unit). */
const perEur = sql`coalesce(${currencies.minorPerEur}, power(10, ${currencies.exponent}))::numeric`;
/** A minor-unit amount of the row's currency in euro cents, and whether a bet of it is a high roller's. */
const eurCents = (minor: SQL | typeof houseRounds.win) => sql<string>`round(coalesce(${minor}, 0)::numeric * 100 / ${perEur}, 2)`;
const isHighRollerBet = (bet: typeof houseRounds.bet | typeof liveBets.stake) => sql<boolean>`${bet}::numeric * 100 >= ${HIGH_ROLLER_MIN_BET_EUR_CENTS}::numeric * ${perEur}`;

const liveMultiplier = sql<string>`round(${liveBets.win}::numeric / ${liveBets.stake}, 6)`;
const liveAt = sql<Date>`coalesce(${liveBets.settledAt}, ${liveBets.createdAt})`;

/** Settled real-money live bets (live_bets_settled_idx): the live tables' rounds for top wins and Game Pulse. */
function liveRows(db: DbOrTx, where: SQL[], order: TWinOrder, limit: number) {
  return db
    .select({
      id: liveBets.id,
      userId: liveBets.userId,
      ...winnerAndGame,
      gameId: liveBets.gameId,
      currency: liveBets.currency,
      bet: liveBets.stake,
      win: liveBets.win,
      multiplier: liveMultiplier,
      winEurCents: eurCents(sql`${liveBets.win}`),
      isHighRoller: isHighRollerBet(liveBets.stake),
      exponent: currencies.exponent,
      at: sql<Date>`${liveBets.settledAt}`.mapWith(liveBets.settledAt),
    })
    .from(liveBets)
    .innerJoin(users, eq(users.id, liveBets.userId))
    .innerJoin(games, eq(games.id, liveBets.gameId))
    .innerJoin(currencies, eq(currencies.code, liveBets.currency))
    .where(and(eq(liveBets.status, 'settled'), eq(liveBets.isDemo, false), ...where))
    .orderBy(
      ...(order === 'latest' ? [desc(liveAt)] : order === 'multiplier' ? [desc(liveMultiplier), desc(liveAt)] : [desc(eurCents(sql`${liveBets.win}`)), desc(liveAt)]),
    )
    .limit(limit);
}

function houseRows(db: DbOrTx, where: SQL[], order: TWinOrder, limit: number) {
  return db
    .select({
      id: houseRounds.id,
      userId: houseRounds.userId,
      ...winnerAndGame,
      gameId: houseRounds.gameId,
      currency: houseRounds.currency,
      bet: houseRounds.bet,
      win: houseRounds.win,
      multiplier: houseRounds.multiplier,
      winEurCents: eurCents(houseRounds.win),
      isHighRoller: isHighRollerBet(houseRounds.bet),
      exponent: currencies.exponent,
      at: houseRounds.createdAt,
    })
    .from(houseRounds)
    .innerJoin(users, eq(users.id, houseRounds.userId))
    .innerJoin(games, eq(games.id, houseRounds.gameId))
    .innerJoin(currencies, eq(currencies.code, houseRounds.currency))
    .where(and(eq(houseRounds.status, 'settled'), eq(houseRounds.isDemo, false), ...where))
    .orderBy(
      ...(order === 'latest'
        ? [desc(houseRounds.createdAt)]
        : order === 'multiplier'
          ? [desc(houseRounds.multiplier), desc(houseRounds.createdAt)]
          : [desc(eurCents(houseRounds.win)), desc(houseRounds.createdAt)]),
    )
    .limit(limit);
}

/** The first `limit` rows of both lists in the order each was read in (the top of the union is in the two tops). */
function mergeTop(a: TWinRow[], b: TWinRow[], order: TWinOrder, limit: number): TWinRow[] {
  const key = (r: TWinRow): [number, number] => [
    order === 'latest' ? 0 : order === 'multiplier' ? Number(r.multiplier) : Number(r.winEurCents),
    new Date(r.at).getTime(),
  ];
  return [...a, ...b]
    .sort((x, y) => {
      const [x1, x2] = key(x);
      const [y1, y2] = key(y);
      return y1 - x1 || y2 - x2;
    })
    .slice(0, limit);
}

/** Game Pulse: the last 60 settled real-money rounds' multipliers, and the last day's count and biggest multiplier. */
export async function gamePulse(db: DbOrTx, gameId: string, now: Date) {
  const [house, live] = await Promise.all([
    houseRows(db, [eq(houseRounds.gameId, gameId)], 'latest', 60),
    liveRows(db, [eq(liveBets.gameId, gameId)], 'latest', 60),
  ]);
  const rows = mergeTop(house, live, 'latest', 60);
  const since = new Date(now.getTime() - 24 * 3600 * 1000);
  const [[h], [l]] = await Promise.all([
    db
      .select({ n: count(), max: sql<string>`coalesce(max(${houseRounds.multiplier}), 0)` })
      .from(houseRounds)
      .where(and(eq(houseRounds.gameId, gameId), eq(houseRounds.status, 'settled'), eq(houseRounds.isDemo, false), gte(houseRounds.createdAt, since))),
    db
      .select({ n: count(), max: sql<string>`coalesce(max(${liveMultiplier}), 0)` })
      .from(liveBets)
      .where(and(eq(liveBets.gameId, gameId), eq(liveBets.status, 'settled'), eq(liveBets.isDemo, false), gte(liveBets.settledAt, since))),
  ]);
  return {
    pulse: rows.reverse().map((r) => ({ at: new Date(r.at).toISOString(), multiplier: Number(r.multiplier) })),
    stats: {
      rounds24h: Number(h?.n ?? 0) + Number(l?.n ?? 0),
      biggestMultiplier24h: Math.max(Number(h?.max ?? 0), Number(l?.max ?? 0)),
    },
  };
}

function toTopWin(r: TWinRow): TTopWin {
  const exp = r.exponent;
  return {
    id: r.id,
    player: displayName(r),
    gameId: r.gameId,
    gameSlug: r.slug,
    gameName: r.name,
    currency: r.currency,
    bet: toMajorNumber(BigInt(r.bet), exp),
    win: toMajorNumber(BigInt(r.win ?? 0), exp),
    multiplier: Number(r.multiplier),
    winEur: Number(r.winEurCents) / 100,
    isHighRoller: !!r.isHighRoller,
    at: new Date(r.at).toISOString(),
  };
}

/**
 * §2 top wins tables, over every in-house game (slots, originals and the live tables). Ghost-mode players appear as
 * "Hidden". Wins in different currencies are ranked by their worth in euros; High Rollers: bets worth at least €50.
 */
export async function topWins(db: DbOrTx, input: { type: 'my' | 'all' | 'high-rollers' | 'multiplier'; userId: string | null; limit: number; now: Date }): Promise<TTopWin[]> {
  if (input.type === 'my' && !input.userId) return [];
  const since = new Date(input.now.getTime() - 30 * 24 * 3600 * 1000);
  const order: TWinOrder = input.type === 'all' ? 'latest' : input.type === 'multiplier' ? 'multiplier' : 'win';
  const house: SQL[] = [sql`${houseRounds.win} > 0`, gte(houseRounds.createdAt, since)];
  const live: SQL[] = [sql`${liveBets.win} > 0`, gte(liveBets.settledAt, since)];
  if (input.type === 'my') {
    house.push(eq(houseRounds.userId, input.userId!));
    live.push(eq(liveBets.userId, input.userId!));
  }
  if (input.type === 'high-rollers') {
    house.push(isHighRollerBet(houseRounds.bet));
    live.push(isHighRollerBet(liveBets.stake));
  }
  const [a, b] = await Promise.all([houseRows(db, house, order, input.limit), liveRows(db, live, order, input.limit)]);
  return mergeTop(a, b, order, input.limit).map(toTopWin);
}

/** A settled real-money round of a slot or original as a top win (announced as it is played). */
export async function houseTopWin(db: DbOrTx, roundId: string): Promise<TTopWin | null> {
  const [r] = await houseRows(db, [eq(houseRounds.id, roundId), sql`${houseRounds.win} > 0`], 'latest', 1);
  return r ? toTopWin(r) : null;
}

/** A settled live bet as a top win (the live settler announces real-money wins as they are paid). */
export async function liveTopWin(db: DbOrTx, betId: string): Promise<TTopWin | null> {
  const [r] = await liveRows(db, [eq(liveBets.id, betId), sql`${liveBets.win} > 0`], 'latest', 1);
  return r ? toTopWin(r) : null;
}

/** Public name of a player: nickname, else a masked username or first name; "Hidden" in ghost mode. */
export function displayName(r: { isGhost: boolean; nickname: string | null; username: string | null; firstName: string | null; userId: string }): string {
  if (r.isGhost) return GHOST_DISPLAY_NAME;
  if (r.nickname) return r.nickname;
  const base = r.username ?? r.firstName ?? `player${r.userId.slice(0, 4)}`;
  return base.length <= 3 ? `${base[0]}**` : `${base.slice(0, 3)}${'*'.repeat(Math.min(4, base.length - 3))}`;
}

export { gameCategoryMembers };
