import { EMAIL_VERIFY_TTL_S } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { issueEmailToken } from './email-tokens';
import { verificationMail } from './mail-templates';
import { mailTexts } from './mail-texts';

/**
 * Issues a verification token for `email` and mails the link in `language`. Resolves false when the mail could not
 * be sent. `isFailureReported`: the caller tells the player it was not sent (they ask again); otherwise a failed
 * delivery is tried again while the link lives (platform/mailer.ts).
 */
export async function sendVerificationMail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  input: { userId: string; email: string; brandName: string; language: string | null; isFailureReported?: boolean },
): Promise<boolean> {
  const now = deps.clock.now();
  const token = await issueEmailToken(deps.db, {
    userId: input.userId,
    kind: 'verify',
    email: input.email,
    ttlS: EMAIL_VERIFY_TTL_S,
    now,
  });
  const link = `${deps.config.publicUrl}/api/user/verify-email?token=${token}`;
  const mail = verificationMail({ brandName: input.brandName, link, ttlHours: Math.round(EMAIL_VERIFY_TTL_S / 3600), texts: mailTexts(input.language) });
  const retryUntil = input.isFailureReported ? undefined : new Date(now.getTime() + EMAIL_VERIFY_TTL_S * 1000);
  return deps.mailer.send({ to: input.email, ...mail, kind: 'verify', ...(retryUntil ? { retryUntil } : {}) });
}
