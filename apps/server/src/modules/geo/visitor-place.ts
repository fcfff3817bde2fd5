import type { FastifyRequest } from 'fastify';
import { LOCATION_VERIFIED_COOKIE } from '@croupier/contracts/constants';
import type { AppDeps } from '../../app';
import { clientIp } from '../../platform/request';
import type { TVisitorPlace } from './location-rule';
import { readVerifiedLocation } from './verified-location-cookie';

/** The request's place: its IP's country and subdivisions, and a location the visitor verified for that IP. */
export function visitorPlace(deps: Pick<AppDeps, 'geo' | 'appSecret' | 'clock'>, req: FastifyRequest): TVisitorPlace {
  const ip = clientIp(req);
  const found = deps.geo.lookup(ip);
  return {
    ip,
    ipCountry: found.countryCode,
    subdivisions: found.subdivisions,
    verifiedCountry: readVerifiedLocation(deps.appSecret, req.cookies?.[LOCATION_VERIFIED_COOKIE], ip, deps.clock.now()),
  };
}
