import type { TWalletBetRequest, TWalletResponse } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import { sha256Hex } from '../../../platform/ids';
import { fingerprintOf, runWalletFunction } from './common';
import { settleFlaggedBonus } from '../../bonuses/settle-after-wallet';

/**
 * A bet: takes `amount` from the player, cash first then bonus money (a
 * REAL_MONEY_ONLY bonus keeps its money locked), in one transaction; with an
 * active bonus its eligible games, bet limit and wagering apply (issue #6).
 * A repeat with the same transactionId and fields returns the first answer.
 *
 * The rules run in one database call, `croupier_wallet_bet` (packages/db/functions/wallet.sql,
 * decision 0007): session and player checks, the idempotency claim, account locks, the transfer with
 * its entries and balances, the responsible-gaming limits (LIMIT_REACHED with a `limitType`), the
 * outbox rows and the stored answer.
 */
export async function placeBet(db: Db, providerId: string, req: TWalletBetRequest, now: Date): Promise<{ response: TWalletResponse; committed: boolean }> {
  const fingerprint = fingerprintOf({ roundId: req.roundId, gameId: req.gameId, currency: req.currency, amount: req.amount });
  const result = await runWalletFunction(db, 'croupier_wallet_bet', [
    [providerId, 'text'],
    [sha256Hex(req.sessionToken), 'text'],
    [req.transactionId, 'text'],
    [req.roundId, 'text'],
    [req.gameId, 'text'],
    [req.currency, 'text'],
    [String(req.amount), 'bigint'],
    [fingerprint, 'text'],
    [now.toISOString(), 'timestamptz'],
    [req.isBonusBuy ?? false, 'boolean'],
  ]);
  // A bonus the bet finished (wagering reached) is settled right after (issue #6).
  return settleFlaggedBonus(db, result, now);
}
