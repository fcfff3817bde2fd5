import {
  AFFILIATE_TOKEN_STORAGE_KEY,
  CAMPAIGN_PARAM_FRESH_MS,
  CAMPAIGN_PARAM_MAX_AGE_DAYS,
  CAMPAIGN_PARAMS,
  REFERRAL_MAX_AGE_DAYS,
  REFERRAL_QUERY_PARAM,
  REFERRAL_STORAGE_KEY,
} from '@croupier/contracts/constants';
import { getCookie, setCookie } from './cookies';

/** Keeps a value as a cookie and in local storage (with when it was stored), for `days`. */
export function store(key: string, value: string, days: number): void {
  setCookie(key, value, days * 86_400);
  try {
    localStorage.setItem(key, JSON.stringify({ value, at: Date.now() }));
  } catch {
    /* storage unavailable */
  }
}

/** The stored value; with `maxAgeMs`, only while it is younger than that (its storage time is known). */
function read(key: string, maxAgeMs?: number): string | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw) {
      const parsed = JSON.parse(raw) as { value?: string; at?: number };
      if (typeof parsed.value === 'string') {
        if (maxAgeMs !== undefined && typeof parsed.at === 'number' && Date.now() - parsed.at >= maxAgeMs) return null;
        return parsed.value;
      }
    }
  } catch {
    /* ignore */
  }
  return getCookie(key);
}

/** Affiliate (settings.affiliateKeyQueryParameter → nxaft) and campaign params (cpnc, mkt, pid) are kept 365 days. */
export function captureMarketingParams(params: URLSearchParams, affiliateParam: string): void {
  const affiliate = params.get(affiliateParam);
  if (affiliate) store(AFFILIATE_TOKEN_STORAGE_KEY, affiliate, CAMPAIGN_PARAM_MAX_AGE_DAYS);
  let isStored = !!affiliate;
  for (const key of CAMPAIGN_PARAMS) {
    const v = params.get(key);
    if (v) {
      store(key, v, CAMPAIGN_PARAM_MAX_AGE_DAYS);
      isStored = true;
    }
  }
  if (isStored) window.dispatchEvent(new Event(CAMPAIGN_STORED_EVENT));
  try {
    if (!sessionStorage.getItem('firstUrl')) sessionStorage.setItem('firstUrl', window.location.href);
  } catch {
    /* ignore */
  }
  // Refer-a-friend links are rare: their code loads only when a link brings one.
  if (params.has(REFERRAL_QUERY_PARAM)) void import('./referral-capture').then((m) => m.captureReferral(params));
}

/** The referral code the browser arrived with (30 days), for the sign-up. */
export function getReferralCode(): string | null {
  return read(REFERRAL_STORAGE_KEY, REFERRAL_MAX_AGE_DAYS * 86_400_000);
}

export function getAffiliateToken(): string | null {
  return read(AFFILIATE_TOKEN_STORAGE_KEY);
}

/** Fired on window when a campaign or affiliate param is stored (pages showing campaign offers read it again). */
export const CAMPAIGN_STORED_EVENT = 'croupier:campaign';

/** The campaign code (cpnc) the browser arrived with, while it counts (§9: under 7 days less an hour old). */
export function getCampaignCode(): string | null {
  return read('cpnc', CAMPAIGN_PARAM_FRESH_MS);
}

/** Device and campaign fields sent with login, sign-up and events. */
export function getClientMeta(): {
  cpnc: string | null;
  mkt: string | null;
  userDeviceType: string;
  screenResolution: string;
  firstUrl: string | null;
  referralCode: string | null;
} {
  const isMobile = window.matchMedia('(max-width: 767px)').matches;
  const isTablet = !isMobile && window.matchMedia('(max-width: 1024px)').matches;
  let firstUrl: string | null = null;
  try {
    firstUrl = sessionStorage.getItem('firstUrl');
  } catch {
    /* ignore */
  }
  return {
    // §9 the last-used campaign param counts only while under 7 days less an hour old.
    cpnc: getCampaignCode(),
    mkt: read('mkt', CAMPAIGN_PARAM_FRESH_MS),
    userDeviceType: isMobile ? 'mobile' : isTablet ? 'tablet' : 'desktop',
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    firstUrl,
    referralCode: getReferralCode(),
  };
}
