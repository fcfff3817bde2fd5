'use client';

import { addDays, CALENDAR_BONUS_LOOKUP_DAYS, calendarDates, localDate, truncateTitle, weekdayOf } from '@croupier/contracts/rakeback';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '../shell/app-link';
import { useAuth } from '../auth/auth-context';
import { bonusDayQuery, daysQuery } from './rakeback-api';
import { useDateNames } from './format';
import { useTimeZone } from './use-time-zone';
import { IconGiftClosed, IconGiftOpen, IconLockSmall, IconTick } from './rakeback-icons';

/** The first offer of one day (get-all-bonus with calendarDateTime and dayOfWeek), cut at 35 characters then "...". */
function useDayTitle(date: string, isEnabled: boolean): { title: string | null; isLoading: boolean } {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const q = useQuery({ ...bonusDayQuery(date, weekdayOf(date), timeZone, i18n.language), enabled: isEnabled });
  const row = q.data;
  return { title: row ? truncateTitle(row.banner.bannerTitle || row.title) : null, isLoading: isEnabled && q.isPending };
}

function CellTitle({ date }: { date: string }) {
  const { title } = useDayTitle(date, true);
  return title ? <span className="hidden text-[0.625rem] leading-tight text-muted md:line-clamp-2">{title}</span> : null;
}

function UpcomingRow({ date }: { date: string }) {
  const { t } = useTranslation();
  const names = useDateNames();
  const { title, isLoading } = useDayTitle(date, true);
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-xl border border-line bg-surface-2/50 px-3 py-2" data-testid={`calendar-upcoming-${date}`}>
      <span className="relative grid size-9 shrink-0 place-items-center rounded-lg bg-surface text-muted">
        <IconGiftClosed size={20} />
        <span className="absolute -bottom-1 -end-1 grid size-4 place-items-center rounded-full bg-line-strong text-fg">
          <IconLockSmall size={10} />
        </span>
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">{names(date, 'long')}</span>
        <span className="truncate text-sm font-semibold" data-testid="calendar-upcoming-title">
          {isLoading ? '…' : (title ?? t('calendar.no.bonus'))}
        </span>
      </span>
      <span className="sr-only">{t('calendar.locked')}</span>
    </li>
  );
}

const STATE_KEY = { opened: 'calendar.opened', ended: 'calendar.ended', today: 'calendar.today', locked: 'calendar.locked' } as const;

/**
 * `?modal=calendar` (spec §2): the reward calendar. A 4-week grid (Monday → Sunday, from last week) of gift icons:
 * past days opened and ticked (for a signed-in depositor; to a guest or a player yet to deposit, who could not have
 * opened them, they are shown as ended); today with its bonus title (cut at 35 characters, then "...") and a "more" button to
 * promotions; the following days locked gifts with their titles (7 days of bonus lookup). It needs a signed-in
 * depositor (spec §6); the reward calendar opt-out (privacy settings) hides it.
 */
export function RewardCalendarModal() {
  const { t } = useTranslation();
  const { user, depositCount } = useAuth();
  const timeZone = useTimeZone();
  const names = useDateNames();
  const userId = user?.getUser.userId ?? '';
  const days = useQuery({ ...daysQuery(userId, timeZone), enabled: !!userId });
  const today = days.data?.today ?? localDate(new Date(), timeZone);
  const isOptedOut = days.data?.isRewardCalendarOptOut ?? false;
  const dates = calendarDates(today);
  const lookupEnd = addDays(today, CALENDAR_BONUS_LOOKUP_DAYS - 1);
  const todayTitle = useDayTitle(today, !isOptedOut);
  const upcoming = Array.from({ length: CALENDAR_BONUS_LOOKUP_DAYS - 1 }, (_, i) => addDays(today, i + 1));
  const isLocked = !user || depositCount === 0;

  if (user && days.isPending) {
    return (
      <ModalShell id="calendar" size="lg" title={t('calendar.title')}>
        <div className="grid min-h-64 place-items-center text-sm text-muted" role="status">
          {t('rakeback.loading')}
        </div>
      </ModalShell>
    );
  }
  if (isOptedOut) {
    return (
      <ModalShell id="calendar" size="sm" title={t('calendar.title')}>
        <div className="flex flex-col gap-4" data-testid="calendar-opted-out">
          <p className="text-muted">{t('calendar.opted.out')}</p>
          <AppLink href="/profile/privacy" className="btn btn-secondary btn-block">
            {t('calendar.opted.out.link')}
          </AppLink>
        </div>
      </ModalShell>
    );
  }
  return (
    <ModalShell id="calendar" size="lg" title={t('calendar.title')} description={t('calendar.subtitle')}>
      <div className="flex flex-col gap-4" data-testid="reward-calendar">
        <section className="relative overflow-hidden rounded-[var(--r-card)] border border-primary/50 bg-[linear-gradient(135deg,color-mix(in_srgb,var(--c-primary)_20%,var(--c-surface))_0%,var(--c-surface)_65%)] p-4" aria-labelledby="calendar-today-title">
          <div className="flex items-center gap-3">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary to-primary-2 text-on-primary shadow-lg">
              <IconGiftClosed size={26} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <span id="calendar-today-title" className="text-xs font-bold uppercase tracking-wider text-primary">
                {t('calendar.today')} · {names(today, 'long')}
              </span>
              <span className="font-display text-base font-extrabold leading-tight sm:text-lg" data-testid="calendar-today-bonus">
                {todayTitle.isLoading ? '…' : (todayTitle.title ?? t('calendar.no.bonus'))}
              </span>
            </div>
            <AppLink pageKey="promotions" className="btn btn-primary min-h-10 shrink-0 px-4 text-sm" data-testid="calendar-more">
              {t('calendar.more')}
            </AppLink>
          </div>
        </section>

        {isLocked ? (
          <div className="flex flex-col gap-3 rounded-[var(--r-card)] border border-line-strong bg-surface-2/60 p-3 sm:flex-row sm:items-center" data-testid="calendar-locked">
            <p className="flex-1 text-sm text-muted">{user ? t('calendar.deposit.needed') : t('calendar.guest')}</p>
            {user ? (
              <AppLink pageKey="deposit" className="btn btn-primary min-h-10 shrink-0 px-4 text-sm">
                {t('calendar.deposit.cta')}
              </AppLink>
            ) : (
              <AppLink href="?modal=login" className="btn btn-primary min-h-10 shrink-0 px-4 text-sm">
                {t('button.sign.in')}
              </AppLink>
            )}
          </div>
        ) : null}

        <div role="table" aria-label={t('calendar.title')} className="flex flex-col gap-1 sm:gap-1.5" data-testid="calendar-grid">
          <div role="row" className="grid grid-cols-7 gap-1 sm:gap-1.5">
            {dates.slice(0, 7).map((d) => (
              <span key={d} role="columnheader" className="text-center text-[0.625rem] font-bold uppercase tracking-wider text-muted sm:text-xs">
                {names(d, 'weekday')}
              </span>
            ))}
          </div>
          {[0, 1, 2, 3].map((w) => (
            <div role="row" key={w} className="grid grid-cols-7 gap-1 sm:gap-1.5">
              {dates.slice(w * 7, w * 7 + 7).map((d) => {
                const isPast = d < today;
                const isToday = d === today;
                const isInLookup = d > today && d <= lookupEnd;
                const state = isPast ? (isLocked ? 'ended' : 'opened') : isToday ? 'today' : 'locked';
                return (
                  <div
                    role="cell"
                    key={d}
                    data-testid={`calendar-day-${d}`}
                    data-state={state}
                    aria-label={`${names(d, 'long')}: ${t(STATE_KEY[state])}`}
                    className={[
                      'relative flex min-h-[4.25rem] min-w-0 flex-col items-center gap-1 rounded-lg border px-0.5 py-1.5 text-center sm:rounded-xl md:min-h-[6rem]',
                      isToday ? 'border-primary bg-primary/15 ring-2 ring-primary ring-offset-1 ring-offset-[var(--c-surface)]' : isPast ? 'border-line bg-surface-2/40' : 'border-line/70 bg-surface/40',
                    ].join(' ')}
                  >
                    <span className={`text-xs font-bold leading-none tabular-nums sm:text-sm ${isToday ? 'text-primary' : isPast ? 'text-muted' : ''}`}>{Number(d.slice(8))}</span>
                    {state === 'ended' ? (
                      <span className="text-muted/60">
                        <IconGiftClosed size={22} />
                      </span>
                    ) : isPast ? (
                      <span className="relative text-muted">
                        <IconGiftOpen size={24} />
                        <span className="absolute -bottom-1 -end-1.5 grid size-4 place-items-center rounded-full bg-success text-bg">
                          <IconTick size={10} />
                        </span>
                      </span>
                    ) : isToday ? (
                      <span className="text-primary motion-safe:animate-[pulse_2s_ease-in-out_infinite]">
                        <IconGiftClosed size={26} />
                      </span>
                    ) : (
                      <span className="relative text-muted/80">
                        <IconGiftClosed size={22} />
                        <span className="absolute -bottom-1 -end-1.5 grid size-4 place-items-center rounded-full bg-line-strong text-fg">
                          <IconLockSmall size={10} />
                        </span>
                      </span>
                    )}
                    {isToday && todayTitle.title ? <span className="hidden text-[0.625rem] font-semibold leading-tight md:line-clamp-2">{todayTitle.title}</span> : null}
                    {isInLookup ? <CellTitle date={d} /> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>

        <section aria-labelledby="calendar-upcoming-title" className="flex flex-col gap-2">
          <h3 id="calendar-upcoming-title" className="text-sm font-bold">
            {t('calendar.upcoming')}
          </h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {upcoming.map((d) => (
              <UpcomingRow key={d} date={d} />
            ))}
          </ul>
        </section>
      </div>
    </ModalShell>
  );
}
