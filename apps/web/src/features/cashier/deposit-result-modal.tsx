'use client';

import { useEffect, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import { useQuery, useQueryClient } from '@/lib/query';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { usePageUrl } from '@/lib/route-keys';
import type { TDeposit, TDepositResultModal } from '@croupier/contracts';
import { alternativeMethodFor, depositModalOf } from '@croupier/contracts/cashier';
import { useAuth } from '../auth/auth-context';
import { cashierError, cashierKeys, depositQuery, logAlternativeMethod, paymentsQuery, sendThreeDs } from './cashier-api';
import { IconAlert, IconCheckCircle, IconClock, IconCross } from './cashier-icons';
import { useAmountFormat, useReasonText } from './cashier-notice';
import { isFinalDeposit } from './payment-steps';

/** Query parameters a result modal reads, cleared when it closes or hands over. */
export const RESULT_QUERY_KEYS = ['met', 'depositId', 'PaReq', 'MD'] as const;
const CLEARED = Object.fromEntries(RESULT_QUERY_KEYS.map((k) => [k, null])) as Record<(typeof RESULT_QUERY_KEYS)[number], null>;

type TTone = 'success' | 'danger' | 'warning' | 'info';
const LOOK: Record<TDepositResultModal, { tone: TTone; key: string }> = {
  'deposit-success': { tone: 'success', key: 'success' },
  'deposit-3ds-success': { tone: 'info', key: '3ds' },
  'deposit-failed': { tone: 'danger', key: 'failed' },
  'deposit-decline': { tone: 'danger', key: 'decline' },
  'deposit-cancel': { tone: 'warning', key: 'cancel' },
  'deposit-pending': { tone: 'info', key: 'pending' },
  'deposit-return': { tone: 'info', key: 'return' },
};
const TONE_CLASS: Record<TTone, string> = {
  success: 'bg-success/15 text-success',
  danger: 'bg-danger/15 text-danger',
  warning: 'bg-warning/15 text-warning',
  info: 'bg-primary/15 text-primary',
};

/** The 3DS webhook is sent once per MD, even if the modal mounts twice. */
const sentThreeDs = new Map<string, Promise<TDeposit>>();

/**
 * §2/§4 deposit result modals (`?modal=deposit-success|failed|decline|cancel|pending|return|3ds-success`,
 * `met` = the method's name, `depositId` when known): title, message, primary button, and the
 * "alternative method" button (logged as ALTERNATIVE_METHOD_BUTTON) that opens the cashier on the
 * alternative method. The 3DS success modal sends PaReq/MD to /api/user/3ds-webhook; the pending and
 * return modals follow the deposit and hand over to the final result.
 */
export function DepositResultModal({ id }: { id: TDepositResultModal }) {
  const { t } = useTranslation();
  const router = useRouter();
  const resolve = usePageUrl();
  const params = useSearchParams();
  const { swap, close } = useModalStack();
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const format = useAmountFormat();
  const reasonText = useReasonText();
  const met = params.get('met');
  const depositId = params.get('depositId');
  const paReq = params.get('PaReq');
  const md = params.get('MD');

  const currency = user?.getUser.currencyCode ?? null;
  const country = user?.getUser.countryCode ?? null;
  const payments = useQuery({ ...paymentsQuery('deposit', currency, country), enabled: !!user });
  const [threeDs, setThreeDs] = useState<{ state: 'sending' | 'sent' | 'error'; message?: string; depositId?: string } | null>(
    id === 'deposit-3ds-success' && paReq && md ? { state: 'sending' } : null,
  );
  // Pending and return follow the deposit; so does the 3DS modal once the webhook went through.
  const followId = depositId ?? threeDs?.depositId ?? null;
  const isFollowing = !!followId && (id === 'deposit-pending' || id === 'deposit-return' || threeDs?.state === 'sent');
  const deposit = useQuery({
    ...depositQuery(followId ?? '', isFollowing ? 3_000 : undefined),
    enabled: !!user && !!followId && (id !== 'deposit-3ds-success' || threeDs?.state === 'sent' || !threeDs),
  });

  const handOver = (d: TDeposit) => {
    const next = depositModalOf(d.status);
    queryClient.setQueryData(cashierKeys.deposit(d.depositId), d);
    if (next !== id) swap(id, next, { ...CLEARED, met: d.methodName, depositId: d.depositId });
  };

  // §4 the 3DS success modal with PaReq/MD sends the 3DS webhook, then shows the deposit's result.
  useEffect(() => {
    if (id !== 'deposit-3ds-success' || !paReq || !md) return;
    let isCancelled = false;
    let pending = sentThreeDs.get(md);
    if (!pending) {
      pending = sendThreeDs(paReq, md);
      sentThreeDs.set(md, pending);
    }
    pending
      .then((d) => {
        if (isCancelled) return;
        if (isFinalDeposit(d)) {
          if (d.status === 'success') void refreshUser();
          handOver(d);
        } else {
          // The provider finishes the charge server to server: keep following it here.
          queryClient.setQueryData(cashierKeys.deposit(d.depositId), d);
          setThreeDs({ state: 'sent', depositId: d.depositId });
        }
      })
      .catch((e: unknown) => {
        sentThreeDs.delete(md);
        if (!isCancelled) setThreeDs({ state: 'error', message: cashierError(e).message });
      });
    return () => {
      isCancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, paReq, md]);

  // Pending / return: hand over to the final modal once the deposit settles.
  const settled = isFollowing && deposit.data && isFinalDeposit(deposit.data) ? deposit.data : null;
  useEffect(() => {
    if (!settled) return;
    if (settled.status === 'success') void refreshUser();
    handOver(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled?.status]);

  const look = LOOK[id];
  const Icon = look.tone === 'success' ? IconCheckCircle : look.tone === 'danger' ? IconCross : look.tone === 'warning' ? IconAlert : IconClock;
  const amount = deposit.data ? format(deposit.data.amount, deposit.data.currency) : null;
  const reason = reasonText(deposit.data?.failureReason);
  const isRetryable = id === 'deposit-failed' || id === 'deposit-decline' || id === 'deposit-cancel';
  const method = met ?? deposit.data?.methodName ?? null;

  const onClose = () => close(id, CLEARED);
  const openCashier = (methodRef: string | null) => swap(id, 'cashier', { ...CLEARED, cashierTab: null, method: methodRef });
  const onPrimary = () => {
    if (id === 'deposit-success') {
      close(id, CLEARED);
      router.push(resolve('casino').href);
      return;
    }
    if (isRetryable) openCashier(method);
    else onClose();
  };
  const onAlternative = () => {
    const alternative = alternativeMethodFor(method ?? '', payments.data?.payments ?? []);
    void logAlternativeMethod({ modal: id, met: method, alternative: alternative?.name ?? null, depositId });
    openCashier(alternative?.id ?? null);
  };

  const title = t(`cashier.result.${look.key}.title`);
  let message: string;
  if (id === 'deposit-3ds-success' && threeDs?.state === 'error') message = t(threeDs.message ?? 'error.deposit.3ds.invalid');
  else if (id === 'deposit-3ds-success' && threeDs) message = t('cashier.result.3ds.confirming');
  else if (id === 'deposit-success' && amount) message = t('cashier.result.success.amount', { amount });
  else message = t(`cashier.result.${look.key}.text`);
  const isBusy = threeDs?.state === 'sending' || (isFollowing && !settled);

  return (
    <ModalShell
      id={id}
      title={title}
      onClose={onClose}
      header={
        <span className={`mb-3 grid size-14 place-items-center rounded-full ${TONE_CLASS[look.tone]}`} aria-hidden="true">
          <Icon size={30} />
        </span>
      }
    >
      <div className="flex flex-col gap-4" data-testid="deposit-result" data-result={id} data-deposit-status={deposit.data?.status ?? ''}>
        <p className="text-fg" role="status" data-testid="deposit-result-message">
          {message}
        </p>
        {/* The bonus taken with the deposit, decided when it arrived: active, or refused and why (its rules changed since). */}
        {id === 'deposit-success' && deposit.data?.bonus?.status === 'refused' ? (
          <div className="alert alert-error text-sm" role="alert" data-testid="deposit-result-bonus" data-status="refused">
            <p>{t('cashier.result.bonus.refused')}</p>
            <p className="mt-1">{t(deposit.data.bonus.message ?? 'bonus.error.not.found', { reference: deposit.data.bonus.reference ?? '' })}</p>
          </div>
        ) : id === 'deposit-success' && deposit.data?.bonus?.status === 'granted' ? (
          <p className="alert alert-success text-sm" role="status" data-testid="deposit-result-bonus" data-status="granted">
            {t('cashier.result.bonus.granted')}
          </p>
        ) : null}
        {reason && (id === 'deposit-decline' || id === 'deposit-failed' || id === 'deposit-cancel') ? (
          <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm" data-testid="deposit-result-reason">
            {reason}
          </p>
        ) : null}
        {method ? (
          <p className="text-sm text-muted">
            {t('cashier.result.method', { method: payments.data?.payments.find((m) => m.name === method)?.title ?? method })}
          </p>
        ) : null}
        {isBusy ? (
          <p className="flex items-center gap-2 text-sm text-muted" data-testid="deposit-result-busy">
            <span className="spinner" aria-hidden="true" /> {t('cashier.result.checking')}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={onPrimary} data-testid="deposit-result-primary">
            {t(`cashier.result.${look.key}.button`)}
          </button>
          <button type="button" className="btn btn-secondary btn-block" onClick={onAlternative} data-testid="deposit-result-alternative">
            {t('cashier.result.alternative')}
          </button>
        </div>
      </div>
    </ModalShell>
  );
}
