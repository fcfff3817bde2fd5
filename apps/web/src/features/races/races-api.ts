import { queryOptions } from '@/lib/query';
import { api } from '@/lib/api';
import type { TRaceView } from '@croupier/contracts';
import { RACE_POLL_MS } from '@croupier/contracts/races';

/** GET /api/races, keyed by who asks and the language (titles come per locale); polled while the page is open. */
export const racesQuery = (userId: string | null, lng: string) =>
  queryOptions({
    queryKey: ['races', userId ?? 'guest', lng] as const,
    queryFn: ({ signal }) => api.get<{ races: TRaceView[] }>('/api/races', { query: { lng }, signal }).then((d) => d.races),
    refetchInterval: RACE_POLL_MS,
    // The server render seeds it (app page): no second fetch at once after hydration; the page polls every RACE_POLL_MS.
    staleTime: 10_000,
  });
