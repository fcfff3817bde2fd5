import type { TWalletResponse } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import { settleActiveBonus } from './settle-bonus';

/**
 * The wallet's bet and win functions flag (`bonusCheck`, never stored or sent to the provider) a bonus that may
 * be done: wagering reached or its money gone. The flag is removed here and the bonus settled in its own
 * transaction (settle-bonus.ts: exactly once, under its row lock). The bonus worker settles anything a crash left.
 */
export async function settleFlaggedBonus(db: Db, result: { response: TWalletResponse; committed: boolean }, now: Date): Promise<{ response: TWalletResponse; committed: boolean }> {
  const r = result.response as TWalletResponse & { bonusCheck?: string };
  if (!r.bonusCheck) return result;
  const { bonusCheck, ...response } = r;
  try {
    await settleActiveBonus(db, { playerBonusId: bonusCheck, now });
  } catch (err) {
    // The call itself succeeded; the worker retries the settlement.
    console.warn('bonus settlement after a wallet call failed', err);
  }
  return { response, committed: result.committed };
}
