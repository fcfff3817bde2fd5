import { sql } from 'drizzle-orm';
import { outboxEvents, type Db, type DbOrTx } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import type { Realtime } from '../../platform/realtime';

/** Writes an event in the caller's transaction: no event for a rolled-back movement. */
export type OutboxEvent = { userId: string | null; event: string; payload: Record<string, unknown>; now: Date };
export async function enqueueEvent(tx: DbOrTx, e: OutboxEvent | OutboxEvent[]): Promise<void> {
  const list = Array.isArray(e) ? e : [e];
  if (list.length === 0) return;
  await tx.insert(outboxEvents).values(list.map((x) => ({ userId: x.userId, event: x.event, payload: x.payload, createdAt: x.now })));
}

/** Rows per relay pass. */
const RELAY_BATCH = 200;
/** The event of a row that carries several players' events (croupier_wallet_flush in packages/db/functions/wallet.sql). */
export const BATCH_EVENT = 'batch';
/** One movement of a `batch` row: player, event, payload, balance after it. */
type TBatchEvent = { u: string; e: string; p: Record<string, unknown>; b?: Record<string, unknown> | null };

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
 * Publishes committed events to socket.io, at least once, and deletes them: one statement locks a batch of rows
 * (SKIP LOCKED, so several nodes share the work) and deletes them; the events are emitted, then the delete commits.
 * A process that dies before that commit (or after a movement's commit) leaves the rows for the next pass. The
 * outbox is a queue, not a record (docs/decisions/0014): the ledger and the audit log are.
 */
export function createOutboxRelay(opts: { db: Db; realtime: () => Realtime; clock: Clock; intervalMs?: number }): OutboxRelay {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const stats = { passes: 0, published: 0 };

  async function publishBatch(): Promise<number> {
    stats.passes++;
    return opts.db.transaction(async (tx) => {
      // Locks and deletes the batch in one statement; the delete commits only after the events were emitted below.
      const rows = await tx.execute(
        sql`DELETE FROM outbox_events
             WHERE id = ANY(ARRAY(SELECT id FROM outbox_events ORDER BY id LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED))
         RETURNING id, user_id, event, payload, balance_payload`,
      );
      type TRow = {
        id: number;
        user_id: string | null;
        event: string;
        payload: Record<string, unknown>;
        balance_payload: Record<string, unknown> | null;
      };
      const list = (rows as unknown as { rows: TRow[] }).rows.sort((a, b) => Number(a.id) - Number(b.id));
      if (list.length === 0) return 0;
      const rt = opts.realtime();
      const send = (
        userId: string,
        event: string,
        payload: Record<string, unknown>,
        balance: Record<string, unknown> | null | undefined,
      ) => {
        rt.emitToUser(userId, event, payload);
        stats.published++;
        // A seamless-wallet movement carries the player's balance after it (docs/decisions/0010).
        if (balance) {
          rt.emitToUser(userId, 'balance', balance);
          stats.published++;
        }
      };
      for (const r of list) {
        if (r.event === BATCH_EVENT && !r.user_id) {
          // A seamless-wallet group's movements, one row for all (docs/decisions/0014).
          for (const e of (r.payload as { events: TBatchEvent[] }).events) send(e.u, e.e, e.p, e.b);
        } else if (r.user_id) send(r.user_id, r.event, r.payload, r.balance_payload);
        else {
          rt.emitToAll?.(r.event, r.payload);
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
        } while (n === RELAY_BATCH);
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
    kick: () => {
      if (!stopped) void drain().catch(() => undefined);
    },
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
