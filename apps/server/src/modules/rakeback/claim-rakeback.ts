import { and, eq, sql } from 'drizzle-orm';
import {
  claimWindow,
  fail,
  localDate,
  ok,
  toMajorNumber,
  type TRakebackClaim,
  type TRakebackClaimRequest,
  type TResult,
} from '@croupier/contracts';
import { rakebackDays, type Db } from '@croupier/db';
import { exclusionOf } from '../protection/exclude-player';
import { getPlayerBalances, playerAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { balanceEventPayload, currencyExponent, globalCreditEvent } from '../wallet/balance-event';
import { enqueueEvent } from '../wallet/outbox';
import type { TRakebackPlayer } from './player-context';

export type TClaimCode =
  | 'RAKEBACK_DAY_NOT_CLAIMABLE'
  | 'RAKEBACK_ALREADY_CLAIMED'
  | 'RAKEBACK_NOTHING_TO_CLAIM'
  | 'VALIDATION_ERROR'
  | 'SELF_EXCLUSION_ACTIVE'
  | 'ACCOUNT_FROZEN';

/**
 * POST /api/user/rakeback-claim (spec §4, §7, §8): pays one calendar day of one bonus to the player's cash,
 * from the rakeback pool, exactly once.
 *
 * The server decides the days: `claimDate` must be today or yesterday in the request's time zone (remembered as
 * the player's zone before this runs) and must have begun in the player's claim zone (the westernmost zone
 * reported in the last 27 hours), so neither a forged date nor a switched zone reaches a day ahead.
 * `customerDate` (the device's today) is informational only.
 *
 * Exactly once: the day's row is marked paid by one UPDATE … WHERE paid_at IS NULL AND amount > 0 (its row lock
 * makes parallel claims wait and then find it paid), and the ledger transfer's idempotency key is the row's id;
 * both commit together or not at all.
 */
export async function claimRakeback(
  db: Db,
  player: TRakebackPlayer,
  input: { body: TRakebackClaimRequest; timeZone: string; queryBonusId?: string | null; now: Date },
): Promise<TResult<TRakebackClaim, TClaimCode>> {
  const { body, now } = input;
  if (input.queryBonusId && input.queryBonusId !== body.bonusId)
    return fail('VALIDATION_ERROR', { fields: { bonusId: 'rakeback.error.claim.bonus' } });
  const { today, yesterday } = claimWindow(now, input.timeZone);
  if (body.claimDate !== today && body.claimDate !== yesterday) return fail('RAKEBACK_DAY_NOT_CLAIMABLE');
  if (body.claimDate > localDate(now, player.zones.claimZone)) return fail('RAKEBACK_DAY_NOT_CLAIMABLE');
  // A self-excluded or frozen player may only withdraw (spec §6, issue #8): no rakeback is paid while that lasts.
  const excluded = await exclusionOf(db, player.userId, now);
  if (excluded) return fail(excluded.code);

  const exponent = await currencyExponent(db, player.currency);
  return db.transaction(async (tx) => {
    const paid = await tx
      .update(rakebackDays)
      .set({ paidAt: now, paidAmount: sql`${rakebackDays.amount}`, updatedAt: now })
      .where(
        and(
          eq(rakebackDays.userId, player.userId),
          eq(rakebackDays.bonusId, body.bonusId),
          eq(rakebackDays.currency, player.currency),
          eq(rakebackDays.canClaimDate, body.claimDate),
          sql`${rakebackDays.paidAt} IS NULL`,
          sql`${rakebackDays.amount} > 0`,
        ),
      )
      .returning({ id: rakebackDays.id, amount: rakebackDays.amount });
    const day = paid[0];
    if (!day) {
      const [existing] = await tx
        .select({ paidAt: rakebackDays.paidAt })
        .from(rakebackDays)
        .where(
          and(
            eq(rakebackDays.userId, player.userId),
            eq(rakebackDays.bonusId, body.bonusId),
            eq(rakebackDays.currency, player.currency),
            eq(rakebackDays.canClaimDate, body.claimDate),
          ),
        );
      return fail(existing?.paidAt ? 'RAKEBACK_ALREADY_CLAIMED' : 'RAKEBACK_NOTHING_TO_CLAIM');
    }
    const amount = BigInt(day.amount);
    const transfer = await postTransfer(tx, {
      idempotencyKey: `rakeback:claim:${day.id}`,
      kind: 'rakeback',
      userId: player.userId,
      currency: player.currency,
      legs: [
        { account: systemAccount('rakeback_pool', player.currency), amount: -amount },
        { account: playerAccount(player.userId, 'cash', player.currency), amount },
      ],
      metadata: { bonusId: body.bonusId, canClaimDate: body.claimDate, rakebackDayId: day.id },
      now,
    });
    await tx.update(rakebackDays).set({ transferId: transfer.transferId }).where(eq(rakebackDays.id, day.id));
    const [balance] = await getPlayerBalances(tx, player.userId, player.currency);
    await enqueueEvent(tx, [
      await globalCreditEvent(tx, { userId: player.userId, transferId: transfer.transferId, currency: player.currency, amount, kind: 'cash', source: 'rakeback', now }),
      {
        userId: player.userId,
        event: 'balance',
        payload: await balanceEventPayload(tx, player.userId, player.currency, {
          cash: balance?.cash ?? amount,
          bonus: balance?.bonus ?? 0n,
        }),
        now,
      },
    ]);
    return ok({
      amount: toMajorNumber(amount, exponent),
      bonusId: body.bonusId,
      currency: player.currency,
      claimDate: body.claimDate,
      paidAt: now.toISOString(),
    });
  });
}
