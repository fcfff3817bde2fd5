'use client';

import { useId, useState } from 'react';
import type { TLimitView, TSetLimitResponse } from '@croupier/contracts';
import { formatDate } from '@/lib/format';
import { useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { FieldMessages } from '../ui/form-field';
import { checkSessionLimit, isChangeLocked, toSessionUnit, type TSessionLimitUnit } from './limit-rules';
import { PROTECTION_KEY, protectionApi } from './protection-api';
import { ActionError, Outcome, useAction } from './protection-ui';

const UNITS: readonly TSessionLimitUnit[] = ['minutes', 'hours', 'days'];

/** "2 hours", "90 minutes", "3 days". */
export function useSessionDuration(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => {
    const { value, unit } = toSessionUnit(minutes);
    return t(`limits.session.unit.${unit}.count`, { count: value });
  };
}

/**
 * Session time limit (spec §5/§9): a value and a unit; at least 10 minutes, 1 hour or 1 day by unit, at
 * most 720 hours or 30 days. Update and remove failures show the spec's messages.
 */
export function SessionLimitEditor({ view }: { view: TLimitView | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const duration = useSessionDuration();
  const id = useId();
  const [value, setValue] = useState('');
  const [unit, setUnit] = useState<TSessionLimitUnit>('hours');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<TSetLimitResponse | null>(null);
  const { isBusy, error, setError, run } = useAction();
  const [lastOp, setLastOp] = useState<'update' | 'remove'>('update');
  // §8 session time update / remove failure: the spec's messages (the once-per-hour rule keeps its own).
  const shownError =
    error && error.code !== 'LIMIT_CHANGE_TOO_SOON' && error.code !== 'NETWORK_ERROR'
      ? { code: error.code, message: lastOp === 'remove' ? 'error.session.limit.remove' : 'error.session.limit.update' }
      : error;
  const minutes = view?.amount != null ? Number(view.amount) : null;
  const isLocked = isChangeLocked(view?.changeableAt ?? null);
  const date = (iso: string | null) => formatDate(iso, i18n.language, true);

  const done = (res: TSetLimitResponse | undefined) => {
    if (!res) return;
    setResult(res);
    setValue('');
    void queryClient.invalidateQueries({ queryKey: [...PROTECTION_KEY] });
  };

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    setResult(null);
    setError(null);
    const problem = checkSessionLimit(value, unit);
    setFieldError(problem);
    if (problem) return;
    setLastOp('update');
    done(await run(() => protectionApi.setSessionLimit({ value: Number(value.trim()), unit })));
  };

  const onRemove = async () => {
    setResult(null);
    setFieldError(null);
    setLastOp('remove');
    done(await run(() => protectionApi.removeSessionLimit()));
  };

  return (
    <div
      className="flex flex-col gap-3 rounded-[var(--r-card)] border border-line bg-bg-2/60 p-4"
      data-testid="limit-sessionTime"
      data-amount={view?.amount ?? ''}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-bold" id={`${id}-label`}>
          {t('limits.session.title')}
        </h3>
        <p className="text-sm" data-testid="limit-sessionTime-current">
          {minutes !== null && Number.isFinite(minutes) ? (
            <span className="font-extrabold">{duration(minutes)}</span>
          ) : (
            <span className="text-muted">{t('limits.none')}</span>
          )}
        </p>
      </div>
      {minutes !== null && view ? (
        <p className="text-xs text-muted" data-testid="limit-sessionTime-used">
          {t('limits.session.used', { used: duration(Math.max(0, Math.floor(Number(view.used) || 0))) })}
        </p>
      ) : null}
      {view?.pendingEffectiveAt ? (
        <p
          className="rounded-[var(--r-control)] border border-line-strong bg-surface-2 px-3 py-2 text-sm"
          data-testid="limit-sessionTime-pending"
        >
          {view.isPendingRemoval
            ? t('limits.pending.removal', { date: date(view.pendingEffectiveAt) })
            : t('limits.pending.raise', { amount: duration(Number(view.pendingAmount ?? 0)), date: date(view.pendingEffectiveAt) })}
        </p>
      ) : null}
      {isLocked ? (
        <p className="text-sm text-muted" data-testid="limit-sessionTime-locked">
          {t('limits.changeable.at', { date: date(view?.changeableAt ?? null) })}
        </p>
      ) : null}
      {isLocked ? null : (
        <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={(e) => void onSave(e)} noValidate>
          <div className="flex min-w-0 flex-1 gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-value`} className="sr-only">
                {t('limits.session.value')}
              </label>
              <input
                id={`${id}-value`}
                className="field-control tabular-nums"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('limits.session.value')}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setFieldError(null);
                }}
                disabled={isLocked || isBusy}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-value-error` : `${id}-value-hint`}
                data-testid="limit-sessionTime-value"
              />
            </div>
            <div className="w-36 shrink-0">
              <label htmlFor={`${id}-unit`} className="sr-only">
                {t('limits.session.unit')}
              </label>
              <select
                id={`${id}-unit`}
                className="field-control"
                value={unit}
                onChange={(e) => {
                  setUnit(e.target.value as TSessionLimitUnit);
                  setFieldError(null);
                }}
                disabled={isLocked || isBusy}
                data-testid="limit-sessionTime-unit"
              >
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`limits.session.unit.${u}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex gap-2">
            <button
              type="submit"
              className="btn btn-primary flex-1 sm:flex-none"
              disabled={isLocked || isBusy}
              aria-busy={isBusy || undefined}
              data-testid="limit-sessionTime-save"
            >
              {t(minutes !== null ? 'limits.save' : 'limits.set')}
            </button>
            {minutes !== null && !view?.isPendingRemoval ? (
              <button
                type="button"
                className="btn btn-secondary flex-1 sm:flex-none"
                onClick={() => void onRemove()}
                disabled={isLocked || isBusy}
                data-testid="limit-sessionTime-remove"
              >
                {t('limits.remove')}
              </button>
            ) : null}
          </div>
        </form>
      )}
      {isLocked ? null : <FieldMessages id={`${id}-value`} error={fieldError ?? undefined} hint={t('limits.session.hint')} />}
      <ActionError error={shownError} testId="limit-sessionTime-error" />
      {result ? (
        <Outcome kind="success" testId="limit-sessionTime-result">
          {result.applied === 'now' ? t('limits.applied.now') : t('limits.applied.pending', { date: date(result.effectiveAt) })}
        </Outcome>
      ) : null}
    </div>
  );
}
