import { queryOptions } from '@/lib/query';
import { api } from '@/lib/api';
import { CALENDAR_AWARD_POLL_MS, RAKEBACK_DAYS_REFRESH_MS, startOfLocalDay } from '@croupier/contracts/rakeback';
import type { TBonusRow, TCalendarAward, TRakebackClaim, TRakebackDaysData, TRakebackSummary } from '@croupier/contracts';

/** Query keys of the rakeback calendar (invalidate ['rakeback'] after a claim). */
export const rakebackKeys = {
  all: ['rakeback'] as const,
  award: (userId: string, timeZone: string) => ['rakeback', 'award', userId, timeZone] as const,
  days: (userId: string, timeZone: string) => ['rakeback', 'days', userId, timeZone] as const,
  summary: (timeZone: string) => ['rakeback', 'summary', timeZone] as const,
  bonusDay: (date: string, timeZone: string, language: string) => ['rakeback', 'bonus-day', date, timeZone, language] as const,
};

/** §7 calendar award: polled every 15 s (no refresh on focus or reconnect: the cache never does that). */
export const awardQuery = (userId: string, timeZone: string) =>
  queryOptions({
    queryKey: rakebackKeys.award(userId, timeZone),
    queryFn: ({ signal }) => api.get<{ userCalendarData: TCalendarAward }>('/api/user/calendar-award', { query: { user: userId, timeZone }, signal }).then((d) => d.userCalendarData),
    refetchInterval: CALENDAR_AWARD_POLL_MS,
    staleTime: 0,
  });

/** §7 rakeback days: refreshed every 10 s. */
export const daysQuery = (userId: string, timeZone: string) =>
  queryOptions({
    queryKey: rakebackKeys.days(userId, timeZone),
    queryFn: ({ signal }) => api.get<TRakebackDaysData>('/api/admin/get-rakeback-days', { query: { user: userId, timeZone }, signal }),
    refetchInterval: RAKEBACK_DAYS_REFRESH_MS,
    staleTime: 0,
  });

export const summaryQuery = (timeZone: string) =>
  queryOptions({
    queryKey: rakebackKeys.summary(timeZone),
    queryFn: ({ signal }) => api.get<TRakebackSummary>('/api/user/rakeback-summary', { query: { timeZone }, signal }),
    staleTime: 0,
  });

/**
 * §7 the reward calendar's bonus lookup: the first offer listed for one day (get-all-bonus with
 * calendarDateTime at that day's noon and its dayOfWeek), or null.
 */
export const bonusDayQuery = (date: string, dayOfWeek: string, timeZone: string, language: string) =>
  queryOptions({
    queryKey: rakebackKeys.bonusDay(date, timeZone, language),
    queryFn: ({ signal }) =>
      api
        .get<{ bonus: { count: number; rows: TBonusRow[] } }>('/api/admin/get-all-bonus', {
          query: { limit: 1, pageNo: 1, calendarDateTime: new Date(startOfLocalDay(date, timeZone).getTime() + 12 * 3600_000).toISOString(), dayOfWeek, timeZone, language },
          signal,
        })
        .then((d) => d.bonus.rows[0] ?? null),
    staleTime: 5 * 60_000,
  });

/** §7 POST /api/user/rakeback-claim?timeZone&customerDate&bonusId with bonusId, claimDate, customerDate. */
export function claimRakeback(input: { bonusId: string; claimDate: string; timeZone: string; customerDate: string }): Promise<TRakebackClaim> {
  return api.post<TRakebackClaim>(
    '/api/user/rakeback-claim',
    { bonusId: input.bonusId, claimDate: input.claimDate, customerDate: input.customerDate },
    { query: { timeZone: input.timeZone, customerDate: input.customerDate, bonusId: input.bonusId } },
  );
}
