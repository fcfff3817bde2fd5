'use client';

import { useEffect, useRef, useState } from 'react';
import { RAKEBACK_REFRESH_SPIN_MS } from '@croupier/contracts/rakeback';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { AppLink } from '../shell/app-link';
import { AccumulatorCard } from './accumulator-card';
import { CalendarGrid, CalendarLegend } from './calendar-grid';
import { ClaimDialogs } from './claim-dialogs';
import { RewardBanner } from './reward-banner';
import { IconRefresh } from './rakeback-icons';
import { isAccumulatorHidden } from './theme-flags';
import { useDateNames } from './format';
import { useRakebackCalendar } from './use-rakeback-calendar';
import { usePageUrl } from '@/lib/route-keys';

/** §9 The refresh button spins for 1 s whatever the request takes. */
export function RefreshButton({ onRefresh, label }: { onRefresh: () => unknown; label: string }) {
  const [isSpinning, setIsSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return (
    <button
      type="button"
      className="icon-btn shrink-0"
      aria-label={label}
      title={label}
      data-testid="rakeback-refresh"
      data-spinning={isSpinning || undefined}
      onClick={() => {
        void onRefresh();
        setIsSpinning(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setIsSpinning(false), RAKEBACK_REFRESH_SPIN_MS);
      }}
    >
      <IconRefresh size={20} className={isSpinning ? 'animate-[spin_1s_linear_1] motion-reduce:animate-none' : ''} />
    </button>
  );
}

/**
 * The rakeback calendar (spec §2, §4), as the modal's body or a page section: the accumulator (unless the theme
 * hides it, or the page shows it elsewhere), the 28-day grid with claim buttons, a legend and the reward banner. Guests see the demo month.
 */
export function RakebackCalendar({ variant, headingId, isAccumulatorShown = true }: { variant: 'modal' | 'section'; headingId?: string; isAccumulatorShown?: boolean }) {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const names = useDateNames();
  const cal = useRakebackCalendar();
  // §2 the accumulator card leads to the cashback page here (the cashback page's own card to the deposit page).
  const resolve = usePageUrl();
  const today = cal.cells?.find((c) => c.today)?.dayDate ?? null;
  const showAccumulator = isAccumulatorShown && cal.isSignedIn && !isAccumulatorHidden(theme);
  return (
    <div className="flex flex-col gap-4" data-testid={`rakeback-calendar-${variant}`} data-demo={cal.isDemo || undefined}>
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          {variant === 'section' ? (
            <h2 id={headingId} className="font-display text-2xl font-extrabold tracking-tight">
              {t('rakeback.title')}
            </h2>
          ) : null}
          <p className="text-sm text-muted">
            {today ? <span className="font-semibold capitalize text-fg">{names(today, 'month')}</span> : null}
            {cal.data && cal.data.percent > 0 ? <> · {t('rakeback.subtitle', { percent: cal.data.percent })}</> : null}
            {cal.isDemo ? <> · {t('rakeback.demo.title')}</> : null}
          </p>
        </div>
        {cal.isSignedIn ? <RefreshButton onRefresh={cal.refresh} label={t('rakeback.refresh')} /> : null}
      </div>

      {cal.isDemo ? (
        <div className="flex flex-col gap-3 rounded-[var(--r-card)] border border-line-strong bg-surface-2/60 p-3 sm:flex-row sm:items-center sm:p-4" data-testid="rakeback-demo">
          <p className="flex-1 text-sm text-muted">{t('rakeback.demo.text')}</p>
          <AppLink href="?modal=login" className="btn btn-primary min-h-10 shrink-0 px-4 text-sm" data-testid="rakeback-demo-login">
            {t('rakeback.demo.signin')}
          </AppLink>
        </div>
      ) : null}

      {showAccumulator ? <AccumulatorCard href={resolve('cashback').href} onCycleEnd={() => void cal.refetch()} /> : null}

      {cal.isError ? (
        <div className="alert alert-error flex items-center justify-between gap-3" role="alert" data-testid="rakeback-error">
          <span>{t('rakeback.load.error')}</span>
          <button type="button" className="btn btn-secondary min-h-9 px-3 text-sm" onClick={() => void cal.refetch()}>
            {t('button.retry')}
          </button>
        </div>
      ) : cal.cells ? (
        <>
          <CalendarGrid cells={cal.cells} currency={cal.currency} claimingDate={cal.claimingDate} onClaim={(c) => void cal.claim(c)} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CalendarLegend />
            <span className="text-xs text-muted">{t('rakeback.currency.note', { currency: cal.currency })}</span>
          </div>
        </>
      ) : (
        <div className="grid min-h-64 place-items-center text-sm text-muted" role="status" data-testid="rakeback-loading">
          {t('rakeback.loading')}
        </div>
      )}

      <RewardBanner percent={cal.data?.percent ?? null} />
      <ClaimDialogs outcome={cal.outcome} onClose={cal.dismissOutcome} />
    </div>
  );
}
