import { and, asc, inArray, lte } from 'drizzle-orm';
import { houseRounds, type Db } from '@croupier/db';
import { unseal } from '../../platform/sealed';
import { PAY_TOKEN_PURPOSE, reportWin, voidRound } from './play-round';
import { WalletUnavailable, type WalletClient } from './wallet-client';

/** A round still `betting` or `paying` this long after it was played (its request gave up on the wallet, or the process stopped). */
export const HOUSE_WIN_RETRY_AFTER_MS = 15_000;
/** How often each server looks for such rounds. */
export const HOUSE_SETTLE_EVERY_MS = 10_000;

type Deps = { db: Db; wallet: WalletClient; now: () => Date; appSecret: string; log?: (msg: string, extra?: unknown) => void };

/**
 * Finishes in-house rounds their request left open, oldest first, with their own transaction ids (the wallet applies
 * each once, whichever server or attempt reaches it): a `paying` round's win is reported; a `betting` round (its bet
 * unanswered) is voided, its stake given back if it was taken. Stops when the wallet cannot be reached (the next pass
 * tries again); a round that fails otherwise is logged and skipped, so it holds up no other. Returns how many the
 * wallet answered.
 */
export async function settleHouseRounds(deps: Deps, batch = 100): Promise<number> {
  const due = await deps.db
    .select({
      id: houseRounds.id,
      status: houseRounds.status,
      payToken: houseRounds.payToken,
      gameId: houseRounds.gameId,
      currency: houseRounds.currency,
      win: houseRounds.win,
      params: houseRounds.params,
    })
    .from(houseRounds)
    .where(and(inArray(houseRounds.status, ['betting', 'paying']), lte(houseRounds.createdAt, new Date(deps.now().getTime() - HOUSE_WIN_RETRY_AFTER_MS))))
    .orderBy(asc(houseRounds.createdAt))
    .limit(batch);
  let answered = 0;
  for (const r of due) {
    const sessionToken = r.payToken ? unseal(deps.appSecret, PAY_TOKEN_PURPOSE, r.payToken) : null;
    if (!sessionToken) {
      deps.log?.('house round cannot be reported: its session token is missing or sealed under another secret', { roundId: r.id });
      continue;
    }
    const grant = (r.params as { freeSpinGrantId?: unknown }).freeSpinGrantId;
    try {
      if (r.status === 'betting') {
        try {
          await voidRound(deps.db, deps.wallet, { id: r.id, sessionToken, gameId: r.gameId });
        } catch (err) {
          if (err instanceof WalletUnavailable) break;
          throw err;
        }
        answered++;
        continue;
      }
      const answer = await reportWin(
        deps.db,
        deps.wallet,
        { id: r.id, sessionToken, gameId: r.gameId, currency: r.currency, win: r.win, freeSpinGrantId: typeof grant === 'string' ? grant : null },
        1,
      );
      if (!answer) break;
      if (answer.status !== 'OK') deps.log?.('house round win refused by the wallet', { roundId: r.id, status: answer.status });
      answered++;
    } catch (err) {
      deps.log?.('house round win could not be reported', { roundId: r.id, err: String(err) });
    }
  }
  return answered;
}
