'use client';

import { useMemo } from 'react';
import { useQuery } from '@/lib/query';
import { countriesQuery, currenciesQuery } from '../geo/queries';

/** Countries, phone codes and currencies as select options. */
export function useReferenceData() {
  const countries = useQuery(countriesQuery);
  const currencies = useQuery(currenciesQuery);
  return useMemo(() => {
    const rows = countries.data?.countries.rows ?? [];
    return {
      isLoading: countries.isLoading || currencies.isLoading,
      countries: rows,
      countryOptions: rows.map((c) => ({ value: c.code, label: `${c.flag ? `${c.flag} ` : ''}${c.name}` })),
      phoneCodes: countries.data?.phoneCodes ?? [],
      currencyOptions: (currencies.data?.currencies ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
      phoneCodeForCountry: (code: string | null | undefined) => rows.find((c) => c.code === code)?.phoneCode?.replace(/^\+/, '') ?? '',
    };
  }, [countries.data, countries.isLoading, currencies.data, currencies.isLoading]);
}
