import { queryOptions } from '@/lib/query';
import type { TRegistrationFieldsResponse } from '@croupier/contracts';
import { api } from '@/lib/api';

export const registrationFieldsQuery = queryOptions({
  queryKey: ['admin', 'registration-fields'],
  queryFn: () => api.get<TRegistrationFieldsResponse>('/api/admin/get-registration-fields'),
  staleTime: 5 * 60 * 1000,
});
