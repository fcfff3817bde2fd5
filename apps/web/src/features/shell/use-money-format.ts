'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { currenciesQuery } from '../geo/queries';

/** Formats major-unit amounts of one currency with its exponent (from get-currencies) and the UI language. */
export function useMoneyFormat(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  const currencies = useQuery(currenciesQuery);
  return (amount, currency) =>
    formatAmount(amount, currency, i18n.language, { exponent: currencies.data?.currencies.find((c) => c.code === currency)?.exponent });
}
