import { z } from 'zod';
import { MSG } from '../messages';
import { SCRIPT_AUDIENCES, SCRIPT_HTML_MAX_LENGTH } from '../constants';

/** §3 Country. */
export const ZCountry = z.object({ countryId: z.number().int(), code: z.string(), name: z.string(), phoneCode: z.string(), flag: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
/** §7 GET /api/admin/get-all-country → countries.rows, allCountries. */
export const ZCountriesResponse = z.object({
  data: z.object({
    countries: z.object({ count: z.number().int(), rows: z.array(ZCountry) }),
    allCountries: z.array(ZCountry),
    /** Phone-code options: no AX, no duplicate codes (§9). */
    phoneCodes: z.array(z.object({ value: z.string(), label: z.string(), code: z.string(), flag: z.string() })),
  }),
});

/** §3 Currency (code, name) plus what money formatting needs. */
/** `minorPerEur`: minor units worth about one euro (game bet limits, set in euro cents, are scaled by it: betLimitsIn). */
export const ZCurrency = z.object({ code: z.string(), name: z.string(), symbol: z.string(), exponent: z.number().int(), isCrypto: z.boolean(), minorPerEur: z.number().nullable() });
export type TCurrency = z.infer<typeof ZCurrency>;
export const ZCurrenciesResponse = z.object({ data: z.object({ currencies: z.array(ZCurrency) }) });

export const ZRegistrationFieldsResponse = z.object({
  data: z.object({
    mode: z.enum(['email', 'phone']),
    oneClick: z.boolean(),
    fields: z.record(z.string(), z.number().int().min(0).max(2)),
  }),
});
export type TRegistrationFieldsResponse = z.infer<typeof ZRegistrationFieldsResponse>['data'];

/**
 * §7 GET /api/admin/get-location. Beyond the spec's fields: `isBlocked` (§4 country block: the place is excluded
 * and neither the IP is whitelisted nor a location verified for it) and `verifiedCountryCode` (a verified location).
 */
export const ZLocationResponse = z.object({
  data: z.object({
    location: z.object({
      ip: z.string(),
      countryCode: z.string().nullable(),
      ipInfo: z.object({ country: z.string().nullable(), subdivisions: z.array(z.object({ isoCode: z.string(), name: z.string().nullable() })) }),
      isBlocked: z.boolean(),
      verifiedCountryCode: z.string().nullable(),
    }),
  }),
});
export type TLocation = z.infer<typeof ZLocationResponse>['data']['location'];

/** POST /api/user/verify-location (§4 "re-verify by browser geolocation plus reverse lookup"; not shown in §7). */
export const ZVerifyLocationRequest = z.object({
  latitude: z.number().min(-90, MSG.format).max(90, MSG.format),
  longitude: z.number().min(-180, MSG.format).max(180, MSG.format),
});
export type TVerifyLocationRequest = z.infer<typeof ZVerifyLocationRequest>;
export const ZVerifyLocationResponse = z.object({
  data: z.object({
    /** The country (or territory with its own ISO code) at the position; null when none (the sea). */
    countryCode: z.string().nullable(),
    /** Whether the visitor is still blocked: a found country that is not excluded clears the block. */
    isBlocked: z.boolean(),
  }),
});
export type TVerifyLocationResult = z.infer<typeof ZVerifyLocationResponse>['data'];

/** §3 tracking script entry. */
export const ZScript = z.object({ key: z.string(), name: z.string(), head: z.string(), bodyStart: z.string(), bodyEnd: z.string() });
export type TScript = z.infer<typeof ZScript>;
export const ZScriptsQuery = z.object({
  enableAuthUsers: z.enum(['true', 'false']).optional(),
  enableDepositors: z.enum(['true', 'false']).optional(),
  _: z.string().max(64).optional(),
});
export const ZScriptsResponse = z.object({ data: z.array(ZScript) });

/** An operator's tracking script (operator tool `scripts set <key> <field> <value>`; docs/tracking.md). */
export const SCRIPT_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const ZTrackingScriptSettings = z.object({
  name: z.string().trim().min(1).max(100),
  audience: z.enum(SCRIPT_AUDIENCES),
  head: z.string().max(SCRIPT_HTML_MAX_LENGTH),
  bodyStart: z.string().max(SCRIPT_HTML_MAX_LENGTH),
  bodyEnd: z.string().max(SCRIPT_HTML_MAX_LENGTH),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000),
});
export type TTrackingScriptSettings = z.infer<typeof ZTrackingScriptSettings>;
