'use client';

import { useTranslation } from '@/lib/use-translation';

/** Wagering progress as an accessible progress bar (percent done, and wagered of required in words). */
export function BonusProgress({ percent, label, testId = 'bonus-progress' }: { percent: number; label: string; testId?: string }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{t('bonus.progress')}</span>
        <span className="tabular-nums text-muted" data-testid={`${testId}-percent`}>
          {t('bonus.progress.percent', { percent: value.toFixed(value % 1 ? 1 : 0) })}
        </span>
      </div>
      <div
        className="h-3 overflow-hidden rounded-full bg-surface-2 ring-1 ring-inset ring-line"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={label}
        aria-label={t('bonus.progress')}
        data-testid={testId}
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${value}%` }} />
      </div>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}
