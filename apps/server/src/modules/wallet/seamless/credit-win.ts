import { and, eq, sql } from 'drizzle-orm';
import { splitProportionally, type TWalletResponse, type TWalletWinRequest } from '@croupier/contracts';
import { gameSessions, walletTransactions, type Db } from '@croupier/db';
import { houseAccount, playerAccount, postTransfer } from '../ledger';
import { enqueueEvent } from '../outbox';
import { balanceEventPayload } from '../balance-event';
import { answer, claimTransaction, findGameSession, fingerprintOf, repeatAnswer, walletBalance } from './common';

/**
 * A win: credited in the proportions the round's bets were taken (cash/bonus);
 * accepted after the game session ended. A win with no bet (e.g. a free round)
 * is cash. A zero win only closes the round.
 */
export async function creditWin(db: Db, providerId: string, req: TWalletWinRequest, now: Date): Promise<{ response: TWalletResponse; committed: boolean }> {
  const fingerprint = fingerprintOf({
    roundId: req.roundId,
    gameId: req.gameId,
    currency: req.currency,
    amount: req.amount,
    referenceTransactionId: req.referenceTransactionId ?? null,
  });
  const response = await db.transaction(async (tx) => {
    const session = await findGameSession(tx, providerId, req.sessionToken);
    if (!session) return answer('SESSION_NOT_FOUND', null, null, req.transactionId);
    if (session.currency !== req.currency || req.gameId !== session.gameId) {
      return answer(session.currency !== req.currency ? 'CURRENCY_MISMATCH' : 'INVALID_REQUEST', session, await walletBalance(tx, session), req.transactionId);
    }
    const existing = await claimTransaction(tx, {
      providerId,
      transactionId: req.transactionId,
      type: 'win',
      userId: session.userId,
      gameSessionId: session.id,
      gameId: req.gameId,
      roundId: req.roundId,
      currency: req.currency,
      amount: BigInt(req.amount),
      referenceTransactionId: req.referenceTransactionId ?? null,
      fingerprint,
      isDemo: session.mode === 'demo',
      createdAt: now,
    });
    if (existing) return repeatAnswer(existing, fingerprint, 'win');

    const amount = BigInt(req.amount);
    // Proportions of the round's bets that still stand.
    const bets = await tx
      .select({ cash: walletTransactions.cashAmount, bonus: walletTransactions.bonusAmount })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.providerId, providerId),
          eq(walletTransactions.type, 'bet'),
          eq(walletTransactions.isRolledBack, false),
          req.referenceTransactionId ? eq(walletTransactions.transactionId, req.referenceTransactionId) : eq(walletTransactions.roundId, req.roundId),
        ),
      );
    const betCash = bets.reduce((a, b) => a + BigInt(b.cash), 0n);
    const betBonus = bets.reduce((a, b) => a + BigInt(b.bonus), 0n);
    const [cashPart, bonusPart] = splitProportionally(amount, [betCash, betBonus]) as [bigint, bigint];

    let transferId: number | null = null;
    let balance: { cash: bigint; bonus: bigint };
    if (session.mode === 'demo') {
      const locked = await findGameSession(tx, providerId, req.sessionToken, true);
      await tx.update(gameSessions).set({ funBalance: sql`${gameSessions.funBalance} + ${amount}` }).where(eq(gameSessions.id, session.id));
      balance = { cash: locked!.funBalance + amount, bonus: 0n };
    } else if (amount > 0n) {
      const cashRef = playerAccount(session.userId, 'cash', session.currency);
      const bonusRef = playerAccount(session.userId, 'bonus', session.currency);
      const t = await postTransfer(tx, {
        idempotencyKey: `win:${providerId}:${req.transactionId}`,
        kind: 'win',
        userId: session.userId,
        currency: session.currency,
        legs: [
          { account: houseAccount(session.userId, session.currency), amount: -amount },
          { account: cashRef, amount: cashPart },
          { account: bonusRef, amount: bonusPart },
        ],
        metadata: { providerId, gameId: req.gameId, roundId: req.roundId, transactionId: req.transactionId },
        now,
      });
      transferId = t.transferId;
      balance = {
        cash: t.accounts.get(`${session.userId}|cash|${session.currency}`)!.balance,
        bonus: t.accounts.get(`${session.userId}|bonus|${session.currency}`)!.balance,
      };
      await enqueueEvent(tx, [
        { userId: session.userId, event: 'credit', payload: { amount: req.amount, currency: session.currency, gameId: req.gameId, roundId: req.roundId }, now },
        { userId: session.userId, event: 'balance', payload: await balanceEventPayload(tx, session.userId, session.currency, balance), now },
      ]);
    } else {
      balance = await walletBalance(tx, session);
    }
    const response = answer('OK', session, balance, req.transactionId);
    await tx
      .update(walletTransactions)
      .set({ cashAmount: cashPart, bonusAmount: bonusPart, transferId, response: response as unknown as Record<string, unknown> })
      .where(and(eq(walletTransactions.providerId, providerId), eq(walletTransactions.transactionId, req.transactionId)));
    return response;
  });
  return { response, committed: response.status === 'OK' };
}
