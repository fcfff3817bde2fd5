import { PASSWORD_RESET_TTL_S, SUCCESS_MSG, ok, type TResult } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { getSiteSettings, siteUrl } from '../content/get-site-settings';
import { issueEmailToken } from './email-tokens';
import { resetMail } from './mail-templates';
import { mailTexts } from './mail-texts';
import { normalizeIdentifier } from './identifier';
import { findUserByIdentifier, realEmailOf } from './queries';

/**
 * POST /api/user/forgot-password: the account is named as at sign-in (email, +phone or username: a player who signed
 * up by phone and added an email later can name the phone); a single-use reset link goes to the account's email. It
 * answers the same, and after the same work (one lookup), either way: the token, the mail record and its delivery
 * happen after the answer, so neither the answer nor its timing tells whether an account matches or has an email.
 */
export async function requestPasswordReset(deps: AppDeps, input: { email: string; host: string }): Promise<TResult<{ message: string }>> {
  const user = await findUserByIdentifier(deps.db, normalizeIdentifier(input.email));
  const email = user ? realEmailOf(user) : null;
  if (user && !user.lockedAt && email) {
    void mailResetLink(deps, { userId: user.id, email, language: user.preferredLanguage, host: input.host }).catch((err) =>
      console.warn('password reset mail failed', err),
    );
  }
  return ok({ message: SUCCESS_MSG.passwordResetSent });
}

async function mailResetLink(deps: AppDeps, input: { userId: string; email: string; language: string | null; host: string }): Promise<void> {
  const site = await getSiteSettings(deps.db, input.host);
  const now = deps.clock.now();
  const token = await issueEmailToken(deps.db, { userId: input.userId, kind: 'reset', email: input.email, ttlS: PASSWORD_RESET_TTL_S, now });
  const link = `${siteUrl(deps.config.publicUrl, site)}/?modal=reset-password&token=${token}`;
  const mail = resetMail({
    brandName: site.settings.brandName,
    link,
    ttlMinutes: Math.round(PASSWORD_RESET_TTL_S / 60),
    texts: mailTexts(input.language ?? site.settings.defaultLanguage),
  });
  // The player is told only that a link is on its way: a failed delivery is tried again while the link lives.
  await deps.mailer.send({ to: input.email, ...mail, kind: 'reset', retryUntil: new Date(now.getTime() + PASSWORD_RESET_TTL_S * 1000) });
}
