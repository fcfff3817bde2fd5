import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Sites (the main site and its mirror domains) with their app settings (§3). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
  registrationConfigs: jsonb('registration_configs').notNull().default(sql`'[]'::jsonb`).$type<unknown[]>(),
  loginAfterSignUp: boolean('login_after_sign_up').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  flag: text('flag').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  exponent: smallint('exponent').notNull(),
  isCrypto: boolean('is_crypto').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Loyalty: minor units of real-money stake per point (docs/loyalty.md); null earns no points. */
  loyaltyMinorPerPoint: bigint('loyalty_minor_per_point', { mode: 'bigint' }),
  /** Minor units worth about one euro: game bet limits (set in euro cents) are scaled by it; null: one major unit per euro. */
  minorPerEur: bigint('minor_per_eur', { mode: 'number' }),
}, (t) => [check('currencies_minor_per_eur_positive', sql`${t.minorPerEur} IS NULL OR ${t.minorPerEur} BETWEEN 1 AND 100000000`)]);

/** §7 registration fields: value 0 hides a field, 1 required, 2 optional. */
export const registrationFields = pgTable('registration_fields', {
  key: text('key').primaryKey(),
  value: smallint('value').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email'),
    username: text('username'),
    phoneCode: text('phone_code'),
    phone: text('phone'),
    /** +E.164 identity of the phone number, unique when present. */
    phoneE164: text('phone_e164'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryCode: text('country_code'),
    currencyCode: text('currency_code').notNull().default('EUR'),
    gender: text('gender').notNull().default('Not to say'),
    nickname: text('nickname'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    kycStatus: text('kyc_status').notNull().default('NOT_STARTED'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    preferredLanguage: text('preferred_language'),
    siteId: integer('site_id').references(() => sites.id),
    linkedAccountUuid: uuid('linked_account_uuid'),
    /** Sign-up marketing and device fields (§3 sign-up payload). */
    signup: jsonb('signup').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    newsLetter: boolean('news_letter').notNull().default(false),
    isSelfExclusionPermanent: boolean('is_self_exclusion_permanent').notNull().default(false),
    selfExclusionUntil: ts('self_exclusion_until'),
    lockedAt: ts('locked_at'),
    /** Ghost mode: shown as "Hidden" in public feeds (top wins). */
    isGhostMode: boolean('is_ghost_mode').notNull().default(false),
    /** Refer-a-friend: the player whose referral code this player signed up with (docs/referrals.md). */
    referredBy: uuid('referred_by'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_nickname_lower_uq').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_phone_e164_uq').on(t.phoneE164),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    countryCode: text('country_code'),
    userAgent: text('user_agent'),
    /** The browser's device id (the sign-up and login payloads' uidToken; docs/referrals.md, self-referrals). */
    deviceId: text('device_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
    endReason: text('end_reason'),
    /**
     * Session time limit: the seconds the player had already been signed in, in the same stretch of play, when this
     * session began (docs/protection.md "Session time limit"); the session ends once that plus its own time reaches the limit.
     */
    limitUsedBeforeS: integer('limit_used_before_s').notNull().default(0),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.createdAt),
    // The idle-session sweep reads live sessions by their last activity.
    index('sessions_live_last_seen_idx').on(t.lastSeenAt).where(sql`${t.endedAt} IS NULL`),
  ],
);

/** Failed sign-in attempts for brute-force throttling (per IP, per account and IP, per account). */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_failures_account_idx').on(t.accountKey, t.createdAt), index('auth_failures_ip_idx').on(t.ip, t.createdAt)],
);

/** Single-use captcha solutions (replay protection). */
export const captchaUses = pgTable('captcha_uses', {
  challenge: text('challenge').primaryKey(),
  usedAt: ts('used_at').notNull().defaultNow(),
});

/** Email verification and password reset tokens (hashed, single use). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
);

/** Outgoing mail; kept as the outbox in embedded mode, and as a log with SMTP. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** The last delivery error. */
    error: text('error'),
    /** Delivery attempts so far (0: never tried, e.g. no SMTP configured). */
    attempts: integer('attempts').notNull().default(0),
    /** When an undelivered mail is tried again; null: not again (sent, given up, superseded or never retried). */
    nextAttemptAt: ts('next_attempt_at'),
    /** Retried until then at the latest (its link's lifetime); null: a failure is reported to the player instead. */
    retryUntil: ts('retry_until'),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.nextAttemptAt} IS NOT NULL`),
  ],
);

/** §3 linked account data offered to players arriving through a linked account. */
export const linkedAccounts = pgTable('linked_accounts', {
  uuid: uuid('uuid').primaryKey(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  address: text('address'),
  zipCode: text('zip_code'),
  city: text('city'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  phoneCode: text('phone_code'),
  phone: text('phone'),
  consumedBy: uuid('consumed_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** §3 tracking scripts. */
export const trackingScripts = pgTable('tracking_scripts', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  head: text('head').notNull().default(''),
  bodyStart: text('body_start').notNull().default(''),
  bodyEnd: text('body_end').notNull().default(''),
  /** 'any' | 'guest' | 'user' | 'depositor' */
  audience: text('audience').notNull().default('any'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** §7 log-event (marketing and UI events). */
export const eventLog = pgTable('event_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  event: text('event').notNull(),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Secrets generated once for embedded mode (HMAC keys). */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
