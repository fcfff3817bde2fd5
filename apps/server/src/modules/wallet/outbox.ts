import { sql } from 'drizzle-orm';
import { outboxEvents, type Db, type DbOrTx } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import type { Realtime } from '../../platform/realtime';

/** Writes an event in the caller's transaction: no event for a rolled-back movement. */
type OutboxEvent = { userId: string | null; event: string; payload: Record<string, unknown>; now: Date };
export async function enqueueEvent(tx: DbOrTx, e: OutboxEvent | OutboxEvent[]): Promise<void> {
  const list = Array.isArray(e) ? e : [e];
  if (list.length === 0) return;
  await tx.insert(outboxEvents).values(list.map((x) => ({ userId: x.userId, event: x.event, payload: x.payload, createdAt: x.now })));
}

export interface OutboxRelay {
  /** Publishes pending events now (called right after a commit). */
  kick(): void;
  /** Publishes one batch; resolves to the number published. */
  drain(): Promise<number>;
  stop(): Promise<void>;
  /** Counters for benchmarks: relay passes (one transaction each) and events published. */
  readonly stats: { passes: number; published: number };
}

/**
 * Publishes committed events to socket.io, at least once: one statement locks
 * a batch of rows (SKIP LOCKED, so several nodes share the work) and marks
 * them; the events are emitted, then the mark commits. A process that dies
 * before that commit (or after a movement's commit) leaves the rows for the
 * next pass.
 */
export function createOutboxRelay(opts: { db: Db; realtime: () => Realtime; clock: Clock; intervalMs?: number }): OutboxRelay {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const stats = { passes: 0, published: 0 };

  async function publishBatch(): Promise<number> {
    stats.passes++;
    return opts.db.transaction(async (tx) => {
      // Locks and marks the batch in one statement; the mark commits only after the events were emitted below.
      const rows = await tx.execute(
        sql`UPDATE outbox_events SET published_at = ${opts.clock.now().toISOString()}::timestamptz
             WHERE id = ANY(ARRAY(SELECT id FROM outbox_events WHERE published_at IS NULL ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED))
         RETURNING id, user_id, event, payload, balance_payload`,
      );
      type TRow = { id: number; user_id: string | null; event: string; payload: Record<string, unknown>; balance_payload: Record<string, unknown> | null };
      const list = (rows as unknown as { rows: TRow[] }).rows.sort((a, b) => Number(a.id) - Number(b.id));
      if (list.length === 0) return 0;
      const rt = opts.realtime();
      for (const r of list) {
        if (r.user_id) rt.emitToUser(r.user_id, r.event, r.payload);
        else rt.emitToAll?.(r.event, r.payload);
        stats.published++;
        // A seamless-wallet movement's row carries the player's balance after it (docs/decisions/0010).
        if (r.balance_payload && r.user_id) {
          rt.emitToUser(r.user_id, 'balance', r.balance_payload);
          stats.published++;
        }
      }
      return list.length;
    });
  }

  async function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        let n: number;
        do {
          n = await publishBatch();
          total += n;
        } while (n === 200);
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void drain().catch(() => undefined), opts.intervalMs ?? 1000);
  timer.unref();
  return {
    stats,
    kick: () => void drain().catch(() => undefined),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
