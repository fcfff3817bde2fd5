'use client';

import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { formatAmount } from '@/lib/format';
import { currenciesQuery } from '../geo/queries';

/**
 * Formats major-unit amounts (a number from the API, or the exact decimal string the player typed) with the
 * currency's exponent (from get-currencies: BTC to 8 places) and the UI language.
 * `isEnabled: false` defers loading the currency list (amounts use the currency's default digits meanwhile).
 */
export function useMoneyFormat(isEnabled = true): (amount: number | string, currency: string) => string {
  const { i18n } = useTranslation();
  const currencies = useQuery({ ...currenciesQuery, enabled: isEnabled });
  return (amount, currency) =>
    formatAmount(amount, currency, i18n.language, { exponent: currencies.data?.currencies.find((c) => c.code === currency)?.exponent });
}
