'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { api } from '@/lib/api';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { useQuery, useQueryClient } from '@/lib/query';
import type { TDeposit, TDepositAction } from '@croupier/contracts';
import { FINAL_DEPOSIT_STATUSES } from '@croupier/contracts/cashier';
import { IconCheck, IconCopy } from '../ui/icons';
import { FormAlert } from '../ui/form-field';
import { useMoneyFormat } from '../shell/use-money-format';
import { cashierError, cashierKeys, createDeposit, depositQuery, newRequestId, retryDeposit } from './cashier-api';
import { IconAlert, IconClock, IconRefresh } from './cashier-icons';
import { QrCode } from './qr-code';
import { trackedDeposits } from './tracked-deposits';

/** How often a deposit waiting for the player's transfer is re-read (the socket usually tells first). */
const DEPOSIT_POLL_MS = 3_000;

export function isFinalDeposit(d: Pick<TDeposit, 'status'>): boolean {
  return FINAL_DEPOSIT_STATUSES.includes(d.status);
}

/**
 * Seconds left of a QR that lives from `createdAt` to `expiresAt` (server times), counted on this
 * device from when the order arrived: a wrong device clock does not shorten or stretch it.
 */
export function useSecondsLeft(createdAt: string, expiresAt: string): number | null {
  const ttlMs = Date.parse(expiresAt) - Date.parse(createdAt);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!Number.isFinite(ttlMs)) return null;
  return Math.max(0, Math.ceil((ttlMs - (now - startedAt)) / 1000));
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="btn btn-secondary min-h-10 shrink-0 !px-3 text-sm"
      onClick={() => {
        navigator.clipboard
          ?.writeText(value)
          .then(() => setState('copied'))
          .catch(() => setState('failed'));
        if (!navigator.clipboard) setState('failed');
      }}
      aria-label={`${t('cashier.copy')}: ${label}`}
      data-testid={testId}
    >
      {state === 'copied' ? <IconCheck size={16} /> : <IconCopy size={16} />}
      <span aria-live="polite">{state === 'copied' ? t('cashier.copied') : state === 'failed' ? t('cashier.copy.failed') : t('cashier.copy')}</span>
    </button>
  );
}

function DetailRow({ label, value, isCopyable = false, testId }: { label: string; value: string; isCopyable?: boolean; testId?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line py-2.5 last:border-b-0">
      <dt className="w-full shrink-0 text-sm text-muted sm:w-28">{label}</dt>
      <dd className="min-w-0 flex-1 break-all font-mono text-sm font-semibold" dir="ltr" data-testid={testId}>
        {value}
      </dd>
      {isCopyable ? <CopyButton value={value} label={label} /> : null}
    </div>
  );
}

/** Sandbox providers expose a "simulate the payment" link (the player's transfer reaching the provider). */
function SimulateButton({ url, testId }: { url: string | null; testId: string }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!url) return null;
  return (
    <div className="rounded-xl border border-dashed border-line-strong p-3">
      <p className="mb-2 text-xs text-muted">{t('cashier.sandbox.hint')}</p>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        onClick={() => {
          setIsBusy(true);
          setError(null);
          api
            .post(url, {})
            .catch((e: unknown) => setError(cashierError(e).message))
            .finally(() => setIsBusy(false));
        }}
        data-testid={testId}
      >
        {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
        {t('cashier.sandbox.simulate')}
      </button>
      {error ? <p className="field-error">{t(error)}</p> : null}
    </div>
  );
}

/**
 * Follows a deposit that waits for the player (crypto transfer, UPI scan, bank transfer): polls its
 * status, re-reads it at once on the socket's deposit events, and reports the final status.
 */
export function useTrackedDeposit(initial: TDeposit, onFinal: (d: TDeposit) => void): TDeposit {
  const queryClient = useQueryClient();
  const key = cashierKeys.deposit(initial.depositId);
  useState(() => queryClient.setQueryData(key, initial));
  const query = useQuery(depositQuery(initial.depositId, DEPOSIT_POLL_MS));
  const deposit = query.data ?? initial;
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    trackedDeposits.add(initial.depositId);
    window.addEventListener(SOCKET_EVENT_MAP.deposit, refresh);
    window.addEventListener(SOCKET_EVENT_MAP.failedDeposit, refresh);
    return () => {
      trackedDeposits.delete(initial.depositId);
      window.removeEventListener(SOCKET_EVENT_MAP.deposit, refresh);
      window.removeEventListener(SOCKET_EVENT_MAP.failedDeposit, refresh);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial.depositId, queryClient]);
  const isFinal = isFinalDeposit(deposit) && deposit.status !== 'expired';
  useEffect(() => {
    if (isFinal) onFinal(deposit);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isFinal]);
  return deposit;
}

function StepFrame({ title, children, onBack, testId }: { title: ReactNode; children: ReactNode; onBack: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h3 id={`${testId}-title`} className="text-lg font-extrabold">
        {title}
      </h3>
      {children}
      <button type="button" className="btn btn-ghost btn-block" onClick={onBack} data-testid="cashier-step-back">
        {t('cashier.choose.another')}
      </button>
    </section>
  );
}

function CryptoStep({ deposit, action, onBack }: { deposit: TDeposit; action: Extract<TDepositAction, { type: 'crypto' }>; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const required = Math.max(1, action.confirmationsRequired);
  const seen = Math.min(action.confirmations, required);
  const status = deposit.status === 'pending' || seen > 0 ? 'confirming' : 'waiting';
  return (
    <StepFrame title={t('cashier.crypto.title', { amount: action.payAmount, coin: action.coin })} onBack={onBack} testId="cashier-crypto">
      <p className="text-sm text-muted">
        <span className="font-semibold text-fg">{t('cashier.crypto.for', { amount: format(deposit.amount, deposit.currency) })}</span>{' '}
        {t('cashier.crypto.text', { network: action.network })}
      </p>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode value={action.qrData} label={t('cashier.crypto.qr', { coin: action.coin })} testId="cashier-crypto-qr" size={168} />
        <dl className="w-full min-w-0 flex-1">
          <DetailRow label={t('cashier.crypto.network')} value={action.network} />
          <DetailRow label={t('cashier.crypto.address')} value={action.address} isCopyable testId="cashier-crypto-address" />
          <DetailRow label={t('cashier.crypto.amount')} value={`${action.payAmount} ${action.coin}`} isCopyable />
        </dl>
      </div>
      <div className="rounded-xl bg-surface-2 p-3" data-testid="cashier-crypto-status" data-status={status} data-confirmations={seen}>
        <p className="flex items-center gap-2 text-sm font-semibold" role="status">
          <IconClock size={18} />
          {status === 'waiting' ? t('cashier.crypto.waiting') : t('cashier.crypto.confirmations', { seen, required })}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-bg-2"
          role="progressbar"
          aria-label={t('cashier.crypto.progress')}
          aria-valuemin={0}
          aria-valuemax={required}
          aria-valuenow={seen}
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${(seen / required) * 100}%` }} />
        </div>
      </div>
      <SimulateButton url={action.simulateUrl} testId="cashier-crypto-simulate" />
    </StepFrame>
  );
}

function UpiStep({
  deposit,
  action,
  onBack,
  onRetried,
}: {
  deposit: TDeposit;
  action: Extract<TDepositAction, { type: 'upi_qr' }>;
  onBack: () => void;
  onRetried: (d: TDeposit) => void;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deposit.createdAt, action.expiresAt);
  const isExpired = deposit.status === 'expired' || left === 0;
  const [isRetrying, setIsRetrying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = () => {
    setIsRetrying(true);
    setError(null);
    retryDeposit(deposit.depositId)
      .catch((e: unknown) => {
        // Expired here before the server's sweep marked it: ask for a new order with the same details.
        if (cashierError(e).code !== 'DEPOSIT_NOT_RETRYABLE') throw e;
        return createDeposit({
          kind: 'upi',
          paymentMethodId: deposit.paymentMethodId,
          amount: String(deposit.amount),
          currencyCode: deposit.currency,
          bonusId: deposit.bonusId,
          requestId: newRequestId(),
        });
      })
      .then(onRetried)
      .catch((e: unknown) => setError(cashierError(e).message))
      .finally(() => setIsRetrying(false));
  };
  return (
    <StepFrame title={t('cashier.upi.title')} onBack={onBack} testId="cashier-upi">
      {isExpired ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface-2 p-5 text-center" data-testid="cashier-upi-expired">
          <span className="grid size-12 place-items-center rounded-full bg-warning/15 text-warning">
            <IconAlert size={24} />
          </span>
          <p className="font-bold" role="alert">
            {t('cashier.upi.expired')}
          </p>
          <p className="text-sm text-muted">{t('cashier.upi.expired.text')}</p>
          <button type="button" className="btn btn-primary" onClick={retry} disabled={isRetrying} aria-busy={isRetrying || undefined} data-testid="cashier-upi-retry">
            {isRetrying ? <span className="spinner" aria-hidden="true" /> : <IconRefresh size={18} />}
            {t('cashier.upi.retry')}
          </button>
          {error ? <FormAlert kind="error">{t(error)}</FormAlert> : null}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">{t('cashier.upi.text')}</p>
          <div className="flex flex-col items-center gap-3">
            <QrCode value={action.qrData} label={t('cashier.upi.qr')} testId="cashier-upi-qr" size={200} />
            <p className="flex items-center gap-2 text-sm font-semibold" data-testid="cashier-upi-countdown" data-seconds={left ?? ''}>
              <IconClock size={18} />
              <span role="timer" aria-live="off">
                {t('cashier.upi.expires.in', { time: formatCountdown(left ?? 0) })}
              </span>
            </p>
            <a href={action.upiLink} className="btn btn-secondary md:hidden" data-testid="cashier-upi-open">
              {t('cashier.upi.open.app')}
            </a>
          </div>
          <SimulateButton url={action.simulateUrl} testId="cashier-upi-simulate" />
        </>
      )}
    </StepFrame>
  );
}

function BankStep({ deposit, action, onBack }: { deposit: TDeposit; action: Extract<TDepositAction, { type: 'bank_transfer' }>; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  return (
    <StepFrame title={t('cashier.bank.title', { amount: format(deposit.amount, deposit.currency) })} onBack={onBack} testId="cashier-bank">
      <p className="text-sm text-muted">{t('cashier.bank.text')}</p>
      <dl>
        <DetailRow label={t('cashier.bank.beneficiary')} value={action.beneficiary} />
        <DetailRow label={t('cashier.bank.name')} value={action.bankName} />
        <DetailRow label="IBAN" value={action.iban} isCopyable />
        <DetailRow label="BIC" value={action.bic} isCopyable />
        <DetailRow label={t('cashier.bank.reference')} value={action.reference} isCopyable testId="cashier-bank-reference" />
      </dl>
      <FormAlert kind="info">{t('cashier.bank.reference.hint')}</FormAlert>
      <SimulateButton url={action.simulateUrl} testId="cashier-bank-simulate" />
    </StepFrame>
  );
}

/** How long the deposit form waits for a card payment's result before showing the pending modal. */
const CONFIRM_WAIT_MS = 15_000;

/**
 * A payment the provider accepted and is confirming (a card charge without 3-D Secure): waits on
 * the form for the result, then hands over (the pending modal keeps following after the wait).
 */
export function ConfirmingStep({ initial, onFinal }: { initial: TDeposit; onFinal: (d: TDeposit) => void }) {
  const { t } = useTranslation();
  const deposit = useTrackedDeposit(initial, onFinal);
  const latest = useRef(deposit);
  latest.current = deposit;
  useEffect(() => {
    const timer = window.setTimeout(() => onFinal(latest.current), CONFIRM_WAIT_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" role="status" data-testid="cashier-confirming">
      <span className="spinner size-8" aria-hidden="true" />
      <p className="font-semibold">{t('cashier.confirming')}</p>
      <p className="text-sm text-muted">{t('cashier.confirming.text')}</p>
    </div>
  );
}

/** The "pay now" step of a deposit that waits for the player (crypto, UPI QR, bank transfer). */
export function PaymentStep({
  initial,
  onFinal,
  onBack,
  onReplace,
}: {
  initial: TDeposit;
  onFinal: (d: TDeposit) => void;
  onBack: () => void;
  /** A retried UPI order replaces the expired one. */
  onReplace: (d: TDeposit) => void;
}) {
  const deposit = useTrackedDeposit(initial, onFinal);
  const action = deposit.action ?? initial.action;
  if (!action) return null;
  switch (action.type) {
    case 'crypto':
      return <CryptoStep deposit={deposit} action={action} onBack={onBack} />;
    case 'upi_qr':
      return <UpiStep key={deposit.depositId} deposit={deposit} action={action} onBack={onBack} onRetried={onReplace} />;
    case 'bank_transfer':
      return <BankStep deposit={deposit} action={action} onBack={onBack} />;
    default:
      return null;
  }
}
