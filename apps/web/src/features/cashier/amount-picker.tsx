'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TDepositAmounts } from '@croupier/contracts/deposit-amounts';
import { FieldMessages } from '../ui/form-field';
import { useMoneyFormat } from '../shell/use-money-format';
import { isWithinLimits, sanitizeAmountInput, stepAmount, toScaled, type TAmountLimits } from './amount';
import { IconMinus, IconPlus } from './cashier-icons';

/**
 * §4 deposit amount picker: − / + buttons (up +1 to 30 then +5; down −5 above 30 else −1; never
 * below 0), the amount field, and the presets 25 / 50 / 100 — in euros; in other currencies round figures of about
 * the same worth (`amounts`, depositAmountsIn). Presets outside the method's limits are not offered.
 */
export function AmountPicker({
  value,
  onChange,
  currency,
  amounts,
  limits,
  hint,
  error,
  onBlur,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  amounts: TDepositAmounts;
  limits: TAmountLimits | null;
  hint?: string | null;
  error?: string | undefined;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const id = useId();
  const scaled = toScaled(value);
  const stepClass = 'icon-btn size-12 shrink-0 border border-line-strong bg-surface-2 disabled:opacity-40';
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-testid="cashier-amount">
      <label htmlFor={id} className="field-label">
        {t('cashier.amount')} <span className="font-normal text-muted">({currency})</span>
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          onClick={() => onChange(stepAmount(value, 'down', amounts))}
          disabled={scaled !== null && scaled <= 0n}
          aria-label={t('cashier.amount.decrease')}
          aria-controls={id}
          data-testid="cashier-amount-down"
        >
          <IconMinus size={20} />
        </button>
        <input
          id={id}
          className="field-control min-w-0 flex-1 text-center text-xl font-extrabold tabular-nums"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid="cashier-amount-input"
        />
        <button
          type="button"
          className={stepClass}
          onClick={() => onChange(stepAmount(value, 'up', amounts))}
          aria-label={t('cashier.amount.increase')}
          aria-controls={id}
          data-testid="cashier-amount-up"
        >
          <IconPlus size={20} />
        </button>
      </div>
      <div className="mt-2 grid grid-cols-3 gap-2" role="group" aria-label={t('cashier.amount.presets')}>
        {[...new Set(amounts.presets)]
          .filter((preset) => isWithinLimits(preset, limits))
          .map((preset) => {
            const isActive = scaled !== null && scaled === toScaled(preset);
            return (
              <button
                key={preset}
                type="button"
                className={`btn min-h-10 !px-2 text-sm tabular-nums ${isActive ? 'btn-primary' : 'btn-secondary'}`}
                aria-pressed={isActive}
                onClick={() => onChange(preset)}
                data-testid={`cashier-amount-preset-${preset}`}
              >
                {format(Number(preset), currency)}
              </button>
            );
          })}
      </div>
      <FieldMessages id={id} error={error} hint={hint ?? undefined} />
    </div>
  );
}
