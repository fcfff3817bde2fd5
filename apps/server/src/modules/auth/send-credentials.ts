import { eq } from 'drizzle-orm';
import { MSG, SUCCESS_MSG, fail, isPlaceholderEmail, ok, type TResult } from '@croupier/contracts';
import { users } from '@croupier/db';
import type { AppDeps } from '../../app';
import { verifyPassword } from '../../platform/passwords';
import { getSiteSettings, siteUrl } from '../content/get-site-settings';
import { checkAuthThrottle, recordAuthFailure } from './auth-failures';
import { mailTexts } from './mail-texts';
import { credentialsMail } from './mail-templates';
import { accountKeyOf, findUserById, isEmailTaken, realEmailOf } from './queries';
import { sendVerificationMail } from './send-verification-mail';
import { takenCode, uniqueViolation } from './unique-violation';

/**
 * POST /api/user/send-credentials (credentials save/send screen after a
 * one-click sign-up): mails the username and password to an address, only
 * when the password is the player's. A player without a real email gets this
 * address stored (unverified) and a verification mail too.
 */
export async function sendCredentials(
  deps: AppDeps,
  input: { userId: string; body: { email: string; password: string }; host: string; ip: string },
): Promise<TResult<{ message: string }>> {
  const { db, clock } = deps;
  const now = clock.now();
  const email = input.body.email.trim().toLowerCase();
  if (isPlaceholderEmail(email)) return fail('VALIDATION_ERROR', { fields: { email: MSG.format } });
  const user = await findUserById(db, input.userId);
  if (!user) return fail('SESSION_INVALID');

  const accountKey = accountKeyOf(user);
  const gate = await checkAuthThrottle(db, { accountKey, ip: input.ip, now });
  if (!gate.ok) return fail(gate.code, { retryAfter: gate.retryAfter });
  if (!(await verifyPassword(user.passwordHash, input.body.password))) {
    await recordAuthFailure(db, { accountKey, ip: input.ip, now });
    return fail('WRONG_PASSWORD');
  }

  const storeEmail = realEmailOf(user) === null;
  if (storeEmail) {
    if (await isEmailTaken(db, email, user.id)) return fail('EMAIL_TAKEN');
    try {
      await db.update(users).set({ email, isEmailVerified: false, updatedAt: now }).where(eq(users.id, user.id));
    } catch (err) {
      const c = uniqueViolation(err);
      if (c !== null && takenCode(c) === 'EMAIL_TAKEN') return fail('EMAIL_TAKEN');
      throw err;
    }
  }
  const site = await getSiteSettings(db, input.host);
  const language = user.preferredLanguage ?? site.settings.defaultLanguage;
  const mail = credentialsMail({
    texts: mailTexts(language),
    brandName: site.settings.brandName,
    username: user.username ?? user.phoneE164 ?? realEmailOf(user) ?? email,
    password: input.body.password,
    loginUrl: `${siteUrl(deps.config.publicUrl, site)}/?modal=login`,
  });
  const sent = await deps.mailer.send({ to: email, ...mail, kind: 'credentials' });
  if (storeEmail) await sendVerificationMail(deps, { userId: user.id, email, site, language });
  return sent ? ok({ message: SUCCESS_MSG.credentialsSent }) : fail('EMAIL_NOT_SENT');
}
