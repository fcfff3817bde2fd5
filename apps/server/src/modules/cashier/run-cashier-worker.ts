import type { AppDeps } from '../../app';
import { expireDeposits } from './expire-deposits';
import { processWithdrawals } from './process-withdrawals';

/** One pass of the cashier's background work: expire UPI QRs, send due payouts, publish their events. */
export async function runCashierWorker(deps: Pick<AppDeps, 'db' | 'clock' | 'cashier' | 'outbox'>): Promise<{ expired: number; payouts: number }> {
  if (!deps.cashier) return { expired: 0, payouts: 0 };
  const now = deps.clock.now();
  const expired = await expireDeposits(deps.db, now);
  const payouts = await processWithdrawals(deps.db, deps.cashier, now);
  if (expired + payouts > 0) deps.outbox?.kick();
  return { expired, payouts };
}
