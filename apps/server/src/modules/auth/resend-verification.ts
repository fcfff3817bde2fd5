import { SUCCESS_MSG, fail, ok, type TResult } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { getSiteSettings } from '../content/get-site-settings';
import { findUserById, realEmailOf } from './queries';
import { sendVerificationMail } from './send-verification-mail';

/** POST /api/user/resend-verification: a new verification link for the player's address. */
export async function resendVerification(deps: AppDeps, input: { userId: string; host: string }): Promise<TResult<{ message: string }>> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) return fail('SESSION_INVALID');
  const email = realEmailOf(user);
  if (!email) return fail('EMAIL_REQUIRED');
  if (user.isEmailVerified) return fail('EMAIL_ALREADY_VERIFIED');
  const site = await getSiteSettings(deps.db, input.host);
  const sent = await sendVerificationMail(deps, { userId: user.id, email, site, language: user.preferredLanguage ?? site.settings.defaultLanguage, isFailureReported: true });
  return sent ? ok({ message: SUCCESS_MSG.verificationSent }) : fail('EMAIL_NOT_SENT');
}
