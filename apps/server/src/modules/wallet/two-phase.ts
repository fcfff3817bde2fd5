import { eq } from 'drizzle-orm';
import { ledgerTransfers, type DbOrTx } from '@croupier/db';
import { playerAccount, postTransfer, type AccountRef } from './ledger';

/**
 * Two-phase transfers (DESIGN.md §4): money reserved before it is final, e.g.
 * a withdrawal. Phase one moves it from the player's cash to their
 * withdrawal_hold account (status 'pending'); phase two either posts it on to
 * its destination or voids it back to cash. Both phases are ordinary
 * balanced, immutable transfers; only the pending transfer's status changes.
 */
export async function reserveFunds(
  tx: DbOrTx,
  input: { idempotencyKey: string; kind: string; userId: string; currency: string; amount: bigint; metadata?: Record<string, unknown>; now: Date },
): Promise<{ transferId: number; isNew: boolean }> {
  if (input.amount <= 0n) throw new Error('A reservation needs a positive amount');
  const t = await postTransfer(tx, {
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    status: 'pending',
    userId: input.userId,
    currency: input.currency,
    legs: [
      { account: playerAccount(input.userId, 'cash', input.currency), amount: -input.amount },
      { account: playerAccount(input.userId, 'withdrawal_hold', input.currency), amount: input.amount },
    ],
    metadata: input.metadata,
    now: input.now,
  });
  return { transferId: t.transferId, isNew: t.isNew };
}

export type SettleOutcome = { ok: true; status: 'posted' | 'voided'; isNew: boolean } | { ok: false; code: 'NOT_FOUND' | 'ALREADY_SETTLED' };

/** Settles a pending transfer once: 'post' sends the held money to `destination`, 'void' returns it to cash. */
export async function settleReservation(
  tx: DbOrTx,
  input: { pendingTransferId: number; outcome: 'post' | 'void'; destination?: AccountRef; metadata?: Record<string, unknown>; now: Date },
): Promise<SettleOutcome> {
  const [pending] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, input.pendingTransferId)).for('update');
  if (!pending || !pending.userId) return { ok: false, code: 'NOT_FOUND' };
  const wanted = input.outcome === 'post' ? 'posted' : 'voided';
  if (pending.status !== 'pending') {
    return pending.status === wanted ? { ok: true, status: wanted, isNew: false } : { ok: false, code: 'ALREADY_SETTLED' };
  }
  const amount = BigInt(pending.amount);
  const hold = playerAccount(pending.userId, 'withdrawal_hold', pending.currency);
  const target = input.outcome === 'post' ? input.destination : playerAccount(pending.userId, 'cash', pending.currency);
  if (!target) throw new Error('Posting a reservation needs a destination account');
  await postTransfer(tx, {
    idempotencyKey: `${pending.idempotencyKey}:${wanted}`,
    kind: `${pending.kind}_${wanted}`,
    userId: pending.userId,
    currency: pending.currency,
    settlesTransferId: pending.id,
    legs: [
      { account: hold, amount: -amount },
      { account: target, amount },
    ],
    metadata: input.metadata,
    now: input.now,
  });
  await tx.update(ledgerTransfers).set({ status: wanted }).where(eq(ledgerTransfers.id, pending.id));
  return { ok: true, status: wanted, isNew: true };
}
