'use client';

import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { formatMoney } from '@/lib/format';
import { IconWallet } from '../ui/icons';

/** Header balance: cash and total from userWallet, live through the 'wallet:balance' window event. */
export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const currency = user.getUser.currencyCode;
  const symbol = user.currencySymbol ?? user.getUser.currencySymbol;
  const cash = formatMoney(user.userWallet.amount, currency, symbol, i18n.language);
  const total = formatMoney(user.userWallet.totalAmount, currency, symbol, i18n.language);
  return (
    <div
      className="flex min-h-11 items-center gap-2.5 rounded-[var(--r-control)] border border-line bg-bg-2 ps-2.5 pe-3.5"
      data-testid="header-balance"
      aria-live="polite"
    >
      <span className="grid size-7 place-items-center rounded-full bg-primary/15 text-primary">
        <IconWallet size={16} />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-[0.6875rem] font-semibold uppercase tracking-wide text-muted">{t('header.balance')}</span>
        <span className="text-sm font-bold tabular-nums" data-testid="balance-cash" title={`${t('header.balance.total')}: ${total}`}>
          {cash}
        </span>
      </span>
      {user.userWallet.totalAmount !== user.userWallet.amount ? (
        <span className="hidden flex-col border-s border-line ps-2.5 leading-tight sm:flex">
          <span className="text-[0.6875rem] font-semibold uppercase tracking-wide text-muted">{t('header.balance.total')}</span>
          <span className="text-sm font-bold tabular-nums" data-testid="balance-total">
            {total}
          </span>
        </span>
      ) : null}
    </div>
  );
}
