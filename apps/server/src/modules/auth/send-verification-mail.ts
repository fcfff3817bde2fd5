import { EMAIL_VERIFY_TTL_S } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { issueEmailToken } from './email-tokens';
import { verificationMail } from './mail-templates';
import { mailTexts } from './mail-texts';
import { siteUrl, type SiteSettings } from '../content/get-site-settings';

/**
 * Issues a verification token for `email` and mails the link (to the site the player is on) in `language`. Resolves false when the mail could not
 * be sent. `isFailureReported`: the caller tells the player it was not sent (they ask again); otherwise a failed
 * delivery is tried again while the link lives (platform/mailer.ts).
 */
export async function sendVerificationMail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  input: { userId: string; email: string; site: SiteSettings; language: string | null; isFailureReported?: boolean },
): Promise<boolean> {
  const now = deps.clock.now();
  const token = await issueEmailToken(deps.db, {
    userId: input.userId,
    kind: 'verify',
    email: input.email,
    ttlS: EMAIL_VERIFY_TTL_S,
    now,
  });
  const link = `${siteUrl(deps.config.publicUrl, input.site)}/api/user/verify-email?token=${token}`;
  const mail = verificationMail({ brandName: input.site.settings.brandName, link, ttlHours: Math.round(EMAIL_VERIFY_TTL_S / 3600), texts: mailTexts(input.language) });
  const retryUntil = input.isFailureReported ? undefined : new Date(now.getTime() + EMAIL_VERIFY_TTL_S * 1000);
  return deps.mailer.send({ to: input.email, ...mail, kind: 'verify', ...(retryUntil ? { retryUntil } : {}) });
}
