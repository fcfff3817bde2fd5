import { sql } from 'drizzle-orm';
import { gameProviders, games, type Db } from '@croupier/db';

export const HOUSE_PROVIDER_ID = 'croupier';

/**
 * The in-house provider ("Croupier Originals") is registered like any third
 * party: an id, its HMAC secret and a launch URL. At least one game exists so
 * launching works before the lobby arrives. Safe to run at every start.
 */
export async function registerHouseProvider(db: Db, opts: { secret: string; publicUrl: string }): Promise<void> {
  await db
    .insert(gameProviders)
    .values({ id: HOUSE_PROVIDER_ID, name: 'Croupier Originals', secret: opts.secret, launchUrl: `${opts.publicUrl}/games/house`, isHouse: true })
    .onConflictDoUpdate({ target: gameProviders.id, set: { secret: opts.secret, launchUrl: `${opts.publicUrl}/games/house` } });
  await db
    .insert(games)
    .values({ id: 'croupier-lucky-sevens', slug: 'lucky-sevens', name: 'Lucky Sevens', providerId: HOUSE_PROVIDER_ID, minBet: 10n, maxBet: 10_000n })
    .onConflictDoNothing();
  await db.execute(sql`SELECT 1`);
}
