import { RAKEBACK_CYCLE_MS } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { SETTLE_GRACE_MS, SETTLE_LOOKBACK_MS, settleRakebackCycles } from './settle-cycles';

/** Besides the run right after each cycle end, a catch-up run this often (cycles another node left, late commits). */
export const RAKEBACK_SWEEP_MS = 60_000;

export interface RakebackWorker {
  /** Runs one pass now (every cycle that ended and is not settled). */
  runOnce(): Promise<void>;
  stop(): void;
}

/**
 * Settles rakeback cycles on this node: a pass SETTLE_GRACE_MS after every cycle end (:00 and :30) and a
 * catch-up pass every minute. Several nodes may run it: settlement is idempotent per (player, cycle). Each
 * pass scans from a watermark (the previous pass's last closed cycle, one cycle back for late commits); the
 * first pass after a start looks back 48 hours.
 */
export function startRakebackWorker(opts: { db: Db; clock: Clock; log: (msg: string, err?: unknown) => void }): RakebackWorker {
  let watermark: Date | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const pass = async () => {
    const now = opts.clock.now();
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
  };
  const runOnce = () => {
    running ??= pass()
      .catch((err) => opts.log('rakeback cycle settlement failed', err))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const scheduleNextCycleEnd = () => {
    if (stopped) return;
    const now = opts.clock.now().getTime();
    const nextEnd = Math.floor(now / RAKEBACK_CYCLE_MS) * RAKEBACK_CYCLE_MS + RAKEBACK_CYCLE_MS;
    timer = setTimeout(() => {
      void runOnce();
      scheduleNextCycleEnd();
    }, nextEnd + SETTLE_GRACE_MS - now);
    timer.unref();
  };
  const sweep = setInterval(() => void runOnce(), RAKEBACK_SWEEP_MS);
  sweep.unref();
  scheduleNextCycleEnd();
  void runOnce();
  return {
    runOnce,
    stop() {
      stopped = true;
      clearInterval(sweep);
      if (timer) clearTimeout(timer);
    },
  };
}
