import { RACE_SETTLE_GRACE_MS } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { startHalfHourWorker, type HalfHourWorker } from '../../platform/half-hour-worker';
import { settleRaces } from './settle-races';

/** How often a node looks for races to settle (besides the run right after each half hour). */
export const RACE_SWEEP_MS = 60_000;

/** Settles races on this node after every half hour (races end on one) and every minute; a race is settled once. */
export function startRaceWorker(opts: { db: Db; clock: Clock; log: (msg: string, err?: unknown) => void }): HalfHourWorker {
  return startHalfHourWorker({ name: 'race settlement', clock: opts.clock, graceMs: RACE_SETTLE_GRACE_MS, sweepMs: RACE_SWEEP_MS, pass: (now) => settleRaces(opts.db, { now }), log: opts.log });
}
