import { eq } from 'drizzle-orm';
import { SUCCESS_MSG, fail, makeResetPasswordSchema, ok, type TResult } from '@croupier/contracts';
import { users } from '@croupier/db';
import type { AppDeps } from '../../app';
import { endOtherSessions } from '../../platform/auth';
import { fieldsFromIssues } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { getSiteSettings } from '../content/get-site-settings';
import { redeemEmailToken } from './email-tokens';
import { findUserById } from './queries';

/**
 * POST /api/user/reset-password: redeems the mailed token once, sets the new
 * password (site rules) and ends every session of the player (SECURITY_LOGOUT).
 */
export async function resetPassword(
  deps: AppDeps,
  input: { body: { token: string; password: string; confirmPassword: string }; host: string },
): Promise<TResult<{ message: string }>> {
  const { db, clock } = deps;
  const now = clock.now();
  const site = await getSiteSettings(db, input.host);
  const parsed = makeResetPasswordSchema(site.settings.formFieldsValidation.password).safeParse(input.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', { fields: fieldsFromIssues(parsed.error.issues) });

  const passwordHash = await hashPassword(parsed.data.password);
  const result = await db.transaction(async (tx) => {
    const redeemed = await redeemEmailToken(tx, { token: parsed.data.token, kind: 'reset', now });
    if (!redeemed.ok) return redeemed;
    const user = await findUserById(tx, redeemed.row.userId);
    // A link mailed to an address the player no longer has is void.
    if (!user || user.email?.toLowerCase() !== redeemed.row.email.toLowerCase())
      return { ok: false as const, code: 'TOKEN_INVALID' as const };
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    const ended = await endOtherSessions(tx, user.id, null, 'SECURITY_LOGOUT', now);
    return { ok: true as const, ended };
  });
  if (!result.ok) return fail(result.code);
  for (const sessionId of result.ended) deps.realtime.emitToSession(sessionId, 'sessionEnded', { reason: 'SECURITY_LOGOUT' });
  return ok({ message: SUCCESS_MSG.passwordReset });
}
