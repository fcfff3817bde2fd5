import { z } from 'zod';
import {
  UUID_PATTERN,
  MSG,
  ZCaptchaChallenge,
  ZChangePasswordRequest,
  ZCountryBlockedRequest,
  ZForgotPasswordRequest,
  ZLinkedAccount,
  ZLogEventRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZMessageResponse,
  ZOkResponse,
  ZResetPasswordRequest,
  ZSendCredentialsRequest,
  ZSignUpBase,
  ZSignUpResponse,
} from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { clearTokenCookie, requireAuth, setTokenCookie } from '../../platform/auth';
import { createChallenge } from '../../platform/captcha';
import { sendFailure } from '../../platform/errors';
import { clientIp, isSecureRequest, requestHost } from '../../platform/request';
import { changePassword } from './change-password';
import { getLinkedAccount } from './get-linked-account';
import { logEvent } from './log-event';
import { logInPlayer } from './log-in-player';
import { logOutPlayer } from './log-out-player';
import { RATE_LIMITS } from './rate-limits';
import { reportCountryBlocked } from './report-country-blocked';
import { visitorPlace } from '../geo/visitor-place';
import { requestPasswordReset } from './request-password-reset';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { sendCredentials } from './send-credentials';
import { signUpPlayer } from './sign-up-player';
import { verifyEmail } from './verify-email';

/** Where the browser lands after following a verification link (§2 query-parameter behaviour). */
export const VERIFY_EMAIL_SUCCESS_PATH = '/casino?modal=login';
export const VERIFY_EMAIL_EXPIRED_PATH = '/?modal=verify-email-expired';

const userAgentOf = (ua: string | string[] | undefined) => (typeof ua === 'string' ? ua : null);

export async function authRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const tags = ['auth'];
  const secured = { tags, security: [{ bearer: [] }] };

  app.post(
    '/api/user/sign-up',
    { schema: { tags, body: ZSignUpBase, response: { 200: ZSignUpResponse } }, config: { rateLimit: { ...RATE_LIMITS.signUp, max: app.deps.config.signUpLimitPerHour } } },
    async (req, reply) => {
      const r = await signUpPlayer(deps, {
        body: req.body,
        host: requestHost(req),
        ip: clientIp(req),
        userAgent: userAgentOf(req.headers['user-agent']),
        verifiedCountry: visitorPlace(deps, req).verifiedCountry,
      });
      if (!r.ok) return sendFailure(reply, r);
      if (r.value.accessToken) setTokenCookie(reply, r.value.accessToken, isSecureRequest(req));
      return { data: r.value };
    },
  );

  app.post('/api/user/login', { schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } } }, async (req, reply) => {
    const r = await logInPlayer(deps, {
      body: req.body,
      host: requestHost(req),
      ip: clientIp(req),
      userAgent: userAgentOf(req.headers['user-agent']),
    });
    if (!r.ok) return sendFailure(reply, r);
    setTokenCookie(reply, r.value.accessToken, isSecureRequest(req));
    return { data: r.value };
  });

  app.get(
    '/api/user/captcha',
    { schema: { tags, response: { 200: z.object({ data: ZCaptchaChallenge }) } }, config: { rateLimit: RATE_LIMITS.captcha } },
    async () => ({ data: createChallenge(deps.appSecret, deps.clock.now()) }),
  );

  app.post(
    '/api/user/logout',
    { schema: { ...secured, body: ZLogoutRequest.nullish(), response: { 200: ZOkResponse } }, onRequest: requireAuth },
    async (req, reply) => {
      await logOutPlayer(deps, { sessionId: req.auth!.sessionId, reason: req.body?.reason ?? 'USER_INITIATED' });
      clearTokenCookie(reply);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/user/change-password',
    { schema: { ...secured, body: ZChangePasswordRequest, response: { 200: ZMessageResponse } }, onRequest: requireAuth },
    async (req, reply) => {
      const r = await changePassword(deps, { ...req.auth!, body: req.body, host: requestHost(req), ip: clientIp(req) });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } },
      config: { rateLimit: RATE_LIMITS.forgotPassword },
    },
    async (req, reply) => {
      const r = await requestPasswordReset(deps, { email: req.body.email, host: requestHost(req) });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.post(
    '/api/user/reset-password',
    { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (req, reply) => {
      const r = await resetPassword(deps, { body: req.body, host: requestHost(req) });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.get('/api/user/verify-email', { schema: { tags, querystring: z.object({ token: z.string().optional() }) } }, async (req, reply) => {
    const token = req.query.token ?? '';
    const r = token ? await verifyEmail(deps, { token }) : null;
    return reply.redirect(r?.ok ? VERIFY_EMAIL_SUCCESS_PATH : VERIFY_EMAIL_EXPIRED_PATH, 302);
  });

  app.post(
    '/api/user/resend-verification',
    {
      schema: { ...secured, response: { 200: ZMessageResponse } },
      onRequest: requireAuth,
      config: { rateLimit: RATE_LIMITS.resendVerification },
    },
    async (req, reply) => {
      const r = await resendVerification(deps, { userId: req.auth!.userId, host: requestHost(req) });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.post(
    '/api/user/send-credentials',
    {
      schema: { ...secured, body: ZSendCredentialsRequest, response: { 200: ZMessageResponse } },
      onRequest: requireAuth,
      config: { rateLimit: RATE_LIMITS.sendCredentials },
    },
    async (req, reply) => {
      const r = await sendCredentials(deps, { userId: req.auth!.userId, body: req.body, host: requestHost(req), ip: clientIp(req) });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.get(
    '/api/user/linked-account/:uuid',
    {
      schema: {
        tags,
        params: z.object({ uuid: z.string().regex(UUID_PATTERN, MSG.format) }),
        response: { 200: z.object({ data: ZLinkedAccount }) },
      },
    },
    async (req, reply) => {
      const r = await getLinkedAccount(deps.db, req.params.uuid);
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.post(
    '/api/user/log-event',
    { schema: { tags, body: ZLogEventRequest, response: { 200: ZOkResponse } }, config: { rateLimit: RATE_LIMITS.logEvent } },
    async (req) => {
      await logEvent(deps.db, { userId: req.auth?.userId ?? null, body: req.body, now: deps.clock.now() });
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/user/country-blocked',
    { schema: { tags, body: ZCountryBlockedRequest, response: { 200: ZOkResponse } }, config: { rateLimit: RATE_LIMITS.countryBlocked } },
    async (req) => {
      await reportCountryBlocked(deps.db, {
        userId: req.auth?.userId ?? null,
        requestIp: clientIp(req),
        body: req.body,
        now: deps.clock.now(),
      });
      return { data: { ok: true as const } };
    },
  );
}
