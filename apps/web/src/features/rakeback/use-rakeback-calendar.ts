'use client';

import { useCallback, useMemo, useState } from 'react';
import { buildCalendar, demoMonthDays, localDate, type TCalendarCell } from '@croupier/contracts/rakeback';
import { useQuery, useQueryClient } from '@/lib/query';
import { errorMessageKey, isApiError } from '@/lib/api';
import { useAuth } from '../auth/auth-context';
import { claimRakeback, daysQuery, rakebackKeys } from './rakeback-api';
import { useTimeZone } from './use-time-zone';

export type TClaimOutcome =
  | { kind: 'success'; amount: number; currency: string }
  | { kind: 'error'; reasonKey: string | null; code?: string };

/**
 * The rakeback calendar's state for the current visitor (spec §2, §4): a signed-in player's days (polled every
 * 10 s, the server deciding today/yesterday in their zone) or, for a guest, the demo month. `claim` pays a
 * claimable cell (one call per bonus on that day), then refreshes the days and the user details (§7).
 */
export function useRakebackCalendar() {
  const { user, refreshUser, isInitialized } = useAuth();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const userId = user?.getUser.userId ?? null;
  const days = useQuery({ ...daysQuery(userId ?? '', timeZone), enabled: !!userId });
  const [claimingDate, setClaimingDate] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TClaimOutcome | null>(null);

  const isSignedIn = !!userId;
  const guestToday = useMemo(() => localDate(new Date(), timeZone), [timeZone]);
  const cells: TCalendarCell[] | null = useMemo(() => {
    if (isSignedIn) return days.data ? buildCalendar({ today: days.data.today, days: days.data.days, isSignedIn: true, bonusId: days.data.bonusId }) : null;
    return buildCalendar({ today: guestToday, days: demoMonthDays(guestToday), isSignedIn: false });
  }, [isSignedIn, days.data, guestToday]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: rakebackKeys.all }), [queryClient]);

  const claim = useCallback(
    async (cell: TCalendarCell) => {
      if (!cell.showButton || claimingDate) return;
      setClaimingDate(cell.dayDate);
      let amount = 0;
      let currency = days.data?.currency ?? user?.getUser.currencyCode ?? '';
      try {
        for (const bonusId of cell.claimBonusIds) {
          const r = await claimRakeback({ bonusId, claimDate: cell.dayDate, timeZone, customerDate: localDate(new Date(), timeZone) });
          amount = Math.round((amount + r.amount) * 1e8) / 1e8;
          currency = r.currency;
        }
        // §8: a claim that paid nothing (amount not above 0) is shown as a failure.
        setOutcome(amount > 0 ? { kind: 'success', amount, currency } : { kind: 'error', reasonKey: null });
      } catch (e) {
        setOutcome(amount > 0 ? { kind: 'success', amount, currency } : { kind: 'error', reasonKey: errorMessageKey(e), code: isApiError(e) ? e.errorCode : undefined });
      } finally {
        setClaimingDate(null);
        // §7 on success the rakeback days and the user details refresh.
        void refresh();
        void refreshUser();
      }
    },
    [claimingDate, days.data?.currency, user, timeZone, refresh, refreshUser],
  );

  return {
    isReady: isInitialized,
    isSignedIn,
    isDemo: !isSignedIn,
    timeZone,
    cells,
    data: days.data ?? null,
    isLoading: isSignedIn && days.isPending,
    isError: isSignedIn && days.isError && !days.data,
    refetch: days.refetch,
    refresh,
    currency: days.data?.currency ?? user?.getUser.currencyCode ?? 'EUR',
    claimingDate,
    claim,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
export type TRakebackCalendarState = ReturnType<typeof useRakebackCalendar>;
