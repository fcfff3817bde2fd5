import type { TWalletBetRequest, TWalletResponse } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import { sha256Hex } from '../../../platform/ids';
import { betFingerprint } from './common';
import type { TWalletCallRunner } from './call-batcher';
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
 * outbox rows and the stored answer. `calls` runs it, grouped with other calls under load (call-batcher.ts).
 */
export async function placeBet(
  db: Db,
  calls: TWalletCallRunner,
  providerId: string,
  req: TWalletBetRequest,
  now: Date,
): Promise<{ response: TWalletResponse; committed: boolean }> {
  const fingerprint = betFingerprint(req);
  const response = await calls.run({
    fn: 'bet',
    provider: providerId,
    tokenHash: sha256Hex(req.sessionToken),
    txn: req.transactionId,
    round: req.roundId,
    game: req.gameId,
    currency: req.currency,
    amount: String(req.amount),
    fingerprint,
    now: now.toISOString(),
    isBonusBuy: req.isBonusBuy ?? false,
  });
  const result = { response, committed: response.status === 'OK' };
  // A bonus the bet finished (wagering reached) is settled right after (issue #6).
  return settleFlaggedBonus(db, result, now);
}
