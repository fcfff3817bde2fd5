import { PASSWORD_RESET_TTL_S, SUCCESS_MSG, ok, type TResult } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { getSiteSettings } from '../content/get-site-settings';
import { issueEmailToken } from './email-tokens';
import { resetMail } from './mail-templates';
import { mailTexts } from './mail-texts';
import { findUserByIdentifier, realEmailOf } from './queries';

/**
 * POST /api/user/forgot-password: mails a single-use reset link when the
 * address belongs to a player; answers the same either way (no enumeration).
 */
export async function requestPasswordReset(deps: AppDeps, input: { email: string; host: string }): Promise<TResult<{ message: string }>> {
  const { db, clock } = deps;
  const email = input.email.trim().toLowerCase();
  const user = await findUserByIdentifier(db, { kind: 'email', value: email, key: `email:${email}` });
  if (user && !user.lockedAt && realEmailOf(user)) {
    const site = await getSiteSettings(db, input.host);
    const token = await issueEmailToken(db, { userId: user.id, kind: 'reset', email, ttlS: PASSWORD_RESET_TTL_S, now: clock.now() });
    const link = `${deps.config.publicUrl}/?modal=reset-password&token=${token}`;
    const mail = resetMail({
      brandName: site.settings.brandName,
      link,
      ttlMinutes: Math.round(PASSWORD_RESET_TTL_S / 60),
      texts: mailTexts(user.preferredLanguage ?? site.settings.defaultLanguage),
    });
    // Recorded now, sent after the answer: the answer takes as long whether or not the address has an account.
    await deps.mailer.queue({ to: email, ...mail, kind: 'reset' });
  }
  return ok({ message: SUCCESS_MSG.passwordResetSent });
}
