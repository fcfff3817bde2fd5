import { eq } from 'drizzle-orm';
import { users, type Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { canRefreshKyc, deriveKycStatus } from './kyc-status';
import { listPlayerDocuments } from './queries';
import { lockPlayer } from './sync-kyc-status';

/**
 * POST /api/user/kyc/refresh (spec §4): when the documents are all approved but the profile's kycStatus
 * differs, the profile becomes APPROVED. Any other difference is left alone (the next document change
 * sets the status; an operator's out-of-band decision is not undone by the player). Null: no such player.
 */
export async function refreshKycStatus(deps: { db: Db; clock: Clock }, userId: string): Promise<{ isUpdated: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    if (!player) return null;
    const { status } = deriveKycStatus(await listPlayerDocuments(tx, userId));
    if (!canRefreshKyc(player.kycStatus, status)) return { isUpdated: false };
    const now = deps.clock.now();
    await tx.update(users).set({ kycStatus: status, updatedAt: now }).where(eq(users.id, userId));
    return { isUpdated: true };
  });
}
