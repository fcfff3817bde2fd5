/**
 * Bonuses (issue #6): definitions, the promotions listing, activation, coupons, the player's bonuses.
 * Money in the player API is in major units (numbers); definitions store integer minor units per currency.
 * Details: docs/bonuses.md.
 *
 * Routes (all answer `{ data: … }`; refusals `{ errorCode, message, reference? }`):
 *
 * | method and path                                  | auth | request                          | response data |
 * |--------------------------------------------------|------|----------------------------------|---------------|
 * | GET  /api/admin/get-all-bonus                    | opt. | ZGetAllBonusQuery (spec §7)      | ZGetAllBonusResponse: bonus.count, bonus.rows (banner.bannerTitle) |
 * | POST /api/user/bonus/activate                    | ✓    | ZActivateBonusRequest            | ZPlayerBonusResponse (+ message) |
 * | POST /api/user/bonus/check                       | ✓    | ZActivateBonusRequest            | ZCheckBonusResponse: canActivate, code, willCancel |
 * | POST /api/user/bonus/cancel                      | ✓    | ZCancelBonusRequest              | ZPlayerBonusResponse (+ message) |
 * | POST /api/user/bonus/coupon                      | ✓    | ZApplyCouponRequest              | ZApplyCouponResponse (applied / not applied / already redeemed) |
 * | GET  /api/user/bonuses?status&limit&pageNo       | ✓    | ZPlayerBonusesQuery              | ZPlayerBonusesResponse: count, rows, active, activeFreeSpins, last, balances |
 * | GET  /api/user/deposit/bonuses?currencyCode      | ✓    | –                                | ZDepositBonusesResponse (cashier contract): the deposit offers the player may take |
 */
import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH } from '../constants';
import { MSG } from '../messages';
import { emptyToNull, zCountryCode, zCurrencyCode, zLocaleTexts } from './common';

/* ───────────── constants (spec §3, §8, §9) ───────────── */

/** §9 Default page size for bonus lists. */
export const BONUS_PAGE_SIZE = 24;
/** Largest page a client may ask for (not in the spec). */
export const BONUS_PAGE_SIZE_MAX = 100;
/** §9 Banner titles are cut at 35 characters, then "..." (calendar). */
export const BONUS_TITLE_MAX_SHOWN = 35;
/** §3 Bonus types (no deposit, free spins, instant cashback, deposit) plus the rakeback calendar's percent (issue #7). */
export const BONUS_TYPES = ['NO_DEPOSIT', 'FREE_SPINS', 'INSTANT_CASHBACK', 'DEPOSIT', 'RAKEBACK'] as const;
export type TBonusType = (typeof BONUS_TYPES)[number];
/**
 * §3 Wagering types. REAL_TO_FUN: stakes come from real money first, then bonus money, and both count
 * towards wagering. REAL_MONEY_ONLY: the bonus money stays locked (bets take only real money) and only
 * real-money stakes count; when wagering is done the bonus is released as cash.
 */
export const WAGERING_TYPES = ['REAL_TO_FUN', 'REAL_MONEY_ONLY'] as const;
export type TWageringType = (typeof WAGERING_TYPES)[number];
/** What the wagering multiplier multiplies: the bonus, or the bonus plus the deposit that earned it. */
export const WAGER_BASES = ['BONUS', 'BONUS_DEPOSIT'] as const;
export type TWagerBase = (typeof WAGER_BASES)[number];
/** §3 calendar days, MON..SUN (valid days of week of a bonus). */
export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type TWeekDay = (typeof WEEK_DAYS)[number];
/** How an instant cashback is paid: to the bonus balance at once, or through the rakeback calendar (ADD_TO_CALENDAR). */
export const CASHBACK_PAYOUTS = ['INSTANT', 'CALENDAR'] as const;
export type TCashbackPayout = (typeof CASHBACK_PAYOUTS)[number];
/** Game kinds a contribution can be set for (game_details.kind). */
export const BONUS_GAME_KINDS = ['slot', 'dice', 'plinko', 'live', 'table', 'other'] as const;
/** Default contribution per game kind, percent of the stake that counts towards wagering. */
export const DEFAULT_BONUS_CONTRIBUTIONS: Record<string, number> = { slot: 100, dice: 20, plinko: 20, live: 10, table: 10, other: 0 };

/**
 * §4 Bonus states: activate → active → completed (wagering done: cash paid, or nothing when lost) /
 * cancelled. Croupier also records `pending` (chosen with a deposit that has not arrived), `lost` (bonus
 * balance fell to zero), `expired` (its days ran out) and `paid` (an instant cashback paid at once).
 */
export const PLAYER_BONUS_STATUSES = ['pending', 'active', 'completed', 'lost', 'cancelled', 'expired', 'paid'] as const;
export type TPlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];
export const FINAL_PLAYER_BONUS_STATUSES: readonly TPlayerBonusStatus[] = ['completed', 'lost', 'cancelled', 'expired', 'paid'];

/** §8 Bonus activation codes, each produced by its real condition (docs/bonuses.md). */
export const BONUS_ACTIVATION_CODES = [
  'REGISTRATION_BONUS',
  'MAXIMUM_PARTICIPANTS',
  'RETRY_PERIOD',
  'DAYS_VALID',
  'UNIFIED_ERROR',
  'DEPOSITS_NUMBER',
  'DEPOSITS_NUMBER2',
  'ACTIVE_FREE_SPINS',
  'ACTIVE_BONUS',
  'CANCELLED',
  'NO_CASHBACK',
  'ADD_TO_CALENDAR',
  'REQUIRED_EMAIL_VERIFICATION',
  'VALID_ON_DAYS',
  'START_TIME_ERROR',
  'END_TIME_ERROR',
  'BONUS_FRAUD',
  'CASHBACK_NEED_DEPOSIT',
] as const;
export type TBonusActivationCode = (typeof BONUS_ACTIVATION_CODES)[number];

/** The message key of each activation code (spec §8; English texts in locales/en.json). */
export const BONUS_ACTIVATION_MESSAGES: Record<TBonusActivationCode, string> = {
  REGISTRATION_BONUS: 'bonus.error.registration',
  MAXIMUM_PARTICIPANTS: 'bonus.error.maximum.participants',
  RETRY_PERIOD: 'bonus.error.retry.period',
  DAYS_VALID: 'bonus.error.days.valid',
  UNIFIED_ERROR: 'bonus.error.unified',
  DEPOSITS_NUMBER: 'bonus.error.deposits.number',
  DEPOSITS_NUMBER2: 'bonus.error.deposits.number2',
  ACTIVE_FREE_SPINS: 'bonus.error.active.free.spins',
  ACTIVE_BONUS: 'bonus.error.active.bonus',
  CANCELLED: 'bonus.error.cancelled',
  NO_CASHBACK: 'bonus.error.no.cashback',
  ADD_TO_CALENDAR: 'bonus.error.add.to.calendar',
  REQUIRED_EMAIL_VERIFICATION: 'bonus.error.email.verification',
  VALID_ON_DAYS: 'bonus.error.valid.on.days',
  START_TIME_ERROR: 'bonus.error.start.time',
  END_TIME_ERROR: 'bonus.error.end.time',
  BONUS_FRAUD: 'bonus.error.fraud',
  CASHBACK_NEED_DEPOSIT: 'bonus.error.cashback.need.deposit',
};

/** §3 "Bonus error reference is built from promotion id, user id and user bonus id" (UNIFIED_ERROR). */
export function bonusErrorReference(promotionId: string, userId: string, userBonusId: string | null): string {
  return [promotionId, userId, userBonusId ?? '0'].join('-');
}

/** Cuts a banner title for the calendar (§9: 35 characters, then "..."). */
export function cutBonusTitle(title: string): string {
  return title.length > BONUS_TITLE_MAX_SHOWN ? `${title.slice(0, BONUS_TITLE_MAX_SHOWN)}...` : title;
}

/* ───────────── definitions (what the operator manages) ───────────── */

/** Amounts of a definition in one currency, integer minor units as decimal strings (JSON has no bigint). */
export const ZBonusCurrencyAmounts = z.object({
  /** NO_DEPOSIT / INSTANT_CASHBACK fixed amount; DEPOSIT: a fixed bonus added to the percentage (usually 0). */
  fixedAmount: z.string().regex(/^\d+$/).default('0'),
  /** DEPOSIT: cap of the matched bonus (e.g. "up to 1000 EUR"). */
  maxBonus: z.string().regex(/^\d+$/).nullable().default(null),
  /** DEPOSIT: smallest deposit that takes the bonus (e.g. "deposit from 100 EUR"). */
  minDeposit: z.string().regex(/^\d+$/).default('0'),
  /** Bonus bet limit: the largest stake while wagering. */
  maxBet: z.string().regex(/^\d+$/).nullable().default(null),
  /** Largest cash paid out when wagering completes (the rest is forfeited). */
  maxCashout: z.string().regex(/^\d+$/).nullable().default(null),
  /** FREE_SPINS: the fixed bet of each spin. */
  freeSpinBet: z.string().regex(/^\d+$/).default('0'),
  /** INSTANT_CASHBACK: the smallest net loss that earns a cashback (NO_CASHBACK below it). */
  minLoss: z.string().regex(/^\d+$/).default('0'),
  /** INSTANT_CASHBACK: the largest cashback paid. */
  maxCashback: z.string().regex(/^\d+$/).nullable().default(null),
});
export type TBonusCurrencyAmounts = z.infer<typeof ZBonusCurrencyAmounts>;

/**
 * Amounts a bonus text may name as `{name}` ("up to {maxBonus}"): each viewer reads it in their own currency, written
 * with its symbol in their language ("€1,000", "₺40.000"), so one text serves every currency of the offer.
 */
export const BONUS_TEXT_AMOUNTS = ['fixedAmount', 'maxBonus', 'minDeposit', 'maxBet', 'maxCashout', 'freeSpinBet', 'minLoss', 'maxCashback'] as const;
export type TBonusTextAmount = (typeof BONUS_TEXT_AMOUNTS)[number];
/** The `{name}` placeholders of a bonus text, in order. */
export const bonusTextPlaceholders = (text: string): string[] => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]!);
export const isBonusTextAmount = (name: string): name is TBonusTextAmount => (BONUS_TEXT_AMOUNTS as readonly string[]).includes(name);

/** Texts of one locale: banner title (spec §3 banner.bannerTitle), description, terms. */
export const ZBonusContent = z.object({
  bannerTitle: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  terms: z.string().max(20000).default(''),
});
export type TBonusContent = z.infer<typeof ZBonusContent>;

const zPercent = z.number().min(0).max(1000);
/** A share of the player's NGR: 0–100 with at most 4 decimals (stored as numeric(8,4); more would be paid as nothing). */
const zNgrPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => /^\d{1,3}(\.\d{1,4})?$/.test(String(v)), 'at most 4 decimals');
const zTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/**
 * A bonus definition: every rule of issue #6 "Bonus definitions". Used by the operator tool
 * (`bonuses create --json`) and stored in `bonuses` + `bonus_currency_amounts`.
 */
export const ZBonusDefinition = z.object({
  bonusId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/),
  type: z.enum(BONUS_TYPES),
  isActive: z.boolean().default(true),
  /** Listing order: lower first. */
  sortOrder: z.number().int().default(0),
  /** Texts per locale; `en` is required and the fallback. */
  content: zLocaleTexts(ZBonusContent).refine((c) => !!c.en, { message: 'content.en required' }),
  imageUrl: z.string().max(500).nullable().default(null),
  wageringType: z.enum(WAGERING_TYPES).default('REAL_TO_FUN'),
  /** Wagering multiplier (35 means 35× the base); 0 = no wagering (paid as cash at once). */
  wagerMultiplier: z.number().min(0).max(1000).default(0),
  wagerBase: z.enum(WAGER_BASES).default('BONUS'),
  /** DEPOSIT: percent of the deposit given as bonus (100 = matched). */
  percent: zPercent.default(0),
  /** Per-currency amounts; the bonus is offered only in these currencies. */
  amounts: z.record(zCurrencyCode, ZBonusCurrencyAmounts),
  /** Eligible games: none listed = every bonus-compatible game; excluded ones never count. */
  eligibleGameIds: z.array(z.string()).default([]),
  excludedGameIds: z.array(z.string()).default([]),
  /** Contribution per game kind in percent of the stake (slot 100, live 10, …). */
  contributions: z.record(z.string(), zPercent).default(DEFAULT_BONUS_CONTRIBUTIONS),
  /** Days the bonus stays valid after activation (expiry); null = no expiry. */
  daysValid: z.number().int().min(1).max(3650).nullable().default(null),
  /** Days of week it can be taken (player's time zone); empty = every day. */
  validDays: z.array(z.enum(WEEK_DAYS)).default([]),
  /** Daily window it can be taken in (player's time zone), HH:MM; null = from midnight / until midnight. */
  startTime: zTimeOfDay.nullable().default(null),
  endTime: zTimeOfDay.nullable().default(null),
  /** Campaign dates (UTC, ISO); null = open. */
  startsAt: z.string().datetime().nullable().default(null),
  endsAt: z.string().datetime().nullable().default(null),
  /** Registration window: only players registered within this many days may take it (REGISTRATION_BONUS). */
  registrationWindowDays: z.number().int().min(1).nullable().default(null),
  /** Most players that may ever take it (MAXIMUM_PARTICIPANTS); null = no limit. */
  maxParticipants: z.number().int().min(1).nullable().default(null),
  /** Hours before the same player may take it again; null = once per player (RETRY_PERIOD). */
  retryPeriodHours: z.number().int().min(1).nullable().default(null),
  /** DEPOSIT: the deposit it matches (1 = first deposit); null = any (DEPOSITS_NUMBER). */
  depositNumber: z.number().int().min(1).nullable().default(null),
  /** Successful deposits the player must have made before taking it (DEPOSITS_NUMBER2). */
  requiredDeposits: z.number().int().min(0).default(0),
  /** Country rules (player's country): allowed (empty = all), restricted. */
  allowedCountries: z.array(zCountryCode).default([]),
  restrictedCountries: z.array(zCountryCode).default([]),
  /** Coupon code (cpnc): a coupon bonus is listed only to whoever sends its code, and taken by entering it. */
  couponCode: z.string().min(3).max(COUPON_CODE_MAX_LENGTH).nullable().default(null),
  /** Needs a verified email (also required for every bonus by the site setting verifyEmailOnBonusActivation). */
  requiresEmailVerification: z.boolean().default(false),
  /** FREE_SPINS: number of spins and the games they are played on (in-house provider). */
  freeSpins: z.number().int().min(0).max(10000).default(0),
  freeSpinGameIds: z.array(z.string()).default([]),
  /** Multiplies a free-spin win when it converts to bonus money (1 = none). */
  winBoost: z.number().min(1).max(100).default(1),
  /** INSTANT_CASHBACK: percent of net losses over the period, paid instantly or via the calendar. */
  cashbackPercent: zPercent.default(0),
  cashbackPeriodHours: z.number().int().min(1).max(24 * 31).default(24 * 7),
  cashbackRequiresDeposit: z.boolean().default(false),
  cashbackPayout: z.enum(CASHBACK_PAYOUTS).default('INSTANT'),
  /** RAKEBACK (issue #7): percent of NGR returned through the calendar, optionally per loyalty level. */
  rakebackPercent: zNgrPercent.default(0),
  rakebackPercentByLevel: z.record(z.string(), zNgrPercent).default({}),
}).superRefine((d, ctx) => {
  // A text's {amount} must name an amount, set in every currency of the offer (a "{maxBet}" with no bet limit would
  // reach players as it is).
  const used = new Set<string>();
  for (const [lng, c] of Object.entries(d.content)) {
    for (const field of ['bannerTitle', 'description', 'terms'] as const) {
      for (const name of bonusTextPlaceholders(c?.[field] ?? '')) {
        if (isBonusTextAmount(name)) used.add(name);
        else ctx.addIssue({ code: 'custom', path: ['content', lng, field], message: `{${name}} is not an amount: use ${BONUS_TEXT_AMOUNTS.map((a) => `{${a}}`).join(', ')}` });
      }
    }
  }
  for (const [currency, amounts] of Object.entries(d.amounts)) {
    for (const name of used) {
      if (amounts[name as TBonusTextAmount] === null) ctx.addIssue({ code: 'custom', path: ['amounts', currency, name], message: `{${name}} is in the texts but has no amount in ${currency}` });
    }
  }
});
export type TBonusDefinition = z.infer<typeof ZBonusDefinition>;
export type TBonusDefinitionInput = z.input<typeof ZBonusDefinition>;

/* ───────────── GET /api/admin/get-all-bonus (spec §7) ───────────── */

const zBoolQuery = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

export const ZGetAllBonusQuery = z.object({
  /** Bonus type filter. */
  type: z.preprocess(emptyToNull, z.enum(BONUS_TYPES).nullable().optional()),
  limit: z.coerce.number().int().min(1).max(BONUS_PAGE_SIZE_MAX).default(BONUS_PAGE_SIZE),
  /** 1-based page. */
  pageNo: z.coerce.number().int().min(1).default(1),
  /** Lists the offers valid at this moment (ISO date-time; the calendar's 7-day lookup); default now. */
  calendarDateTime: z.preprocess(emptyToNull, z.string().max(40).nullable().optional()),
  /** Locale of the texts (English fallback). */
  language: z.preprocess(emptyToNull, z.string().max(8).nullable().optional()),
  /** Coupon code: adds the coupon bonus of that code to the list. */
  cpnc: z.preprocess(emptyToNull, z.string().max(COUPON_CODE_MAX_LENGTH).nullable().optional()),
  /** Day of week to list for (MON..SUN or 0–6, 0 = Sunday); default: the day of calendarDateTime in timeZone. */
  dayOfWeek: z.preprocess(emptyToNull, z.string().max(3).nullable().optional()),
  /** IANA time zone of the player (valid days and time windows); default UTC. */
  timeZone: z.preprocess(emptyToNull, z.string().max(64).nullable().optional()),
  /** true: deposit bonuses only (the cashier); false: all but deposit bonuses. */
  isDeposit: z.preprocess(emptyToNull, zBoolQuery.nullable().optional()),
  countryCode: z.preprocess(emptyToNull, zCountryCode.nullable().optional()),
  currencyCode: z.preprocess(emptyToNull, zCurrencyCode.nullable().optional()),
});
export type TGetAllBonusQuery = z.infer<typeof ZGetAllBonusQuery>;

/** A listed offer (major units of `currency`). */
export const ZBonusRow = z.object({
  bonusId: z.string(),
  /** The promotion id (= bonusId): the first part of an error reference. */
  promotionId: z.string(),
  type: z.enum(BONUS_TYPES),
  isDeposit: z.boolean(),
  title: z.string(),
  banner: z.object({ bannerTitle: z.string(), description: z.string(), imageUrl: z.string().nullable() }),
  terms: z.string(),
  language: z.string(),
  currency: z.string(),
  wageringType: z.enum(WAGERING_TYPES),
  wagerMultiplier: z.number(),
  wagerBase: z.enum(WAGER_BASES),
  percent: z.number(),
  fixedAmount: z.number(),
  maxBonus: z.number().nullable(),
  minDeposit: z.number(),
  maxBet: z.number().nullable(),
  maxCashout: z.number().nullable(),
  freeSpins: z.number().int(),
  freeSpinBet: z.number(),
  freeSpinGameIds: z.array(z.string()),
  winBoost: z.number(),
  eligibleGameIds: z.array(z.string()),
  excludedGameIds: z.array(z.string()),
  contributions: z.record(z.string(), z.number()),
  daysValid: z.number().int().nullable(),
  validDays: z.array(z.enum(WEEK_DAYS)),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  registrationWindowDays: z.number().int().nullable(),
  maxParticipants: z.number().int().nullable(),
  participants: z.number().int(),
  retryPeriodHours: z.number().int().nullable(),
  depositNumber: z.number().int().nullable(),
  requiredDeposits: z.number().int(),
  allowedCountries: z.array(z.string()),
  restrictedCountries: z.array(z.string()),
  currencies: z.array(z.string()),
  /** A coupon bonus (listed because its code was sent); the code itself is never listed. */
  isCoupon: z.boolean(),
  requiresEmailVerification: z.boolean(),
  cashbackPercent: z.number(),
  cashbackPeriodHours: z.number().int(),
  cashbackRequiresDeposit: z.boolean(),
  cashbackPayout: z.enum(CASHBACK_PAYOUTS),
  minLoss: z.number(),
  maxCashback: z.number().nullable(),
  rakebackPercent: z.number(),
  rakebackPercentByLevel: z.record(z.string(), z.number()),
});
export type TBonusRow = z.infer<typeof ZBonusRow>;

export const ZGetAllBonusResponse = z.object({
  data: z.object({ bonus: z.object({ count: z.number().int(), rows: z.array(ZBonusRow) }) }),
});
export type TGetAllBonusResponse = z.infer<typeof ZGetAllBonusResponse>;

/* ───────────── the player's bonuses ───────────── */

/** A bonus the player took (major units). */
export const ZPlayerBonus = z.object({
  /** The user bonus id (last part of an error reference). */
  userBonusId: z.string(),
  bonusId: z.string(),
  type: z.enum(BONUS_TYPES),
  title: z.string(),
  status: z.enum(PLAYER_BONUS_STATUSES),
  currency: z.string(),
  wageringType: z.enum(WAGERING_TYPES),
  /** Bonus money granted so far (deposit match, no-deposit amount, converted free-spin wins). */
  bonusAmount: z.number(),
  depositAmount: z.number(),
  /** Wagering: required, done, left (major units) and percent done. */
  wagerRequired: z.number(),
  wagered: z.number(),
  wagerRemaining: z.number(),
  progress: z.number(),
  maxBet: z.number().nullable(),
  maxCashout: z.number().nullable(),
  freeSpinsTotal: z.number().int(),
  freeSpinsLeft: z.number().int(),
  freeSpinBet: z.number(),
  freeSpinGameIds: z.array(z.string()),
  freeSpinsWin: z.number(),
  winBoost: z.number(),
  /** Cash paid on completion, bonus money forfeited at the end. */
  cashPaid: z.number(),
  forfeited: z.number(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TPlayerBonus = z.infer<typeof ZPlayerBonus>;

/** §3 Balances: real money, bonus, wager (left on the active bonus), deposit wager (left on deposits), rollover (total staked). */
export const ZBonusBalances = z.object({
  currency: z.string(),
  realMoney: z.number(),
  bonus: z.number(),
  wager: z.number(),
  depositWager: z.number(),
  rollover: z.number(),
});
export type TBonusBalances = z.infer<typeof ZBonusBalances>;

export const ZPlayerBonusesQuery = z.object({
  status: z.preprocess(emptyToNull, z.enum(['all', 'active', 'history']).nullable().optional()),
  limit: z.coerce.number().int().min(1).max(BONUS_PAGE_SIZE_MAX).default(BONUS_PAGE_SIZE),
  pageNo: z.coerce.number().int().min(1).default(1),
});
export type TPlayerBonusesQuery = z.infer<typeof ZPlayerBonusesQuery>;

export const ZPlayerBonusesResponse = z.object({
  data: z.object({
    count: z.number().int(),
    rows: z.array(ZPlayerBonus),
    /** The active (money) bonus and the active free-spins bonus: the profile's "active bonus" block. */
    active: ZPlayerBonus.nullable(),
    activeFreeSpins: ZPlayerBonus.nullable(),
    /** The latest finished bonus: the profile's "last bonus" block. */
    last: ZPlayerBonus.nullable(),
    /** A deposit bonus chosen and waiting for the deposit (it is added when the deposit arrives); null without one. */
    pending: ZPlayerBonus.nullable(),
    balances: ZBonusBalances,
  }),
});
export type TPlayerBonusesResponse = z.infer<typeof ZPlayerBonusesResponse>;

export const ZActivateBonusRequest = z.object({
  bonusId: z.string({ error: MSG.required }).min(1, MSG.required).max(64),
  /** The player confirmed that the active bonus and its progress will be cancelled (§4). */
  confirmReplace: z.boolean().optional(),
  /** IANA time zone of the player (valid days and time windows). */
  timeZone: z.preprocess(emptyToNull, z.string().max(64).nullable().optional()),
  /** Coupon code for a coupon bonus. */
  cpnc: z.preprocess(emptyToNull, z.string().max(COUPON_CODE_MAX_LENGTH).nullable().optional()),
});
export type TActivateBonusRequest = z.input<typeof ZActivateBonusRequest>;

export const ZPlayerBonusResponse = z.object({ data: z.object({ bonus: ZPlayerBonus, message: z.string() }) });

export const ZCheckBonusResponse = z.object({
  data: z.object({
    canActivate: z.boolean(),
    /** The activation code that would refuse it (null when it can be taken). */
    code: z.enum(BONUS_ACTIVATION_CODES).nullable(),
    message: z.string().nullable(),
    /** Taking it cancels this active bonus (the player must confirm). */
    willCancel: ZPlayerBonus.nullable(),
  }),
});

export const ZCancelBonusRequest = z.object({ userBonusId: z.string().uuid(MSG.format) });
export type TCancelBonusRequest = z.infer<typeof ZCancelBonusRequest>;

/** Coupon code entry: applied, not applied (unknown/unavailable code), already redeemed. */
export const COUPON_RESULTS = ['applied', 'not_applied', 'already_redeemed'] as const;
export const ZApplyCouponRequest = z.object({
  code: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(COUPON_CODE_MAX_LENGTH, MSG.maxLength),
  confirmReplace: z.boolean().optional(),
  timeZone: z.preprocess(emptyToNull, z.string().max(64).nullable().optional()),
});
export type TApplyCouponRequest = z.input<typeof ZApplyCouponRequest>;
export const ZApplyCouponResponse = z.object({
  data: z.object({
    result: z.enum(COUPON_RESULTS),
    message: z.string(),
    /** The bonus taken with the coupon (applied). */
    bonus: ZPlayerBonus.nullable(),
  }),
});
