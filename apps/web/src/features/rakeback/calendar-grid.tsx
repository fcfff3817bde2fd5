'use client';

import type { CSSProperties } from 'react';
import type { TCalendarCell, TCalendarCellState } from '@croupier/contracts/rakeback';
import { useTranslation } from '@/lib/use-translation';
import { useDateNames, useRakebackAmount } from './format';
import { IconCrossSmall, IconGiftClosed, IconLockSmall, IconTick } from './rakeback-icons';

export const STATE_KEY: Record<TCalendarCellState, string> = {
  claimable: 'rakeback.state.claimable',
  claimed: 'rakeback.state.claimed',
  notClaimed: 'rakeback.state.not.claimed',
  available: 'rakeback.state.available',
  playToWin: 'rakeback.state.play.to.win',
};

const CELL_TONE: Record<TCalendarCellState, string> = {
  claimable: 'border-primary/70 bg-primary/12 shadow-[0_0_0_1px_var(--c-primary),0_10px_24px_-14px_var(--c-primary)]',
  claimed: 'border-success/40 bg-success/10',
  notClaimed: 'border-line bg-surface-2/40',
  available: 'border-line-strong/70 bg-surface-2/70',
  playToWin: 'border-line/70 bg-surface/40',
};

function StateMark({ state }: { state: TCalendarCellState }) {
  const base = 'grid size-5 place-items-center rounded-full sm:size-6';
  switch (state) {
    case 'claimed':
      return (
        <span className={`${base} bg-success text-bg`}>
          <IconTick size={13} />
        </span>
      );
    case 'notClaimed':
      return (
        <span className={`${base} bg-danger/20 text-danger`}>
          <IconCrossSmall size={13} />
        </span>
      );
    case 'available':
      return (
        <span className={`${base} bg-surface text-muted`}>
          <IconLockSmall size={13} />
        </span>
      );
    case 'claimable':
      return (
        <span className={`${base} bg-primary text-on-primary`}>
          <IconGiftClosed size={14} />
        </span>
      );
    default:
      return (
        <span className={`${base} text-muted/70`}>
          <IconGiftClosed size={14} />
        </span>
      );
  }
}

export interface TCalendarGridProps {
  cells: readonly TCalendarCell[];
  currency: string;
  claimingDate: string | null;
  onClaim: (cell: TCalendarCell) => void;
  /** Denser cells (the carousel, narrow modals). */
  isCompact?: boolean;
}

/**
 * §2/§4 The rakeback calendar: 4 rows Monday → Sunday. Each day shows its state — claim button (today and
 * yesterday with an amount, signed in), "claimed" with a check, "not claimed" with a cross, a lock and
 * "available", or "play to win" — and its amount (2 decimals, up to 8 when trimmed).
 */
export function CalendarGrid({ cells, currency, claimingDate, onClaim, isCompact = false }: TCalendarGridProps) {
  const { t } = useTranslation();
  const names = useDateNames();
  const format = useRakebackAmount();
  const weeks = [0, 1, 2, 3].map((w) => cells.slice(w * 7, w * 7 + 7));
  // Every amount at one size, the size the longest one fits its cell at (--chars).
  const longest = Math.max(4, ...cells.map((c) => (c.amount > 0 ? format(c.amount, currency, false, false).length : 0)));
  return (
    <div
      role="table"
      aria-label={t('rakeback.grid.label')}
      className="flex flex-col gap-1 sm:gap-1.5"
      data-testid="rakeback-grid"
      style={{ '--chars': longest } as CSSProperties}
    >
      <div role="row" className="grid grid-cols-7 gap-1 sm:gap-1.5">
        {cells.slice(0, 7).map((c) => (
          <span key={c.day} role="columnheader" className="text-center text-[0.625rem] font-bold uppercase tracking-wider text-muted sm:text-xs">
            {names(c.dayDate, 'weekday')}
          </span>
        ))}
      </div>
      {weeks.map((week, i) => (
        <div role="row" key={i} className="grid grid-cols-7 gap-1 sm:gap-1.5">
          {week.map((c) => {
            const stateText = c.today ? `${t('rakeback.today')}, ${t(STATE_KEY[c.state])}` : t(STATE_KEY[c.state]);
            const amount = c.amount > 0 ? format(c.amount, currency, false, false) : null;
            return (
              <div
                role="cell"
                key={c.dayDate}
                aria-label={`${names(c.dayDate, 'long')}: ${stateText}${amount ? `, ${format(c.amount, currency)}` : ''}`}
                data-testid={`rakeback-day-${c.dayDate}`}
                data-state={c.state}
                data-today={c.today || undefined}
                className={[
                  '@container relative flex min-w-0 flex-col items-center rounded-lg border text-center sm:rounded-xl',
                  isCompact ? 'min-h-[4.25rem] gap-0.5 px-0.5 py-1' : 'min-h-[4.75rem] gap-1 px-0.5 py-1.5 sm:min-h-[6.25rem] sm:px-1 sm:py-2',
                  CELL_TONE[c.state],
                  c.today ? 'ring-2 ring-accent ring-offset-1 ring-offset-[var(--c-surface)]' : '',
                  c.ended && c.state !== 'claimable' && c.state !== 'claimed' ? 'opacity-70' : '',
                ].join(' ')}
              >
                <span className={`text-xs font-bold leading-none tabular-nums sm:text-sm ${c.today ? 'text-accent' : c.isCurrentMonth ? '' : 'text-muted'}`}>{c.date}</span>
                <StateMark state={c.state} />
                {amount ? (
                  <span
                    // As large as the cells allow (a phone's are ≈ 40 px wide), up to 12 px.
                    className={`max-w-full whitespace-nowrap text-[length:min(0.75rem,calc(100cqw/(var(--chars)*0.6)))] font-semibold leading-tight tracking-tight tabular-nums sm:text-xs ${c.state === 'notClaimed' ? 'text-muted line-through decoration-danger/60' : ''}`}
                    data-testid="rakeback-day-amount"
                  >
                    {amount}
                  </span>
                ) : null}
                {c.showButton ? (
                  <button
                    type="button"
                    className="btn btn-primary mt-auto min-h-7 w-full rounded-md px-0.5 text-[0.625rem] leading-none sm:min-h-8 sm:text-xs"
                    onClick={() => onClaim(c)}
                    disabled={claimingDate !== null}
                    aria-busy={claimingDate === c.dayDate || undefined}
                    data-testid="rakeback-claim"
                  >
                    {claimingDate === c.dayDate ? '…' : t('rakeback.claim.button')}
                  </button>
                ) : (
                  <span className={`mt-auto hidden text-[0.6875rem] leading-tight text-muted ${isCompact ? '' : 'sm:block'}`} data-testid="rakeback-day-state">
                    {t(STATE_KEY[c.state])}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The legend under the grid (phones show icons only in the cells). */
export function CalendarLegend() {
  const { t } = useTranslation();
  const states: TCalendarCellState[] = ['claimed', 'notClaimed', 'available', 'playToWin'];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted" aria-label={t('rakeback.legend')}>
      {states.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <StateMark state={s} />
          {t(STATE_KEY[s])}
        </li>
      ))}
    </ul>
  );
}
