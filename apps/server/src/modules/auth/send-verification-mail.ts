import { EMAIL_VERIFY_TTL_S } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { issueEmailToken } from './email-tokens';
import { verificationMail } from './mail-templates';
import { mailTexts } from './mail-texts';

/** Issues a verification token for `email` and mails the link in `language`. Resolves false when the mail could not be sent. */
export async function sendVerificationMail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  input: { userId: string; email: string; brandName: string; language: string | null },
): Promise<boolean> {
  const token = await issueEmailToken(deps.db, {
    userId: input.userId,
    kind: 'verify',
    email: input.email,
    ttlS: EMAIL_VERIFY_TTL_S,
    now: deps.clock.now(),
  });
  const link = `${deps.config.publicUrl}/api/user/verify-email?token=${token}`;
  const mail = verificationMail({ brandName: input.brandName, link, ttlHours: Math.round(EMAIL_VERIFY_TTL_S / 3600), texts: mailTexts(input.language) });
  return deps.mailer.send({ to: input.email, ...mail, kind: 'verify' });
}
