'use client';

import { formatAmount } from '@/lib/format';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { currenciesQuery } from '../geo/queries';

/** Formats a major-unit amount (an exact decimal string from the API, or a number) with the currency's exponent. */
export function useAmountText(): (amount: number | string, currency: string, opts?: { isSigned?: boolean }) => string {
  const { i18n } = useTranslation();
  const currencies = useQuery(currenciesQuery);
  return (amount, currency, opts) =>
    formatAmount(amount, currency, i18n.language, {
      exponent: currencies.data?.currencies.find((c) => c.code === currency)?.exponent,
      ...(opts?.isSigned ? { isSigned: true } : {}),
    });
}

/** The currency's exponent (2 until the currencies are known). */
export function useCurrencyExponent(currency: string | null | undefined): number {
  const currencies = useQuery(currenciesQuery);
  return currencies.data?.currencies.find((c) => c.code === currency)?.exponent ?? 2;
}
