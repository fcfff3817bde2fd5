import { eq, sql } from 'drizzle-orm';
import { fail, ok, type TResult } from '@croupier/contracts';
import { auditLog, ledgerAccounts, ledgerEntries, ledgerTransfers, users, type Db, type DbOrTx } from '@croupier/db';
import { getPlayerBalances, LedgerRefusal, playerAccount, postTransfer, systemAccount } from './ledger';
import { enqueueEvent } from './outbox';
import { balanceEventPayload, globalCreditEvent } from './balance-event';

export interface AdjustBalanceInput {
  userId: string;
  currency: string;
  /** Signed amount in minor units: positive credits the player, negative debits. */
  amount: bigint;
  kind?: 'cash' | 'bonus';
  reason: string;
  actor: string;
  idempotencyKey: string;
  now: Date;
}

/**
 * An operator's manual adjustment against the adjustments account, with a
 * mandatory reason, audited (who, when, why), in one transaction. A repeat of
 * its idempotency key answers the first adjustment (isNew false) with the
 * balances now; the key used for another adjustment (player, currency, amount
 * or kind) is refused KEY_REUSED.
 */
export async function adjustBalance(
  db: Db,
  input: AdjustBalanceInput,
): Promise<
  TResult<
    { transferId: number; isNew: boolean; cash: bigint; bonus: bigint },
    'REASON_REQUIRED' | 'PLAYER_NOT_FOUND' | 'INSUFFICIENT_FUNDS' | 'INVALID_AMOUNT' | 'KEY_REUSED'
  >
> {
  if (!input.reason.trim()) return fail('REASON_REQUIRED');
  if (input.amount === 0n) return fail('INVALID_AMOUNT');
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
      if (!user) return fail('PLAYER_NOT_FOUND');
      const kind = input.kind ?? 'cash';
      const player = playerAccount(input.userId, kind, input.currency);
      const t = await postTransfer(tx, {
        idempotencyKey: input.idempotencyKey,
        kind: 'adjustment',
        userId: input.userId,
        currency: input.currency,
        legs: [
          { account: systemAccount('adjustments', input.currency), amount: -input.amount },
          { account: player, amount: input.amount },
        ],
        createdBy: input.actor,
        reason: input.reason,
        metadata: { kind },
        now: input.now,
      });
      if (!t.isNew && !(await isSameAdjustment(tx, t.transferId, input.userId, input.currency, player.kind, input.amount))) return fail('KEY_REUSED');
      const [b] = await getPlayerBalances(tx, input.userId, input.currency);
      if (t.isNew) {
        await tx.insert(auditLog).values({
          actor: input.actor,
          action: 'wallet.adjust',
          subject: input.userId,
          reason: input.reason,
          details: { currency: input.currency, amount: input.amount.toString(), kind, transferId: t.transferId },
          createdAt: input.now,
        });
        // A credit is the casino's own (globalCredit, which the page announces); a debit is a plain `debit`.
        await enqueueEvent(
          tx,
          input.amount > 0n
            ? await globalCreditEvent(tx, {
                userId: input.userId,
                transferId: t.transferId,
                currency: input.currency,
                amount: input.amount,
                kind,
                source: 'adjustment',
                now: input.now,
              })
            : {
                userId: input.userId,
                event: 'debit',
                payload: { amount: Number(-input.amount), currency: input.currency, adjustment: true },
                now: input.now,
              },
        );
        await enqueueEvent(tx, {
          userId: input.userId,
          event: 'balance',
          payload: await balanceEventPayload(tx, input.userId, input.currency, { cash: b?.cash ?? 0n, bonus: b?.bonus ?? 0n }),
          now: input.now,
        });
      }
      return ok({ transferId: t.transferId, isNew: t.isNew, cash: b?.cash ?? 0n, bonus: b?.bonus ?? 0n });
    });
  } catch (err) {
    if (err instanceof LedgerRefusal) return fail('INSUFFICIENT_FUNDS');
    throw err;
  }
}

/** Whether the transfer an idempotency key names is this adjustment: the player's account of that kind and currency moved by that amount. */
async function isSameAdjustment(tx: DbOrTx, transferId: number, userId: string, currency: string, kind: string, amount: bigint): Promise<boolean> {
  const [row] = await tx
    .select({ kind: ledgerTransfers.kind, moved: sql<string>`coalesce(sum(${ledgerEntries.amount}) FILTER (WHERE ${ledgerAccounts.owner} = ${userId} AND ${ledgerAccounts.kind} = ${kind} AND ${ledgerAccounts.currency} = ${currency}), 0)::text` })
    .from(ledgerTransfers)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransfers.id, transferId))
    .groupBy(ledgerTransfers.kind);
  return row?.kind === 'adjustment' && BigInt(row.moved) === amount;
}
