import { ZLocationResponse, ZVerifyLocationRequest, ZVerifyLocationResponse } from '@croupier/contracts';
import { LOCATION_VERIFIED_COOKIE, LOCATION_VERIFIED_MAX_AGE_S } from '@croupier/contracts/constants';
import type { ZodApp } from '../../app';
import { isSecureRequest, requestHost } from '../../platform/request';
import { getSiteSettings } from '../content/get-site-settings';
import { getLocation } from './get-location';
import { verifyLocation } from './verify-location';
import { visitorPlace } from './visitor-place';

/** A visitor's location checks, per IP (each one a geolocation in the browser and a lookup here). */
const VERIFY_LOCATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Where the visitor is, and the country block (spec §4, §7; docs/geo.md). */
export async function geoRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const tags = ['geo'];

  app.get('/api/admin/get-location', { schema: { tags, response: { 200: ZLocationResponse } } }, async (req) => {
    const { settings } = await getSiteSettings(deps.db, requestHost(req));
    return { data: { location: getLocation(visitorPlace(deps, req), settings) } };
  });

  app.post(
    '/api/user/verify-location',
    { schema: { tags, body: ZVerifyLocationRequest, response: { 200: ZVerifyLocationResponse } }, config: { rateLimit: VERIFY_LOCATION_RATE_LIMIT } },
    async (req, reply) => {
      const { settings } = await getSiteSettings(deps.db, requestHost(req));
      const r = await verifyLocation(deps.db, { place: visitorPlace(deps, req), ...req.body, settings, appSecret: deps.appSecret, now: deps.clock.now() });
      if (r.cookie) {
        reply.setCookie(LOCATION_VERIFIED_COOKIE, r.cookie, { path: '/', maxAge: LOCATION_VERIFIED_MAX_AGE_S, sameSite: 'lax', secure: isSecureRequest(req), httpOnly: true });
      } else if (r.countryCode) {
        reply.clearCookie(LOCATION_VERIFIED_COOKIE, { path: '/' });
      }
      return { data: { countryCode: r.countryCode, isBlocked: r.isBlocked } };
    },
  );
}
