'use client';

import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import type { TGameCard } from '@croupier/contracts';
import { api } from '@/lib/api';
import { useAuth } from '../auth/auth-context';
import { GameRowList } from './game-row';
import { IconClock } from './lobby-icons';

/** Recently played games of the signed-in player (hidden for guests and when empty). */
export function RecentGames() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const recent = useQuery({
    queryKey: ['games', 'recent'],
    queryFn: () => api.get<{ rows: TGameCard[] }>('/api/games/recent'),
    enabled: isAuthenticated,
    staleTime: 30_000,
  });
  const rows = recent.data?.rows ?? [];
  if (!isAuthenticated || rows.length === 0) return null;
  return (
    <section aria-labelledby="row-recent" className="flex flex-col gap-3" data-testid="recent-games">
      <h2 id="row-recent" className="flex items-center gap-2 font-display text-xl font-extrabold tracking-tight md:text-2xl">
        <span className="text-primary">
          <IconClock size={22} />
        </span>
        {t('lobby.recent.title')}
      </h2>
      <GameRowList games={rows} />
    </section>
  );
}
