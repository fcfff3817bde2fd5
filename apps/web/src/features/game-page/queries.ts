import { queryOptions } from '@/lib/query';
import type { TGameCard } from '@croupier/contracts';
import { api } from '@/lib/api';
import type { TPulsePoint } from './game-pulse';

export interface TGameDetailsData {
  game: TGameCard & { description: string; categories: string[] };
  pulse: TPulsePoint[];
  stats: { rounds24h: number; biggestMultiplier24h: number };
}

export const gameDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['games', 'details', slug],
    queryFn: () => api.get<TGameDetailsData>(`/api/games/${encodeURIComponent(slug)}`),
    staleTime: 15_000,
  });
