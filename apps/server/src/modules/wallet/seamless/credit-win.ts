import type { TWalletResponse, TWalletWinRequest } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import { sha256Hex } from '../../../platform/ids';
import { winFingerprint } from './common';
import type { TWalletCallRunner } from './call-batcher';
import { settleFlaggedBonus } from '../../bonuses/settle-after-wallet';
import { creditFreeSpinWin } from '../../bonuses/credit-free-spin-win';

/**
 * A win: credited in the proportions the round's bets were taken (cash/bonus,
 * splitProportionally of contracts/money.ts); accepted after the game session
 * ended. A win with no bet is cash; a free spin's win (`freeSpinGrantId`) becomes
 * bonus money (issue #6). A zero win only closes
 * the round. One database call, `croupier_wallet_win` (packages/db/functions/wallet.sql).
 */
export async function creditWin(
  db: Db,
  calls: TWalletCallRunner,
  providerId: string,
  req: TWalletWinRequest,
  now: Date,
): Promise<{ response: TWalletResponse; committed: boolean }> {
  // A free spin's win (issue #6): counted on its grant, converted to bonus money when the spins run out.
  if (req.freeSpinGrantId) return creditFreeSpinWin(db, providerId, req as TWalletWinRequest & { freeSpinGrantId: string }, now);
  const fingerprint = winFingerprint(req);
  const response = await calls.run({
    fn: 'win',
    provider: providerId,
    tokenHash: sha256Hex(req.sessionToken),
    txn: req.transactionId,
    round: req.roundId,
    game: req.gameId,
    currency: req.currency,
    amount: String(req.amount),
    reference: req.referenceTransactionId ?? null,
    fingerprint,
    now: now.toISOString(),
  });
  const result = { response, committed: response.status === 'OK' };
  // The round closed: a bonus that is done (wagered, or its money gone) is settled right after (issue #6).
  return settleFlaggedBonus(db, result, now);
}
