'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatMultiplier } from '../lobby/game-links';

export interface TPulsePoint {
  at: string;
  multiplier: number;
}

const W = 320;
const H = 120;
const PAD_TOP = 8;
/** Log scale from 0.1× up to the biggest multiplier (at least 10×); losses (0×) show as a stub. */
const LOG_MIN = -1;

/**
 * Game Pulse: the latest real rounds' multipliers as an inline SVG bar chart on a log scale,
 * with a text description for screen readers and an empty state when there are no rounds.
 */
export function GamePulse({ pulse, stats }: { pulse: TPulsePoint[]; stats?: { rounds24h: number; biggestMultiplier24h: number } }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const lng = i18n.language;
  const points = pulse.slice(-60);
  const max = Math.max(10, ...points.map((p) => p.multiplier));
  const logMax = Math.log10(max);
  const y = (m: number) => {
    const v = m <= 0 ? LOG_MIN : Math.max(LOG_MIN, Math.log10(m));
    return H - ((v - LOG_MIN) / (logMax - LOG_MIN)) * (H - PAD_TOP);
  };
  const baseline = y(1);
  const n = points.length;
  const slot = n ? W / n : W;
  const barW = Math.max(1.5, slot * 0.72);
  const wins = points.filter((p) => p.multiplier >= 1).length;
  const best = points.reduce((b, p) => Math.max(b, p.multiplier), 0);
  const latest = points[n - 1]?.multiplier ?? 0;
  const linePath = points.map((p, i) => `${i ? 'L' : 'M'}${(i * slot + slot / 2).toFixed(1)},${y(p.multiplier).toFixed(1)}`).join(' ');
  return (
    <figure className="flex flex-col gap-3" data-testid="game-pulse">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="flex items-center gap-2 font-bold">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          {t('game.pulse.title')}
        </span>
        {stats && stats.rounds24h > 0 ? (
          <span className="text-xs text-muted">
            {t('game.pulse.stats', { rounds: stats.rounds24h, best: formatMultiplier(stats.biggestMultiplier24h, lng) })}
          </span>
        ) : null}
      </figcaption>
      {n === 0 ? (
        <div className="grid h-32 place-items-center rounded-xl border border-dashed border-line-strong bg-bg-2/60 px-4 text-center text-sm text-muted" data-testid="game-pulse-empty">
          {t('game.pulse.empty')}
        </div>
      ) : (
        <div className="relative rounded-xl border border-line bg-bg-2/60 p-2">
          <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="block h-32 w-full" role="img" aria-labelledby={`${titleId} ${descId}`}>
            <title id={titleId}>{t('game.pulse.title')}</title>
            <desc id={descId}>{t('game.pulse.desc', { count: n, wins, best: formatMultiplier(best, lng), latest: formatMultiplier(latest, lng) })}</desc>
            <defs>
              <linearGradient id={`${titleId}-win`} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor="var(--c-primary)" />
                <stop offset="100%" stopColor="var(--c-primary-2)" stopOpacity="0.55" />
              </linearGradient>
            </defs>
            {points.map((p, i) => {
              const top = p.multiplier <= 0 ? H - 3 : Math.min(y(p.multiplier), H - 3);
              const isWin = p.multiplier >= 1;
              return (
                <rect
                  key={`${p.at}-${i}`}
                  x={i * slot + (slot - barW) / 2}
                  y={top}
                  width={barW}
                  height={H - top}
                  rx={Math.min(2, barW / 3)}
                  fill={isWin ? `url(#${titleId}-win)` : 'var(--c-line-strong)'}
                  opacity={isWin ? 1 : 0.8}
                />
              );
            })}
            <path d={linePath} fill="none" stroke="var(--c-accent)" strokeWidth="1.25" vectorEffect="non-scaling-stroke" opacity="0.8" />
            <line x1="0" x2={W} y1={baseline} y2={baseline} stroke="var(--c-fg)" strokeOpacity="0.35" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
          </svg>
          <span className="pointer-events-none absolute end-3 text-[0.625rem] font-bold text-muted" style={{ top: `calc(${(baseline / H) * 100}% * 0.84 + 0.25rem)` }} aria-hidden="true">
            1×
          </span>
          <span className="pointer-events-none absolute end-3 top-2 text-[0.625rem] font-bold text-muted" aria-hidden="true">
            {formatMultiplier(max, lng)}
          </span>
        </div>
      )}
      {n > 0 ? <p className="text-xs text-muted">{t('game.pulse.caption', { count: n })}</p> : null}
    </figure>
  );
}
