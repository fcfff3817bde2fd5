'use client';

import { useTranslation } from '@/lib/use-translation';
import type { TUserDetails } from '@croupier/contracts';
import { useSettings } from '@/lib/settings-context';
import { useAuth } from '../auth/auth-context';
import { IconWallet } from '../ui/icons';
import { CurrencySwitcher } from './currency-switcher';
import { useMoneyFormat } from './use-money-format';

/** Cash / bonus / total of the active wallet (profile menu). */
export function BalanceBreakdown({ user }: { user: TUserDetails }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const currency = user.getUser.currencyCode;
  const w = user.userWallet;
  const row = 'flex items-center justify-between gap-3 text-sm';
  return (
    <dl className="flex flex-col gap-1.5 border-b border-line px-3 py-3" data-testid="balance-breakdown">
      <div className={row}>
        <dt className="text-muted">{t('header.balance.cash')}</dt>
        <dd className="font-bold tabular-nums" data-testid="menu-balance-cash">
          {format(w.amount, currency)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t('header.balance.bonus')}</dt>
        <dd className="font-bold tabular-nums" data-testid="menu-balance-bonus">
          {format(w.nonCashAmount, currency)}
        </dd>
      </div>
      <div className={`${row} border-t border-line pt-1.5`}>
        <dt className="font-semibold">{t('header.balance.total')}</dt>
        <dd className="font-extrabold tabular-nums">{format(w.totalAmount, currency)}</dd>
      </div>
    </dl>
  );
}

/**
 * Header balance: the active wallet's total (cash + bonus), live through the 'wallet:balance'
 * window event (the auth context applies it); the cash/bonus split sits beside it when there is
 * bonus money (screen readers always get it) and in the profile menu.
 * With settings.useMultiWallet a currency switcher sits beside it.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { settings } = useSettings();
  const format = useMoneyFormat();
  if (!user) return null;
  const currency = user.getUser.currencyCode;
  const w = user.userWallet;
  const total = format(w.totalAmount, currency);
  const cash = format(w.amount, currency);
  const bonus = format(w.nonCashAmount, currency);
  const hasBonus = w.nonCashAmount !== 0;
  const label = 'text-[0.6875rem] font-semibold uppercase tracking-wide text-muted';
  return (
    <div className="flex min-h-11 items-center rounded-[var(--r-control)] border border-line bg-bg-2" data-testid="header-balance" data-tour="balance">
      <div className="flex items-center gap-2.5 ps-2.5 pe-3 max-[380px]:ps-2 max-[380px]:pe-2" aria-live="polite" aria-atomic="true">
        <span className="grid size-7 place-items-center rounded-full bg-primary/15 text-primary max-sm:hidden">
          <IconWallet size={16} />
        </span>
        <span className="flex flex-col leading-tight">
          <span className={label}>{t('header.balance')}</span>
          <span className="text-sm font-bold tabular-nums" data-testid="balance-total" data-currency={currency}>
            {total}
          </span>
        </span>
        {/* Cash / bonus split: shown beside the total when there is bonus money (from sm), otherwise for screen readers only. */}
        <span className={hasBonus ? 'sr-only sm:not-sr-only sm:flex sm:flex-col sm:border-s sm:border-line sm:ps-2.5 sm:leading-tight' : 'sr-only'}>
          <span className={label}>
            {t('header.balance.cash')}{' '}
            <span className="text-xs normal-case tracking-normal text-fg tabular-nums" data-testid="balance-cash">
              {cash}
            </span>
          </span>
          <span className={label}>
            {t('header.balance.bonus')}{' '}
            <span className="text-xs normal-case tracking-normal text-fg tabular-nums" data-testid="balance-bonus">
              {bonus}
            </span>
          </span>
        </span>
      </div>
      {settings.useMultiWallet ? <CurrencySwitcher /> : null}
    </div>
  );
}
