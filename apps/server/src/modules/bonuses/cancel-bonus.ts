import { eq } from 'drizzle-orm';
import { fail, ok, type TResult } from '@croupier/contracts';
import { auditLog, playerBonuses, type Db } from '@croupier/db';
import { lockAccounts } from '../wallet/ledger';
import { bonusAccounts, enqueueBonusEvents, lockPlayerBonus, type TPlayerBonusRow } from './player-bonuses';
import { endBonusLocked } from './settle-bonus';

/**
 * POST /api/user/bonus/cancel: the player gives a bonus up (spec §4 cancelled). Its bonus money and progress
 * are forfeited (bonus balance → bonus pool), free spins not played are dropped; a pending deposit bonus is just
 * dropped. Only the player's own active or pending bonus; the row is locked after the accounts, so a cancel and a
 * completion cannot both happen.
 */
export async function cancelBonus(
  db: Db,
  input: { userId: string; userBonusId: string; now: Date; end?: 'cancelled' | 'expired'; reason?: string; audit?: { actor: string; action: string; details: Record<string, unknown> } },
): Promise<TResult<TPlayerBonusRow, 'BONUS_NOT_FOUND' | 'BONUS_NOT_CANCELLABLE'>> {
  const [head] = await db.select({ userId: playerBonuses.userId, currency: playerBonuses.currency }).from(playerBonuses).where(eq(playerBonuses.id, input.userBonusId));
  if (!head || head.userId !== input.userId) return fail('BONUS_NOT_FOUND');
  const end = input.end ?? 'cancelled';
  const row = await db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, bonusAccounts(head.userId, head.currency));
    const pb = await lockPlayerBonus(tx, input.userBonusId);
    if (!pb || (pb.status !== 'active' && pb.status !== 'pending')) return null;
    // A bonus wagered in time does not expire while its last rounds end: it completes (the worker settles it).
    if (end === 'expired' && pb.slot === 'money' && BigInt(pb.wagered) >= BigInt(pb.wagerRequired)) return null;
    const bonusBalance = locked.get(`${head.userId}|bonus|${head.currency}`)?.balance ?? 0n;
    await endBonusLocked(tx, pb, end, { reason: input.reason ?? (end === 'expired' ? 'days_valid' : 'player'), bonusBalance, now: input.now, locked });
    await enqueueBonusEvents(tx, pb.userId, pb.currency, { id: pb.id, bonusId: pb.bonusId, status: end }, input.now);
    // An operator's cancel is audited with it (never a row for a cancel that did not happen, nor a cancel without one).
    if (input.audit) await tx.insert(auditLog).values({ actor: input.audit.actor, action: input.audit.action, subject: pb.id, details: input.audit.details, createdAt: input.now });
    const [fresh] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, pb.id));
    return fresh!;
  });
  return row ? ok(row) : fail('BONUS_NOT_CANCELLABLE');
}
