'use client';

import { useEffect, useRef, useState } from 'react';
import { RAKEBACK_CAROUSEL_AUTOPLAY_MS, type TCalendarCell } from '@croupier/contracts/rakeback';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { AppLink } from '../shell/app-link';
import { AccumulatorCard } from './accumulator-card';
import { STATE_KEY } from './calendar-grid';
import { ClaimDialogs } from './claim-dialogs';
import { useDateNames, useRakebackAmount } from './format';
import { IconChevronLeft, IconChevronRight, IconCrossSmall, IconGiftClosed, IconLockSmall, IconTick } from './rakeback-icons';
import { isAccumulatorHidden } from './theme-flags';
import { useRakebackCalendar } from './use-rakeback-calendar';
import { usePageUrl } from '@/lib/route-keys';

const CARD_ICON = {
  claimable: IconGiftClosed,
  claimed: IconTick,
  notClaimed: IconCrossSmall,
  available: IconLockSmall,
  playToWin: IconGiftClosed,
} as const;

function DayCard({ cell, currency, claimingDate, onClaim }: { cell: TCalendarCell; currency: string; claimingDate: string | null; onClaim: (c: TCalendarCell) => void }) {
  const { t } = useTranslation();
  const names = useDateNames();
  const format = useRakebackAmount();
  const Icon = CARD_ICON[cell.state];
  const tone =
    cell.state === 'claimable'
      ? 'border-primary bg-primary/12'
      : cell.state === 'claimed'
        ? 'border-success/40 bg-success/10'
        : cell.today
          ? 'border-accent bg-surface-2'
          : 'border-line bg-surface-2/60';
  return (
    <li
      className={`flex w-36 shrink-0 snap-start flex-col gap-2 rounded-[var(--r-card)] border p-3 sm:w-40 ${tone}`}
      data-testid={`rakeback-slide-${cell.dayDate}`}
      data-state={cell.state}
    >
      <div className="flex items-center justify-between">
        <span className="text-xs font-bold uppercase tracking-wide text-muted">{cell.today ? t('rakeback.today') : names(cell.dayDate, 'weekday')}</span>
        <span className="text-sm font-bold tabular-nums">{cell.date}</span>
      </div>
      <span
        className={`grid size-9 place-items-center rounded-full ${cell.state === 'claimed' ? 'bg-success text-bg' : cell.state === 'claimable' ? 'bg-primary text-on-primary' : cell.state === 'notClaimed' ? 'bg-danger/20 text-danger' : 'bg-surface text-muted'}`}
      >
        <Icon size={18} />
      </span>
      <span className="min-h-5 break-all text-sm font-bold tabular-nums">{cell.amount > 0 ? format(cell.amount, currency) : ''}</span>
      {cell.showButton ? (
        <button type="button" className="btn btn-primary min-h-9 text-sm" disabled={claimingDate !== null} onClick={() => onClaim(cell)} data-testid="rakeback-claim">
          {claimingDate === cell.dayDate ? '…' : t('rakeback.claim.button')}
        </button>
      ) : (
        <span className="text-xs text-muted">{t(STATE_KEY[cell.state])}</span>
      )}
    </li>
  );
}

/**
 * §2 The rakeback carousel: the days from last week's Monday scrolled to today, auto-advancing one day every 3 s
 * (paused while hovered, focused or touched, and for reduced motion), arrows to move by hand, and "view all" →
 * `?modal=rakeback`. Signed-in players get the accumulator above it (unless the theme hides it).
 */
export function RakebackCarousel() {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const cal = useRakebackCalendar();
  // §2 the accumulator card leads to the cashback page here (the cashback page's own card to the deposit page).
  const resolve = usePageUrl();
  const track = useRef<HTMLUListElement>(null);
  const [isPaused, setIsPaused] = useState(false);
  const cells = cal.cells;
  const todayIndex = cells?.findIndex((c) => c.today) ?? -1;

  // Start with yesterday in view.
  useEffect(() => {
    const el = track.current;
    const card = el?.children[Math.max(todayIndex - 1, 0)] as HTMLElement | undefined;
    if (!el || !card) return;
    // Its start edge at the track's start: the left in a left-to-right page, the right in a right-to-left one (where
    // scrollLeft runs from 0 to negative values).
    const left =
      getComputedStyle(el).direction === 'rtl' ? card.offsetLeft + card.offsetWidth - (el.offsetLeft + el.clientWidth) : card.offsetLeft - el.offsetLeft;
    el.scrollTo({ left, behavior: 'instant' as ScrollBehavior });
  }, [todayIndex]);

  const step = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.firstElementChild as HTMLElement | null;
    const width = (card?.offsetWidth ?? 160) + 12;
    const isEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    if (dir === 1 && isEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else el.scrollBy({ left: dir * width * (document.dir === 'rtl' ? -1 : 1), behavior: 'smooth' });
  };

  // §9 autoplay every 3 s.
  useEffect(() => {
    if (isPaused || !cells) return;
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const id = setInterval(() => step(1), RAKEBACK_CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [isPaused, cells]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="rakeback-carousel-title" data-testid="rakeback-carousel">
      <div className="flex items-end justify-between gap-3">
        <div className="flex flex-col">
          <h2 id="rakeback-carousel-title" className="font-display text-2xl font-extrabold tracking-tight">
            {t('rakeback.carousel.title')}
          </h2>
          <p className="text-sm text-muted">{cal.isDemo ? t('rakeback.demo.text') : t('rakeback.carousel.text')}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <button type="button" className="icon-btn max-sm:hidden" aria-label={t('rakeback.carousel.previous')} onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </button>
          <button type="button" className="icon-btn max-sm:hidden" aria-label={t('rakeback.carousel.next')} onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </button>
          <AppLink href="?modal=rakeback" className="btn btn-secondary min-h-10 px-4 text-sm" data-testid="rakeback-view-all">
            {t('rakeback.view.all')}
          </AppLink>
        </div>
      </div>
      {cal.isSignedIn && !isAccumulatorHidden(theme) ? <AccumulatorCard href={resolve('cashback').href} onCycleEnd={() => void cal.refetch()} /> : null}
      {cells ? (
        <ul
          ref={track}
          className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]"
          aria-label={t('rakeback.grid.label')}
          data-paused={isPaused || undefined}
          onMouseEnter={() => setIsPaused(true)}
          onMouseLeave={() => setIsPaused(false)}
          onFocus={() => setIsPaused(true)}
          onBlur={() => setIsPaused(false)}
          onTouchStart={() => setIsPaused(true)}
        >
          {cells.map((c) => (
            <DayCard key={c.dayDate} cell={c} currency={cal.currency} claimingDate={cal.claimingDate} onClaim={(cell) => void cal.claim(cell)} />
          ))}
        </ul>
      ) : (
        <div className="h-44 animate-pulse rounded-[var(--r-card)] bg-surface-2/60" role="status" aria-label={t('rakeback.loading')} />
      )}
      <ClaimDialogs outcome={cal.outcome} onClose={cal.dismissOutcome} />
    </section>
  );
}
