import { CURRENCY_COOKIE, ZMessageResponse, ZSetLanguageRequest, ZSetLanguageResponse, ZUpdateUserDetailsRequest, ZUserDetailsResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError, sendFailure } from '../../platform/errors';
import { clientIp, requestHost, requestLanguage } from '../../platform/request';
import { getUserDetails } from './get-user-details';
import { updateUserDetails } from './update-user-details';
import { setLanguage } from './set-language';
import { getSiteSettings } from '../content/get-site-settings';

export async function profileRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const schemaBase = { tags: ['profile'], security: [{ bearer: [] }] };

  app.get(
    '/api/user/get-user-details',
    { schema: { ...schemaBase, response: { 200: ZUserDetailsResponse } }, onRequest: requireAuth },
    async (req, reply) => {
      const site = await getSiteSettings(deps.db, requestHost(req));
      const details = await getUserDetails(deps.db, req.auth!.userId, {
        useMultiWallet: site.settings.useMultiWallet,
        loyaltyGroupSteps: site.settings.loyaltyLevelGroupSteps,
        activeCurrency: req.cookies[CURRENCY_COOKIE] ?? null,
        now: deps.clock.now(),
        language: requestLanguage(req),
      });
      return details ? { data: details } : sendError(reply, 'SESSION_INVALID');
    },
  );

  app.put(
    '/api/user/update-user-details',
    { schema: { ...schemaBase, body: ZUpdateUserDetailsRequest, response: { 200: ZMessageResponse } }, onRequest: requireAuth },
    async (req, reply) => {
      const r = await updateUserDetails(deps, { userId: req.auth!.userId, body: req.body, host: requestHost(req), ip: clientIp(req) });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );

  app.put(
    '/api/user/language',
    { schema: { ...schemaBase, body: ZSetLanguageRequest, response: { 200: ZSetLanguageResponse } }, onRequest: requireAuth },
    async (req, reply) => {
      const r = await setLanguage(deps.db, { userId: req.auth!.userId, language: req.body.language, now: deps.clock.now() });
      return r.ok ? { data: r.value } : sendFailure(reply, r);
    },
  );
}
