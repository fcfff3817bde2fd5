import { eq } from 'drizzle-orm';
import { fail, ok, type TResult } from '@croupier/contracts';
import { users } from '@croupier/db';
import type { AppDeps } from '../../app';
import { findEmailToken, redeemEmailToken } from './email-tokens';
import { findUserById } from './queries';

/**
 * GET /api/user/verify-email: redeems a verification token and marks the player's current address verified. A link
 * opened again (a second click, a mail scanner that opened it first, an older mail's link) for the address that is
 * verified now says so, not that the link expired (whose resend would be refused: the address is verified).
 */
export async function verifyEmail(deps: Pick<AppDeps, 'db' | 'clock'>, input: { token: string }): Promise<TResult<{ userId: string }>> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const redeemed = await redeemEmailToken(tx, { token: input.token, kind: 'verify', now });
    if (!redeemed.ok) {
      const row = await findEmailToken(tx, { token: input.token, kind: 'verify' });
      const owner = row ? await findUserById(tx, row.userId) : null;
      const isVerifiedNow = !!row && !!owner?.isEmailVerified && owner.email?.toLowerCase() === row.email.toLowerCase();
      return isVerifiedNow ? { ok: true as const, userId: owner.id } : redeemed;
    }
    const user = await findUserById(tx, redeemed.row.userId);
    // The address changed since the mail was sent: the old link proves nothing about the new one.
    if (!user || user.email?.toLowerCase() !== redeemed.row.email.toLowerCase())
      return { ok: false as const, code: 'TOKEN_INVALID' as const };
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    return { ok: true as const, userId: user.id };
  });
  return result.ok ? ok({ userId: result.userId }) : fail(result.code);
}
