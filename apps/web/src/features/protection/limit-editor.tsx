'use client';

import { useId, useState } from 'react';
import type { TLimitKind, TLimitView, TSetLimitResponse } from '@croupier/contracts';
import type { TLimitPeriod } from '@croupier/contracts/constants';
import { formatDate } from '@/lib/format';
import { useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { FieldMessages } from '../ui/form-field';
import { changeEffect, isChangeLocked, isSupportOnlyRemoval, parseLimitAmount, usedShare } from './limit-rules';
import { PROTECTION_KEY, protectionApi } from './protection-api';
import { ActionError, Outcome, useAction } from './protection-ui';
import { useAmountText, useCurrencyExponent } from './use-amount';

export type TMoneyLimitKind = Exclude<TLimitKind, 'sessionTime'>;

const PERIOD_NAME: Record<TLimitPeriod, 'day' | 'week' | 'month'> = { 0: 'day', 1: 'week', 2: 'month' };

/** The label key of a limit: "Daily deposit limit", "Max bet per round", "Monthly winnings limit"… */
export function limitLabelKey(kind: TMoneyLimitKind, period: TLimitPeriod): string {
  if (kind === 'maxBet') return 'limits.maxBet';
  if (kind === 'monthlyWinnings') return 'limits.monthlyWinnings';
  return `limits.${kind}.${PERIOD_NAME[period]}`;
}

/** The rolling window a limit counts (the monthly winnings limit is always 30 days). */
function windowKey(kind: TMoneyLimitKind, period: TLimitPeriod): string | null {
  if (kind === 'maxBet') return null;
  if (kind === 'monthlyWinnings') return 'limits.used.month';
  return `limits.used.${PERIOD_NAME[period]}`;
}

/**
 * One money limit: what is in force, how much of it the rolling window has used, a pending raise or
 * removal with the date it applies (24-hour cooling-off), the once-per-hour rule, and a form to type any
 * amount, save it or remove the limit (bet limits and the monthly winnings limit: contact support).
 */
export function LimitEditor({
  kind,
  period,
  view,
  currency,
  canRemoveWithSupport = true,
}: {
  kind: TMoneyLimitKind;
  period: TLimitPeriod;
  view: TLimitView | null;
  currency: string;
  /** A high loyalty level may have bet limits and the monthly winnings limit removed through support. */
  canRemoveWithSupport?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const format = useAmountText();
  const exponent = useCurrencyExponent(view?.currency ?? currency);
  const id = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<TSetLimitResponse | null>(null);
  const [isSupportShown, setIsSupportShown] = useState(false);
  const { isBusy, error, setError, run } = useAction();

  const cur = view?.currency ?? currency;
  const amount = view?.amount ?? null;
  const isLocked = isChangeLocked(view?.changeableAt ?? null);
  const share = view ? usedShare(view) : null;
  const label = t(limitLabelKey(kind, period));
  const wKey = windowKey(kind, period);
  const testId = `limit-${kind}-${period}`;
  const date = (iso: string | null) => formatDate(iso, i18n.language, true);

  const submit = async (next: string | null) => {
    setResult(null);
    setIsSupportShown(false);
    // Kinds without a period are stored with period 0 (contracts: PERIODIC_LIMIT_KINDS).
    const res = await run(() => protectionApi.setLimit({ kind, period: isPeriodic(kind) ? period : 0, amount: next }));
    if (!res) return;
    setResult(res);
    setValue('');
    queryClient.setQueryData([...PROTECTION_KEY, 'limits'], (old: { limits: TLimitView[] } | undefined) =>
      old
        ? { ...old, limits: [...old.limits.filter((l) => !(l.kind === kind && (l.period === period || !isPeriodic(kind)))), res.limit] }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: [...PROTECTION_KEY] });
  };

  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = parseLimitAmount(value, exponent);
    if (!parsed.ok) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    void submit(parsed.value);
  };

  const onRemove = () => {
    setError(null);
    setFieldError(null);
    setResult(null);
    if (isSupportOnlyRemoval(kind)) {
      setIsSupportShown(true);
      return;
    }
    void submit(null);
  };

  const parsedPreview = value ? parseLimitAmount(value, exponent) : null;
  const effect = parsedPreview?.ok ? changeEffect(amount, parsedPreview.value) : null;

  return (
    <div
      className="flex flex-col gap-3 rounded-[var(--r-card)] border border-line bg-bg-2/60 p-4"
      data-testid={testId}
      data-amount={amount ?? ''}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-bold" id={`${id}-label`}>
          {label}
        </h3>
        <p className="text-sm" data-testid={`${testId}-current`}>
          {amount !== null ? (
            <span className="font-extrabold tabular-nums">{format(amount, cur)}</span>
          ) : (
            <span className="text-muted">{t('limits.none')}</span>
          )}
        </p>
      </div>

      {amount !== null && wKey && view ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs text-muted" data-testid={`${testId}-used`}>
            {t(wKey, { used: format(view.used, cur), limit: format(amount, cur) })}
          </p>
          <div
            className="h-2 overflow-hidden rounded-full bg-surface-2"
            role="progressbar"
            aria-labelledby={`${id}-label`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((share ?? 0) * 100)}
          >
            <div
              className={`h-full rounded-full ${share !== null && share >= 1 ? 'bg-danger' : share !== null && share >= 0.8 ? 'bg-warning' : 'bg-primary'}`}
              style={{ width: `${Math.round((share ?? 0) * 100)}%` }}
            />
          </div>
        </div>
      ) : null}

      {view?.pendingEffectiveAt ? (
        <p
          className="rounded-[var(--r-control)] border border-line-strong bg-surface-2 px-3 py-2 text-sm"
          data-testid={`${testId}-pending`}
        >
          {view.isPendingRemoval
            ? t('limits.pending.removal', { date: date(view.pendingEffectiveAt) })
            : t('limits.pending.raise', { amount: format(view.pendingAmount ?? '0', cur), date: date(view.pendingEffectiveAt) })}
        </p>
      ) : null}

      {isLocked ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted" data-testid={`${testId}-locked`}>
            {t('limits.changeable.at', { date: date(view?.changeableAt ?? null) })}
          </p>
          {/* Removing these goes through support anyway: the way there does not wait for the hour. */}
          {amount !== null && isSupportOnlyRemoval(kind) && !isSupportShown ? (
            <button type="button" className="btn btn-secondary" onClick={onRemove} data-testid={`${testId}-remove`}>
              {t('limits.remove')}
            </button>
          ) : null}
        </div>
      ) : null}

      {isLocked ? null : (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={onSave} noValidate>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-input`} className="sr-only">
              {t('limits.new.amount', { limit: label })}
            </label>
            <div className="relative">
              <input
                id={`${id}-input`}
                className="field-control pe-16 tabular-nums"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t(amount !== null ? 'limits.placeholder.change' : 'limits.placeholder.set')}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setFieldError(null);
                }}
                disabled={isLocked || isBusy}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-input-error` : effect ? `${id}-input-hint` : undefined}
                data-testid={`${testId}-input`}
              />
              <span
                className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm font-semibold text-muted"
                aria-hidden="true"
              >
                {cur}
              </span>
            </div>
            <FieldMessages
              id={`${id}-input`}
              error={fieldError ?? undefined}
              hint={effect === 'pending' ? t('limits.hint.raise') : effect === 'now' ? t('limits.hint.lower') : undefined}
            />
          </div>
          <div className="flex gap-2">
            <button
              type="submit"
              className="btn btn-primary flex-1 sm:flex-none"
              disabled={isLocked || isBusy}
              aria-busy={isBusy || undefined}
              data-testid={`${testId}-save`}
            >
              {t(amount !== null ? 'limits.save' : 'limits.set')}
            </button>
            {amount !== null && !view?.isPendingRemoval ? (
              <button
                type="button"
                className="btn btn-secondary flex-1 sm:flex-none"
                onClick={onRemove}
                disabled={isLocked || isBusy}
                data-testid={`${testId}-remove`}
              >
                {t('limits.remove')}
              </button>
            ) : null}
          </div>
        </form>
      )}

      {isSupportShown ? (
        <Outcome kind="info" testId={`${testId}-support`}>
          {t('error.limits.contact.support')}{' '}
          <a href="/contacts" className="text-link">
            {t('limits.contact.support')}
          </a>
          {canRemoveWithSupport ? null : <span className="mt-1 block text-muted">{t('limits.support.loyalty')}</span>}
        </Outcome>
      ) : null}
      <ActionError error={error} testId={`${testId}-error`} />
      {result ? (
        <Outcome kind="success" testId={`${testId}-result`}>
          {result.applied === 'now' ? t('limits.applied.now') : t('limits.applied.pending', { date: date(result.effectiveAt) })}
        </Outcome>
      ) : null}
    </div>
  );
}

function isPeriodic(kind: TLimitKind): boolean {
  return kind === 'deposit' || kind === 'loss' || kind === 'bet';
}
