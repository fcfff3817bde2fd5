import { and, eq, sql } from 'drizzle-orm';
import type { TWalletResponse, TWalletStatus, TWalletWinRequest } from '@croupier/contracts';
import { bonusFreeSpinGrants, playerBonuses, walletTransactions, type Db, type DbOrTx } from '@croupier/db';
import { houseAccount, lockAccounts, playerAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { answer, claimTransaction, findGameSession, fingerprintOf, repeatAnswer, walletBalance } from '../wallet/seamless/common';
import { bonusAccounts, enqueueBonusEvents, findActiveInSlot, lockPlayerBonus, type TFreeSpinGrantRow, type TPlayerBonusRow } from './player-bonuses';
import { exclusionOf } from '../protection/exclude-player';

class Refused extends Error {
  constructor(readonly status: TWalletStatus) {
    super(status);
  }
}

const boostOf = (win: bigint, boost: string) => (win * BigInt(Math.round(Number(boost) * 100))) / 100n;
const ceilMul = (amount: bigint, multiplier: string) => (amount * BigInt(Math.round(Number(multiplier) * 100)) + 99n) / 100n;

/**
 * A free spin's win (seamless-wallet `win` with `freeSpinGrantId`, issue #6): one spin of the grant is used and
 * its win counted, in one transaction with the player's accounts locked first, then the grant and its bonus. When
 * the last spin is played the wins convert to bonus money, multiplied by the win boost (the house pays the wins,
 * the bonus pool the boost), locked until wagered: on the bonus being wagered when there is one, else the free
 * spins' own bonus starts its wagering; with no wagering the money is cash. Idempotent by transactionId like
 * every wallet call; a spin the grant does not allow (other player, game or currency, none left, bonus ended)
 * answers INVALID_REQUEST and records nothing.
 */
export async function creditFreeSpinWin(
  db: Db,
  providerId: string,
  req: TWalletWinRequest & { freeSpinGrantId: string },
  now: Date,
): Promise<{ response: TWalletResponse; committed: boolean }> {
  const fingerprint = fingerprintOf({ roundId: req.roundId, gameId: req.gameId, currency: req.currency, amount: req.amount, freeSpinGrantId: req.freeSpinGrantId });
  const session = await findGameSession(db, providerId, req.sessionToken);
  if (!session) return { response: { status: 'SESSION_NOT_FOUND', transactionId: req.transactionId }, committed: false };
  try {
    const response = await db.transaction(async (tx) => {
      if (session.currency !== req.currency) throw new Refused('CURRENCY_MISMATCH');
      if (session.gameId !== req.gameId || session.mode === 'demo' || !/^[0-9a-f-]{36}$/i.test(req.freeSpinGrantId)) throw new Refused('INVALID_REQUEST');
      const existing = await claimTransaction(tx, {
        providerId,
        transactionId: req.transactionId,
        type: 'win',
        userId: session.userId,
        gameSessionId: session.id,
        gameId: req.gameId,
        roundId: req.roundId,
        currency: session.currency,
        amount: BigInt(req.amount),
        fingerprint,
        createdAt: now,
      });
      if (existing) return repeatAnswer(existing, fingerprint, 'win');
      // A free spin is a new round (no bet took money for it): like a bet it needs a live game session and a player
      // who may play (not self-excluded, frozen or locked: withdrawals only).
      if (session.endedAt || session.expiresAt <= now) throw new Refused('SESSION_EXPIRED');
      if (session.lockedAt || (await exclusionOf(tx, session.userId, now))) throw new Refused('PLAYER_BLOCKED');
      const locked = await lockAccounts(tx, [...bonusAccounts(session.userId, session.currency), houseAccount(session.userId, session.currency)]);
      const [grant] = await tx.select().from(bonusFreeSpinGrants).where(eq(bonusFreeSpinGrants.playerBonusId, req.freeSpinGrantId)).for('update');
      if (!grant || grant.userId !== session.userId || grant.currency !== session.currency || grant.finishedAt || grant.spinsUsed >= grant.spinsTotal) throw new Refused('INVALID_REQUEST');
      if (grant.gameIds.length > 0 && !grant.gameIds.includes(req.gameId)) throw new Refused('INVALID_REQUEST');
      const owner = await lockPlayerBonus(tx, grant.playerBonusId);
      if (!owner || owner.status !== 'active') throw new Refused('INVALID_REQUEST');

      const win = BigInt(req.amount);
      const used = grant.spinsUsed + 1;
      await tx
        .update(bonusFreeSpinGrants)
        .set({ spinsUsed: used, winTotal: sql`${bonusFreeSpinGrants.winTotal} + ${win.toString()}::bigint` })
        .where(eq(bonusFreeSpinGrants.playerBonusId, grant.playerBonusId));
      let transferId: number | null = null;
      if (used === grant.spinsTotal) {
        transferId = await convertFreeSpins(tx, { ...grant, spinsUsed: used, winTotal: BigInt(grant.winTotal) + win }, owner, locked, now);
      }
      const balance = await walletBalance(tx, session);
      const response = answer('OK', session, balance, req.transactionId);
      await tx
        .update(walletTransactions)
        .set({ response: response as unknown as Record<string, unknown>, transferId })
        .where(and(eq(walletTransactions.providerId, providerId), eq(walletTransactions.transactionId, req.transactionId)));
      return response;
    });
    return { response, committed: response.status === 'OK' };
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    const balance = await walletBalance(db, session);
    return { response: answer(err.status, session, balance, req.transactionId), committed: false };
  }
}

/**
 * The spins ran out: their wins × the win boost become bonus money (house → wins, bonus pool → boost). Returns the
 * ledger transfer, if money moved.
 */
async function convertFreeSpins(
  tx: DbOrTx,
  grant: TFreeSpinGrantRow & { winTotal: bigint },
  owner: TPlayerBonusRow,
  locked: Awaited<ReturnType<typeof lockAccounts>>,
  now: Date,
): Promise<number | null> {
  const win = grant.winTotal;
  const converted = win > 0n ? boostOf(win, owner.winBoost) : 0n;
  await tx.update(bonusFreeSpinGrants).set({ convertedTotal: converted, finishedAt: now }).where(eq(bonusFreeSpinGrants.playerBonusId, grant.playerBonusId));
  const isFreeSpinsBonus = owner.slot === 'spins';
  if (converted === 0n) {
    if (isFreeSpinsBonus) {
      await tx.update(playerBonuses).set({ status: 'completed', slot: null, endedAt: now, endReason: 'no_win', updatedAt: now }).where(eq(playerBonuses.id, owner.id));
      await enqueueBonusEvents(tx, owner.userId, owner.currency, { id: owner.id, bonusId: owner.bonusId, status: 'completed' }, now);
    }
    return null;
  }
  const isWagered = Number(owner.wagerMultiplier) > 0;
  // Where the money goes: the bonus being wagered (the owner itself, or another), else the free spins' own bonus.
  const target = owner.slot === 'money' ? owner : isWagered ? await findActiveInSlot(tx, owner.userId, 'money', true) : null;
  const t = await postTransfer(tx, {
    idempotencyKey: `bonus-free-spins:${grant.playerBonusId}`,
    kind: 'bonus_free_spins',
    userId: owner.userId,
    currency: owner.currency,
    legs: [
      { account: houseAccount(owner.userId, owner.currency), amount: -win },
      { account: systemAccount('bonus_pool', owner.currency), amount: -(converted - win) },
      { account: playerAccount(owner.userId, isWagered ? 'bonus' : 'cash', owner.currency), amount: converted },
    ],
    locked,
    metadata: { playerBonusId: owner.id, bonusId: owner.bonusId, win: win.toString(), winBoost: owner.winBoost },
    now,
  });
  const wager = ceilMul(converted, owner.wagerMultiplier);
  if (!isWagered) {
    await tx
      .update(playerBonuses)
      .set({ status: 'completed', slot: null, bonusAmount: converted, cashPaid: converted, endedAt: now, endReason: 'free_spins_cash', updatedAt: now })
      .where(eq(playerBonuses.id, owner.id));
  } else if (target) {
    await tx
      .update(playerBonuses)
      .set({
        bonusAmount: sql`${playerBonuses.bonusAmount} + ${converted.toString()}::bigint`,
        wagerRequired: sql`${playerBonuses.wagerRequired} + ${wager.toString()}::bigint`,
        updatedAt: now,
      })
      .where(eq(playerBonuses.id, target.id));
    if (target.id !== owner.id) {
      await tx.update(playerBonuses).set({ status: 'completed', slot: null, bonusAmount: converted, endedAt: now, endReason: 'converted', updatedAt: now }).where(eq(playerBonuses.id, owner.id));
    }
  } else {
    // The free spins' own bonus is now the one being wagered.
    await tx.update(playerBonuses).set({ slot: 'money', bonusAmount: converted, wagerRequired: wager, updatedAt: now }).where(eq(playerBonuses.id, owner.id));
  }
  const [fresh] = await tx.select({ status: playerBonuses.status }).from(playerBonuses).where(eq(playerBonuses.id, owner.id));
  await enqueueBonusEvents(tx, owner.userId, owner.currency, { id: owner.id, bonusId: owner.bonusId, status: fresh?.status ?? owner.status }, now);
  return t.transferId;
}
