import { and, eq, sql } from 'drizzle-orm';
import { bonusFreeSpinGrants, bonusParticipation, playerBonuses, type DbOrTx } from '@croupier/db';
import { newId } from '../../platform/ids';
import { globalCreditEvent } from '../wallet/balance-event';
import { playerAccount, postTransfer, systemAccount, type lockAccounts } from '../wallet/ledger';
import { enqueueEvent } from '../wallet/outbox';
import type { ActivationContext, ActivationPlan } from './activation-rules';
import { addCashbackToCalendar } from './cashback-calendar';
import { endBonusLocked } from './settle-bonus';
import { lockPlayerBonus, type TPlayerBonusRow } from './player-bonuses';
import { localDayAndMinute } from './time-window';

const DAY_MS = 86_400_000;

/** A refusal found while granting (participants full): thrown to roll the transaction back, returned as a value. */
export class GrantRefusal extends Error {
  constructor(readonly code: 'MAXIMUM_PARTICIPANTS' | 'ACTIVE_BONUS' | 'ACTIVE_FREE_SPINS') {
    super(code);
  }
}

const ceilMul = (amount: bigint, multiplier: string) => {
  const m = BigInt(Math.round(Number(multiplier) * 100));
  return (amount * m + 99n) / 100n;
};

/**
 * Grants a checked activation on locked accounts (the caller's transaction): counts the participant (row lock,
 * so the last place is taken once), cancels the bonus it replaces (the player confirmed), writes the player bonus
 * with the definition's rules copied, moves the money through the ledger (bonus pool → bonus balance while it
 * must be wagered; → cash when nothing is to be wagered; a calendar cashback → the rakeback calendar) and the
 * free spins grant. `existing` is a pending row of the player (a deposit bonus chosen before the deposit).
 */
export async function grantBonus(
  tx: DbOrTx,
  c: ActivationContext,
  plan: ActivationPlan,
  opts: { locked: Awaited<ReturnType<typeof lockAccounts>>; existing?: TPlayerBonusRow | null; depositId?: string | null },
): Promise<{ row: TPlayerBonusRow; code: 'ADD_TO_CALENDAR' | null }> {
  const { def, user, now } = c;
  if (def.maxParticipants !== null && plan.isFirstTake) {
    const [p] = await tx.select().from(bonusParticipation).where(eq(bonusParticipation.bonusId, def.id)).for('update');
    if ((p?.participants ?? 0) >= def.maxParticipants) throw new GrantRefusal('MAXIMUM_PARTICIPANTS');
  }
  if (plan.isFirstTake) {
    await tx
      .insert(bonusParticipation)
      .values({ bonusId: def.id, participants: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: bonusParticipation.bonusId,
        set: { participants: sql`${bonusParticipation.participants} + 1`, updatedAt: now },
      });
  }
  if (plan.replaces) {
    const old = await lockPlayerBonus(tx, plan.replaces);
    if (old && old.status === 'active') {
      const bonusBalance = opts.locked.get(`${user.id}|bonus|${c.currency}`)?.balance ?? 0n;
      await endBonusLocked(tx, old, 'cancelled', { reason: 'replaced', bonusBalance, now, locked: opts.locked });
    }
  }

  const depositAmount = c.deposit?.amount ?? 0n;
  const isCalendar = def.type === 'INSTANT_CASHBACK' && def.cashbackPayout === 'CALENDAR';
  const isWagered = Number(def.wagerMultiplier) > 0 && plan.bonusAmount > 0n && !isCalendar;
  const base = plan.bonusAmount + (def.wagerBase === 'BONUS_DEPOSIT' ? depositAmount : 0n);
  const slot = plan.needsMoneySlot ? 'money' : def.type === 'FREE_SPINS' ? 'spins' : null;
  // Paid at once: nothing to wager (cash), a calendar cashback, or nothing to grant.
  const isPaidNow = !isWagered && def.type !== 'FREE_SPINS' && !plan.hasSpins;
  const id = opts.existing?.id ?? newId();
  const values = {
    userId: user.id,
    bonusId: def.id,
    type: def.type,
    status: isPaidNow ? 'paid' : 'active',
    slot: isPaidNow ? null : slot,
    currency: c.currency,
    wageringType: def.wageringType,
    wagerMultiplier: def.wagerMultiplier,
    bonusAmount: plan.bonusAmount,
    depositAmount,
    depositId: opts.depositId ?? null,
    wagerRequired: isWagered ? ceilMul(base, def.wagerMultiplier) : 0n,
    wagered: 0n,
    maxBet: plan.amounts.maxBet,
    maxCashout: plan.amounts.maxCashout,
    contributions: def.contributions,
    eligibleGameIds: def.eligibleGameIds,
    excludedGameIds: def.excludedGameIds,
    winBoost: def.winBoost,
    cashPaid: isPaidNow && !isCalendar ? plan.bonusAmount : 0n,
    couponCode: def.couponCode,
    cashbackLoss: plan.cashbackLoss,
    activatedAt: now,
    expiresAt: def.daysValid !== null && !isPaidNow ? new Date(now.getTime() + def.daysValid * DAY_MS) : null,
    endedAt: isPaidNow ? now : null,
    endReason: isPaidNow ? (isCalendar ? 'calendar' : 'paid') : null,
    updatedAt: now,
  };
  if (opts.existing) await tx.update(playerBonuses).set(values).where(eq(playerBonuses.id, id));
  else await tx.insert(playerBonuses).values({ id, ...values, createdAt: now });

  if (plan.bonusAmount > 0n && !isCalendar) {
    const grant = await postTransfer(tx, {
      idempotencyKey: `bonus-grant:${id}`,
      kind: isWagered ? 'bonus_grant' : 'bonus_cash',
      userId: user.id,
      currency: c.currency,
      legs: [
        { account: systemAccount('bonus_pool', c.currency), amount: -plan.bonusAmount },
        { account: playerAccount(user.id, isWagered ? 'bonus' : 'cash', c.currency), amount: plan.bonusAmount },
      ],
      locked: opts.locked,
      metadata: { playerBonusId: id, bonusId: def.id, type: def.type, depositId: opts.depositId ?? null },
      now,
    });
    if (grant.isNew) {
      await enqueueEvent(
        tx,
        await globalCreditEvent(tx, {
          userId: user.id,
          transferId: grant.transferId,
          currency: c.currency,
          amount: plan.bonusAmount,
          kind: isWagered ? 'bonus' : 'cash',
          source: 'bonus',
          now,
        }),
      );
    }
  }
  if (isCalendar) {
    await addCashbackToCalendar(tx, {
      userId: user.id,
      bonusId: def.id,
      amount: plan.bonusAmount,
      currency: c.currency,
      day: localDayAndMinute(now, c.timeZone).date,
      now,
    });
  }
  if (plan.hasSpins) {
    await tx.insert(bonusFreeSpinGrants).values({
      playerBonusId: id,
      userId: user.id,
      currency: c.currency,
      gameIds: def.freeSpinGameIds,
      bet: plan.amounts.freeSpinBet,
      spinsTotal: def.freeSpins,
      createdAt: now,
    });
  }
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, id)));
  return { row: row!, code: isCalendar ? 'ADD_TO_CALENDAR' : null };
}
