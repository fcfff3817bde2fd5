import { BLOCKED_SUBDIVISIONS } from '@croupier/contracts/constants';
import type { GeoResult } from '../../platform/geo';

/*
 * The country block (spec §4), also applied to sign-up and deposits: the IP's place is excluded, unless the IP is
 * whitelisted or the visitor verified an allowed place with their device (verify-location.ts) for that network.
 */

/** The site settings the rule reads. */
export interface TLocationSettings {
  excludedCountryCodeList: readonly string[];
  whitelistedIPs: readonly string[];
}

export interface TVisitorPlace {
  ip: string;
  /** From the IP database. */
  ipCountry: string | null;
  subdivisions: GeoResult['subdivisions'];
  /** A place the visitor's device verified for this IP (the signed cookie), or null. */
  verifiedCountry: string | null;
}

export const stripV4Prefix = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/** `whitelistedIPs` (spec §3): never blocked by country. */
export function isWhitelistedIp(settings: TLocationSettings, ip: string): boolean {
  return settings.whitelistedIPs.some((w) => w.trim() === ip || w.trim() === stripV4Prefix(ip));
}

/** An excluded country (the site's list), or an always-blocked subdivision (Germany, ST). */
export function isExcludedPlace(settings: TLocationSettings, countryCode: string | null, subdivisions: readonly { isoCode: string }[] = []): boolean {
  if (!countryCode) return false;
  const country = countryCode.toUpperCase();
  if (settings.excludedCountryCodeList.some((c) => c.trim().toUpperCase() === country)) return true;
  return BLOCKED_SUBDIVISIONS.some(
    (b) => b.country === country && subdivisions.some((s) => [b.subdivision, `${b.country}-${b.subdivision}`].includes(s.isoCode.toUpperCase())),
  );
}

/** Whether the visitor is blocked by country: an excluded place, not whitelisted, and no allowed place verified. */
export function isPlaceBlocked(settings: TLocationSettings, p: TVisitorPlace): boolean {
  if (isWhitelistedIp(settings, p.ip)) return false;
  return p.verifiedCountry ? isExcludedPlace(settings, p.verifiedCountry) : isExcludedPlace(settings, p.ipCountry, p.subdivisions);
}
