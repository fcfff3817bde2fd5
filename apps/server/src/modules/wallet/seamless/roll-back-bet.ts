import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { TWalletResponse, TWalletRollbackRequest } from '@croupier/contracts';
import { gameSessions, ledgerTransfers, walletTransactions, type Db, type DbOrTx } from '@croupier/db';
import { houseAccount, lockAccounts, playerAccount, postTransfer, systemAccount } from '../ledger';
import { lockPlayerBonus } from '../../bonuses/player-bonuses';
import { enqueueEvent } from '../outbox';
import { balanceEventPayload } from '../balance-event';
import { isWageringPaidOut, reverseBonusProgress } from '../../bonuses/reverse-bonus-progress';
import { answer, claimTransaction, findGameSession, fingerprintOf, repeatAnswer, walletBalance } from './common';

/**
 * Rolls a bet back: returns exactly what it took, to the balances it came
 * from. Unknown bet → OK plus a tombstone that makes the late bet fail; a bet
 * already rolled back → OK, nothing moves; a bet whose round paid a win, or whose wagering completed a bonus
 * since → INVALID_REQUEST, nothing recorded (as for another game's id). Accepted after
 * the session ended.
 */
export async function rollBackBet(db: Db, providerId: string, req: TWalletRollbackRequest, now: Date): Promise<{ response: TWalletResponse; committed: boolean }> {
  const fingerprint = fingerprintOf({ roundId: req.roundId, gameId: req.gameId, referenceTransactionId: req.referenceTransactionId });
  const response = await db.transaction(async (tx) => {
    const session = await findGameSession(tx, providerId, req.sessionToken);
    if (!session) return answer('SESSION_NOT_FOUND', null, null, req.transactionId);
    // The session's game only, as for bets and wins; nothing is recorded.
    if (req.gameId !== session.gameId) return answer('INVALID_REQUEST', session, await walletBalance(tx, session), req.transactionId);
    const existing = await claimTransaction(tx, {
      providerId,
      transactionId: req.transactionId,
      type: 'rollback',
      userId: session.userId,
      gameSessionId: session.id,
      gameId: req.gameId,
      roundId: req.roundId,
      currency: session.currency,
      referenceTransactionId: req.referenceTransactionId,
      fingerprint,
      isDemo: session.mode === 'demo',
      createdAt: now,
    });
    if (existing) return repeatAnswer(existing, fingerprint, 'rollback');

    // Claim the referenced id as a tombstone; if a bet holds it, lock that bet instead.
    const tomb = await claimTransaction(tx, {
      providerId,
      transactionId: req.referenceTransactionId,
      type: 'tombstone',
      userId: session.userId,
      gameSessionId: session.id,
      gameId: req.gameId,
      roundId: req.roundId,
      currency: session.currency,
      fingerprint: 'tombstone',
      isRolledBack: true,
      isDemo: session.mode === 'demo',
      createdAt: now,
    });
    let moved = 0n;
    if (tomb && tomb.type === 'bet' && tomb.userId === session.userId) {
      const [bet] = await tx
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.id, tomb.id))
        .for('update');
      if (bet && !bet.isRolledBack) {
        const cash = BigInt(bet.cashAmount);
        const bonus = BigInt(bet.bonusAmount);
        const total = BigInt(bet.amount);
        // A bet whose round was paid stays: its stake back beside the win would make the round free. Checked under the
        // lock a win takes (the play accounts; a demo session's row), so a concurrent win is either seen here or sees
        // this bet rolled back and is refused.
        if (bet.isDemo) await tx.select({ id: gameSessions.id }).from(gameSessions).where(eq(gameSessions.id, bet.gameSessionId!)).for('update');
        else await lockAccounts(tx, playAccountsOf(session.userId, bet.currency!, bonus > 0n));
        if (await isRoundPaid(tx, providerId, session.userId, bet.roundId, bet.transactionId)) throw new RoundPaid();
        // Nor one whose wagering completed a bonus since: the bonus money it unlocked is cash now.
        if (!bet.isDemo && bet.transferId && (await isWageringPaidOut(tx, bet.transferId))) throw new RoundPaid();
        if (bet.isDemo) {
          await tx.update(gameSessions).set({ funBalance: sql`${gameSessions.funBalance} + ${total}` }).where(eq(gameSessions.id, bet.gameSessionId!));
        } else {
          const currency = bet.currency!;
          // The bonus money it staked goes back to that bonus while it is active; a bonus that has ended since
          // (cancelled, expired, lost) forfeited its money to the bonus pool, and so does this part (issue #6).
          const bonusTarget = bonus > 0n && !(await isStakedBonusActive(tx, session.userId, currency, bet.transferId)) ? systemAccount('bonus_pool', currency) : playerAccount(session.userId, 'bonus', currency);
          await postTransfer(tx, {
            idempotencyKey: `rollback:${providerId}:${bet.transactionId}`,
            kind: 'rollback',
            userId: session.userId,
            currency,
            legs: [
              { account: houseAccount(session.userId, currency), amount: -total },
              { account: playerAccount(session.userId, 'cash', currency), amount: cash },
              { account: bonusTarget, amount: bonus },
            ],
            metadata: { providerId, gameId: req.gameId, roundId: req.roundId, transactionId: req.transactionId, referenceTransactionId: bet.transactionId },
            now,
          });
          moved = bonusTarget.owner === session.userId ? total : cash;
          // Its wagering progress comes off the bonus it counted for (issue #6).
          if (bet.transferId) await reverseBonusProgress(tx, { transferId: bet.transferId, now });
          // Take the bet out of the play bucket it was counted in (limits, stats, rakeback).
          await tx.execute(sql`
            UPDATE player_play_buckets SET bet_cash = bet_cash - ${cash.toString()}::bigint, bet_bonus = bet_bonus - ${bonus.toString()}::bigint, bets = bets - 1
             WHERE user_id = ${session.userId}::uuid AND currency = ${currency}
               AND bucket_start = date_bin('30 minutes', ${bet.createdAt.toISOString()}::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')`);
        }
        await tx.update(walletTransactions).set({ isRolledBack: true }).where(eq(walletTransactions.id, bet.id));
      }
    } else if (tomb && tomb.type !== 'bet' && tomb.type !== 'tombstone') {
      // Only bets can be rolled back.
      throw new NotABet();
    }
    const fresh = session.mode === 'demo' ? await findGameSession(tx, providerId, req.sessionToken) : session;
    const balance = await walletBalance(tx, fresh!);
    if (moved > 0n) {
      await enqueueEvent(tx, [
        { userId: session.userId, event: 'credit', payload: { amount: Number(moved), currency: session.currency, gameId: req.gameId, roundId: req.roundId, rollback: true }, now },
        { userId: session.userId, event: 'balance', payload: await balanceEventPayload(tx, session.userId, session.currency, balance), now },
      ]);
    }
    const response = answer('OK', session, balance, req.transactionId);
    await tx
      .update(walletTransactions)
      .set({ response: response as unknown as Record<string, unknown> })
      .where(and(eq(walletTransactions.providerId, providerId), eq(walletTransactions.transactionId, req.transactionId)));
    return response;
  }).catch((err) => {
    if (err instanceof NotABet || err instanceof RoundPaid) return { status: 'INVALID_REQUEST', transactionId: req.transactionId } as TWalletResponse;
    throw err;
  });
  return { response, committed: response.status === 'OK' };
}

class NotABet extends Error {}
class RoundPaid extends Error {}

/**
 * The accounts a rollback moves, locked in one go in id order: the house shard, the player's cash and bonus, and the
 * bonus pool when bonus money was staked (isStakedBonusActive locks the same set, so no lock is taken out of order).
 */
function playAccountsOf(userId: string, currency: string, stakedBonus: boolean) {
  const accounts = [houseAccount(userId, currency), playerAccount(userId, 'cash', currency), playerAccount(userId, 'bonus', currency)];
  return stakedBonus ? [...accounts, systemAccount('bonus_pool', currency)] : accounts;
}

/** Whether the player was paid a win in the bet's round that is this bet's: one naming it, or the round's without a reference. */
async function isRoundPaid(tx: DbOrTx, providerId: string, userId: string, roundId: string | null, betTransactionId: string): Promise<boolean> {
  if (!roundId) return false;
  const w = walletTransactions;
  const [paid] = await tx
    .select({ id: w.id })
    .from(w)
    .where(
      and(
        eq(w.roundId, roundId),
        eq(w.providerId, providerId),
        eq(w.type, 'win'),
        sql`${w.amount} > 0`,
        eq(w.userId, userId),
        or(isNull(w.referenceTransactionId), eq(w.referenceTransactionId, betTransactionId)),
      ),
    )
    .limit(1);
  return paid !== undefined;
}

/**
 * Whether the bonus whose money a bet staked (recorded on the bet's transfer) is still active. Locks the player's
 * accounts and then that bonus row (accounts first, then bonus rows, as the bonus engine does), so the bonus
 * cannot end between this answer and the rollback's transfer.
 */
async function isStakedBonusActive(tx: DbOrTx, userId: string, currency: string, transferId: number | null): Promise<boolean> {
  if (!transferId) return true;
  const [t] = await tx.select({ metadata: ledgerTransfers.metadata }).from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
  const playerBonusId = t?.metadata.playerBonusId;
  if (typeof playerBonusId !== 'string') return true;
  await lockAccounts(tx, playAccountsOf(userId, currency, true));
  const pb = await lockPlayerBonus(tx, playerBonusId);
  return pb?.status === 'active';
}
