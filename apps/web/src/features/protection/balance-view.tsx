'use client';

import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { useMoneyFormat } from '../shell/use-money-format';
import { useRestriction } from './restriction-text';

/** /profile2/balance: cash, bonus and total of the active wallet, with the cashier entry points. */
export function BalanceView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const format = useMoneyFormat();
  const restriction = useRestriction();
  if (!user) return null;
  const currency = user.getUser.currencyCode;
  const w = user.userWallet;
  const items = [
    { key: 'cash', label: t('header.balance.cash'), value: w.amount },
    { key: 'bonus', label: t('header.balance.bonus'), value: w.nonCashAmount },
    { key: 'total', label: t('header.balance.total'), value: w.totalAmount },
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="balance-view">
      <section className="card p-5 md:p-6" aria-label={t('profile.balance')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          {items.map((it) => (
            <div
              key={it.key}
              className={`rounded-[var(--r-control)] border p-4 ${it.key === 'total' ? 'border-primary bg-primary/10' : 'border-line bg-surface-2'}`}
            >
              <dt className="text-xs font-bold uppercase tracking-wide text-muted">{it.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={`balance-${it.key}-amount`}>
                {format(it.value, currency)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          {restriction ? null : (
            <AppLink pageKey="deposit" className="btn btn-primary">
              {t('cashier.deposit')}
            </AppLink>
          )}
          <AppLink pageKey="withdraw" className="btn btn-secondary">
            {t('cashier.withdraw')}
          </AppLink>
          <AppLink href="/profile2/my-history" className="btn btn-ghost">
            {t('profile.transactions')}
          </AppLink>
        </div>
      </section>
      <p className="text-sm text-muted">
        {t('limits.deposit.hint')}{' '}
        <AppLink href="/profile2/limits" className="text-link">
          {t('limits.deposit.hint.link')}
        </AppLink>
      </p>
    </div>
  );
}
