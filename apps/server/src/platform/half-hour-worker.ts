import type { Clock } from './clock';

/** Half an hour: races end and play buckets (`player_play_buckets`, 30-minute bins from 2000-01-01 UTC) close on it. */
export const HALF_HOUR_MS = 1_800_000;

export interface HalfHourWorker {
  /** Runs one pass now (or joins the one running). */
  runOnce(): Promise<void>;
  stop(): void;
}

/**
 * Runs `pass` on this node `graceMs` after every half hour (:00 and :30, when races end and play buckets close),
 * every `sweepMs` as a catch-up, and once at start. Passes never overlap; a failed pass is logged and the next
 * one tries again. Several nodes may run the same worker: each pass must be idempotent.
 */
export function startHalfHourWorker(opts: {
  name: string;
  clock: Clock;
  graceMs: number;
  sweepMs: number;
  pass: (now: Date) => Promise<unknown>;
  log: (msg: string, err?: unknown) => void;
}): HalfHourWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const runOnce = () => {
    running ??= opts
      .pass(opts.clock.now())
      .then(() => undefined)
      .catch((err) => opts.log(`${opts.name} failed`, err))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const scheduleNext = () => {
    if (stopped) return;
    const now = opts.clock.now().getTime();
    const next = Math.floor(now / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS;
    timer = setTimeout(() => {
      void runOnce();
      scheduleNext();
    }, next + opts.graceMs + 1_000 - now);
    timer.unref();
  };
  const sweep = setInterval(() => void runOnce(), opts.sweepMs);
  sweep.unref();
  scheduleNext();
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
