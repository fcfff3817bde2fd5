import { and, asc, eq, lte } from 'drizzle-orm';
import { houseRounds, type Db } from '@croupier/db';
import { reportWin } from './play-round';
import type { WalletClient } from './wallet-client';

/** A round still `paying` this long after it was played (its request gave up on the wallet, or the process stopped). */
export const HOUSE_WIN_RETRY_AFTER_MS = 15_000;
/** How often each server looks for such rounds. */
export const HOUSE_SETTLE_EVERY_MS = 10_000;

/**
 * Reports the wins of in-house rounds the wallet never confirmed (`paying`), oldest first, with their own transaction
 * ids: the wallet pays each once, whichever server or attempt reaches it. Stops at the first round the wallet cannot
 * be reached for (the next pass tries again). Returns how many were settled.
 */
export async function settleHouseRounds(deps: { db: Db; wallet: WalletClient; now: () => Date }, batch = 100): Promise<number> {
  const due = await deps.db
    .select({ id: houseRounds.id, payToken: houseRounds.payToken, gameId: houseRounds.gameId, currency: houseRounds.currency, win: houseRounds.win, params: houseRounds.params })
    .from(houseRounds)
    .where(and(eq(houseRounds.status, 'paying'), lte(houseRounds.createdAt, new Date(deps.now().getTime() - HOUSE_WIN_RETRY_AFTER_MS))))
    .orderBy(asc(houseRounds.createdAt))
    .limit(batch);
  let settled = 0;
  for (const r of due) {
    if (!r.payToken) continue;
    const grant = (r.params as { freeSpinGrantId?: unknown }).freeSpinGrantId;
    const answer = await reportWin(
      deps.db,
      deps.wallet,
      { id: r.id, payToken: r.payToken, gameId: r.gameId, currency: r.currency, win: r.win, freeSpinGrantId: typeof grant === 'string' ? grant : null },
      1,
    );
    if (!answer) break;
    settled++;
  }
  return settled;
}
