import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { playerLimits, type DbOrTx } from '@croupier/db';

/** The limits the wallet checks on every bet (packages/db/functions/wallet.sql, croupier_bet_limit_breach). */
export const MONEY_LIMIT_KINDS = ['maxBet', 'bet', 'loss', 'monthlyWinnings'] as const;

/**
 * Whether the player has a money limit kept in another currency than `currency`: the wallet checks a limit only in
 * its own currency, so real-money play in `currency` would escape it (multi-wallet; docs/protection.md).
 */
export async function hasLimitsInOtherCurrency(db: DbOrTx, userId: string, currency: string): Promise<boolean> {
  const rows = await db
    .select({ kind: playerLimits.kind })
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), inArray(playerLimits.kind, [...MONEY_LIMIT_KINDS]), isNotNull(playerLimits.currency), ne(playerLimits.currency, currency)))
    .limit(1);
  return rows.length > 0;
}
