'use client';

import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { intlLocale, dateTimeFormat } from '@/lib/format';
import { formatRakebackAmount } from './amount';

export { formatRakebackAmount };

/** `isGrouped: false` drops thousands separators (the calendar's narrow cells). */
export function useRakebackAmount(): (amount: number, currency: string, isCurrencyShown?: boolean, isGrouped?: boolean) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (amount, currency, isCurrencyShown = true, isGrouped = true) => formatRakebackAmount(amount, currency, i18n.language, isCurrencyShown, isGrouped),
    [i18n.language],
  );
}

/** Short weekday and day/month names in the UI language (the cells carry MON…SUN / JAN…DEC). */
export function useDateNames() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useCallback(
    (date: string, style: 'weekday' | 'long' | 'month') => {
      const d = new Date(`${date}T12:00:00Z`);
      const opts: Intl.DateTimeFormatOptions =
        style === 'weekday' ? { weekday: 'short', timeZone: 'UTC' } : style === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
      try {
        return dateTimeFormat(locale, opts).format(d);
      } catch {
        return date;
      }
    },
    [locale],
  );
}
