import { sql } from 'drizzle-orm';
import type { Db } from '@croupier/db';
import { cancelBonus } from './cancel-bonus';
import { settleActiveBonus } from './settle-bonus';

/** How often a running server expires and settles bonuses (not in the spec). */
export const BONUS_WORKER_INTERVAL_MS = 30_000;

/**
 * The bonus worker (every 30 s in a running server, off in tests): bonuses whose days ran out expire (their
 * bonus money is forfeited) whether or not the player visits, and bonuses that are done but were not settled
 * after their last wallet call (a crash, an abandoned round) are settled. Each bonus in its own transaction under
 * its row lock, so several nodes can run it at once.
 */
export async function runBonusWorker(db: Db, now: Date): Promise<{ expired: number; settled: number }> {
  const due = (await db.execute(sql`
    SELECT id, user_id FROM player_bonuses
     WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= ${now.toISOString()}::timestamptz
       -- Wagered in time: it completes (once its last rounds end) below, not forfeited.
       AND NOT (slot = 'money' AND wagered >= wager_required)
     ORDER BY expires_at LIMIT 200`)) as unknown as { rows: { id: string; user_id: string }[] };
  let expired = 0;
  for (const b of due.rows) {
    const r = await cancelBonus(db, { userId: b.user_id, userBonusId: b.id, now, end: 'expired', reason: 'days_valid' });
    if (r.ok) expired += 1;
  }
  const done = (await db.execute(sql`
    SELECT p.id FROM player_bonuses p
      LEFT JOIN ledger_accounts a ON a.owner = p.user_id::text AND a.kind = 'bonus' AND a.currency = p.currency
     WHERE p.status = 'active' AND p.slot = 'money' AND (p.wagered >= p.wager_required OR coalesce(a.balance, 0) = 0)
     LIMIT 200`)) as unknown as { rows: { id: string }[] };
  let settled = 0;
  for (const b of done.rows) {
    if (await settleActiveBonus(db, { playerBonusId: b.id, now })) settled += 1;
  }
  return { expired, settled };
}

/** Starts the worker in a running server. */
export function startBonusWorker(opts: { db: Db; now: () => Date; log: (msg: string, err: unknown) => void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runBonusWorker(opts.db, opts.now())
      .catch((err) => opts.log('bonus worker failed', err))
      .finally(() => {
        running = false;
      });
  }, BONUS_WORKER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
