'use client';

import type { TLoyaltyOverview, TLoyaltyTierView } from '@croupier/contracts';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { formatAmount, intlLocale, numberFormat } from '@/lib/format';
import { useModalStack } from '@/lib/modal-stack';
import { useRefetchOnWallet } from '@/lib/use-refetch-on-wallet';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { loyaltyQuery } from './loyalty-api';
import { LoadError, PageHeader } from '../ui/page-header';

/** Medal colours of the named tiers (decorative: the tier's name is always written next to it). */
const TIER_COLOURS: Record<string, string> = {
  bronze: '#c07a3a',
  silver: '#b8c0cc',
  gold: '#e8b923',
  platinum: '#9fd3e0',
  diamond: '#6fa8ff',
  black: '#2b2b33',
  other: '#8b7bd8',
};

function TierMedal({ name, size = 28 }: { name: string; size?: number }) {
  const colour = TIER_COLOURS[name] ?? TIER_COLOURS.other;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="shrink-0">
      <path d="M9 2h5l2 7-4 2zM23 2h-5l-2 7 4 2z" fill="currentColor" opacity="0.35" />
      <circle cx="16" cy="19" r="11" fill={colour} stroke="rgba(0,0,0,0.25)" strokeWidth="1.5" />
      <path d="m16 12.5 2 4.1 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z" fill="rgba(255,255,255,0.85)" />
    </svg>
  );
}

/** A tier's name: `Gold`, or `Tier 7` past the named ones. */
function useTierName() {
  const { t } = useTranslation();
  return (tier: Pick<TLoyaltyTierView, 'name' | 'group'>) => (tier.name === 'other' ? t('loyalty.group.other', { n: tier.group }) : t(`loyalty.group.${tier.name}`));
}

function percentRange(t: (k: string, o?: Record<string, unknown>) => string, tier: TLoyaltyTierView): string {
  if (tier.rakebackPercent === null && tier.rakebackPercentTop === null) return t('vip.tier.rakeback.none');
  const from = tier.rakebackPercent ?? 0;
  const to = tier.rakebackPercentTop ?? from;
  return from === to ? t('vip.tier.rakeback', { percent: from }) : t('vip.tier.rakeback.range', { from, to });
}

/**
 * `/vip-club` (spec §2 link target; the default navigation's "VIP"): the loyalty levels. Everyone sees the
 * tiers (groups of `loyaltyLevelGroupSteps` levels), the points each starts at and the rakeback it earns; a
 * signed-in player also sees their level, progress and points per currency, refreshed after their bets.
 */
export function VipClubPage({ initialData = null }: { initialData?: TLoyaltyOverview | null }) {
  const { t, i18n } = useTranslation();
  const { user, isInitialized } = useAuth();
  const { open } = useModalStack();
  const userId = user?.getUser.userId ?? null;
  const queryClient = useQueryClient();
  // What the server render fetched (app/vip-club/page.tsx), seeded before the query reads the cache: the tiers
  // are in the page's HTML and hydrate.
  useState(() => initialData && queryClient.setQueryData(loyaltyQuery(userId).queryKey, initialData));
  const q = useQuery({ ...loyaltyQuery(userId), enabled: isInitialized });
  const tierName = useTierName();
  const refetch = q.refetch;

  // Points come from real-money bets: refresh a moment after the wallet moves.
  useRefetchOnWallet(!!userId, refetch, 1000, ['debit', 'credit']);

  const d = q.data;
  const num = (n: number) => numberFormat(intlLocale(i18n.language)).format(n);
  const player = d?.player ?? null;
  const current = player && d ? d.tiers.find((x) => x.group === player.group) : undefined;

  return (
    <div className="container-page flex flex-col gap-8 py-8 md:py-12" data-testid="vip-page">
      <PageHeader badge={t('vip.badge')} title={t('vip.title')} intro={t('vip.intro')} />

      {q.isError ? <LoadError message={t('vip.error')} retryLabel={t('button.retry')} onRetry={() => void refetch()} testId="vip-error" /> : null}

      {player && d && current ? (
        <section aria-labelledby="vip-you" className="card flex flex-col gap-5 p-4 sm:p-6" data-testid="vip-progress">
          <div className="flex flex-wrap items-center gap-4">
            <TierMedal name={current.name} size={56} />
            <div className="flex min-w-0 flex-col">
              <h2 id="vip-you" className="text-sm font-semibold uppercase tracking-wide text-muted">
                {t('vip.you.title')}
              </h2>
              <p className="font-display text-2xl font-extrabold md:text-3xl">
                <span data-testid="vip-tier">{tierName(current)}</span> ·{' '}
                <span data-testid="vip-level">{t('vip.level', { level: player.level })}</span>
              </p>
            </div>
            <dl className="ms-auto grid grid-cols-2 gap-3 text-sm sm:flex sm:gap-6">
              <div className="flex flex-col">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('vip.points')}</dt>
                <dd className="text-lg font-extrabold tabular-nums" data-testid="vip-points">
                  {num(player.points)}
                </dd>
              </div>
              <div className="flex flex-col">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('vip.rakeback')}</dt>
                <dd className="text-lg font-extrabold tabular-nums text-primary" data-testid="vip-rakeback">
                  {player.rakebackPercent === null ? '—' : `${player.rakebackPercent}%`}
                </dd>
              </div>
            </dl>
          </div>
          <div className="flex flex-col gap-2">
            <div
              role="progressbar"
              aria-label={t('vip.progress.label')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={player.xp}
              aria-valuetext={t('vip.progress.value', { percent: player.xp })}
              className="h-3 overflow-hidden rounded-full bg-surface-2"
              data-testid="vip-progressbar"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${player.xp}%` }} />
            </div>
            <p className="text-sm text-muted" data-testid="vip-next">
              {player.nextLevelPoints === null
                ? t('vip.next.top')
                : t('vip.next', { points: num(player.pointsTillNextLevel), level: player.level + 1 })}
            </p>
          </div>
          {player.stakes.length > 0 ? (
            <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('vip.stakes')}>
              {player.stakes.map((s) => (
                <li key={s.currency} className="rounded-full border border-line px-3 py-1 tabular-nums" data-testid="vip-stake">
                  {t('vip.stake', { amount: formatAmount(s.amount, s.currency, i18n.language, { exponent: s.exponent }), points: num(s.points) })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted" data-testid="vip-no-stakes">
              {t('vip.stakes.none')}{' '}
              <AppLink href="/casino" className="text-link">
                {t('home.cta.casino')}
              </AppLink>
            </p>
          )}
          {player.isHighLevel ? <p className="text-sm text-success">{t('vip.high.yes')}</p> : null}
        </section>
      ) : null}

      {isInitialized && !user ? (
        <section aria-labelledby="vip-join" className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6" data-testid="vip-guest">
          <div>
            <h2 id="vip-join" className="text-lg font-bold">
              {t('vip.join.title')}
            </h2>
            <p className="text-sm text-muted">{t('vip.join.text')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={() => open('register')} data-testid="vip-register">
              {t('vip.join.register')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => open('login')}>
              {t('vip.join.login')}
            </button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="vip-tiers" className="flex flex-col gap-4">
        <h2 id="vip-tiers" className="text-xl font-bold">
          {t('vip.tiers.title')}
        </h2>
        {d ? (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="vip-tiers">
            {d.tiers.map((tier) => {
              const isCurrent = tier.group === player?.group;
              return (
                <li
                  key={tier.group}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`card flex items-start gap-3 p-4 ${isCurrent ? 'ring-2 ring-primary' : ''}`}
                  data-testid="vip-tier-card"
                  data-current={isCurrent ? 'true' : undefined}
                >
                  <TierMedal name={tier.name} size={40} />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <h3 className="font-bold">
                      {tierName(tier)}
                      {isCurrent ? <span className="ms-2 badge bg-primary/15 px-2 py-0.5 text-xs text-primary">{t('vip.tier.current')}</span> : null}
                    </h3>
                    <p className="text-sm text-muted">
                      {tier.firstLevel === tier.lastLevel
                        ? t('vip.tier.level', { level: tier.firstLevel })
                        : t('vip.tier.levels', { from: tier.firstLevel, to: tier.lastLevel })}{' '}
                      · {t('vip.tier.points', { points: num(tier.points) })}
                    </p>
                    <p className="text-sm font-semibold" data-testid="vip-tier-rakeback">
                      {percentRange(t, tier)}
                    </p>
                    {tier.firstLevel <= d.highLevel && d.highLevel <= tier.lastLevel ? (
                      <p className="text-xs text-muted">{t('vip.tier.high', { level: d.highLevel })}</p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="status">
            <span className="sr-only">{t('vip.loading')}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="card h-28 animate-pulse bg-surface-2/60" />
            ))}
          </div>
        )}
      </section>

      {d ? <HowItWorks d={d} /> : null}
    </div>
  );
}

function HowItWorks({ d }: { d: TLoyaltyOverview }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="vip-how" className="card flex flex-col gap-3 p-4 sm:p-6">
      <h2 id="vip-how" className="text-lg font-bold">
        {t('vip.how.title')}
      </h2>
      <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm text-muted marker:font-bold marker:text-primary">
        <li>{d.stakePerPoint === null ? t('vip.how.1.none') : t('vip.how.1', { amount: formatAmount(d.stakePerPoint, d.currency, i18n.language, { exponent: d.exponent }) })}</li>
        <li>{t('vip.how.2')}</li>
        <li>{t('vip.how.3', { max: d.maxLevel })}</li>
        <li>{t('vip.how.4', { level: d.highLevel })}</li>
      </ol>
      <AppLink href="/cashback" className="text-link w-fit text-sm">
        {t('vip.how.cashback')}
      </AppLink>
    </section>
  );
}
