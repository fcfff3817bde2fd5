import { LOCATION_VERIFIED_MAX_AGE_S } from '@croupier/contracts/constants';
import { eventLog, type DbOrTx } from '@croupier/db';
import { isExcludedPlace, isWhitelistedIp, type TLocationSettings, type TVisitorPlace } from './location-rule';
import { signVerifiedLocation } from './verified-location-cookie';
import { countryAt } from './reverse-geocode';

export interface TVerifiedLocation {
  countryCode: string | null;
  isBlocked: boolean;
  /** The verified-location cookie to set (an allowed country), or null to clear it. */
  cookie: string | null;
}

/**
 * POST /api/user/verify-location (spec §4 country block): "re-verify by browser geolocation plus reverse lookup; if
 * the found country is allowed the block clears and is marked verified". The position is looked up offline; an
 * allowed country is signed into a cookie bound to the visitor's IP (LOCATION_VERIFIED_MAX_AGE_S), which the block,
 * sign-up and the cashier then use instead of the IP's country. A position in the sea finds nothing and changes
 * nothing. Every attempt is logged (event LOCATION_VERIFIED) for the operator.
 *
 * The position comes from the visitor's browser: like every browser geolocation check, it can be forged by a
 * determined visitor; it moves a visitor the IP database placed wrongly (or a traveller) to their real place.
 */
export async function verifyLocation(
  db: DbOrTx,
  input: { place: TVisitorPlace; latitude: number; longitude: number; settings: TLocationSettings; appSecret: string; now: Date },
): Promise<TVerifiedLocation> {
  const { place, settings } = input;
  const countryCode = await countryAt(input.latitude, input.longitude);
  const ipBlocked = !isWhitelistedIp(settings, place.ip) && isExcludedPlace(settings, place.ipCountry, place.subdivisions);
  const isBlocked = countryCode ? !isWhitelistedIp(settings, place.ip) && isExcludedPlace(settings, countryCode) : ipBlocked;
  const cookie =
    countryCode && !isBlocked
      ? signVerifiedLocation(input.appSecret, { ip: place.ip, countryCode, expiresAt: new Date(input.now.getTime() + LOCATION_VERIFIED_MAX_AGE_S * 1000) })
      : null;
  await db.insert(eventLog).values({
    userId: null,
    event: 'LOCATION_VERIFIED',
    data: { ip: place.ip, ipCountry: place.ipCountry, foundCountry: countryCode, isBlocked, latitude: round(input.latitude), longitude: round(input.longitude) },
    createdAt: input.now,
  });
  return { countryCode, isBlocked, cookie };
}

/** Two decimals (≈ 1 km) are enough for the log: no need to keep where exactly the visitor stood. */
const round = (v: number) => Math.round(v * 100) / 100;
