'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { IconGift } from '../ui/icons';
import type { TDepositBonus } from './cashier-api';

/**
 * Bonus selection of the deposit form: "No bonus" is the default and always offered; the bonus
 * engine (a later issue) fills the other rows. `null` means no bonus.
 */
export function BonusChoice({ rows, value, onChange }: { rows: readonly TDepositBonus[]; value: string | null; onChange: (bonusId: string | null) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const options = [{ bonusId: null as string | null, title: t('cashier.bonus.none') }, ...rows.map((r) => ({ bonusId: r.bonusId as string | null, title: r.title }))];
  return (
    <fieldset data-testid="cashier-bonus">
      <legend className="field-label">{t('cashier.bonus')}</legend>
      <div className="flex flex-col gap-2">
        {options.map((o) => {
          const isSelected = o.bonusId === value;
          return (
            <label
              key={o.bonusId ?? 'none'}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--r-control)] border px-3 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                isSelected ? 'border-primary bg-surface-2' : 'border-line bg-bg-2 hover:border-line-strong'
              }`}
              data-testid={`cashier-bonus-${o.bonusId ?? 'none'}`}
            >
              <input type="radio" name={name} checked={isSelected} onChange={() => onChange(o.bonusId)} className="size-4 shrink-0 accent-[var(--c-primary)]" />
              {o.bonusId ? <IconGift size={18} /> : null}
              <span className="font-semibold">{o.title}</span>
            </label>
          );
        })}
      </div>
      {rows.length === 0 ? <p className="field-hint">{t('cashier.bonus.none.hint')}</p> : null}
    </fieldset>
  );
}
