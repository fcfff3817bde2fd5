import type { TLocation } from '@croupier/contracts';
import { isPlaceBlocked, type TLocationSettings, type TVisitorPlace } from './location-rule';

/** GET /api/admin/get-location (spec §7): the IP's place, and whether the country block applies (docs/geo.md). */
export function getLocation(place: TVisitorPlace, settings: TLocationSettings): TLocation {
  return {
    ip: place.ip,
    countryCode: place.ipCountry,
    ipInfo: { country: place.ipCountry, subdivisions: place.subdivisions },
    isBlocked: isPlaceBlocked(settings, place),
    verifiedCountryCode: place.verifiedCountry,
  };
}
