import { eq } from 'drizzle-orm';
import { DEFAULT_PLAYER_TIME_ZONE } from '@croupier/contracts';
import { users, type DbOrTx } from '@croupier/db';
import { activeCurrencyOf } from '../wallet/active-currency';
import { findPlayerZones, rememberTimeZone, type TPlayerZones } from './player-zones';
import { loyaltyLevelOf } from '../loyalty/loyalty-points';

/** Who the calendar is for: the player's active currency, country and time zones. */
export interface TRakebackPlayer {
  userId: string;
  currency: string;
  countryCode: string | null;
  zones: TPlayerZones;
  /** The loyalty level, which may raise the rakeback percent (docs/loyalty.md). */
  loyaltyLevel: number;
}

/**
 * The player's calendar context for a request: the active currency as get-user-details decides it (with
 * useMultiWallet the currency cookie when the player holds it or it is their account currency, else the account
 * currency) and the time zones, after remembering the request's `timeZone` (when it sent a valid one).
 */
export async function loadRakebackPlayer(
  db: DbOrTx,
  input: { userId: string; timeZone?: string | null; useMultiWallet?: boolean; chosenCurrency?: string | null; now: Date },
): Promise<TRakebackPlayer | null> {
  const [user] = await db.select({ currency: users.currencyCode, countryCode: users.countryCode }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) return null;
  const currency = await activeCurrencyOf(db, { userId: input.userId, accountCurrency: user.currency, useMultiWallet: !!input.useMultiWallet, chosen: input.chosenCurrency });
  const zones = input.timeZone
    ? await rememberTimeZone(db, { userId: input.userId, timeZone: input.timeZone, now: input.now })
    : ((await findPlayerZones(db, input.userId)) ?? { timeZone: DEFAULT_PLAYER_TIME_ZONE, claimZone: DEFAULT_PLAYER_TIME_ZONE });
  return { userId: input.userId, currency, countryCode: user.countryCode, zones, loyaltyLevel: await loyaltyLevelOf(db, input.userId) };
}
