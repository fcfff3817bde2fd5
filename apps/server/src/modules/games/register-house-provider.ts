import { sql } from 'drizzle-orm';
import { LIVE_TABLES } from '@croupier/contracts/live';
import { GAMES, ROULETTE_RTP } from '@croupier/games';
import { gameCategories, gameCategoryMembers, gameDetails, gameProviders, games, type Db } from '@croupier/db';

export const HOUSE_PROVIDER_ID = 'croupier';
export const houseGameId = (engineId: string) => `croupier-${engineId}`;

/** Lobby categories (names are i18n keys). "popular" and "new" are computed, not stored. */
export const CATEGORIES = [
  { id: 'slots', nameKey: 'lobby.category.slots', sortOrder: 1 },
  { id: 'originals', nameKey: 'lobby.category.originals', sortOrder: 2 },
  { id: 'bonus-buy', nameKey: 'lobby.category.bonus.buy', sortOrder: 3 },
  { id: 'live-casino', nameKey: 'lobby.category.live', sortOrder: 4 },
] as const;

/** A live table's limits in minor units: each chip at least the minimum, a player's bets on one round at most the maximum. */
export const LIVE_TABLE_MIN_BET = 10;
export const LIVE_TABLE_MAX_BET = 100_000;
const LIVE_TABLE_NAMES: Record<(typeof LIVE_TABLES)[number]['id'], string> = { 'auto-roulette': 'Auto Roulette' };

/** Catalogue content that is not maths: release dates and tags (RTP, max win, bets come from packages/games). */
const CONTENT: Record<string, { releaseDate: string; tags: string[] }> = {
  'lucky-sevens': { releaseDate: '2026-03-02', tags: ['classic', 'fruits'] },
  'golden-scarab': { releaseDate: '2026-05-18', tags: ['egypt', 'free-spins'] },
  'jade-dragon': { releaseDate: '2026-08-07', tags: ['asia', 'ways', 'bonus-buy'] },
  'thunder-realm': { releaseDate: '2026-10-21', tags: ['mythology', 'multipliers', 'high-volatility'] },
  dice: { releaseDate: '2026-01-15', tags: ['original', 'provably-fair'] },
  'auto-roulette': { releaseDate: '2026-11-23', tags: ['live', 'roulette', 'provably-fair'] },
  plinko: { releaseDate: '2026-06-30', tags: ['original', 'provably-fair'] },
};

/**
 * The in-house provider ("Croupier Originals") is registered like any third
 * party: an id, its HMAC secret and a launch URL; its games come from the
 * maths package with computed RTP and max multiplier. Safe to run at every start.
 */
export async function registerHouseProvider(db: Db, opts: { secret: string; publicUrl: string }): Promise<void> {
  const launchUrl = `${opts.publicUrl}/games/house`;
  await db.transaction(async (tx) => {
    await tx
      .insert(gameProviders)
      .values({ id: HOUSE_PROVIDER_ID, name: 'Croupier Originals', secret: opts.secret, launchUrl, isHouse: true })
      .onConflictDoUpdate({ target: gameProviders.id, set: { secret: opts.secret, launchUrl } });
    for (const c of CATEGORIES) {
      await tx.insert(gameCategories).values(c).onConflictDoUpdate({ target: gameCategories.id, set: { nameKey: c.nameKey, sortOrder: c.sortOrder } });
    }
    let order = 0;
    for (const g of GAMES) {
      const id = houseGameId(g.id);
      const content = CONTENT[g.id] ?? { releaseDate: '2026-01-01', tags: [] };
      await tx
        .insert(games)
        .values({ id, slug: g.id, name: g.name, providerId: HOUSE_PROVIDER_ID, minBet: BigInt(g.minBet), maxBet: BigInt(g.maxBet), hasDemo: true })
        .onConflictDoUpdate({ target: games.id, set: { name: g.name, minBet: BigInt(g.minBet), maxBet: BigInt(g.maxBet), isActive: true } });
      const details = {
        engineId: g.id,
        kind: g.kind,
        description: g.theme,
        rtp: (g.rtp * 100).toFixed(4),
        maxMultiplier: g.maxMultiplier.toFixed(2),
        volatility: g.volatility,
        hasBonusBuy: g.hasBonusBuy,
        isBonusCompatible: !g.hasBonusBuy,
        tags: content.tags,
        thumbnail: `/api/core/casino/assets/games/${g.id}.svg`,
        releaseDate: content.releaseDate,
        sortOrder: order++,
      };
      await tx.insert(gameDetails).values({ gameId: id, ...details }).onConflictDoUpdate({ target: gameDetails.gameId, set: details });
      const cats = [g.kind === 'slot' ? 'slots' : 'originals', ...(g.hasBonusBuy ? ['bonus-buy'] : [])];
      for (const categoryId of cats) await tx.insert(gameCategoryMembers).values({ categoryId, gameId: id, sortOrder: order }).onConflictDoNothing();
    }
    // Live tables (docs/live-casino.md): shared rounds on a schedule, their own client; not for bonus money.
    for (const t of LIVE_TABLES) {
      const id = houseGameId(t.id);
      const limits = { minBet: BigInt(LIVE_TABLE_MIN_BET), maxBet: BigInt(LIVE_TABLE_MAX_BET) };
      await tx
        .insert(games)
        .values({ id, slug: t.slug, name: LIVE_TABLE_NAMES[t.id], providerId: HOUSE_PROVIDER_ID, ...limits, hasDemo: true })
        .onConflictDoUpdate({ target: games.id, set: { name: LIVE_TABLE_NAMES[t.id], ...limits, isActive: true } });
      const details = {
        engineId: t.engineId,
        kind: t.engineId,
        description: 'European roulette, one zero: a round every 30 seconds for everyone at the table',
        rtp: (ROULETTE_RTP * 100).toFixed(4),
        maxMultiplier: '36.00',
        volatility: 'medium',
        hasBonusBuy: false,
        isBonusCompatible: false,
        tags: CONTENT[t.id]?.tags ?? [],
        thumbnail: `/api/core/casino/assets/games/${t.id}.svg`,
        releaseDate: CONTENT[t.id]?.releaseDate ?? '2026-01-01',
        sortOrder: order++,
      };
      await tx.insert(gameDetails).values({ gameId: id, ...details }).onConflictDoUpdate({ target: gameDetails.gameId, set: details });
      await tx.insert(gameCategoryMembers).values({ categoryId: 'live-casino', gameId: id, sortOrder: order }).onConflictDoNothing();
    }
  });
  await db.execute(sql`SELECT 1`);
}
