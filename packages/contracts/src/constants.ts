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

/**
 * §4 Country block: besides the site's excluded countries, these subdivisions (country, ISO 3166-2 part) are
 * always blocked — "or Germany with subdivision ST". The bundled IP database knows countries only; a city database
 * (GEO_MMDB_PATH) brings subdivisions.
 */
export const BLOCKED_SUBDIVISIONS = [{ country: 'DE', subdivision: 'ST' }] as const;
/** §4 "marked verified": a location verified by the device (POST /api/user/verify-location), for its IP, this long. */
export const LOCATION_VERIFIED_COOKIE = 'croupier_location';
export const LOCATION_VERIFIED_MAX_AGE_S = 30 * 24 * 3600;
/**
 * The pages' server-side API calls (Next.js in the API's process) carry the visitor's address in VISITOR_IP_HEADER,
 * vouched for by INTERNAL_TOKEN_HEADER = process.env[INTERNAL_TOKEN_ENV] (random per process, never sent to browsers),
 * so rules by address (the country block, payment methods by country) see the visitor, not 127.0.0.1.
 */
export const VISITOR_IP_HEADER = 'x-croupier-visitor-ip';
/** The host the visitor came through (mirror domains), as the API read it (TRUST_PROXY), vouched for the same way. */
export const VISITOR_HOST_HEADER = 'x-croupier-visitor-host';
/** The page's path and query as the visitor asked for it (a guest sent to sign in returns there). */
export const VISITOR_PATH_HEADER = 'x-croupier-visitor-path';
export const INTERNAL_TOKEN_HEADER = 'x-croupier-internal';
export const INTERNAL_TOKEN_ENV = 'CROUPIER_INTERNAL_TOKEN';
/** §6 The register form checks the mirror domain's registration windows again this often (its clock). */
export const REGISTRATION_CLOCK_MS = 60_000;
/** §2 "?whitelisted=1 skips the country block": remembered for the browser tab (sessionStorage). */
export const WHITELISTED_QUERY_PARAM = 'whitelisted';
/** How long the pointer, focus or a finger must rest on a link before its page is prefetched (shell/intent-link.tsx). */
export const INTENT_PREFETCH_DELAY_MS = 100;

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
/** §9 The last-used campaign param counts (sign-up, sign-in, events) only while under 7 days less an hour old. */
export const CAMPAIGN_PARAM_FRESH_MS = 7 * 86_400_000 - 3_600_000;

/**
 * §1/§7/§9 Marketing tracking: the page tells the operator's scripts (window.dataLayer and `tracking:*` window events)
 * about visits (at most once per 30 minutes; stored visit stamps older than 60 minutes are cleared), page views
 * (300 ms after a navigation, with the last 5 pages and 5 recent pages), sign-ups, deposits (a tracking id by the
 * deposit's number: 1, 2, 3, 4, 5 or more), bets, and the signed-in user's id (push-notification scripts).
 */
export const VISIT_DEDUPE_MS = 30 * 60_000;
export const VISIT_STALE_MS = 60 * 60_000;
export const PAGE_VIEW_DELAY_MS = 300;
export const PAGE_HISTORY_SIZE = 5;
export const RECENT_PAGES_SIZE = 5;
export const DEPOSIT_TRACKING_IDS = ['first_deposit', 'second_deposit', 'third_deposit', 'fourth_deposit', 'fifth_or_more_deposit'] as const;

/** Where a `globalCredit` came from: the casino's own credits, outside a game round (a game's win is a `credit`). */
export const GLOBAL_CREDIT_SOURCES = ['adjustment', 'rakeback', 'bonus', 'race', 'referral'] as const;
/** A coupon (campaign) code's longest form: the operator's coupon codes, the coupon field and the cpnc the bonus calls take. */
export const COUPON_CODE_MAX_LENGTH = 40;
/** Ledger transfer kinds the history's Other tab lists: what moves a player's money outside games and the cashier. */
export const OTHER_TRANSACTION_KINDS = [
  'adjustment',
  'rakeback',
  'race_prize',
  'referral_commission',
  'bonus_grant',
  'bonus_cash',
  'bonus_free_spins',
  'bonus_completion',
  'bonus_forfeit',
] as const;
/** §4 `globalCredit` notices (money the casino credited outside a game): how long each stays, and how many show at once. */
export const CREDIT_NOTICE_MS = 8_000;
export const CREDIT_NOTICE_MAX = 3;
/** Language chosen by the player (not detection: an explicit choice). */
export const LANGUAGE_COOKIE = 'lang';
/** The language choice is kept a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 86_400;
/** Set with `lang` when it came from a sign-in (the player's saved language), not a choice on the device. */
export const LANGUAGE_FROM_LOGIN_COOKIE = 'lang_login';

/** §9 Affiliate parameter. */
export const DEFAULT_AFFILIATE_QUERY_PARAM = 'nxafk';
export const AFFILIATE_TOKEN_STORAGE_KEY = 'nxaft';
export const DEFAULT_CURRENCY = 'EUR';

/** §5/§9 Field limits. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 255;
export const ADDRESS_MAX_LENGTH = 255;
export const CITY_MAX_LENGTH = 255;
export const ZIP_CODE_MAX_LENGTH = 32;
/** RFC 5321's limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const AFFILIATE_CODE_MAX_LENGTH = 255;
/**
 * The nickname a player shows in public instead of their name (top wins, game rounds): 3 to 20 letters, digits,
 * `_`, `.` or `-`, unique regardless of case.
 */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}_.-]+$/u;
/** The name public feeds show for a player in ghost mode (the page translates it); no nickname may be it. */
export const GHOST_DISPLAY_NAME = 'Hidden';
/** Top wins' High Rollers: bets worth at least €50 (in euro cents; other currencies by their minor_per_eur). */
export const HIGH_ROLLER_MIN_BET_EUR_CENTS = 5000;
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

/** §9 the site's `inactivitySessionTimeout` (minutes) when it is above 1, otherwise 30 minutes; in ms. */
export function inactivityTimeoutMs(setting: number | null | undefined): number {
  const minutes = typeof setting === 'number' && Number.isFinite(setting) && setting > 1 ? setting : DEFAULT_INACTIVITY_TIMEOUT_MIN;
  return minutes * 60_000;
}

/**
 * The server's inactivity backstop (not in the spec): an open page ends the session at the timeout; the server
 * ends a session that no page has reported activity for during the timeout plus this grace (a tab closed
 * without signing out, a token copied elsewhere) with USER_INACTIVITY_TIMEOUT.
 */
export const SESSION_IDLE_GRACE_MS = 5 * 60_000;
/** A page that has seen the player act tells the server at most this often (POST /api/user/activity). */
export const SESSION_ACTIVITY_REPORT_MS = 60_000;

/** §2 Themes and navigation systems. */
export const THEMES = ['curacao', 'lulu'] as const;
export type TTheme = (typeof THEMES)[number];
export const NAVIGATION_SYSTEMS = ['basic', 'panel'] as const;
export type TNavigationSystem = (typeof NAVIGATION_SYSTEMS)[number];

/** §3 KYC statuses used by profile locking. */
export const KYC_STATUSES = ['NOT_STARTED', 'PENDING', 'APPROVED', 'REJECTED', 'REQUESTED'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

/* ───────────────────────── KYC (issue #8, docs/kyc.md) ───────────────────────── */

/** KYC document types (issue #8: identity, proof of address, payment method, source of funds). */
export const KYC_DOCUMENT_TYPES = ['IDENTITY', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/**
 * Types that must be approved before the player's kycStatus is APPROVED (not in the spec: the usual
 * identity + address check; payment method and source of funds are asked for case by case).
 */
export const KYC_REQUIRED_DOCUMENT_TYPES = ['IDENTITY', 'PROOF_OF_ADDRESS'] as const satisfies readonly TKycDocumentType[];
/**
 * §3 document statuses: a new file (chosen in the browser, not uploaded yet: never stored), pending
 * review, approved, rejected, additional info required (requested).
 */
export const KYC_DOCUMENT_STATUSES = ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'REQUESTED'] as const;
export type TKycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];
/** §5/§9 Upload: at most 25 MB ('File size must be less than 25MB'); 25 MiB = 26,214,400 bytes. */
export const KYC_MAX_FILE_BYTES = 25 * 1024 * 1024;
/** §5 Upload: jpg, pdf, png ('Only jpg, pdf, png accepted'). Recognised by content; the extensions only feed the file picker. */
export const KYC_ACCEPTED_TYPES = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { mime: 'image/png', extensions: ['.png'] },
  { mime: 'application/pdf', extensions: ['.pdf'] },
] as const;
export type TKycMime = (typeof KYC_ACCEPTED_TYPES)[number]['mime'];
/** Stored documents per player, and uploads per player per hour (not in the spec: keeps one account from filling the disk). */
export const KYC_MAX_DOCUMENTS_PER_PLAYER = 50;
export const KYC_UPLOADS_PER_HOUR = 20;
/** The verification page polls while a document waits for review (not in the spec; the socket event is the fast path). */
export const KYC_PENDING_POLL_MS = 15_000;

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
 * Undelivered mail (SMTP refused or unreachable) is tried again after these delays (seconds, one per retry), within
 * its link's lifetime; a mail whose failure the player is told about is not retried.
 */
export const MAIL_RETRY_DELAYS_S = [60, 300, 900, 3600, 3 * 3600, 6 * 3600] as const;
/** How often the server looks for mail due to be tried again. */
export const MAIL_RETRY_POLL_MS = 30_000;
/** A claimed retry not finished within this (the process died while sending) is tried again after it. */
export const MAIL_RETRY_LEASE_S = 600;

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

/* ───────────────────────── Cashier (issue #5) ───────────────────────── */

/** §4/§9 Deposit amount picker: starts at 25; presets 25/50/100. */
export const DEPOSIT_AMOUNT_DEFAULT = 25;
export const DEPOSIT_AMOUNT_PRESETS = [25, 50, 100] as const;
/** §4 up steps by 1 up to 30 and by 5 above; down steps by 5 above 30 and by 1 otherwise; never below 0. */
export const DEPOSIT_STEP_THRESHOLD = 30;
export const DEPOSIT_STEP_SMALL = 1;
export const DEPOSIT_STEP_LARGE = 5;
export function stepDepositAmountUp(value: number): number {
  const v = Math.max(0, value);
  return v < DEPOSIT_STEP_THRESHOLD ? v + DEPOSIT_STEP_SMALL : v + DEPOSIT_STEP_LARGE;
}
export function stepDepositAmountDown(value: number): number {
  const v = value > DEPOSIT_STEP_THRESHOLD ? value - DEPOSIT_STEP_LARGE : value - DEPOSIT_STEP_SMALL;
  return Math.max(0, v);
}

/** §5/§9 Card form: CVC exactly 3 digits; expiry MM/YY. */
export const CARD_CVC_LENGTH = 3;
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** §5/§9 Withdrawal bank code (IFSC) 8 to 15 characters. */
export const IFSC_MIN_LENGTH = 8;
export const IFSC_MAX_LENGTH = 15;

/** §9 Fewer than 5 visible payment methods show as full-width tiles. */
export const PAYMENT_FULL_WIDTH_BELOW = 5;
/** §4 Alternative method: the card-form method for these names, otherwise the method called carouseller. */
export const ALTERNATIVE_METHOD_CARD_NAMES = ['visa', 'master', 'mastercard', 'card', 'cards'] as const;
export const ALTERNATIVE_METHOD_FALLBACK_NAME = 'carouseller';
/** §2 Event logged by the deposit result modals' secondary button (POST /api/user/log-event). */
export const ALTERNATIVE_METHOD_EVENT = 'ALTERNATIVE_METHOD_BUTTON';
/** §2 Deposit result modal values of `?modal=` (the query `met` names the payment method). */
export const DEPOSIT_RESULT_MODALS = [
  'deposit-failed',
  'deposit-return',
  'deposit-decline',
  'deposit-cancel',
  'deposit-pending',
  'deposit-success',
  'deposit-3ds-success',
] as const;
export type TDepositResultModal = (typeof DEPOSIT_RESULT_MODALS)[number];

/** §9 Example provider range: TRY deposits from 5 to 100000 (major units). */
export const PROVIDER_LIMIT_EXAMPLES = { TRY: { min: 5, max: 100_000 } } as const;

/** §3 Limit periods daily(0) / weekly(1) / monthly(2); used by deposit limits and the automatic-withdrawal allowance. */
export const LIMIT_PERIODS = { day: 0, week: 1, month: 2 } as const;
export type TLimitPeriodName = keyof typeof LIMIT_PERIODS;
export type TLimitPeriod = (typeof LIMIT_PERIODS)[TLimitPeriodName];
export const LIMIT_PERIOD_NAMES: Record<TLimitPeriod, TLimitPeriodName> = { 0: 'day', 1: 'week', 2: 'month' };
/** Rolling window length of each limit period (not in the spec: rolling 24 h / 7 d / 30 d windows). */
export const LIMIT_PERIOD_SECONDS: Record<TLimitPeriod, number> = { 0: 86_400, 1: 7 * 86_400, 2: 30 * 86_400 };
/** Raising a deposit limit takes effect after this delay; lowering it is immediate (not in the spec: common regulator practice). */
export const DEPOSIT_LIMIT_INCREASE_DELAY_S = 24 * 3600;

/**
 * §4 UPI QR codes expire after a time-out (value not shown in the spec): 5 minutes.
 * After that the order is expired and the player must retry (a new QR).
 */
export const UPI_QR_TTL_S = 5 * 60;
/**
 * How long an unfinished deposit waits for the player (a payment page, a 3-D Secure step, a crypto invoice) when its
 * provider gives no time of its own; then it expires (expire-deposits.ts): it no longer counts against the deposit
 * limits, and a payment that arrives after all is still credited.
 */
export const DEPOSIT_ACTION_TTL_S = 60 * 60;
/** A bank transfer's reference waits this long for the money (transfers take days). */
export const BANK_TRANSFER_TTL_S = 5 * 24 * 3600;
/**
 * Payment webhooks: the signed timestamp may differ from the server clock by at
 * most this much (not in the spec: Stripe's default tolerance of 5 minutes).
 */
export const PAYMENT_WEBHOOK_TOLERANCE_S = 5 * 60;
/** Headers of a signed payment webhook: HMAC-SHA256(secret, `${timestamp}.${rawBody}`) in hex. */
export const PAYMENT_WEBHOOK_TIMESTAMP_HEADER = 'x-croupier-timestamp';
export const PAYMENT_WEBHOOK_SIGNATURE_HEADER = 'x-croupier-signature';
/**
 * Deposit wagering before withdrawal (§4 "before deposit wagering is done"; the
 * multiple is not shown): each deposit must be wagered once (1×, the usual AML turnover rule).
 */
export const DEPOSIT_WAGER_MULTIPLIER = 1;
/** Automatic withdrawals wait this long before the payout is sent, so the player can still cancel (not in the spec). */
export const WITHDRAWAL_REVERSAL_WINDOW_S = 60;
/**
 * A payout sent without a known outcome (the provider's answer was lost: a timeout, a crash between claiming it and
 * hearing back) is sent again, with the same id, after this long (not in the spec).
 */
export const PAYOUT_RESEND_AFTER_S = 5 * 60;

/** Limit kinds a player sets (spec §3: deposit, loss, bets, session time; plus max bet per round and the monthly winnings limit). */
export const LIMIT_KINDS = ['deposit', 'loss', 'bet', 'maxBet', 'monthlyWinnings', 'sessionTime'] as const;
export type TLimitKind = (typeof LIMIT_KINDS)[number];
/** Kinds that have a period (0 day, 1 week, 2 month); the others are stored with period 0. */
export const PERIODIC_LIMIT_KINDS = ['deposit', 'loss', 'bet'] as const satisfies readonly TLimitKind[];
/** Removing these asks the player to contact support, and needs a high loyalty level (spec §4); raising them waits 24 hours. */
export const SUPPORT_ONLY_REMOVAL_KINDS = ['bet', 'maxBet', 'monthlyWinnings'] as const satisfies readonly TLimitKind[];

/** Spec §9: session limit minimum 10 minutes (1 hour, 1 day by unit), maximum 720 hours or 30 days. */
export const SESSION_LIMIT_UNITS = ['minutes', 'hours', 'days'] as const;
export const SESSION_LIMIT_RANGE: Record<(typeof SESSION_LIMIT_UNITS)[number], { min: number; max: number; minutes: number }> = {
  minutes: { min: 10, max: 720 * 60, minutes: 1 },
  hours: { min: 1, max: 720, minutes: 60 },
  days: { min: 1, max: 30, minutes: 1440 },
};
/**
 * Session time limit across sessions: time signed in counts towards the limit until the player takes a break as
 * long as the limit, at most this long (docs/protection.md). Signing out and in again does not restart the clock.
 */
export const SESSION_LIMIT_BREAK_MAX_MINUTES = 24 * 60;

/** §5 "standard email pattern" (the WHATWG one browsers use for type=email). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Refer-a-friend (docs/referrals.md): a link `/?ref=<code>` (8 characters, no 0/O/1/I); the browser keeps the
 * code for REFERRAL_MAX_AGE_DAYS and sends it with the sign-up, and counts one visit per code.
 */
export const REFERRAL_QUERY_PARAM = 'ref';
export const REFERRAL_STORAGE_KEY = 'croupier_ref';
export const REFERRAL_MAX_AGE_DAYS = 30;
export const REFERRAL_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;

/**
 * Local-storage key of the browser's device id, sent as the sign-up and login payloads' uidToken (fraud checks:
 * self-referrals, duplicate accounts for bonuses). Strictly necessary, so kept without marketing consent.
 */
export const DEVICE_ID_STORAGE_KEY = 'croupier.device';

/**
 * Live chat with support (docs/chat.md): a player's message is at most CHAT_MESSAGE_MAX_LENGTH characters (an
 * agent's at most CHAT_AGENT_MESSAGE_MAX_LENGTH), a page of the thread holds CHAT_PAGE_SIZE messages, and a player
 * may send CHAT_SEND_PER_MINUTE messages a minute.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_AGENT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_SEND_PER_MINUTE = 10;
/** The name an agent answers as (`chat reply --as`), at most this long. */
export const CHAT_AGENT_NAME_MAX_LENGTH = 40;
/** The composer shows how many characters are left from this many on. */
export const CHAT_COUNTER_FROM = 100;
/** Control characters a chat message may not hold (all of C0 and C1 but tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CHAT_FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Add-to-home-screen prompt (docs/install.md): offered once the visitor has opened INSTALL_PROMPT_AFTER_PAGES pages
 * in a visit, never on game pages; "Not now" puts it away for INSTALL_PROMPT_SNOOZE_DAYS days.
 */
export const INSTALL_PROMPT_AFTER_PAGES = 2;
export const INSTALL_PROMPT_SNOOZE_DAYS = 30;
export const INSTALL_SNOOZE_STORAGE_KEY = 'croupier.install.snoozedUntil';
/** Pages opened in this visit (sessionStorage). */
export const INSTALL_PAGES_STORAGE_KEY = 'croupier.install.pages';
/** The event the inline capture script sends when the browser offers to install the app. */
export const INSTALL_AVAILABLE_EVENT = 'croupier:installable';

/**
 * Onboarding tour (docs/install.md): offered once to a player who has just signed up (TOUR_OFFER_STORAGE_KEY holds
 * their id), and from the account menu at any time (TOUR_START_EVENT).
 */
export const TOUR_OFFER_STORAGE_KEY = 'croupier.tour.offer';
export const TOUR_START_EVENT = 'croupier:tour';

/**
 * §6 tracking scripts: who gets one ('any' always; 'guest' visitors; 'user' signed-in players; 'depositor' players
 * with a deposit). The operator tool's `scripts set` keeps a script's HTML parts within the length below.
 */
export const SCRIPT_AUDIENCES = ['any', 'guest', 'user', 'depositor'] as const;
export type TScriptAudience = (typeof SCRIPT_AUDIENCES)[number];
export const SCRIPT_HTML_MAX_LENGTH = 10_000;

/** §3 the lobby's order when the player chose none: the "New" category newest first, everything else most popular. */
export function defaultGameSort(category: string | null | undefined): 'newest' | 'popular' {
  return category === 'new' ? 'newest' : 'popular';
}
