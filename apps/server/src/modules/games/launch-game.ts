import { and, eq, or } from 'drizzle-orm';
import { DEFAULT_CURRENCY, fail, ok, type TResult } from '@croupier/contracts';
import { gameDetails, gameProviders, gameSessions, games, users, type Db } from '@croupier/db';
import { newId, randomToken, sha256Hex } from '../../platform/ids';
import { currencyRate } from './bet-limits';
import { activeCurrencyOf } from '../wallet/active-currency';
import { exclusionOf } from '../protection/exclude-player';
import { hasLimitsInOtherCurrency } from '../protection/money-limits';

export const GAME_SESSION_TTL_S = 6 * 3600;
/** Demo mode starts with fun money worth about €1,000 in the player's currency (scaled like the bet limits). */
export const DEMO_FUN_EUR = 1000;

/**
 * Launches a game for a signed-in player: a session token bound to player,
 * game, currency and provider, and the provider's launch URL carrying it.
 */
export async function launchGame(
  db: Db,
  input: {
    userId: string;
    authSessionId: string | null;
    isGuest?: boolean;
    gameId: string;
    mode: 'real' | 'demo';
    currency?: string;
    /** useMultiWallet and the currency cookie: a player plays in their active currency (wallet/active-currency.ts). */
    useMultiWallet?: boolean;
    chosenCurrency?: string | null;
    language: string;
    /** The visitor's country from the IP (null when unknown). */
    countryCode?: string | null;
    now: Date;
  },
): Promise<
  TResult<
    { url: string; sessionToken: string; mode: 'real' | 'demo'; currency: string; expiresAt: string },
    'GAME_NOT_FOUND' | 'DEMO_UNAVAILABLE' | 'GAME_COUNTRY_RESTRICTED' | 'SELF_EXCLUSION_ACTIVE' | 'ACCOUNT_FROZEN' | 'LIMITS_IN_ACCOUNT_CURRENCY'
  >
> {
  const rows = await db
    .select({ id: games.id, slug: games.slug, hasDemo: games.hasDemo, providerId: games.providerId, launchUrl: gameProviders.launchUrl, restricted: gameDetails.restrictedCountries })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .leftJoin(gameDetails, eq(gameDetails.gameId, games.id))
    .where(and(or(eq(games.id, input.gameId), eq(games.slug, input.gameId)), eq(games.isActive, true), eq(gameProviders.isActive, true)))
    .limit(1);
  const game = rows[0];
  if (!game) return fail('GAME_NOT_FOUND');
  if (input.mode === 'demo' && !game.hasDemo) return fail('DEMO_UNAVAILABLE');
  // Licensing: a game restricted in the visitor's country cannot be launched there, in any mode.
  if (input.countryCode && game.restricted?.includes(input.countryCode)) return fail('GAME_COUNTRY_RESTRICTED');
  // Responsible gaming: a self-excluded or frozen player may not start play, demo included (spec §6 "withdrawals
  // only"; the wallet refuses their sessions' bets in either mode, so a demo launched would refuse every spin).
  if (!input.isGuest) {
    const excluded = await exclusionOf(db, input.userId, input.now);
    if (excluded) return fail(excluded.code);
  }
  const [user] = input.isGuest ? [] : await db.select({ currencyCode: users.currencyCode }).from(users).where(eq(users.id, input.userId)).limit(1);
  const currency =
    input.currency ??
    (user
      ? await activeCurrencyOf(db, { userId: input.userId, accountCurrency: user.currencyCode, useMultiWallet: !!input.useMultiWallet, chosen: input.chosenCurrency })
      : DEFAULT_CURRENCY);
  // Money limits (bet, max bet, loss, monthly winnings) are kept in the account currency and the wallet checks them
  // in that currency only: real-money play with another wallet would escape them, so it is refused.
  if (input.mode === 'real' && user && currency !== user.currencyCode && (await hasLimitsInOtherCurrency(db, input.userId, currency))) {
    return fail('LIMITS_IN_ACCOUNT_CURRENCY');
  }
  const rate = await currencyRate(db, currency);
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + GAME_SESSION_TTL_S * 1000);
  await db.insert(gameSessions).values({
    id: newId(),
    tokenHash: sha256Hex(token),
    userId: input.userId,
    gameId: game.id,
    providerId: game.providerId,
    currency,
    mode: input.mode,
    funBalance: input.mode === 'demo' ? BigInt(DEMO_FUN_EUR * (rate.minorPerEur ?? 10 ** rate.exponent)) : 0n,
    authSessionId: input.authSessionId,
    createdAt: input.now,
    expiresAt,
  });
  const url = new URL(`${game.launchUrl}/${encodeURIComponent(game.slug)}`);
  url.searchParams.set('token', token);
  url.searchParams.set('mode', input.mode);
  url.searchParams.set('lang', input.language);
  return ok({ url: url.toString(), sessionToken: token, mode: input.mode, currency, expiresAt: expiresAt.toISOString() });
}
