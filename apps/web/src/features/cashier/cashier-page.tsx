'use client';

import { useTranslation } from '@/lib/use-translation';
import { useModalStack } from '@/lib/modal-stack';
import { AppLink } from '../shell/app-link';
import { useAuth } from '../auth/auth-context';
import { useAmountFormat } from './cashier-notice';
import type { TCashierTab } from './cashier-tabs';
import { DepositView } from './deposit-view';
import type { TDepositInitialData } from './cashier-api';
import { WithdrawView } from './withdraw-view';

/** /deposit and /withdraw: the cashier as a page (the result modals open over it). */
export function CashierPage({
  tab,
  requestedMethod,
  requestedBonusId = null,
  initialDeposit = null,
}: {
  tab: TCashierTab;
  requestedMethod: string | null;
  requestedBonusId?: string | null;
  /** The deposit form's data, fetched by the server render (deposit tab). */
  initialDeposit?: TDepositInitialData | null;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { open } = useModalStack();
  const format = useAmountFormat();
  const linkClass = 'nav-link whitespace-nowrap';
  // At least a screen tall: the methods and forms arrive after the page has painted and are taller than their
  // placeholder, so the footer must not be in view to be pushed down (layout shift).
  return (
    <div className="container-page min-h-dvh py-8 md:py-12" data-testid={tab === 'deposit' ? 'deposit-page' : 'withdraw-page'}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-muted">{t('cashier.title')}</p>
          <h1 className="font-display text-3xl font-extrabold tracking-tight md:text-4xl">{t(tab === 'deposit' ? 'cashier.deposit' : 'cashier.withdraw')}</h1>
        </div>
        {user ? (
          <div className="flex flex-col items-start rounded-[var(--r-control)] border border-line bg-bg-2 px-4 py-2 sm:items-end" data-testid="cashier-balance">
            <span className="text-xs font-bold uppercase tracking-wide text-muted">{t('header.balance')}</span>
            <span className="text-xl font-extrabold tabular-nums">{format(user.userWallet.totalAmount, user.getUser.currencyCode)}</span>
          </div>
        ) : null}
      </div>
      <nav aria-label={t('cashier.title')} className="mb-6">
        <ul className="-mx-1 flex gap-1 overflow-x-auto px-1">
          <li>
            <AppLink pageKey="deposit" className={linkClass} data-testid="cashier-page-deposit">
              {t('cashier.deposit')}
            </AppLink>
          </li>
          <li>
            <AppLink pageKey="withdraw" className={linkClass} data-testid="cashier-page-withdraw">
              {t('cashier.withdraw')}
            </AppLink>
          </li>
          <li>
            <AppLink pageKey="transactions" className={linkClass}>
              {t('profile.transactions')}
            </AppLink>
          </li>
        </ul>
      </nav>
      {tab === 'deposit' ? (
        <DepositView requestedMethod={requestedMethod} requestedBonusId={requestedBonusId} initialData={initialDeposit} onResult={(d) => open(d.modal, { met: d.methodName, depositId: d.depositId })} />
      ) : (
        <WithdrawView requestedMethod={requestedMethod} />
      )}
    </div>
  );
}
