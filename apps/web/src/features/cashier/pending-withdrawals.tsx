'use client';

import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useQuery, useQueryClient } from '@/lib/query';
import { formatDate } from '@/lib/format';
import { useRefetchOnWallet } from '@/lib/use-refetch-on-wallet';
import type { TWithdrawal } from '@croupier/contracts';
import { useAuth } from '../auth/auth-context';
import { FormAlert } from '../ui/form-field';
import { cancelWithdrawal, cashierError, cashierKeys, paymentsQuery, withdrawalsQuery } from './cashier-api';
import { IconCheckCircle } from './cashier-icons';
import { useAmountFormat } from './cashier-notice';

const STATUS_CLASS: Record<string, string> = {
  requested: 'bg-warning/15 text-warning',
  pending: 'bg-warning/15 text-warning',
  confirmed: 'bg-primary/15 text-primary',
  processing: 'bg-primary/15 text-primary',
  completed: 'bg-success/15 text-success',
  failed: 'bg-danger/15 text-danger',
  rejected: 'bg-danger/15 text-danger',
  cancelled: 'bg-surface-2 text-muted',
};

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = `status.${status}`;
  const label = t(key);
  return (
    <span className={`badge ${STATUS_CLASS[status] ?? 'bg-surface-2 text-muted'}`} data-testid="pending-withdrawal-status" data-status={status}>
      {label === key ? status : label}
    </span>
  );
}

function Row({ row, methodTitle, onCancelled, onStale }: { row: TWithdrawal; methodTitle: string; onCancelled: (message: string) => void; onStale: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useAmountFormat();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = () => {
    setIsBusy(true);
    setError(null);
    cancelWithdrawal(row.withdrawalId)
      .then((res) => onCancelled(res.message ?? 'withdrawal.cancel.success'))
      .catch((e: unknown) => {
        setError(cashierError(e).message);
        setIsConfirming(false);
        // Refused because it moved on meanwhile (paid out, approved): the list shows where it is now.
        onStale();
      })
      .finally(() => setIsBusy(false));
  };
  const amount = format(row.amount, row.currency);
  return (
    <li className="flex flex-col gap-3 border-b border-line py-4 last:border-b-0" data-testid="pending-withdrawal" data-id={row.withdrawalId} data-status={row.status}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-lg font-extrabold tabular-nums" dir="ltr">
            {amount}
          </p>
          <p className="truncate text-sm text-muted">
            {methodTitle} · <span dir="ltr">{row.destination}</span>
          </p>
          <p className="text-xs text-muted">{formatDate(row.createdAt, i18n.language, true)}</p>
        </div>
        <StatusBadge status={row.status} />
      </div>
      {row.canCancel ? (
        isConfirming ? (
          <div className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3" role="group" aria-label={t('cashier.pending.cancel.confirm', { amount })}>
            <p className="text-sm font-semibold">{t('cashier.pending.cancel.confirm', { amount })}</p>
            <div className="flex gap-2">
              <button type="button" className="btn btn-primary flex-1" onClick={cancel} disabled={isBusy} aria-busy={isBusy || undefined} data-testid="pending-withdrawal-confirm-cancel">
                {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
                {t('cashier.pending.cancel.yes')}
              </button>
              <button type="button" className="btn btn-secondary flex-1" onClick={() => setIsConfirming(false)} disabled={isBusy}>
                {t('cashier.pending.cancel.no')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn btn-secondary self-start" onClick={() => setIsConfirming(true)} data-testid="pending-withdrawal-cancel">
            {t('cashier.pending.cancel')}
          </button>
        )
      ) : null}
      {error ? <FormAlert kind="error">{t(error)}</FormAlert> : null}
    </li>
  );
}

/** §4 pending withdrawals: listed with a cancel action (funds unlocked, no fee) until processed. */
export function PendingWithdrawals({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const rows = useQuery(withdrawalsQuery('pending'));
  // Method titles come from the (cached) withdrawal methods; the row's name is the fallback.
  const payments = useQuery({ ...paymentsQuery('withdrawal', user?.getUser.currencyCode ?? null, user?.getUser.countryCode ?? null), enabled: !!user });
  const titleOf = (row: TWithdrawal) => payments.data?.payments.find((m) => m.id === row.paymentMethodId)?.title ?? row.methodName;
  const [result, setResult] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A withdrawal that moves on (paid out, approved or rejected by the operator) is pushed by the socket: the list,
  // the eligibility and the balance follow, so no Cancel stays on a withdrawal that can no longer be cancelled.
  const refreshCashier = useCallback(() => queryClient.invalidateQueries({ queryKey: cashierKeys.all }), [queryClient]);
  useRefetchOnWallet(!!user, refreshCashier, 200, ['withdrawal']);
  return (
    <section className="flex flex-col" aria-labelledby="pending-withdrawals-title" data-testid="pending-withdrawals">
      <Heading id="pending-withdrawals-title" className="text-lg font-extrabold">
        {t('cashier.pending.title')}
      </Heading>
      <div aria-live="polite">
        {result ? (
          <div className="mt-3">
            <FormAlert kind="success" testId="pending-withdrawals-result">
              <span className="flex items-center gap-2 text-fg">
                <IconCheckCircle size={18} className="shrink-0 text-success" /> {t(result)}
              </span>
            </FormAlert>
          </div>
        ) : null}
      </div>
      {rows.isPending ? (
        <p className="py-4 text-sm text-muted">{t('cashier.loading')}</p>
      ) : rows.isError && !rows.data ? (
        <div className="mt-3">
          <FormAlert kind="error">{t(cashierError(rows.error).message)}</FormAlert>
        </div>
      ) : rows.data?.length ? (
        <ul>
          {rows.data.map((row) => (
            <Row
              key={row.withdrawalId}
              row={row}
              methodTitle={titleOf(row)}
              onStale={() => void refreshCashier()}
              onCancelled={(message) => {
                setResult(message);
                void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
                void queryClient.invalidateQueries({ queryKey: ['user', 'transactions'] });
                void refreshUser();
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="py-4 text-sm text-muted" data-testid="pending-withdrawals-empty">
          {t('cashier.pending.empty')}
        </p>
      )}
    </section>
  );
}
