/**
 * Rakeback calendar calls (spec §7; issue #7; docs/rakeback.md). Amounts are JSON numbers in major units of
 * `currency` (computed exactly from minor units by the server); `percent` is a percentage (10 = 10 %).
 *
 *   GET  /api/user/calendar-award?user&timeZone           → { data: { userCalendarData: TCalendarAward } }
 *   GET  /api/admin/get-rakeback-days?user&bonusId&timeZone → { data: TRakebackDaysData } (data.days)
 *   POST /api/user/rakeback-claim?timeZone&customerDate&bonusId  TRakebackClaimRequest → { data: TRakebackClaim }
 *   GET  /api/user/rakeback-summary?timeZone              → { data: TRakebackSummary } (the /cashback page)
 *
 * `timeZone` is the player's IANA zone (the browser's); the server remembers it for the cycle worker and decides
 * "today" and "yesterday" in it.
 */
import { z } from 'zod';
import { isDateString } from '../rakeback';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An IANA zone name; checked with isValidTimeZone by the server (TIME_ZONE_INVALID), not here, so the refusal has its own code. */
export const zTimeZone = z.string().trim().min(1).max(64);
export const zCalendarDate = z.string().refine(isDateString, 'form.validation.invalid.format');
const zBonusId = z.string().trim().min(1).max(100);

export const ZCalendarAwardQuery = z.object({
  user: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  timeZone: z.preprocess(emptyToUndefined, zTimeZone.optional()),
});
export type TCalendarAwardQuery = z.infer<typeof ZCalendarAwardQuery>;

/** §3 Calendar award: the current cycle's NGR, payout and percent (plus what the accumulator card needs). */
export const ZCalendarAward = z.object({
  ngr: z.number(),
  payout: z.number(),
  percent: z.number(),
  currency: z.string(),
  /** Minor units per major unit = 10^exponent (socket debit/credit amounts are minor units). */
  exponent: z.number().int(),
  bonusId: z.string().nullable(),
  cycleStart: z.string(),
  cycleEnd: z.string(),
  /** The server's clock, so the countdown does not depend on the device's. */
  serverTime: z.string(),
});
export type TCalendarAward = z.infer<typeof ZCalendarAward>;
export const ZCalendarAwardResponse = z.object({ data: z.object({ userCalendarData: ZCalendarAward }) });

export const ZRakebackDaysQuery = z.object({
  user: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  bonusId: z.preprocess(emptyToUndefined, zBonusId.optional()),
  timeZone: z.preprocess(emptyToUndefined, zTimeZone.optional()),
});
export type TRakebackDaysQuery = z.infer<typeof ZRakebackDaysQuery>;

/** §3 Rakeback day record. */
export const ZRakebackDay = z.object({
  canClaimDate: z.string(),
  bonusId: z.string(),
  amount: z.number(),
  paidAt: z.string().nullable(),
});

export const ZRakebackDaysData = z.object({
  days: z.array(ZRakebackDay),
  /** The player's today and yesterday as the server decides them (the days with a claim button). */
  today: z.string(),
  yesterday: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  bonusId: z.string().nullable(),
  percent: z.number(),
  /** The player opted out of the reward calendar (PUT /api/user/privacy): its modal and links hide. */
  isRewardCalendarOptOut: z.boolean(),
});
export type TRakebackDaysData = z.infer<typeof ZRakebackDaysData>;
export const ZRakebackDaysResponse = z.object({ data: ZRakebackDaysData });

export const ZRakebackClaimQuery = z.object({
  timeZone: zTimeZone,
  customerDate: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  bonusId: z.preprocess(emptyToUndefined, zBonusId.optional()),
});
export const ZRakebackClaimRequest = z.object({
  bonusId: zBonusId,
  claimDate: zCalendarDate,
  /** The device's idea of today (informational: the server decides). */
  customerDate: z.string().max(40).optional(),
});
export type TRakebackClaimRequest = z.infer<typeof ZRakebackClaimRequest>;

export const ZRakebackClaim = z.object({
  amount: z.number(),
  bonusId: z.string(),
  currency: z.string(),
  claimDate: z.string(),
  paidAt: z.string(),
});
export type TRakebackClaim = z.infer<typeof ZRakebackClaim>;
export const ZRakebackClaimResponse = z.object({ data: ZRakebackClaim });

export const ZRakebackSummaryQuery = z.object({ timeZone: z.preprocess(emptyToUndefined, zTimeZone.optional()) });

/** The /cashback page: current percent, this cycle, this month, claimed history. */
export const ZRakebackSummary = z.object({
  bonusId: z.string().nullable(),
  percent: z.number(),
  currency: z.string(),
  timeZone: z.string(),
  cycle: ZCalendarAward,
  month: z.object({
    /** YYYY-MM of the player's today. */
    month: z.string(),
    earned: z.number(),
    claimed: z.number(),
    /** Still claimable (today, yesterday) or waiting on a later day. */
    pending: z.number(),
    /** Past days no longer claimable. */
    missed: z.number(),
  }),
  history: z.array(z.object({ canClaimDate: z.string(), amount: z.number(), paidAt: z.string() })),
});
export type TRakebackSummary = z.infer<typeof ZRakebackSummary>;
export const ZRakebackSummaryResponse = z.object({ data: ZRakebackSummary });
