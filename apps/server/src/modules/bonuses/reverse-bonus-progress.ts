import { eq, sql } from 'drizzle-orm';
import { ledgerTransfers, playerBonuses, type DbOrTx } from '@croupier/db';

/**
 * A rolled-back bet no longer counts towards wagering: the progress it added (recorded on its ledger transfer by
 * the wallet's bet function: playerBonusId, bonusWagered) comes off the bonus while it is still active. Call in the
 * rollback's transaction, after the player's accounts are locked.
 */
export async function reverseBonusProgress(tx: DbOrTx, input: { transferId: number; now: Date }): Promise<void> {
  const [t] = await tx.select({ metadata: ledgerTransfers.metadata }).from(ledgerTransfers).where(eq(ledgerTransfers.id, input.transferId));
  const playerBonusId = t?.metadata.playerBonusId;
  const counted = Number(t?.metadata.bonusWagered ?? 0);
  if (typeof playerBonusId !== 'string' || !(counted > 0)) return;
  await tx
    .update(playerBonuses)
    .set({ wagered: sql`greatest(${playerBonuses.wagered} - ${String(counted)}::bigint, 0)`, updatedAt: input.now })
    .where(sql`${playerBonuses.id} = ${playerBonusId}::uuid AND ${playerBonuses.status} = 'active'`);
}

/**
 * Whether a bet's wagering progress went into a bonus that has completed since (its balance became cash): voiding
 * that bet would give the stake back while the cash it unlocked stays. Call under the player's cash lock (a
 * completion takes it), like reverseBonusProgress.
 */
export async function isWageringPaidOut(tx: DbOrTx, transferId: number): Promise<boolean> {
  const rows = (await tx.execute(sql`
    SELECT 1 FROM ledger_transfers t JOIN player_bonuses p ON p.id::text = t.metadata ->> 'playerBonusId'
     WHERE t.id = ${transferId} AND coalesce((t.metadata ->> 'bonusWagered')::bigint, 0) > 0 AND p.status = 'completed'`)) as unknown as {
    rows: unknown[];
  };
  return rows.rows.length > 0;
}
