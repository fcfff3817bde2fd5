'use client';

import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { formatDate } from '@/lib/format';
import { AppLink } from '../shell/app-link';
import { useAuth } from '../auth/auth-context';
import { AccumulatorCard } from './accumulator-card';
import { RakebackCalendar } from './rakeback-calendar';
import { daysQuery, summaryQuery } from './rakeback-api';
import { useDateNames, useRakebackAmount } from './format';
import { useTimeZone } from './use-time-zone';
import { IconCoins, IconGiftOpen } from './rakeback-icons';
import { PageHeader } from '../ui/page-header';

function Stat({ label, value, testId, tone = '' }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface-2/50 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className={`truncate text-lg font-extrabold tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * `/cashback` (spec §2 cashback page): the player's rakeback explained — the percent in force, the running cycle,
 * this month (earned, claimed, to claim, missed), the claimed history and the calendar itself as a page section.
 * Guests get the explanation and the demo month (whose banner asks them to sign in).
 */
export function CashbackPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const timeZone = useTimeZone();
  const format = useRakebackAmount();
  const names = useDateNames();
  const summary = useQuery({ ...summaryQuery(timeZone), enabled: !!user });
  // The same cached query as the calendar section: it tells whether the player opted out of the reward calendar.
  const days = useQuery({ ...daysQuery(user?.getUser.userId ?? '', timeZone), enabled: !!user });
  const isRewardCalendarShown = !days.data?.isRewardCalendarOptOut;
  const s = summary.data;
  const percent = s?.percent ?? null;
  const currency = s?.currency ?? user?.getUser.currencyCode ?? 'EUR';
  return (
    <div className="container-page flex flex-col gap-8 py-8 md:py-12" data-testid="cashback-page">
      <PageHeader badge={t('cashback.badge')} title={t('cashback.title')} intro={percent ? t('cashback.intro.percent', { percent }) : t('cashback.intro')} />

      {user ? (
        <section aria-labelledby="cashback-now" className="flex flex-col gap-4">
          <h2 id="cashback-now" className="sr-only">
            {t('cashback.now')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Stat label={t('cashback.percent')} value={s ? `${s.percent}%` : '…'} testId="cashback-percent" tone="text-primary" />
            <Stat label={t('cashback.month.earned')} value={s ? format(s.month.earned, currency) : '…'} testId="cashback-month-earned" />
            <Stat label={t('cashback.month.claimed')} value={s ? format(s.month.claimed, currency) : '…'} testId="cashback-month-claimed" tone="text-success" />
            <Stat label={t('cashback.month.pending')} value={s ? format(s.month.pending, currency) : '…'} testId="cashback-month-pending" />
          </dl>
          {s && s.month.missed > 0 ? <p className="text-sm text-muted">{t('cashback.month.missed', { amount: format(s.month.missed, currency) })}</p> : null}
          {/* The cashback page always explains the running cycle, whatever the theme does with the calendar. */}
          <AccumulatorCard onCycleEnd={() => void summary.refetch()} />
        </section>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <section aria-labelledby="cashback-calendar" className="card p-4 sm:p-6">
          <RakebackCalendar variant="section" headingId="cashback-calendar" isAccumulatorShown={!user} />
        </section>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="cashback-how" className="card flex flex-col gap-3 p-4 sm:p-6">
            <h2 id="cashback-how" className="flex items-center gap-2 text-lg font-bold">
              <IconCoins size={20} className="text-primary" />
              {t('cashback.how.title')}
            </h2>
            <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm text-muted marker:font-bold marker:text-primary">
              <li>{t('cashback.how.1', { percent: percent ?? 10 })}</li>
              <li>{t('cashback.how.2')}</li>
              <li>{t('cashback.how.3')}</li>
              <li>{t('cashback.how.4')}</li>
            </ol>
            {isRewardCalendarShown ? (
              <AppLink href="?modal=calendar" className="text-link inline-flex w-fit items-center gap-1.5 text-sm" data-testid="cashback-reward-calendar">
                <IconGiftOpen size={16} />
                {t('calendar.open')}
              </AppLink>
            ) : null}
          </section>

          {user ? (
            <section aria-labelledby="cashback-history" className="card flex flex-col gap-3 p-4 sm:p-6" data-testid="cashback-history">
              <h2 id="cashback-history" className="text-lg font-bold">
                {t('cashback.history.title')}
              </h2>
              {s && s.history.length > 0 ? (
                <ul className="flex flex-col divide-y divide-line">
                  {s.history.map((h) => (
                    <li key={`${h.canClaimDate}-${h.paidAt}`} className="flex items-center justify-between gap-3 py-2 text-sm" data-testid="cashback-history-row">
                      <span className="flex flex-col">
                        <span className="font-semibold">{names(h.canClaimDate, 'long')}</span>
                        <span className="text-xs text-muted">{t('cashback.history.paid', { date: formatDate(h.paidAt, i18n.language, true) })}</span>
                      </span>
                      <span className="font-bold text-success tabular-nums">+{format(h.amount, currency)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted" data-testid="cashback-history-empty">
                  {s ? t('cashback.history.empty') : '…'}
                </p>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
