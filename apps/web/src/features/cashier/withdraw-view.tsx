'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useQuery, useQueryClient } from '@/lib/query';
import type { TPaymentMethod, TWithdrawalCalculation, TWithdrawalEligibility } from '@croupier/contracts';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { VerifyEmailAction } from '../profile/verify-email-action';
import { FormAlert, SelectField, TextField } from '../ui/form-field';
import { sanitizeAmountInput, toScaled, fromScaled } from './amount';
import { calculateWithdrawal, cashierError, cashierKeys, createWithdrawal, eligibilityQuery, newRequestId, paymentsQuery } from './cashier-api';
import { IconCheckCircle } from './cashier-icons';
import { CashierNotice, CashierSkeleton, focusFirstInvalid, useAmountFormat } from './cashier-notice';
import {
  buildWithdrawalRequest,
  checkWithdrawalForm,
  EMPTY_WITHDRAWAL_VALUES,
  isOptionalWithdrawalField,
  WITHDRAWAL_FIELDS,
  type TFieldErrors,
  type TWithdrawalValues,
} from './form-rules';
import { loadFormSchemas, loadedFormSchemas, useFormSchemas } from './use-form-schemas';
import { MethodTiles, useLimitText } from './method-tiles';
import { pickMethod, tilesFor } from './methods';
import { PendingWithdrawals } from './pending-withdrawals';

/** Codes shown at the amount field. */
const AMOUNT_CODES = new Set(['AMOUNT_BELOW_ZERO', 'WITHDRAWAL_INSUFFICIENT_FUNDS', 'WITHDRAWAL_LIMIT_THRESHOLD']);
/** Codes that mean the player cannot withdraw now: the eligibility panel explains them. */
const BLOCK_CODES = new Set(['WITHDRAWAL_ACTIVE_BONUS', 'WITHDRAWAL_WAGERING_INCOMPLETE', 'WITHDRAWAL_NO_DEPOSIT', 'WITHDRAWAL_EMAIL_NOT_VERIFIED']);

const FIELD_INPUT: Partial<Record<keyof TWithdrawalValues, { type?: string; autoComplete?: string; inputMode?: 'text' | 'email' | 'numeric'; placeholder?: string; dir?: 'ltr' }>> = {
  beneficiaryName: { autoComplete: 'name' },
  accountNumber: { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  bankCode: { autoComplete: 'off', placeholder: 'HDFC0001234', dir: 'ltr' },
  upiId: { autoComplete: 'off', placeholder: 'name@bank', dir: 'ltr' },
  walletAddress: { autoComplete: 'off', dir: 'ltr' },
};

/** §4 why a withdrawal is refused now, each reason with what the player can do about it. */
function WithdrawalBlocked({ eligibility, onDeposit }: { eligibility: TWithdrawalEligibility; onDeposit?: () => void }) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const { isSelfExcluded } = useAuth();
  const wager = eligibility.depositWager;
  return (
    <CashierNotice tone="warning" title={t('cashier.withdraw.blocked')} testId="withdraw-blocked" code={eligibility.reasons.join(' ')}>
      <p className="mb-3 text-muted">{t('cashier.withdraw.blocked.text')}</p>
      <ul className="flex flex-col gap-3">
        {eligibility.reasons.map((code) => (
          <li key={code} className="rounded-xl border border-line bg-surface p-3" data-testid={`withdraw-reason-${code}`}>
            <p className="font-semibold">{t(`error.withdrawal.${REASON_KEY[code]}`)}</p>
            {code === 'WITHDRAWAL_WAGERING_INCOMPLETE' && wager.required > 0 ? (
              <div className="mt-2">
                <p className="text-xs text-muted tabular-nums">
                  {t('cashier.withdraw.wager.progress', {
                    wagered: format(wager.wagered, eligibility.currency),
                    required: format(wager.required, eligibility.currency),
                    remaining: format(wager.remaining, eligibility.currency),
                  })}
                </p>
                <div
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-bg-2"
                  role="progressbar"
                  aria-label={t('cashier.withdraw.wager.label')}
                  aria-valuemin={0}
                  aria-valuemax={wager.required}
                  aria-valuenow={Math.min(wager.wagered, wager.required)}
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, (wager.wagered / wager.required) * 100)}%` }} />
                </div>
                {/* Play is refused while self-excluded or frozen: no link to it then. */}
                {isSelfExcluded ? null : (
                  <AppLink pageKey="casino" className="text-link mt-2 inline-block text-sm">
                    {t('cashier.withdraw.play')}
                  </AppLink>
                )}
              </div>
            ) : null}
            {/* The active bonus can be wagered through or cancelled (forfeiting its bonus money) in My bonuses. */}
            {code === 'WITHDRAWAL_ACTIVE_BONUS' ? (
              <AppLink href="/profile2/my-bonuses" className="btn btn-secondary mt-2" data-testid="withdraw-reason-bonuses">
                {t('bonus.my.title')}
              </AppLink>
            ) : null}
            {code === 'WITHDRAWAL_NO_DEPOSIT' ? (
              onDeposit ? (
                <button type="button" className="btn btn-primary mt-2" onClick={onDeposit} data-testid="withdraw-reason-deposit">
                  {t('cashier.deposit')}
                </button>
              ) : (
                <AppLink pageKey="deposit" className="btn btn-primary mt-2" data-testid="withdraw-reason-deposit">
                  {t('cashier.deposit')}
                </AppLink>
              )
            ) : null}
            {code === 'WITHDRAWAL_EMAIL_NOT_VERIFIED' ? (
              <VerifyEmailAction testIds={{ add: 'withdraw-add-email', verify: 'withdraw-reason-verify', result: 'withdraw-email-result' }} />
            ) : null}
          </li>
        ))}
      </ul>
    </CashierNotice>
  );
}

const REASON_KEY = {
  WITHDRAWAL_ACTIVE_BONUS: 'active.bonus',
  WITHDRAWAL_WAGERING_INCOMPLETE: 'wagering.incomplete',
  WITHDRAWAL_NO_DEPOSIT: 'no.deposit',
  WITHDRAWAL_EMAIL_NOT_VERIFIED: 'email.not.verified',
} as const;

/** The calculation step: fees, amount received and the automatic-withdrawal allowance. */
function WithdrawalReview({
  calc,
  method,
  destination,
  isSubmitting,
  onBack,
  onConfirm,
}: {
  calc: TWithdrawalCalculation;
  method: TPaymentMethod;
  destination: string;
  isSubmitting: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const auto = calc.automatic;
  const row = 'flex items-center justify-between gap-3 py-2';
  const usedPercent = auto.limit > 0 ? Math.min(100, (auto.used / auto.limit) * 100) : 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="flex flex-col gap-4" data-testid="withdraw-review" aria-labelledby="withdraw-review-title">
      <h3 id="withdraw-review-title" ref={headingRef} tabIndex={-1} className="text-lg font-extrabold outline-none">
        {t('cashier.withdraw.review')}
      </h3>
      <dl className="divide-y divide-line rounded-xl border border-line bg-bg-2 px-4">
        <div className={row}>
          <dt className="text-sm text-muted">{t('cashier.method')}</dt>
          <dd className="min-w-0 truncate text-end text-sm font-semibold">
            {method.title} · <span dir="ltr">{destination}</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-muted">{t('cashier.withdraw.amount')}</dt>
          <dd className="font-semibold tabular-nums" dir="ltr">
            {format(calc.amount, calc.currency)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-muted">{t('cashier.withdraw.fee')}</dt>
          <dd className="font-semibold tabular-nums" dir="ltr" data-testid="withdraw-fee">
            {calc.fee > 0 ? `−${format(calc.fee, calc.currency)}` : t('cashier.withdraw.fee.none')}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-bold">{t('cashier.withdraw.received')}</dt>
          <dd className="text-xl font-extrabold tabular-nums text-success" dir="ltr" data-testid="withdraw-received">
            {format(calc.amountReceived, calc.currency)}
          </dd>
        </div>
      </dl>
      <div className="rounded-xl border border-line p-4" data-testid="withdraw-automatic" data-automatic={auto.isAutomatic ? 'true' : 'false'}>
        <p className="text-sm font-bold">{t('cashier.withdraw.auto.title')}</p>
        <p className="mt-1 text-sm text-muted">
          {t('cashier.withdraw.auto.available', { amount: format(auto.available, calc.currency), period: t(`cashier.period.${auto.period}`) })}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-bg-2"
          role="progressbar"
          aria-label={t('cashier.withdraw.auto.used', { used: format(auto.used, calc.currency), limit: format(auto.limit, calc.currency) })}
          aria-valuemin={0}
          aria-valuemax={auto.limit}
          aria-valuenow={Math.min(auto.used, auto.limit)}
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${usedPercent}%` }} />
        </div>
        <p className="mt-1 text-xs text-muted tabular-nums">
          {t('cashier.withdraw.auto.used', { used: format(auto.used, calc.currency), limit: format(auto.limit, calc.currency) })}
        </p>
        <p className="mt-2 text-sm font-semibold">{auto.isAutomatic ? t('cashier.withdraw.auto.yes') : t('cashier.withdraw.auto.no')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" className="btn btn-primary btn-lg flex-1" onClick={onConfirm} disabled={isSubmitting} aria-busy={isSubmitting || undefined} data-testid="withdraw-confirm">
          {isSubmitting ? <span className="spinner" aria-hidden="true" /> : null}
          {t('cashier.withdraw.confirm', { amount: format(calc.amount, calc.currency) })}
        </button>
        <button type="button" className="btn btn-secondary btn-lg flex-1" onClick={onBack} disabled={isSubmitting} data-testid="withdraw-back">
          {t('cashier.withdraw.edit')}
        </button>
      </div>
    </section>
  );
}

/** A short, masked destination for the review ("•••• 6789", "ada@okaxis"). */
function destinationOf(kind: TPaymentMethod['kind'], v: TWithdrawalValues): string {
  switch (kind) {
    case 'upi':
      return v.upiId.trim();
    case 'crypto':
      return v.walletAddress.length > 14 ? `${v.walletAddress.slice(0, 6)}…${v.walletAddress.slice(-6)}` : v.walletAddress;
    case 'ewallet':
      return v.email.trim();
    default:
      return `•••• ${v.accountNumber.replace(/\s/g, '').slice(-4)}`;
  }
}

/**
 * Withdrawal (/withdraw and the cashier modal): refusal reasons when blocked; otherwise the form of
 * the chosen method (spec §5), the calculation step and the confirmation; pending withdrawals below
 * (or beside, on wide pages) with cancel.
 */
export function WithdrawView({ requestedMethod, isInModal = false, onDeposit }: { requestedMethod?: string | null; isInModal?: boolean; onDeposit?: () => void }) {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const format = useAmountFormat();
  const limitText = useLimitText();
  const formId = useId();
  const currency = user?.getUser.currencyCode ?? null;
  const country = user?.getUser.countryCode ?? null;
  const eligibility = useQuery({ ...eligibilityQuery(currency), enabled: !!user });
  const payments = useQuery({ ...paymentsQuery('withdrawal', currency, country), enabled: !!user });
  // Cards are a deposit method here: payouts go to bank, UPI, crypto or e-wallet accounts.
  const methods = useMemo(() => (payments.data?.payments ?? []).filter((m) => m.withdrawalExist && m.kind !== 'card'), [payments.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useMemo(
    () => (selectedId ? methods.find((m) => m.id === selectedId) : undefined) ?? pickMethod(methods, requestedMethod, 'withdrawal'),
    [methods, selectedId, requestedMethod],
  );
  const tiles = useMemo(() => tilesFor(methods, selected), [methods, selected]);

  const [values, setValues] = useState<TWithdrawalValues>(() => ({ ...EMPTY_WITHDRAWAL_VALUES, email: user?.getUser.email ?? '', beneficiaryName: [user?.getUser.firstName, user?.getUser.lastName].filter(Boolean).join(' ') }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [calc, setCalc] = useState<TWithdrawalCalculation | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const requestIdRef = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const kind = selected?.kind ?? 'bank';
  const limits = selected?.limits ? { min: selected.limits.withdrawalMin, max: selected.limits.withdrawalMax } : null;
  const withdrawable = eligibility.data?.withdrawable ?? null;
  const schemas = useFormSchemas();
  const clientErrors = selected ? checkWithdrawalForm(kind, values, { paymentMethodId: selected.id, limits, withdrawable }, schemas) : {};
  const visibleFields = WITHDRAWAL_FIELDS[kind];
  const errorOf = (path: string) => serverErrors[path] ?? (isSubmitted || touched[path] ? clientErrors[path] : undefined);
  const touch = (path: string) => setTouched((s) => (s[path] ? s : { ...s, [path]: true }));

  useEffect(() => {
    if (selected?.kind === 'crypto' && !selected.networks.some((n) => n.code === values.network))
      setValues((v) => ({ ...v, network: selected.networks[0]?.code ?? '' }));
  }, [selected, values.network]);
  useEffect(() => {
    if (error || success) alertRef.current?.focus();
  }, [error, success]);

  const change = (patch: Partial<TWithdrawalValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    requestIdRef.current = null;
    setSuccess(null);
    if (Object.keys(serverErrors).length) setServerErrors({});
  };
  const fail = (e: unknown) => {
    const { code, message, fields } = cashierError(e);
    const fieldErrors: TFieldErrors = { ...fields };
    if (AMOUNT_CODES.has(code)) fieldErrors.amount = message;
    setServerErrors(fieldErrors);
    if (BLOCK_CODES.has(code)) void eligibility.refetch();
    if (!AMOUNT_CODES.has(code)) setError({ code, message });
    return fieldErrors;
  };

  const onContinue = async (e: React.FormEvent) => {
    e.preventDefault();
    setIsSubmitted(true);
    setError(null);
    setSuccess(null);
    if (!selected) return;
    // The detail checks load after the page: wait for them if the form is sent first.
    const checks = loadedFormSchemas() ?? (await loadFormSchemas());
    if (Object.keys(checkWithdrawalForm(kind, values, { paymentMethodId: selected.id, limits, withdrawable }, checks)).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setIsBusy(true);
    try {
      const result = await calculateWithdrawal({ paymentMethodId: selected.id, amount: values.amount.trim(), currencyCode: currency });
      requestIdRef.current ??= newRequestId();
      setCalc(result);
    } catch (err) {
      if (Object.keys(fail(err)).length) focusFirstInvalid(formRef.current);
    } finally {
      setIsBusy(false);
    }
  };

  const onConfirm = async () => {
    if (!selected) return;
    const body = buildWithdrawalRequest(kind, { paymentMethodId: selected.id, currencyCode: currency, requestId: requestIdRef.current ?? newRequestId() }, values);
    if (!body) return;
    setIsBusy(true);
    setError(null);
    try {
      const res = await createWithdrawal(body);
      requestIdRef.current = null;
      setCalc(null);
      setIsSubmitted(false);
      setTouched({});
      setValues((v) => ({ ...v, amount: '' }));
      setSuccess(res.message ?? 'withdrawal.success');
      void queryClient.invalidateQueries({ queryKey: cashierKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['user', 'transactions'] });
      void refreshUser();
    } catch (err) {
      // Lost answer: keep the id, so confirming again cannot request a second withdrawal.
      if (cashierError(err).code !== 'NETWORK_ERROR') requestIdRef.current = null;
      setCalc(null);
      fail(err);
    } finally {
      setIsBusy(false);
    }
  };

  if (!user) return null;
  const pending = (
    <div className={isInModal ? 'border-t border-line pt-4' : 'card p-5'}>
      <PendingWithdrawals headingLevel={isInModal ? 3 : 2} />
    </div>
  );
  const layout = (main: React.ReactNode) =>
    isInModal ? (
      <div className="flex flex-col gap-5">
        {main}
        {pending}
      </div>
    ) : (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">{main}</div>
        {pending}
      </div>
    );

  if (eligibility.isPending || payments.isPending) return layout(<CashierSkeleton />);
  if (eligibility.data && !eligibility.data.canWithdraw) return layout(<WithdrawalBlocked eligibility={eligibility.data} onDeposit={onDeposit} />);
  if ((payments.isError && !payments.data) || (eligibility.isError && !eligibility.data)) {
    const { code, message } = cashierError(payments.error ?? eligibility.error);
    return layout(
      <CashierNotice tone="danger" title={t('cashier.withdraw.unavailable')} testId="withdraw-unavailable" code={code}>
        <p>{t(message)}</p>
      </CashierNotice>,
    );
  }
  if (!selected || !tiles.length) {
    return layout(
      <CashierNotice tone="info" title={t('cashier.no.methods')} testId="cashier-no-methods">
        <p>{t('cashier.withdraw.no.methods')}</p>
      </CashierNotice>,
    );
  }

  const range = limitText(selected, 'withdrawal');
  const amountHint = [withdrawable !== null && currency ? t('cashier.withdraw.available', { amount: format(withdrawable, currency) }) : null, range ? t('cashier.amount.range', { range }) : null]
    .filter(Boolean)
    .join(' · ');
  const maxAmount = (() => {
    if (withdrawable === null) return null;
    const w = toScaled(withdrawable);
    const max = limits ? toScaled(limits.max) : null;
    if (w === null) return null;
    return fromScaled(max !== null && max < w ? max : w);
  })();

  const feedback = (
    <div ref={alertRef} tabIndex={-1} className="outline-none empty:hidden" aria-live="polite">
      {success ? (
        <FormAlert kind="success" testId="withdraw-result">
          <span className="flex items-center gap-2 text-fg">
            <IconCheckCircle size={18} className="shrink-0 text-success" /> {t(success)}
          </span>
        </FormAlert>
      ) : null}
      {error ? (
        <div data-testid="withdraw-error" data-code={error.code}>
          <FormAlert kind="error">{t(error.message)}</FormAlert>
        </div>
      ) : null}
    </div>
  );

  if (calc) {
    return layout(
      <div className={isInModal ? '' : 'card p-5'}>
        {feedback}
        <WithdrawalReview calc={calc} method={selected} destination={destinationOf(kind, values)} isSubmitting={isBusy} onBack={() => setCalc(null)} onConfirm={() => void onConfirm()} />
      </div>,
    );
  }

  return layout(
    <form ref={formRef} onSubmit={onContinue} noValidate className="flex flex-col gap-5" data-testid="withdraw-form" data-kind={kind} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="sr-only">
        {t('cashier.withdraw')}
      </h2>
      <div className={isInModal ? '' : 'card p-5'}>
        <MethodTiles
          methods={tiles}
          selectedId={selected.id}
          mode="withdrawal"
          isCompact={isInModal}
          onSelect={(m) => {
            setSelectedId(m.id);
            requestIdRef.current = null;
            setServerErrors({});
            setError(null);
            setIsSubmitted(false);
            setTouched({});
          }}
        />
      </div>
      <div className={`flex flex-col gap-4 ${isInModal ? '' : 'card p-5'}`}>
        {success ? feedback : null}
        <TextField
          label={`${t('cashier.withdraw.amount')} (${currency ?? ''})`}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(e) => change({ amount: sanitizeAmountInput(e.target.value) })}
          onBlur={() => touch('amount')}
          error={errorOf('amount')}
          hint={amountHint || undefined}
          testId="withdraw-amount"
          className="[&_input]:text-lg [&_input]:font-bold [&_input]:tabular-nums"
          endAdornment={
            maxAmount && maxAmount !== '0' ? (
              <button type="button" className="btn btn-ghost min-h-9 !px-3 text-sm text-primary" onClick={() => change({ amount: maxAmount })} data-testid="withdraw-max">
                {t('cashier.withdraw.max')}
              </button>
            ) : undefined
          }
        />
        {visibleFields.map((field) =>
          field === 'network' ? (
            <SelectField
              key={field}
              label={t('cashier.field.network')}
              value={values.network}
              onChange={(e) => change({ network: e.target.value })}
              options={selected.networks.map((n) => ({ value: n.code, label: n.label }))}
              error={errorOf('network')}
              testId="withdraw-network"
            />
          ) : (
            <TextField
              key={field}
              label={`${t(`cashier.field.${field}`)}${isOptionalWithdrawalField(kind, field) ? ` ${t('cashier.optional')}` : ''}`}
              value={values[field]}
              onChange={(e) => change({ [field]: e.target.value } as Partial<TWithdrawalValues>)}
              onBlur={() => touch(field)}
              error={errorOf(field)}
              hint={field === 'bankCode' ? t('cashier.field.bankCode.hint') : field === 'walletAddress' ? t('cashier.field.walletAddress.hint') : undefined}
              testId={`withdraw-${field}`}
              {...FIELD_INPUT[field]}
            />
          ),
        )}
        {success ? null : feedback}
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={isBusy} aria-busy={isBusy || undefined} data-testid="withdraw-continue">
          {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
          {t('cashier.withdraw.continue')}
        </button>
      </div>
    </form>,
  );
}
