/**
 * Every business constant of the product specification lives here once,
 * with the section of `shared/spec/casino-spec.md` it comes from.
 */

/** §9 Default language; locale detection off; default namespace. */
export const DEFAULT_LANGUAGE = 'en';
export const I18N_NAMESPACE = 'common';

/** §9 Request timeouts (ms). */
export const REQUEST_TIMEOUT_MS = 15_000;
export const SERVER_USER_CHECK_TIMEOUT_MS = 5_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** §8 Exit code when settings cannot be loaded at start. */
export const SETTINGS_FAILURE_EXIT_CODE = 911;

/** §9 Cookies. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const ACCESS_TOKEN_MAX_AGE_S = 2_592_000; // 30 days
export const REGISTERED_USER_COOKIE = 'registered_user';
export const REGISTERED_USER_MAX_AGE_S = 365 * 24 * 3600;
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
export const COOKIE_CONSENT_MAX_AGE_S = 31_536_000; // one year
export const DEFAULT_COOKIE_MAX_AGE_DAYS = 365;
export const CAMPAIGN_PARAMS = ['cpnc', 'mkt', 'pid'] as const;
export const CAMPAIGN_PARAM_MAX_AGE_DAYS = 365;
/** Language chosen by the player (not detection: an explicit choice). */
export const LANGUAGE_COOKIE = 'lang';

/** §9 Affiliate parameter. */
export const DEFAULT_AFFILIATE_QUERY_PARAM = 'nxafk';
export const AFFILIATE_TOKEN_STORAGE_KEY = 'nxaft';
export const DEFAULT_CURRENCY = 'EUR';

/** §5/§9 Field limits. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 255;
export const ADDRESS_MAX_LENGTH = 255;
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 100;
export const BIRTH_YEAR_LIST_LENGTH = 100;
/** §5 1900-01-01 counts as an empty date of birth. */
export const EMPTY_DATE_OF_BIRTH = '1900-01-01';
/** §5 National number 2–17 digits, country code at most 3 digits, phone at least 6 characters. */
export const PHONE_NATIONAL_MIN_DIGITS = 2;
export const PHONE_NATIONAL_MAX_DIGITS = 17;
export const PHONE_CODE_MAX_DIGITS = 3;
export const PHONE_MIN_CHARS = 6;
/** §9 Phone-code list excludes AX. */
export const PHONE_CODE_EXCLUDED_COUNTRIES = ['AX'] as const;

/** §3 Gender options; sign-up default. */
export const GENDERS = ['Not to say', 'Male', 'Female'] as const;
export const DEFAULT_GENDER = 'Not to say';

/** §3 Session termination reasons. */
export const SESSION_END_REASONS = [
  'USER_INITIATED',
  'USER_INACTIVITY_TIMEOUT',
  'SESSION_EXPIRED',
  'ACCOUNT_LOCKED',
  'SECURITY_LOGOUT',
  'CONCURRENT_SESSION',
  'SYSTEM_MAINTENANCE',
] as const;
export type TSessionEndReason = (typeof SESSION_END_REASONS)[number];

/** §9 Inactivity timeout default (minutes) used when the setting is above 1. */
export const DEFAULT_INACTIVITY_TIMEOUT_MIN = 30;

/** §2 Themes and navigation systems. */
export const THEMES = ['curacao', 'lulu'] as const;
export type TTheme = (typeof THEMES)[number];
export const NAVIGATION_SYSTEMS = ['basic', 'panel'] as const;
export type TNavigationSystem = (typeof NAVIGATION_SYSTEMS)[number];

/** §3 KYC statuses used by profile locking. */
export const KYC_STATUSES = ['NOT_STARTED', 'PENDING', 'APPROVED', 'REJECTED', 'REQUESTED'] as const;

/** §9 Breakpoints. */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1024;

/** §9 Socket client constants. */
export const SOCKET_HANDSHAKE_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
export const SOCKET_RANDOMIZATION_FACTOR = 0.5;

/** §9 Identifiers: 36-character 8-4-4-4-12 hex layout. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session tokens: opaque, random, at least 128 bits (issue #2). We use 256. */
export const SESSION_TOKEN_BYTES = 32;
export const SESSION_TTL_S = ACCESS_TOKEN_MAX_AGE_S;

/** Email link lifetimes (not in the spec: OWASP guidance). */
export const EMAIL_VERIFY_TTL_S = 48 * 3600;
export const PASSWORD_RESET_TTL_S = 3600;

/**
 * Brute-force protection (not in the spec; OWASP authentication cheat sheet):
 * failures are counted in a sliding window. A client IP that fails too often is
 * refused for a while; an account attacked from many IPs is never locked: it
 * demands a proof-of-work captcha instead, which the real player can solve.
 */
export const LOGIN_WINDOW_S = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_IP = 30;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
export const LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES = 10;

/** Proof-of-work captcha difficulty (ALTCHA maxnumber). */
export const CAPTCHA_MAX_NUMBER = 50_000;
export const CAPTCHA_TTL_S = 10 * 60;
