import { queryOptions } from '@/lib/query';
import type { TCountry, TCurrency, TLocation } from '@croupier/contracts';
import { api } from '@/lib/api';

export interface TPhoneCodeOption {
  value: string;
  label: string;
  code: string;
  flag: string;
}
export interface TCountriesData {
  countries: { count: number; rows: TCountry[] };
  allCountries: TCountry[];
  phoneCodes: TPhoneCodeOption[];
}
export interface TLocationData {
  location: TLocation;
}

const DAY = 24 * 3600 * 1000;

export const countriesQuery = queryOptions({
  queryKey: ['admin', 'countries'],
  queryFn: () => api.get<TCountriesData>('/api/admin/get-all-country'),
  staleTime: DAY,
});

export const currenciesQuery = queryOptions({
  queryKey: ['admin', 'currencies'],
  queryFn: () => api.get<{ currencies: TCurrency[] }>('/api/admin/get-currencies'),
  staleTime: DAY,
});

export const locationQuery = queryOptions({
  queryKey: ['admin', 'location'],
  queryFn: () => api.get<TLocationData>('/api/admin/get-location'),
  staleTime: 30 * 60 * 1000,
  retry: false,
});
