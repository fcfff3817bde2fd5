import { eq, sql } from 'drizzle-orm';
import type { TWalletBetRequest, TWalletResponse } from '@croupier/contracts';
import { gameSessions, walletTransactions, type Db } from '@croupier/db';
import { houseAccount, LedgerRefusal, lockAccounts, playerAccount, postTransfer } from '../ledger';
import { enqueueEvent } from '../outbox';
import { balanceEventPayload } from '../balance-event';
import { answer, claimTransaction, findGameSession, fingerprintOf, isPlayerBlocked, isSessionLive, repeatAnswer, walletBalance } from './common';

class Refusal extends Error {
  constructor(readonly response: TWalletResponse) {
    super(response.status);
  }
}

/**
 * A bet: takes `amount` from the player, cash first then bonus money (the
 * per-bonus spending rule arrives with the bonus engine), in one transaction.
 * A repeat with the same transactionId and fields returns the first answer.
 */
export async function placeBet(db: Db, providerId: string, req: TWalletBetRequest, now: Date): Promise<{ response: TWalletResponse; committed: boolean }> {
  const fingerprint = fingerprintOf({ roundId: req.roundId, gameId: req.gameId, currency: req.currency, amount: req.amount });
  try {
    const response = await db.transaction(async (tx) => {
      const session = await findGameSession(tx, providerId, req.sessionToken);
      if (!session) return answer('SESSION_NOT_FOUND', null, null, req.transactionId);
      const existing = await claimTransaction(tx, {
        providerId,
        transactionId: req.transactionId,
        type: 'bet',
        userId: session.userId,
        gameSessionId: session.id,
        gameId: req.gameId,
        roundId: req.roundId,
        currency: req.currency,
        amount: BigInt(req.amount),
        fingerprint,
        isDemo: session.mode === 'demo',
        createdAt: now,
      });
      if (existing) return repeatAnswer(existing, fingerprint, 'bet');
      const fail = async (status: TWalletResponse['status']) => {
        throw new Refusal(answer(status, session, await walletBalance(tx, session), req.transactionId));
      };
      if (!isSessionLive(session, now)) await fail('SESSION_EXPIRED');
      if (session.currency !== req.currency) await fail('CURRENCY_MISMATCH');
      if (req.gameId !== session.gameId) await fail('INVALID_REQUEST');
      if (isPlayerBlocked(session, now)) await fail('PLAYER_BLOCKED');

      const amount = BigInt(req.amount);
      let cashPart = amount;
      let bonusPart = 0n;
      let transferId: number | null = null;
      let balance: { cash: bigint; bonus: bigint };
      if (session.mode === 'demo') {
        const locked = await findGameSession(tx, providerId, req.sessionToken, true);
        if (locked!.funBalance < amount) await fail('INSUFFICIENT_FUNDS');
        await tx.update(gameSessions).set({ funBalance: sql`${gameSessions.funBalance} - ${amount}` }).where(eq(gameSessions.id, session.id));
        balance = { cash: locked!.funBalance - amount, bonus: 0n };
      } else {
        const cashRef = playerAccount(session.userId, 'cash', session.currency);
        const bonusRef = playerAccount(session.userId, 'bonus', session.currency);
        const houseRef = houseAccount(session.userId, session.currency);
        const accounts = await lockAccounts(tx, [cashRef, bonusRef, houseRef]);
        const cash = accounts.get(`${session.userId}|cash|${session.currency}`)!.balance;
        const bonus = accounts.get(`${session.userId}|bonus|${session.currency}`)!.balance;
        if (cash + bonus < amount) await fail('INSUFFICIENT_FUNDS');
        cashPart = cash >= amount ? amount : cash;
        bonusPart = amount - cashPart;
        const t = await postTransfer(tx, {
          idempotencyKey: `bet:${providerId}:${req.transactionId}`,
          kind: 'bet',
          userId: session.userId,
          currency: session.currency,
          legs: [
            { account: cashRef, amount: -cashPart },
            { account: bonusRef, amount: -bonusPart },
            { account: houseRef, amount },
          ],
          metadata: { providerId, gameId: req.gameId, roundId: req.roundId, transactionId: req.transactionId },
          locked: accounts,
          now,
        });
        transferId = t.transferId;
        balance = { cash: cash - cashPart, bonus: bonus - bonusPart };
        await enqueueEvent(tx, [
          { userId: session.userId, event: 'debit', payload: { amount: req.amount, currency: session.currency, gameId: req.gameId, roundId: req.roundId }, now },
          { userId: session.userId, event: 'balance', payload: await balanceEventPayload(tx, session.userId, session.currency, balance), now },
        ]);
      }
      const response = answer('OK', session, balance, req.transactionId);
      await tx
        .update(walletTransactions)
        .set({ cashAmount: cashPart, bonusAmount: bonusPart, transferId, response: response as unknown as Record<string, unknown> })
        .where(sql`${walletTransactions.providerId} = ${providerId} AND ${walletTransactions.transactionId} = ${req.transactionId}`);
      return response;
    });
    return { response, committed: response.status === 'OK' };
  } catch (err) {
    if (err instanceof Refusal) return { response: err.response, committed: false };
    if (err instanceof LedgerRefusal) return { response: { status: 'INSUFFICIENT_FUNDS', transactionId: req.transactionId }, committed: false };
    throw err;
  }
}
