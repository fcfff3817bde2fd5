'use client';

import { useEffect, useState } from 'react';
import { rouletteColour, type RouletteStats } from '@croupier/games';
import { errorMessageKey } from '@/lib/api';
import { intlLocale, numberFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { liveApi } from './live-api';

const TONES = ['a', 'b', 'c'] as const;

/**
 * One row of shares of all the results counted: its parts, label and share, side by side as text and as a bar.
 */
function ShareBar({
  parts,
  rounds,
  testId,
  zeroHits,
}: {
  parts: { label: string; hits: number; tone: string }[];
  rounds: number;
  testId: string;
  /** Results on zero, drawn (not labelled) so the bar's parts match the shares written above it. */
  zeroHits?: number;
}) {
  const { i18n } = useTranslation();
  const pct = numberFormat(intlLocale(i18n.language), { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="lt-share" data-testid={testId}>
      <ul className="lt-share-labels">
        {parts.map((p) => (
          <li key={p.label}>
            {p.label} <b>{pct.format(p.hits / rounds)}</b>
          </li>
        ))}
      </ul>
      <div className="lt-share-bar" aria-hidden="true">
        {parts.map((p) => (
          <span key={p.label} className={`is-${p.tone}`} style={{ flexGrow: p.hits }} />
        ))}
        {zeroHits !== undefined && <span className="is-green" style={{ flexGrow: zeroHits }} />}
      </div>
    </div>
  );
}

/**
 * The table's statistics: how its last results fell (the server counts up to LIVE_STATS_ROUNDS). The hottest and
 * coldest numbers, then the even chances, dozens and columns as shares. Every spin is independent, and the panel
 * says so.
 */
export function LiveStats({ token }: { token: string }) {
  const { t } = useTranslation();
  const [stats, setStats] = useState<RouletteStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    liveApi
      .stats(token)
      .then(setStats)
      .catch((e) => setError(errorMessageKey(e)));
  }, [token]);

  if (error) return <p role="alert">{t(error)}</p>;
  if (!stats) return <div className="gc-spinner" role="status" aria-label={t('game.loading')} />;
  if (stats.rounds === 0) return <p data-testid="live-stats-empty">{t('live.stats.empty')}</p>;

  const balls = (numbers: number[], testId: string) => (
    <ol className="lt-stats-balls" data-testid={testId}>
      {numbers.map((n) => (
        <li key={n}>
          <span className="sr-only">{t('live.stats.hits', { n, hits: stats.counts[n]! })}</span>
          <span className={`lt-dot is-${rouletteColour(n)}`} aria-hidden="true">
            {n}
          </span>
          <span className="lt-stats-count" aria-hidden="true">
            ×{stats.counts[n]}
          </span>
        </li>
      ))}
    </ol>
  );
  const zero = { label: t('live.stats.zero'), hits: stats.outside.zero, tone: 'green' };
  const o = stats.outside;
  return (
    <div className="lt-stats">
      <p data-testid="live-stats-rounds">{t('live.stats.rounds', { n: stats.rounds })}</p>
      <h3>{t('live.stats.hot')}</h3>
      {balls(stats.hot, 'live-stats-hot')}
      <h3>{t('live.stats.cold')}</h3>
      {balls(stats.cold, 'live-stats-cold')}
      <h3>{t('live.stats.outside')}</h3>
      <ShareBar
        testId="live-stats-colours"
        rounds={stats.rounds}
        parts={[
          { label: t('live.spot.red'), hits: o.red, tone: 'red' },
          zero,
          { label: t('live.spot.black'), hits: o.black, tone: 'black' },
        ]}
      />
      <ShareBar
        testId="live-stats-parity"
        rounds={stats.rounds}
        parts={[{ label: t('live.spot.odd'), hits: o.odd, tone: 'a' }, zero, { label: t('live.spot.even'), hits: o.even, tone: 'b' }]}
      />
      <ShareBar
        testId="live-stats-halves"
        rounds={stats.rounds}
        parts={[{ label: '1–18', hits: o.low, tone: 'a' }, zero, { label: '19–36', hits: o.high, tone: 'b' }]}
      />
      <ShareBar
        testId="live-stats-dozens"
        rounds={stats.rounds}
        zeroHits={o.zero}
        parts={stats.dozens.map((hits, i) => ({ label: `${12 * i + 1}–${12 * i + 12}`, hits, tone: TONES[i]! }))}
      />
      <ShareBar
        testId="live-stats-columns"
        rounds={stats.rounds}
        zeroHits={o.zero}
        parts={stats.columns.map((hits, i) => ({ label: t('live.stats.column', { n: i + 1 }), hits, tone: TONES[i]! }))}
      />
      <p className="lt-stats-note">{t('live.stats.note')}</p>
    </div>
  );
}
