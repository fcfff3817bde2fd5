'use client';

import { useCallback, useState } from 'react';
import type { TPlayerBonus } from '@croupier/contracts';
import { useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { formatDate } from '@/lib/format';
import { useRefetchOnWallet } from '@/lib/use-refetch-on-wallet';
import { useAuth } from '../auth/auth-context';
import { usePageUrl } from '@/lib/route-keys';
import { AppLink } from '../shell/app-link';
import { useMoneyFormat } from '../shell/use-money-format';
import { bonusApi, bonusErrorOf, bonusKeys, myBonusesQuery, type TBonusError, type TMyBonuses } from './bonus-api';
import { BonusMessage } from './bonus-message';
import { BonusProgress } from './bonus-progress';
import { BonusStatus } from './bonus-status';

/** Cancels the player's bonus (an active one forfeits its money; a pending choice is dropped), with its refusal. */
function useCancelBonus(userBonusId: string, onCancelled: () => void) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<TBonusError | null>(null);
  const cancel = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await bonusApi.cancel(userBonusId);
      onCancelled();
    } catch (e) {
      setError(bonusErrorOf(e));
    } finally {
      setIsBusy(false);
    }
  };
  return { cancel, isBusy, error };
}

/** The in-house game page of a free-spins game id (croupier-<slug>). */
const gamePath = (gameId: string) => `/casino/games/${encodeURIComponent(gameId.replace(/^croupier-/, ''))}?mode=real`;

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="truncate font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The active bonus block: progress, amounts, the bonus play button (spec §2: to /casino/slots) and cancel. */
function ActiveBonus({ bonus, onCancelled }: { bonus: TPlayerBonus; onCancelled: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const m = (v: number) => money(v, bonus.currency);
  const [isConfirming, setIsConfirming] = useState(false);
  const { cancel: cancelBonus, isBusy, error } = useCancelBonus(bonus.userBonusId, onCancelled);
  const cancel = async () => {
    await cancelBonus();
    setIsConfirming(false);
  };
  const hasSpins = bonus.freeSpinsLeft > 0;
  return (
    <section className="card flex flex-col gap-4 p-5 md:p-6" aria-labelledby="bonus-active-title" data-testid="bonus-active">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('bonus.active.title')}</p>
          <h2 id="bonus-active-title" className="font-display text-xl font-extrabold" data-testid="bonus-active-name">
            {bonus.title}
          </h2>
        </div>
        <BonusStatus status={bonus.status} />
      </div>
      {bonus.wagerRequired > 0 ? (
        <BonusProgress percent={bonus.progress} label={t('bonus.progress.text', { wagered: m(bonus.wagered), required: m(bonus.wagerRequired), left: m(bonus.wagerRemaining) })} />
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('bonus.amount')} value={m(bonus.bonusAmount)} testId="bonus-active-amount" />
        {bonus.maxBet !== null ? <Fact label={t('bonus.max.bet')} value={m(bonus.maxBet)} /> : null}
        {bonus.maxCashout !== null ? <Fact label={t('bonus.max.cashout')} value={m(bonus.maxCashout)} /> : null}
        {bonus.expiresAt ? <Fact label={t('bonus.expires')} value={formatDate(bonus.expiresAt, i18n.language, true)} /> : null}
        {bonus.freeSpinsTotal > 0 ? <Fact label={t('bonus.free.spins.left')} value={`${bonus.freeSpinsLeft} / ${bonus.freeSpinsTotal}`} testId="bonus-active-spins" /> : null}
      </dl>
      <BonusMessage error={error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {hasSpins && bonus.freeSpinGameIds[0] ? (
          <AppLink href={gamePath(bonus.freeSpinGameIds[0])} className="btn btn-primary min-h-11 px-5" data-testid="bonus-play-spins">
            {t('bonus.play.spins', { count: bonus.freeSpinsLeft })}
          </AppLink>
        ) : null}
        {bonus.wagerRequired > 0 ? (
          <AppLink href="/casino/slots" className={`btn ${hasSpins ? 'btn-secondary' : 'btn-primary'} min-h-11 px-5`} data-testid="bonus-play">
            {t('bonus.play')}
          </AppLink>
        ) : null}
        {isConfirming ? (
          <div className="flex flex-1 flex-col gap-2 rounded-[var(--r-control)] border border-danger/50 p-3 sm:flex-row sm:items-center" role="group" aria-label={t('bonus.cancel.confirm.title')}>
            <p className="flex-1 text-sm">{t('bonus.cancel.confirm.text')}</p>
            <button type="button" className="btn btn-secondary min-h-11" onClick={() => setIsConfirming(false)}>
              {t('bonus.replace.keep')}
            </button>
            <button type="button" className="btn btn-primary min-h-11" onClick={() => void cancel()} disabled={isBusy} aria-busy={isBusy} data-testid="bonus-cancel-confirm">
              {t('bonus.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-ghost min-h-11 sm:ms-auto" onClick={() => setIsConfirming(true)} data-testid="bonus-cancel">
            {t('bonus.cancel')}
          </button>
        )}
      </div>
    </section>
  );
}

/** A deposit bonus chosen and waiting for the deposit: deposit with it now, or drop the choice. */
function PendingBonus({ bonus, onCancelled }: { bonus: TPlayerBonus; onCancelled: () => void }) {
  const { t } = useTranslation();
  const resolve = usePageUrl();
  const { cancel: drop, isBusy, error } = useCancelBonus(bonus.userBonusId, onCancelled);
  return (
    <section className="card flex flex-col gap-3 p-5 md:p-6" aria-labelledby="bonus-pending-title" data-testid="bonus-pending">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="bonus-pending-title" className="min-w-0 font-display text-xl font-extrabold" data-testid="bonus-pending-name">
          {bonus.title}
        </h2>
        <BonusStatus status={bonus.status} />
      </div>
      <p className="text-muted">{t('bonus.pending.deposit')}</p>
      <BonusMessage error={error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <AppLink href={`${resolve('deposit').href}?bonusId=${encodeURIComponent(bonus.bonusId)}`} className="btn btn-primary min-h-11 px-5" data-testid="bonus-pending-deposit">
          {t('cashier.deposit')}
        </AppLink>
        <button type="button" className="btn btn-ghost min-h-11 sm:ms-auto" onClick={() => void drop()} disabled={isBusy} aria-busy={isBusy} data-testid="bonus-pending-cancel">
          {t('bonus.cancel')}
        </button>
      </div>
    </section>
  );
}

/** The last finished bonus block. */
function LastBonus({ bonus }: { bonus: TPlayerBonus }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const m = (v: number) => money(v, bonus.currency);
  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="bonus-last-title" data-testid="bonus-last">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('bonus.last.title')}</p>
          <h2 id="bonus-last-title" className="font-display text-lg font-extrabold">
            {bonus.title}
          </h2>
        </div>
        <BonusStatus status={bonus.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('bonus.amount')} value={m(bonus.bonusAmount)} />
        <Fact label={t('bonus.cash.paid')} value={m(bonus.cashPaid)} testId="bonus-last-cash" />
        {bonus.forfeited > 0 ? <Fact label={t('bonus.forfeited')} value={m(bonus.forfeited)} /> : null}
        {bonus.endedAt ? <Fact label={t('bonus.ended')} value={formatDate(bonus.endedAt, i18n.language)} /> : null}
      </dl>
    </section>
  );
}

/** Spec §3 balances: real money, bonus, wager, deposit wager, rollover. */
function Balances({ data }: { data: TMyBonuses['balances'] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const m = (v: number) => money(v, data.currency);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="bonus-balances">
      {(
        [
          ['bonus.balance.real', data.realMoney, 'bonus-balance-real'],
          ['bonus.balance.bonus', data.bonus, 'bonus-balance-bonus'],
          ['bonus.balance.wager', data.wager, 'bonus-balance-wager'],
          ['bonus.balance.deposit.wager', data.depositWager, 'bonus-balance-deposit-wager'],
          ['bonus.balance.rollover', data.rollover, 'bonus-balance-rollover'],
        ] as const
      ).map(([key, value, testId]) => (
        <div key={key} className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface-2/50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t(key)}</dt>
          <dd className="truncate text-lg font-extrabold tabular-nums" data-testid={testId}>
            {m(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The profile's bonus list (spec §2 "bonus list with active and last bonus blocks"): the §3 balances, the active
 * bonus with its progress, free spins to play, and the last finished bonus; links to promotions and history.
 */
export function MyBonuses() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { refreshUser } = useAuth();
  const q = useQuery(myBonusesQuery('all', 1, 5));
  const d = q.data;
  const onChanged = () => {
    void qc.invalidateQueries({ queryKey: bonusKeys.all });
    void refreshUser();
  };
  // Wagering progress, a bonus completed or lost by a round, a deposit that brings the chosen bonus: followed live.
  const refresh = useCallback(() => qc.invalidateQueries({ queryKey: bonusKeys.all }), [qc]);
  useRefetchOnWallet(true, refresh, 1000, ['debit', 'credit', 'globalCredit', 'deposit']);
  if (q.isPending) return <div className="card h-48 animate-pulse bg-surface-2/60" aria-busy="true" />;
  if (!d) return <BonusMessage error={bonusErrorOf(q.error)} />;
  const spinsOnly = d.activeFreeSpins && d.activeFreeSpins.userBonusId !== d.active?.userBonusId ? d.activeFreeSpins : null;
  return (
    <div className="flex flex-col gap-5" data-testid="my-bonuses">
      <Balances data={d.balances} />
      {d.active ? <ActiveBonus bonus={d.active} onCancelled={onChanged} /> : null}
      {spinsOnly ? <ActiveBonus bonus={spinsOnly} onCancelled={onChanged} /> : null}
      {d.pending ? <PendingBonus bonus={d.pending} onCancelled={onChanged} /> : null}
      {!d.active && !spinsOnly && !d.pending ? (
        <section className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center" data-testid="bonus-none">
          <p className="flex-1 text-muted">{t('bonus.none')}</p>
          <AppLink pageKey="promotions" className="btn btn-primary min-h-11 px-5">
            {t('bonus.see.promotions')}
          </AppLink>
        </section>
      ) : null}
      {d.last ? <LastBonus bonus={d.last} /> : null}
      <AppLink pageKey="bonus-history" className="text-link w-fit" data-testid="bonus-history-link">
        {t('bonus.history.link')}
      </AppLink>
    </div>
  );
}
