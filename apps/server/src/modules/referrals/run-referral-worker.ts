import type { Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { startHalfHourWorker, type HalfHourWorker } from '../../platform/half-hour-worker';
import { COMMISSION_GRACE_MS, settleReferralCommissions } from './settle-commissions';

/** How often a node looks for cycles whose referral commission is not settled yet. */
export const REFERRAL_SWEEP_MS = 60_000;

/** Settles refer-a-friend commissions after every 30-minute cycle and every minute; each cycle is paid once. */
export function startReferralWorker(opts: { db: Db; clock: Clock; log: (msg: string, err?: unknown) => void }): HalfHourWorker {
  return startHalfHourWorker({
    name: 'referral commission settlement',
    clock: opts.clock,
    graceMs: COMMISSION_GRACE_MS,
    sweepMs: REFERRAL_SWEEP_MS,
    pass: (now) => settleReferralCommissions(opts.db, { now }),
    log: opts.log,
  });
}
