import { eq, sql } from 'drizzle-orm';
import { bonusFreeSpinGrants, playerBonuses, type Db, type DbOrTx } from '@croupier/db';
import { lockAccounts, playerAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { bonusAccounts, enqueueBonusEvents, lockPlayerBonus, type TPlayerBonusRow } from './player-bonuses';

/** A round staked with bonus money and still waiting for its win is "open" for this long; older ones count as abandoned. */
export const OPEN_ROUND_MAX_AGE_MS = 60 * 60_000;

export type TBonusEnd = 'completed' | 'lost' | 'cancelled' | 'expired';

/**
 * Ends a bonus on locked rows (the caller locked the player's cash, bonus and bonus_pool accounts, then the
 * bonus row): completed converts the bonus balance to cash, capped by the maximum cash-out (the rest goes back
 * to the bonus pool); cancelled and expired forfeit it to the bonus pool; lost has nothing left. Free spins not
 * yet played are dropped. One ledger transfer, idempotent by the bonus id.
 */
export async function endBonusLocked(
  tx: DbOrTx,
  pb: TPlayerBonusRow,
  end: TBonusEnd,
  opts: { reason: string; bonusBalance: bigint; now: Date; locked?: Awaited<ReturnType<typeof lockAccounts>> },
): Promise<{ cashPaid: bigint; forfeited: bigint }> {
  let cashPaid = 0n;
  let forfeited = 0n;
  // Only the bonus being wagered owns the bonus balance.
  const owned = pb.slot === 'money' ? opts.bonusBalance : 0n;
  if (owned > 0n) {
    if (end === 'completed') {
      cashPaid = pb.maxCashout !== null && BigInt(pb.maxCashout) < owned ? BigInt(pb.maxCashout) : owned;
    }
    forfeited = owned - cashPaid;
    await postTransfer(tx, {
      idempotencyKey: `bonus-${end === 'completed' ? 'complete' : 'forfeit'}:${pb.id}`,
      kind: end === 'completed' ? 'bonus_completion' : 'bonus_forfeit',
      userId: pb.userId,
      currency: pb.currency,
      legs: [
        { account: playerAccount(pb.userId, 'bonus', pb.currency), amount: -owned },
        { account: playerAccount(pb.userId, 'cash', pb.currency), amount: cashPaid },
        { account: systemAccount('bonus_pool', pb.currency), amount: forfeited },
      ],
      locked: opts.locked,
      metadata: { playerBonusId: pb.id, bonusId: pb.bonusId, end },
      reason: opts.reason,
      now: opts.now,
    });
  }
  await tx
    .update(playerBonuses)
    .set({
      status: end,
      slot: null,
      cashPaid: sql`${playerBonuses.cashPaid} + ${cashPaid.toString()}::bigint`,
      forfeited: sql`${playerBonuses.forfeited} + ${forfeited.toString()}::bigint`,
      endedAt: opts.now,
      endReason: opts.reason,
      updatedAt: opts.now,
    })
    .where(eq(playerBonuses.id, pb.id));
  await tx
    .update(bonusFreeSpinGrants)
    .set({ finishedAt: opts.now })
    .where(sql`${bonusFreeSpinGrants.playerBonusId} = ${pb.id}::uuid AND ${bonusFreeSpinGrants.finishedAt} IS NULL`);
  return { cashPaid, forfeited };
}

/**
 * Rounds of the player since `since` that have no win yet (and are not abandoned) and that the bonus depends on:
 * staked with bonus money (their win decides the balance), or counted towards this bonus's wagering (a stake of
 * cash still counts: voided before the round ends, it gives its progress back, so it must not complete the bonus
 * first).
 */
export async function countOpenBonusRounds(tx: DbOrTx, input: { userId: string; playerBonusId: string; since: Date; now: Date }): Promise<number> {
  const from = new Date(Math.max(input.since.getTime(), input.now.getTime() - OPEN_ROUND_MAX_AGE_MS));
  const result = (await tx.execute(sql`
    SELECT count(*)::int AS n FROM wallet_transactions b
      LEFT JOIN ledger_transfers t ON t.id = b.transfer_id
     WHERE b.user_id = ${input.userId}::uuid AND b.type = 'bet' AND NOT b.is_rolled_back AND NOT b.is_demo
       AND (b.bonus_amount > 0
            OR (t.metadata ->> 'playerBonusId' = ${input.playerBonusId} AND coalesce((t.metadata ->> 'bonusWagered')::bigint, 0) > 0))
       AND b.created_at >= ${from.toISOString()}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM wallet_transactions w
                        WHERE w.provider_id = b.provider_id AND w.round_id = b.round_id AND w.user_id = b.user_id AND w.type = 'win')`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Settles the bonus being wagered when it is done (called after a wallet call flagged it, and by the worker):
 * wagering reached → completed (bonus money becomes cash, capped by the maximum cash-out); bonus balance at zero
 * → lost. Not while a round staked with its money, or counted towards its wagering, is still open (its win
 * decides; a round voided meanwhile takes its progress back). Exactly once: the bonus row
 * is locked and must still be active.
 */
export async function settleActiveBonus(db: Db, input: { playerBonusId: string; now: Date }): Promise<'completed' | 'lost' | null> {
  const [head] = await db.select({ userId: playerBonuses.userId, currency: playerBonuses.currency }).from(playerBonuses).where(eq(playerBonuses.id, input.playerBonusId));
  if (!head) return null;
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, bonusAccounts(head.userId, head.currency));
    const pb = await lockPlayerBonus(tx, input.playerBonusId);
    if (!pb || pb.status !== 'active' || pb.slot !== 'money') return null;
    const bonusBalance = locked.get(`${head.userId}|bonus|${head.currency}`)?.balance ?? 0n;
    const isWagered = BigInt(pb.wagered) >= BigInt(pb.wagerRequired);
    if (!isWagered && bonusBalance > 0n) return null;
    if ((await countOpenBonusRounds(tx, { userId: pb.userId, playerBonusId: pb.id, since: pb.activatedAt ?? pb.createdAt, now: input.now })) > 0) return null;
    const end = isWagered ? 'completed' : 'lost';
    await endBonusLocked(tx, pb, end, { reason: isWagered ? 'wagered' : 'balance_zero', bonusBalance, now: input.now, locked });
    await enqueueBonusEvents(tx, pb.userId, pb.currency, { id: pb.id, bonusId: pb.bonusId, status: end }, input.now);
    return end;
  });
}
