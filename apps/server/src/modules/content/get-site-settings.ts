import { asc, desc, eq, or } from 'drizzle-orm';
import { LOCALES, ZAppSettings, ZRegistrationConfig, type TAppSettings, type TMirrorDomain } from '@croupier/contracts';
import { sites, type DbOrTx } from '@croupier/db';
import { TtlCache } from '../../platform/ttl-cache';

export interface SiteSettings {
  siteId: number;
  /** The main site (PUBLIC_URL), not a mirror. */
  isDefault: boolean;
  settings: TAppSettings;
  mirrorDomain: TMirrorDomain;
}

// Keyed by the request's host: bounded, so a flood of made-up Host headers cannot grow the heap.
const cache = new TtlCache<SiteSettings>(5_000, 1_000);

export function clearSettingsCache(): void {
  cache.clear();
}

/**
 * The site serving this host (a mirror domain) or the default site, with its
 * settings validated against the contract. Throws when no site exists.
 */
export async function getSiteSettings(db: DbOrTx, host: string): Promise<SiteSettings> {
  const domain = host.toLowerCase().replace(/:\d+$/, '');
  const hit = cache.get(domain);
  if (hit) return hit;
  const rows = await db
    .select()
    .from(sites)
    .where(or(eq(sites.domain, domain), eq(sites.isDefault, true)))
    .orderBy(desc(eq(sites.domain, domain)), asc(sites.id))
    .limit(1);
  const site = rows[0];
  if (!site) throw new Error('No site configured: the database has not been seeded');
  const settings = ZAppSettings.parse(site.settings);
  const value: SiteSettings = {
    siteId: site.id,
    isDefault: site.isDefault,
    settings,
    mirrorDomain: {
      url: site.domain,
      domainId: site.id,
      settings: {
        registrationConfigs: ZRegistrationConfig.array().parse(site.registrationConfigs),
        loginAfterSignUp: site.loginAfterSignUp,
      },
    },
  };
  cache.set(domain, value);
  return value;
}

/**
 * Where a mail's links take the player: PUBLIC_URL on the main site; on a mirror, its domain with PUBLIC_URL's scheme
 * and port (players come through a mirror when the main domain is blocked for them). The domain comes from the
 * sites table, never from a request's header, so a forged Host cannot point a reset link elsewhere.
 */
export function siteUrl(publicUrl: string, site: Pick<SiteSettings, 'isDefault' | 'mirrorDomain'>): string {
  if (site.isDefault) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = site.mirrorDomain.url;
  return url.origin;
}

/** The settings the browser gets: all but the whitelisted IPs (operators' own addresses are not published). */
export function clientSettings(s: SiteSettings) {
  const { whitelistedIPs: _private, ...settings } = s.settings;
  return { ...settings, mirrorDomain: s.mirrorDomain, locales: [...LOCALES] };
}
