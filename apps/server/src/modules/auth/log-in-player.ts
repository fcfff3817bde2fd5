import { fail, ok, type TLoginRequest, type TResult } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { createSession, endOtherSessions } from '../../platform/auth';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords';
import { getSiteSettings } from '../content/get-site-settings';
import { checkAuthThrottle, clearAuthFailures, recordAuthFailure } from './auth-failures';
import { checkCaptcha } from './check-captcha';
import { normalizeIdentifier } from './identifier';
import { accountKeyOf, findLastSession, findUserByIdentifier } from './queries';
import { usableDeviceId } from './device-ids';
import { sessionClockAtSignIn } from '../protection/session-clock';
import { eventLog } from '@croupier/db';

export interface TLoginValue {
  accessToken: string;
  lastLogin: { created_at: string; ip: string | null; location: string | null } | null;
  locale: string;
  cpnc: string | null;
  userId: string;
}

/**
 * POST /api/user/login. The identifier is an email, a +E.164 phone or a
 * username. Brute force is refused before the password is checked; an account
 * attacked from many IPs asks for a captcha rather than locking the player out.
 * Unknown identifiers and wrong passwords answer alike and take alike.
 */
export async function logInPlayer(
  deps: AppDeps,
  input: { body: TLoginRequest; host: string; ip: string; userAgent: string | null },
): Promise<TResult<TLoginValue>> {
  const { db, clock } = deps;
  const now = clock.now();
  const site = await getSiteSettings(db, input.host);
  const id = normalizeIdentifier(input.body.email);

  // One count per account however it is typed (email, phone or username: three counts tripled the guesses); an
  // unknown identifier counts under itself.
  const user = await findUserByIdentifier(db, id);
  const accountKey = user ? accountKeyOf(user) : id.key;
  const gate = await checkAuthThrottle(db, { accountKey, ip: input.ip, now });
  if (!gate.ok) return fail(gate.code, { retryAfter: gate.retryAfter });
  if (gate.needsCaptcha || site.settings.captchaEnabled) {
    const refused = await checkCaptcha(deps, input.body.recaptchaToken);
    if (refused) return fail(refused);
  }

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.body.password);
  if (!user || !passwordOk) {
    await recordAuthFailure(db, { accountKey, ip: input.ip, now });
    return fail('INVALID_CREDENTIALS');
  }
  if (user.lockedAt) return fail('ACCOUNT_LOCKED');
  // The session time limit is used up: no new session until the break is over (signing in again is no way round it).
  const limitClock = await sessionClockAtSignIn(db, user.id, now);
  if (!limitClock.ok) return fail('SESSION_LIMIT_REACHED', { retryAfter: limitClock.retryAfterS });

  await clearAuthFailures(db, { accountKey, ip: input.ip });
  const last = await findLastSession(db, user.id);
  const { token, sessionId } = await createSession(db, {
    userId: user.id,
    ip: input.ip,
    countryCode: deps.geo.lookup(input.ip).countryCode,
    userAgent: input.userAgent,
    deviceId: usableDeviceId(input.body.uidToken),
    limitUsedBeforeS: limitClock.usedBeforeS,
    now,
  });
  if (site.settings.singleSessionPerPlayer) {
    // One session per player: the others end now and their tabs are told at once.
    const ended = await endOtherSessions(db, user.id, sessionId, 'CONCURRENT_SESSION', now);
    for (const other of ended) deps.realtime.emitToSession(other, 'sessionEnded', { reason: 'CONCURRENT_SESSION', time: now.toISOString() });
  }
  const storedCpnc = typeof user.signup.cpnc === 'string' ? user.signup.cpnc : null;
  // §7 login's afterReg: the sign-in that follows a sign-up on a site without login after sign-up (the register form
  // hands over to sign-in), kept for the funnel with the campaign it came through.
  if (input.body.afterReg) {
    await db.insert(eventLog).values({
      userId: user.id,
      event: 'LOGIN_AFTER_REGISTRATION',
      data: { sessionId, cpnc: input.body.cpnc ?? storedCpnc, mkt: input.body.mkt ?? null, userDeviceType: input.body.userDeviceType ?? null },
      createdAt: now,
    });
  }
  return ok({
    accessToken: token,
    lastLogin: last ? { created_at: last.createdAt.toISOString(), ip: last.ip, location: last.countryCode } : null,
    locale: user.preferredLanguage ?? site.settings.defaultLanguage,
    cpnc: input.body.cpnc || storedCpnc,
    userId: user.id,
  });
}
