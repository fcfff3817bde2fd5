import { eq } from 'drizzle-orm';
import { SUCCESS_MSG, fail, makeChangePasswordSchema, ok, type TChangePasswordRequest, type TResult } from '@croupier/contracts';
import { users } from '@croupier/db';
import type { AppDeps } from '../../app';
import { endOtherSessions } from '../../platform/auth';
import { fieldsFromIssues } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { getSiteSettings } from '../content/get-site-settings';
import { checkAuthThrottle, recordAuthFailure } from './auth-failures';
import { accountKeyOf, findUserById } from './queries';

/**
 * POST /api/user/change-password: needs the current password (a wrong one
 * counts as a sign-in failure), then ends every other session of the player
 * (SECURITY_LOGOUT) and tells those sessions over the socket.
 */
export async function changePassword(
  deps: AppDeps,
  input: { userId: string; sessionId: string; body: TChangePasswordRequest; host: string; ip: string },
): Promise<TResult<{ message: string }>> {
  const { db, clock } = deps;
  const now = clock.now();
  const site = await getSiteSettings(db, input.host);
  const parsed = makeChangePasswordSchema(site.settings.formFieldsValidation.password).safeParse(input.body);
  if (!parsed.success) return fail('VALIDATION_ERROR', { fields: fieldsFromIssues(parsed.error.issues) });
  const { currentPassword, newPassword } = parsed.data;

  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const accountKey = accountKeyOf(user);
  const gate = await checkAuthThrottle(db, { accountKey, ip: input.ip, now });
  if (!gate.ok) return fail(gate.code, { retryAfter: gate.retryAfter });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordAuthFailure(db, { accountKey, ip: input.ip, now });
    return fail('WRONG_PASSWORD');
  }
  if (newPassword === currentPassword) return fail('SAME_PASSWORD');

  const passwordHash = await hashPassword(newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    return endOtherSessions(tx, user.id, input.sessionId, 'SECURITY_LOGOUT', now);
  });
  for (const sessionId of ended) deps.realtime.emitToSession(sessionId, 'sessionEnded', { reason: 'SECURITY_LOGOUT' });
  return ok({ message: SUCCESS_MSG.passwordChanged });
}
