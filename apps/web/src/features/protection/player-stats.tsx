'use client';

import { formatDate, intlLocale, dateTimeFormat, numberFormat } from '@/lib/format';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { playerStatsQuery } from './protection-api';
import { IconChart } from './protection-icons';
import { useAmountText } from './use-amount';

function shortDate(iso: string, lng: string): string {
  try {
    return dateTimeFormat(intlLocale(lng), { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    return formatDate(iso, lng);
  }
}

/** Player stats (spec §3): joined date, total bets, wins, losses, total games (GET /api/user/player-stats). */
export function PlayerStats() {
  const { t, i18n } = useTranslation();
  const stats = useQuery(playerStatsQuery);
  const format = useAmountText();
  const d = stats.data;
  const items = [
    { key: 'joined', label: t('stats.joined'), value: d ? shortDate(d.joinedAt, i18n.language) : null },
    { key: 'total-bets', label: t('stats.total.bets'), value: d ? format(d.totalBets, d.currency) : null },
    { key: 'wins', label: t('stats.wins'), value: d ? format(d.wins, d.currency) : null },
    { key: 'losses', label: t('stats.losses'), value: d ? format(d.losses, d.currency) : null },
    {
      key: 'total-games',
      label: t('stats.total.games'),
      value: d ? numberFormat(intlLocale(i18n.language)).format(d.totalGames) : null,
    },
  ];
  return (
    <section className="card p-5 md:p-6" aria-labelledby="player-stats-title" data-testid="player-stats">
      <h2 id="player-stats-title" className="mb-4 flex items-center gap-2 font-display text-xl font-extrabold tracking-tight">
        <IconChart size={20} className="text-primary" /> {t('stats.title')}
      </h2>
      {stats.isError && !d ? (
        <p className="text-sm text-muted" data-testid="player-stats-error">
          {t('stats.error')}{' '}
          <button type="button" className="text-link" onClick={() => void stats.refetch()}>
            {t('button.retry')}
          </button>
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-busy={stats.isPending || undefined}>
          {items.map((it) => (
            <div
              key={it.key}
              className={`rounded-[var(--r-control)] border border-line bg-surface-2 p-3 ${it.key === 'joined' ? 'col-span-2 md:col-span-1' : ''}`}
            >
              <dt className="text-xs font-bold uppercase tracking-wide text-muted">{it.label}</dt>
              <dd className="mt-1 break-words text-lg font-extrabold leading-tight tabular-nums" data-testid={`player-stats-${it.key}`}>
                {it.value ?? <span className="inline-block h-5 w-16 animate-pulse rounded bg-line" aria-hidden="true" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
