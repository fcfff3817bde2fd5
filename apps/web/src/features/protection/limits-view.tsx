'use client';

import { useEffect } from 'react';
import type { TLimitsResponse, TLimitView } from '@croupier/contracts';
import type { TLimitPeriod } from '@croupier/contracts/constants';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '../shell/app-link';
import { LimitEditor, type TMoneyLimitKind } from './limit-editor';
import { limitsQuery } from './protection-api';
import { IconClock, IconGauge } from './protection-icons';
import { Outcome, Section } from './protection-ui';
import { SessionLimitEditor } from './session-limit-editor';

export type TLimitsSection = 'deposit' | 'loss' | 'bet' | 'winnings' | 'session';
const ALL: readonly TLimitsSection[] = ['deposit', 'loss', 'bet', 'winnings', 'session'];
const PERIODS: readonly TLimitPeriod[] = [0, 1, 2];

/** The limit in force of a kind (and period, for the kinds that have one). */
export function findLimit(data: TLimitsResponse | undefined, kind: TLimitView['kind'], period?: TLimitPeriod): TLimitView | null {
  return data?.limits.find((l) => l.kind === kind && (period === undefined || l.period === period)) ?? null;
}

/** Shared loading / error states of the protection pages. */
export function useLimits() {
  const limits = useQuery(limitsQuery);
  const refetch = limits.refetch;
  // Pages show fresh figures (used amounts move with every bet and deposit).
  useEffect(() => {
    void refetch();
  }, [refetch]);
  return limits;
}

export function LimitsLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" role="status" aria-live="polite" data-testid="limits-loading">
      <span className="sr-only">{t('msg.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-32 animate-pulse rounded-[var(--r-card)] bg-surface-2" aria-hidden="true" />
      ))}
    </div>
  );
}

export function LimitsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Outcome kind="error" testId="limits-error">
      {t('limits.load.error')}{' '}
      <button type="button" className="text-link" onClick={onRetry}>
        {t('button.retry')}
      </button>
    </Outcome>
  );
}

/**
 * Limits (spec §3/§4, issue #8): deposit, loss and bet limits per day, week and month, max bet per round,
 * the monthly winnings limit and the session time limit. `sections` picks which (a page per section).
 */
export function LimitsView({ sections = ALL }: { sections?: readonly TLimitsSection[] }) {
  const { t } = useTranslation();
  const limits = useLimits();
  if (limits.isPending) return <LimitsLoading />;
  const data = limits.data;
  if (!data) return <LimitsError onRetry={() => void limits.refetch()} />;
  const currency = data.currency;
  const has = (s: TLimitsSection) => sections.includes(s);
  const periodic = (kind: 'deposit' | 'loss' | 'bet') =>
    PERIODS.map((p) => (
      <LimitEditor
        key={`${kind}-${p}`}
        kind={kind}
        period={p}
        view={findLimit(data, kind, p)}
        currency={currency}
        canRemoveWithSupport={data.canRemoveBetLimitsWithSupport}
      />
    ));
  const single = (kind: TMoneyLimitKind) => (
    <LimitEditor
      kind={kind}
      period={0}
      view={findLimit(data, kind)}
      currency={currency}
      canRemoveWithSupport={data.canRemoveBetLimitsWithSupport}
    />
  );

  return (
    <div className="flex flex-col gap-6" data-testid="limits-view">
      {sections.length > 1 ? (
        <Outcome kind="info" testId="limits-rules">
          {t('limits.rules')}
        </Outcome>
      ) : null}
      {has('deposit') ? (
        <Section
          title={t('limits.deposit.title')}
          description={t('limits.deposit.text')}
          icon={<IconGauge size={20} />}
          testId="limits-deposit"
          id="deposit-limits"
        >
          {periodic('deposit')}
        </Section>
      ) : null}
      {has('loss') ? (
        <Section
          title={t('limits.loss.title')}
          description={t('limits.loss.text')}
          icon={<IconGauge size={20} />}
          testId="limits-loss"
          id="loss-limits"
        >
          {periodic('loss')}
        </Section>
      ) : null}
      {has('bet') ? (
        <Section
          title={t('limits.bet.title')}
          description={t('limits.bet.text')}
          icon={<IconGauge size={20} />}
          testId="limits-bet"
          id="bet-limits"
        >
          {single('maxBet')}
          {periodic('bet')}
        </Section>
      ) : null}
      {has('winnings') ? (
        <Section
          title={t('limits.monthlyWinnings.title')}
          description={t('limits.monthlyWinnings.text')}
          icon={<IconGauge size={20} />}
          testId="limits-winnings"
          id="winnings-limit"
        >
          {single('monthlyWinnings')}
        </Section>
      ) : null}
      {has('session') ? (
        <Section
          title={t('limits.session.title')}
          description={t('limits.session.text')}
          icon={<IconClock size={20} />}
          testId="limits-session"
          id="session-limit"
        >
          <SessionLimitEditor view={findLimit(data, 'sessionTime')} />
        </Section>
      ) : null}
      {sections.length > 1 ? (
        <p className="text-sm text-muted">
          {t('limits.more')}{' '}
          <AppLink href="/profile/responsible-gaming" className="text-link">
            {t('rg.title')}
          </AppLink>
        </p>
      ) : null}
    </div>
  );
}
