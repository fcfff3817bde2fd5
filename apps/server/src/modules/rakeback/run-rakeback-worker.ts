import { RAKEBACK_CYCLE_MS } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { startHalfHourWorker, type HalfHourWorker } from '../../platform/half-hour-worker';
import { SETTLE_GRACE_MS, SETTLE_LOOKBACK_MS, settleRakebackCycles } from './settle-cycles';

/** Besides the run right after each cycle end, a catch-up run this often (cycles another node left, late commits). */
export const RAKEBACK_SWEEP_MS = 60_000;

/**
 * Settles rakeback cycles on this node: a pass SETTLE_GRACE_MS after every cycle end (:00 and :30) and a
 * catch-up pass every minute. Several nodes may run it: settlement is idempotent per (player, cycle). Each
 * pass scans from a watermark (the previous pass's last closed cycle, one cycle back for late commits); the
 * first pass after a start looks back 48 hours.
 */
export function startRakebackWorker(opts: { db: Db; clock: Clock; log: (msg: string, err?: unknown) => void }): HalfHourWorker {
  let watermark: Date | null = null;
  let stopped = false;
  const worker = startHalfHourWorker({
    name: 'rakeback cycle settlement',
    clock: opts.clock,
    graceMs: SETTLE_GRACE_MS,
    sweepMs: RAKEBACK_SWEEP_MS,
    log: opts.log,
    pass: async (now) => {
      const from = watermark ? new Date(watermark.getTime() - RAKEBACK_CYCLE_MS) : new Date(now.getTime() - SETTLE_LOOKBACK_MS);
      let cursor = from;
      for (;;) {
        const r = await settleRakebackCycles(opts.db, { now, from: cursor });
        if (!r.hasMore || stopped) {
          if (!r.hasMore) watermark = r.settledThrough;
          return;
        }
        cursor = r.settledThrough;
      }
    },
  });
  return {
    runOnce: worker.runOnce,
    stop() {
      stopped = true;
      worker.stop();
    },
  };
}
