import { queryOptions } from '@/lib/query';
import { api } from '@/lib/api';
import type { TLoyaltyOverview } from '@croupier/contracts';

/** GET /api/loyalty, keyed by who asks (a guest and a player see different data). */
export const loyaltyQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['loyalty', userId ?? 'guest'] as const,
    queryFn: ({ signal }) => api.get<TLoyaltyOverview>('/api/loyalty', { signal }),
    // The server render seeds it (app page): no second fetch at once after hydration; bets refetch it (useRefetchOnWallet).
    staleTime: 10_000,
  });
