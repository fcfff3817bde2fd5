'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

export type TCashierTab = 'deposit' | 'withdraw';
export const CASHIER_TABS: readonly TCashierTab[] = ['deposit', 'withdraw'];

export function cashierTabOf(value: string | null | undefined): TCashierTab {
  return value === 'withdraw' || value === 'withdrawal' ? 'withdraw' : 'deposit';
}

/** Deposit / Withdraw tabs of the cashier modal (ARIA tabs: arrows, Home/End move and select). */
export function CashierTabs({ tab, onChange, idBase, children }: { tab: TCashierTab; onChange: (tab: TCashierTab) => void; idBase: string; children: ReactNode }) {
  const { t } = useTranslation();
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = CASHIER_TABS.indexOf(tab);
    let next: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') next = (i + 1) % CASHIER_TABS.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = CASHIER_TABS.length - 1;
    if (next === null) return;
    e.preventDefault();
    const id = CASHIER_TABS[next]!;
    onChange(id);
    window.setTimeout(() => document.getElementById(`${idBase}-tab-${id}`)?.focus(), 0);
  };
  return (
    <>
      <div className="tabs mb-5" role="tablist" aria-label={t('cashier.title')}>
        {CASHIER_TABS.map((id) => (
          <button
            key={id}
            id={`${idBase}-tab-${id}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === id}
            aria-controls={`${idBase}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => onChange(id)}
            onKeyDown={onKeyDown}
            data-testid={`cashier-tab-${id}`}
          >
            {t(id === 'deposit' ? 'cashier.deposit' : 'cashier.withdraw')}
          </button>
        ))}
      </div>
      <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-tab-${tab}`}>
        {children}
      </div>
    </>
  );
}
