/**
 * Player protection (responsible gaming): limits, self-exclusion, account freeze, session time limit,
 * reality check, session info. Spec §3 (limits), §4 (states), §5, §8, §9; issue #8. Amounts are decimal
 * strings in major units of `currency`; session time is in minutes.
 *
 * Routes (all need a signed-in player; failures answer `{ errorCode, message }`):
 *   GET  /api/user/limits                      → TLimitsResponse
 *   PUT  /api/user/limits                      TSetLimitRequest → TSetLimitResponse
 *   PUT  /api/user/session-limit               TSetSessionLimitRequest → TSetLimitResponse
 *   DELETE /api/user/session-limit             → TSetLimitResponse
 *   POST /api/user/self-exclusion              TSelfExcludeRequest → { until, isPermanent }
 *   POST /api/user/freeze-account              TFreezeAccountRequest → { until }
 *   PUT  /api/user/reality-check               TSetRealityCheckRequest → { minutes }
 *   PUT  /api/user/privacy                     TSetPrivacyRequest → { isGhostMode, isRewardCalendarOptOut }
 *   GET  /api/user/session-info                → TSessionInfo (elapsed time and net position of this session)
 *   GET  /api/user/player-stats                → TPlayerStats (joined, total bets, wins, losses, total games)
 *   POST /api/user/bonus-buy-confirm           TBonusBuyConfirmRequest → { exemptUntil } (the next bonus-buy bet
 *                                               of that game may exceed the max-bet limit once)
 */
import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS, SESSION_LIMIT_UNITS, type TLimitPeriod } from '../constants';

/** Spec §3 "Bet limit types": the reason a bet is refused with LIMIT_REACHED. */
export const BET_LIMIT_TYPES = [
  'maxBetLimit',
  'dailyBetLimit',
  'weeklyBetLimit',
  'monthlyBetLimit',
  'dailyLossLimit',
  'weeklyLossLimit',
  'monthlyLossLimit',
  'monthlyWinningsLimit',
] as const;
export type TBetLimitType = (typeof BET_LIMIT_TYPES)[number];

const zPeriod = z.union([z.literal(LIMIT_PERIODS.day), z.literal(LIMIT_PERIODS.week), z.literal(LIMIT_PERIODS.month)]);
const zDecimal = z.union([z.string().trim().max(32), z.number()]);

export const ZLimitView = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: zPeriod,
  /** Current limit (major units, or minutes for sessionTime); null when none is in force. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** A raise waiting for its cooling-off, or null. */
  pendingAmount: z.string().nullable(),
  /** A removal waiting for its cooling-off. */
  isPendingRemoval: z.boolean(),
  pendingEffectiveAt: z.string().nullable(),
  /** Used in the current rolling window (major units; minutes of this session for sessionTime). */
  used: z.string(),
  /** The next change is possible from this time (once per hour), or null when possible now. */
  changeableAt: z.string().nullable(),
});
export type TLimitView = z.infer<typeof ZLimitView>;

export const ZLimitsResponse = z.object({
  currency: z.string(),
  limits: z.array(ZLimitView),
  selfExclusion: z.object({ isPermanent: z.boolean(), until: z.string().nullable() }),
  freeze: z.object({ until: z.string().nullable() }),
  realityCheckMinutes: z.number().int().nullable(),
  isGhostMode: z.boolean(),
  isRewardCalendarOptOut: z.boolean(),
  /** A high loyalty level may remove bet limits and the monthly winnings limit through support. */
  canRemoveBetLimitsWithSupport: z.boolean(),
});
export type TLimitsResponse = z.infer<typeof ZLimitsResponse>;

export const ZSetLimitRequest = z.object({
  kind: z.enum(['deposit', 'loss', 'bet', 'maxBet', 'monthlyWinnings']),
  period: zPeriod.default(LIMIT_PERIODS.day),
  /** Major units; null removes the limit. */
  amount: zDecimal.nullable(),
});
export type TSetLimitRequest = z.infer<typeof ZSetLimitRequest>;

export const ZSetLimitResponse = z.object({
  applied: z.enum(['now', 'pending']),
  effectiveAt: z.string(),
  limit: ZLimitView,
});
export type TSetLimitResponse = z.infer<typeof ZSetLimitResponse>;

export const ZSetSessionLimitRequest = z.object({
  value: z.number().int(),
  unit: z.enum(SESSION_LIMIT_UNITS),
});
export type TSetSessionLimitRequest = z.infer<typeof ZSetSessionLimitRequest>;

/** Spec §9 self-exclusion options. */
export const SELF_EXCLUSION_OPTIONS = ['1h', '12h', '1d', '3d', '1w', '1m', 'permanent'] as const;
export type TSelfExclusionOption = (typeof SELF_EXCLUSION_OPTIONS)[number];
export const SELF_EXCLUSION_SECONDS: Record<Exclude<TSelfExclusionOption, 'permanent'>, number> = {
  '1h': 3600,
  '12h': 12 * 3600,
  '1d': 86_400,
  '3d': 3 * 86_400,
  '1w': 7 * 86_400,
  '1m': 30 * 86_400,
};
export const ZSelfExcludeRequest = z.object({ duration: z.enum(SELF_EXCLUSION_OPTIONS) });
export type TSelfExcludeRequest = z.infer<typeof ZSelfExcludeRequest>;

/** Spec §9 freeze options (days). */
export const FREEZE_DAYS = [1, 3, 7, 10] as const;
export const ZFreezeAccountRequest = z.object({ days: z.union([z.literal(1), z.literal(3), z.literal(7), z.literal(10)]) });
export type TFreezeAccountRequest = z.infer<typeof ZFreezeAccountRequest>;

/** Reality-check intervals a player may choose (minutes); null turns it off. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const ZSetRealityCheckRequest = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(45), z.literal(60), z.literal(90), z.literal(120)]).nullable(),
});
export type TSetRealityCheckRequest = z.infer<typeof ZSetRealityCheckRequest>;

export const ZSetPrivacyRequest = z.object({ isGhostMode: z.boolean().optional(), isRewardCalendarOptOut: z.boolean().optional() });
export type TSetPrivacyRequest = z.infer<typeof ZSetPrivacyRequest>;

export const ZSessionInfo = z.object({
  startedAt: z.string(),
  elapsedSeconds: z.number().int(),
  currency: z.string(),
  /** Real-money stakes and wins since this session started (major units), and wins minus stakes. */
  stakes: z.string(),
  wins: z.string(),
  net: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
  /** When the session time limit ends this session, or null. */
  endsAt: z.string().nullable(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZPlayerStats = z.object({
  joinedAt: z.string(),
  currency: z.string(),
  totalBets: z.string(),
  wins: z.string(),
  losses: z.string(),
  totalGames: z.number().int(),
});
export type TPlayerStats = z.infer<typeof ZPlayerStats>;

export const ZBonusBuyConfirmRequest = z.object({ gameId: z.string().min(1).max(100) });
export type TBonusBuyConfirmRequest = z.infer<typeof ZBonusBuyConfirmRequest>;

export const periodOf = (p: number): TLimitPeriod => (p === 1 ? 1 : p === 2 ? 2 : 0);
