'use client';

import { useCallback, useEffect, useState } from 'react';
import type { TRaceView } from '@croupier/contracts';
import { RACE_LEADERBOARD_SIZE, RACE_REFRESH_AFTER_BET_MS } from '@croupier/contracts/races';
import { useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { intlLocale, numberFormat } from '@/lib/format';
import { useModalStack } from '@/lib/modal-stack';
import { useRefetchOnWallet } from '@/lib/use-refetch-on-wallet';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { useMoneyFormat } from '../shell/use-money-format';
import { racesQuery } from './races-api';
import { splitDuration } from './duration';
import { LoadError, PageHeader } from '../ui/page-header';
import { LocalDate } from '../ui/local-date';
import { publicName } from '../ui/public-name';

type T = (k: string, o?: Record<string, unknown>) => string;

/** The time until an instant, ticking every second ("2d 3h", "5h 12m", "12m 30s"); `onEnd` once it is reached. */
function Countdown({ to, t, onEnd }: { to: string; t: T; onEnd: () => void }) {
  const [now, setNow] = useState<number | null>(null);
  const isEnded = now !== null && Date.parse(to) <= now;
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (isEnded) onEnd();
  }, [isEnded, onEnd]);
  if (now === null) return <span>…</span>;
  const { d, h, m, s } = splitDuration(Date.parse(to) - now);
  const text = d > 0 ? t('race.duration.dh', { d, h }) : h > 0 ? t('race.duration.hm', { h, m }) : t('race.duration.ms', { m, s });
  return <span className="tabular-nums">{text}</span>;
}

function StatusBadge({ status, t }: { status: TRaceView['status']; t: T }) {
  const tone = status === 'running' ? 'bg-success/15 text-success' : status === 'upcoming' ? 'bg-primary/15 text-primary' : 'bg-surface-2 text-muted';
  return <span className={`badge px-2 py-0.5 text-xs ${tone}`}>{t(`race.status.${status}`)}</span>;
}

/**
 * `/tournaments` (spec §1 "tournaments (races)", §2 route, §3 race stats; docs/races.md): the running races
 * with their countdown, prize pool, leaderboard and the player's own position, wagered, games played and
 * current prize; then upcoming and finished races. Polled every 15 s and refreshed a second after the
 * player's own bets (RACE_REFRESH_AFTER_BET_MS).
 */
export function TournamentsPage({ initialData = null }: { initialData?: TRaceView[] | null }) {
  const { t, i18n } = useTranslation();
  const { user, isInitialized } = useAuth();
  const userId = user?.getUser.userId ?? null;
  const queryClient = useQueryClient();
  // What the server render fetched (app/tournaments/page.tsx), seeded before the query reads the cache: the races
  // are in the page's HTML and hydrate.
  useState(() => initialData && queryClient.setQueryData(racesQuery(userId, i18n.language).queryKey, initialData));
  const q = useQuery({ ...racesQuery(userId, i18n.language), enabled: isInitialized });
  const refetch = q.refetch;

  useRefetchOnWallet(!!userId, refetch, RACE_REFRESH_AFTER_BET_MS, ['debit', 'credit', 'globalCredit']);

  // A race that starts or ends while the page is open: fetch its new state (a few seconds later, after the server's).
  const onTimeUp = useCallback(() => {
    setTimeout(() => void refetch(), 3000);
  }, [refetch]);
  const list = q.data ?? [];
  const groups = (['running', 'upcoming', 'finished'] as const).map((status) => ({ status, races: list.filter((r) => r.status === status) }));

  return (
    <div className="container-page flex flex-col gap-8 py-8 md:py-12" data-testid="tournaments-page">
      <PageHeader badge={t('race.badge')} title={t('menu.tournaments')} intro={t('race.intro')} />

      {q.isError ? <LoadError message={t('race.error')} retryLabel={t('button.retry')} onRetry={() => void refetch()} testId="races-error" /> : null}

      {!q.data && !q.isError ? (
        <div className="card h-64 animate-pulse bg-surface-2/60" role="status">
          <span className="sr-only">{t('race.loading')}</span>
        </div>
      ) : null}

      {q.data && list.length === 0 ? (
        <p className="card p-6 text-muted" data-testid="races-empty">
          {t('race.none')}
        </p>
      ) : null}

      {groups.map((g) =>
        g.races.length > 0 ? (
          <section key={g.status} aria-labelledby={`races-${g.status}`} className="flex flex-col gap-4">
            <h2 id={`races-${g.status}`} className="text-xl font-bold">
              {t(`race.group.${g.status}`)}
            </h2>
            <div className="flex flex-col gap-6">
              {g.races.map((r) => (
                <RaceCard key={r.id} race={r} isSignedIn={!!user} onTimeUp={onTimeUp} />
              ))}
            </div>
          </section>
        ) : null,
      )}
    </div>
  );
}

function RaceCard({ race, isSignedIn, onTimeUp }: { race: TRaceView; isSignedIn: boolean; onTimeUp: () => void }) {
  const { t, i18n } = useTranslation();
  const { open } = useModalStack();
  const format = useMoneyFormat();
  const money = (v: number) => format(v, race.currency);
  const num = (n: number) => numberFormat(intlLocale(i18n.language)).format(n);
  const titleId = `race-${race.id}-title`;
  // Every paid place is listed, filled or open, and anyone ranked below them on the first page too.
  const places = Math.max(race.prizes.length, ...race.leaderboard.map((s) => s.rank), 0);
  const rows = Array.from({ length: Math.min(places, RACE_LEADERBOARD_SIZE) }, (_, i) => {
    const rank = i + 1;
    return { rank, standing: race.leaderboard.find((s) => s.rank === rank) ?? null, prize: race.prizes[i] ?? null };
  });
  const me = race.me;
  // An upcoming race lists only its prizes by place.
  const isPlayed = race.status !== 'upcoming';
  const isMeBelow = me?.rank && me.rank > RACE_LEADERBOARD_SIZE;
  // Paid places past the listed ones (a race may pay up to 100): said in one line, so the pool adds up.
  const morePrizes = race.prizes.slice(RACE_LEADERBOARD_SIZE);
  const morePrizesTotal = morePrizes.reduce((sum, p) => sum + p, 0);
  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-5 p-4 sm:p-6" data-testid="race-card" data-race-id={race.id} data-status={race.status}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2">
            <StatusBadge status={race.status} t={t} />
            <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('race.metric.wagered', { currency: race.currency })}</span>
          </div>
          <h3 id={titleId} className="font-display text-2xl font-extrabold" data-testid="race-title">
            {race.title}
          </h3>
          {race.description ? <p className="max-w-2xl text-sm text-muted">{race.description}</p> : null}
        </div>
        <dl className="flex gap-6">
          <div className="flex flex-col">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('race.pool')}</dt>
            <dd className="text-2xl font-extrabold tabular-nums text-primary" data-testid="race-pool">
              {money(race.prizePool)}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
              {race.status === 'running' ? t('race.ends.in') : race.status === 'upcoming' ? t('race.starts.in') : t('race.ended')}
            </dt>
            <dd className="text-lg font-bold" data-testid="race-time">
              {race.status === 'finished' ? (
                <LocalDate iso={race.endsAt} lng={i18n.language} withTime />
              ) : <Countdown to={race.status === 'running' ? race.endsAt : race.startsAt} t={t} onEnd={onTimeUp} />}
            </dd>
          </div>
        </dl>
      </div>

      {race.status !== 'upcoming' && me ? (
        <section aria-labelledby={`race-${race.id}-me`} className="rounded-xl border border-primary/40 bg-primary/5 p-4" data-testid="race-me">
          <h4 id={`race-${race.id}-me`} className="mb-2 text-sm font-bold">
            {t('race.me.title')}
          </h4>
          {me.rank === null ? (
            <p className="text-sm text-muted" data-testid="race-me-unranked">
              {race.status === 'running'
                ? t('race.me.none', { currency: race.currency })
                : me.wagered > 0
                  ? t('race.me.unpaid', { amount: money(me.wagered) })
                  : t('race.me.none.finished')}{' '}
              {race.status === 'running' ? (
                <AppLink href="/casino" className="text-link">
                  {t('home.cta.casino')}
                </AppLink>
              ) : null}
            </p>
          ) : (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ['race.me.position', `#${num(me.rank)}`, 'race-me-rank'],
                ['race.me.wagered', money(me.wagered), 'race-me-wagered'],
                ['race.me.games', num(me.rounds), 'race-me-games'],
                [race.status === 'finished' ? 'race.me.prize.final' : 'race.me.prize', me.prize === null ? '—' : money(me.prize), 'race-me-prize'],
              ].map(([label, value, testId]) => (
                <div key={testId} className="flex flex-col">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t(label!)}</dt>
                  <dd className="text-lg font-extrabold tabular-nums" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}

      {!isSignedIn && race.status !== 'finished' ? (
        <p className="text-sm text-muted" data-testid="race-guest">
          {t('race.guest')}{' '}
          <button type="button" className="text-link" onClick={() => open('register')}>
            {t('vip.join.register')}
          </button>
        </p>
      ) : null}

      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="race-leaderboard">
          <caption className="sr-only">{t('race.leaderboard', { title: race.title })}</caption>
          <thead>
            <tr className="border-b border-line text-start text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                <span aria-hidden="true">{t('race.col.rank')}</span>
                <span className="sr-only">{t('race.col.rank.name')}</span>
              </th>
              {isPlayed ? (
                <>
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('race.col.player')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-semibold">
                    {t('race.col.wagered')}
                  </th>
                </>
              ) : null}
              <th scope="col" className="py-2 text-end font-semibold">
                {t('race.col.prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ rank, standing, prize }) => (
              <tr
                key={rank}
                className={`border-b border-line last:border-b-0 ${standing?.isMe ? 'bg-primary/10 font-bold' : ''}`}
                aria-current={standing?.isMe ? 'true' : undefined}
                data-testid="race-row"
              >
                <th scope="row" className="py-2 pe-3 text-start font-normal tabular-nums">
                  {rank}
                </th>
                {isPlayed ? (
                  <>
                    <td className="break-all py-2 pe-3">
                      {standing ? (
                        <>
                          {publicName(standing.player, t)}
                          {standing.isMe ? <span className="ms-2 badge bg-primary/15 px-2 py-0.5 text-xs text-primary">{t('race.you')}</span> : null}
                        </>
                      ) : (
                        <span className="text-muted">{race.status === 'finished' ? '—' : t('race.open')}</span>
                      )}
                    </td>
                    <td className="py-2 pe-3 text-end tabular-nums">{standing ? money(standing.wagered) : '—'}</td>
                  </>
                ) : null}
                <td className="py-2 text-end tabular-nums">{prize === null ? '—' : money(prize)}</td>
              </tr>
            ))}
            {isMeBelow && me ? (
              <tr className="bg-primary/10 font-bold" aria-current="true" data-testid="race-row">
                <th scope="row" className="py-2 pe-3 text-start tabular-nums">
                  {me.rank}
                </th>
                <td className="py-2 pe-3">{t('race.you')}</td>
                <td className="py-2 pe-3 text-end tabular-nums">{money(me.wagered)}</td>
                <td className="py-2 text-end tabular-nums">{me.prize === null ? '—' : money(me.prize)}</td>
              </tr>
            ) : null}
            {morePrizes.length > 0 ? (
              <tr className="text-muted" data-testid="race-more-places">
                <td colSpan={isPlayed ? 4 : 2} className="py-2 text-end text-xs">
                  {morePrizes.length === 1
                    ? t('race.more.place', { place: RACE_LEADERBOARD_SIZE + 1, amount: money(morePrizesTotal) })
                    : t('race.more.places', { from: RACE_LEADERBOARD_SIZE + 1, to: race.prizes.length, amount: money(morePrizesTotal) })}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {race.status !== 'upcoming' ? (
        <p className="text-xs text-muted" data-testid="race-participants">
          {t('race.participants', { n: num(race.participants) })}
        </p>
      ) : null}
    </article>
  );
}
