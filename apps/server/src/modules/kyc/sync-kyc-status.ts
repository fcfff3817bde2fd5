import { eq, sql } from 'drizzle-orm';
import type { TKycStatus } from '@croupier/contracts';
import { users, type DbOrTx } from '@croupier/db';
import { deriveKycStatus } from './kyc-status';
import { listPlayerDocuments } from './queries';

/** Locks the player's row: document changes of one player run one at a time. */
export async function lockPlayer(tx: DbOrTx, userId: string): Promise<{ kycStatus: string } | null> {
  const rows = await tx.execute<{ kyc_status: string }>(sql`SELECT kyc_status FROM users WHERE id = ${userId} FOR UPDATE`);
  const row = (rows as unknown as { rows: { kyc_status: string }[] }).rows[0];
  return row ? { kycStatus: row.kyc_status } : null;
}

/**
 * Sets the player's kycStatus to what the documents give, in the caller's transaction (after a
 * document changed). Returns the previous and the new status.
 */
export async function syncKycStatus(tx: DbOrTx, userId: string, now: Date): Promise<{ before: string; after: TKycStatus }> {
  const player = await lockPlayer(tx, userId);
  if (!player) throw new Error(`no player ${userId}`);
  const { status } = deriveKycStatus(await listPlayerDocuments(tx, userId));
  if (status !== player.kycStatus) await tx.update(users).set({ kycStatus: status, updatedAt: now }).where(eq(users.id, userId));
  return { before: player.kycStatus, after: status };
}
