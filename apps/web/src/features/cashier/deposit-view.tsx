'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useQuery, useQueryClient } from '@/lib/query';
import type { TDeposit, TPaymentMethod } from '@croupier/contracts';
import { useAuth } from '../auth/auth-context';
import { useResendVerification } from '../auth/verify-email-modals';
import { BonusReplaceDialog } from '../bonuses/bonus-replace-dialog';
import { VerifyLocationAction } from '../geo/verify-location-action';
import { restrictionOfUser } from '../protection/restriction';
import { isRestrictionCode, RestrictionRefusal, useRestrictionText } from '../protection/restriction-text';
import { AppLink } from '../shell/app-link';
import { FormAlert, SelectField, TextField } from '../ui/form-field';
import { INITIAL_DEPOSIT_AMOUNT, startingAmount } from './amount';
import { depositAmountsIn } from '@croupier/contracts/deposit-amounts';
import { currenciesQuery } from '../geo/queries';
import { AmountPicker } from './amount-picker';
import { BonusChoice } from './bonus-choice';
import { CardFields } from './card-fields';
import { DepositAddressFields, useDepositAddress } from './deposit-address';
import { cashierError, cashierKeys, createDeposit, depositBonusesQuery, newRequestId, paymentsQuery, type TDepositInitialData } from './cashier-api';
import { CashierNotice, CashierSkeleton, focusFirstInvalid, useAmountFormat } from './cashier-notice';
import { buildDepositRequest, checkDepositForm, EMPTY_DEPOSIT_VALUES, type TDepositValues, type TFieldErrors } from './form-rules';
import { loadFormSchemas, loadedFormSchemas, useFormSchemas } from './use-form-schemas';
import { useLimitText, MethodTiles } from './method-tiles';
import { pickMethod, tilesFor } from './methods';
import { ConfirmingStep, isFinalDeposit, PaymentStep } from './payment-steps';

/** Codes shown at the amount field rather than above the button. */
const AMOUNT_CODES = new Set(['AMOUNT_BELOW_ZERO', 'PAYMENT_PROVIDER_LIMIT_THRESHOLD', 'PAYMENT_LIMIT_THRESHOLD']);

interface TSubmitError {
  code: string;
  message: string;
  reference: string | null;
}

/** The method needs a verified email (REQUIRED_EMAIL_VERIFICATION): say so before the player tries, with the fix. */
function EmailVerificationHint() {
  const { t } = useTranslation();
  const { isSending, result, resend } = useResendVerification();
  return (
    <FormAlert kind="info" testId="deposit-needs-email">
      <p>{t('error.deposit.email.verification')}</p>
      {result ? (
        <p className="mt-1 text-sm font-semibold">{result.text}</p>
      ) : (
        <button type="button" className="text-link mt-1 min-h-11 text-sm" onClick={() => void resend()} disabled={isSending} aria-busy={isSending || undefined}>
          {t('cashier.verify.email.send')}
        </button>
      )}
    </FormAlert>
  );
}

/**
 * Deposit (spec §2 cashier: method, amount, bonus selection, card form, crypto network, UPI QR):
 * used by /deposit and the cashier modal. `onResult` opens the deposit result modal.
 */
export function DepositView({
  requestedMethod,
  requestedBonusId,
  onResult,
  isInModal = false,
  initialData = null,
}: {
  requestedMethod?: string | null;
  /** `?bonusId=`: a deposit bonus the player chose on the promotions page. */
  requestedBonusId?: string | null;
  onResult: (deposit: TDeposit) => void;
  isInModal?: boolean;
  /** The payment methods and bonus choices the server render fetched: the form is in the page's HTML and hydrates. */
  initialData?: TDepositInitialData | null;
}) {
  const { t } = useTranslation();
  const { user, isSelfExcluded } = useAuth();
  const queryClient = useQueryClient();
  const format = useAmountFormat();
  const limitText = useLimitText();
  const restrictionText = useRestrictionText();
  const currency = user?.getUser.currencyCode ?? null;
  const country = user?.getUser.countryCode ?? null;
  // Seeded once, before the queries below read the cache (server render and hydration see the same data).
  useState(() => {
    if (initialData?.payments) queryClient.setQueryData(cashierKeys.payments('deposit', currency, country), initialData.payments);
    if (initialData?.bonuses) queryClient.setQueryData(cashierKeys.bonuses(currency), initialData.bonuses);
  });
  const payments = useQuery({ ...paymentsQuery('deposit', currency, country), enabled: !!user && !isSelfExcluded });
  const bonuses = useQuery({ ...depositBonusesQuery(currency), enabled: !!user && !isSelfExcluded });
  const methods = useMemo(() => payments.data?.payments ?? [], [payments.data]);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected: TPaymentMethod | null = useMemo(() => {
    const chosen = selectedId ? methods.find((m) => m.id === selectedId) : undefined;
    return chosen ?? pickMethod(methods, requestedMethod, 'deposit');
  }, [methods, selectedId, requestedMethod]);
  const tiles = useMemo(() => tilesFor(methods, selected), [methods, selected]);

  const [values, setValues] = useState<TDepositValues>({ ...EMPTY_DEPOSIT_VALUES, amount: INITIAL_DEPOSIT_AMOUNT });
  // The player's own choice; until then the bonus asked for in the URL or kept from the promotions page.
  const [bonusChoice, setBonusChoice] = useState<string | null | undefined>(undefined);
  const bonusRows = bonuses.data?.rows ?? [];
  const offered = (id: string | null | undefined) => (id && bonusRows.some((b) => b.bonusId === id) ? id : null);
  const bonusId = bonusChoice !== undefined ? bonusChoice : (offered(requestedBonusId) ?? offered(bonuses.data?.defaultBonusId));
  const activeBonus = bonuses.data?.activeBonus ?? null;
  const [isReplaceAsked, setIsReplaceAsked] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});
  const [submitError, setSubmitError] = useState<TSubmitError | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [redirectUrl, setRedirectUrl] = useState<string | null>(null);
  const [active, setActive] = useState<TDeposit | null>(null);
  const requestIdRef = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const kind = selected?.kind ?? 'card';
  const limits = useMemo(() => (selected?.limits ? { min: selected.limits.depositMin, max: selected.limits.depositMax } : null), [selected?.limits]);
  // The picker's figures in the player's currency; until the player picks an amount, it starts inside the method's limits.
  const currencies = useQuery(currenciesQuery);
  const currencyRow = currencies.data?.currencies.find((c) => c.code === currency);
  const amounts = useMemo(() => depositAmountsIn(currencyRow ?? { exponent: 2, minorPerEur: null }), [currencyRow]);
  const startAmount = startingAmount(amounts.initial, limits);
  // Set once the player changes the amount (a method switch keeps their figure; it is checked against the new limits).
  const [isAmountChosen, setIsAmountChosen] = useState(false);
  useEffect(() => {
    if (!isAmountChosen) setValues((v) => (v.amount === startAmount ? v : { ...v, amount: startAmount }));
  }, [startAmount, isAmountChosen]);
  const schemas = useFormSchemas();
  const billing = useDepositAddress(() => setServerErrors((e) => (Object.keys(e).length ? {} : e)));
  const clientErrors = { ...checkDepositForm(kind, values, limits, schemas), ...billing.errors };
  const errorOf = (path: string): string | undefined => serverErrors[path] ?? (isSubmitted || touched[path] ? clientErrors[path] : undefined);
  const touch = (path: string) => setTouched((s) => (s[path] ? s : { ...s, [path]: true }));

  // The crypto network defaults to the method's first network.
  useEffect(() => {
    if (selected?.kind === 'crypto' && !selected.networks.some((n) => n.code === values.network))
      setValues((v) => ({ ...v, network: selected.networks[0]?.code ?? '' }));
  }, [selected, values.network]);

  useEffect(() => {
    if (submitError) alertRef.current?.focus();
  }, [submitError]);

  const change = (patch: Partial<TDepositValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    requestIdRef.current = null;
    if (Object.keys(serverErrors).length) setServerErrors({});
  };

  const selectMethod = (m: TPaymentMethod) => {
    setSelectedId(m.id);
    setServerErrors({});
    setSubmitError(null);
    setIsSubmitted(false);
    setTouched({});
    requestIdRef.current = null;
  };

  const handleDeposit = (deposit: TDeposit) => {
    if (deposit.action?.type === 'redirect') {
      setRedirectUrl(deposit.action.url);
      window.location.assign(deposit.action.url);
      return;
    }
    if (!isFinalDeposit(deposit) && (deposit.action || deposit.status === 'processing')) {
      setActive(deposit);
      return;
    }
    finish(deposit);
  };

  /** Hands the result to the modal; the card details are not kept for the next deposit. */
  const finish = (deposit: TDeposit) => {
    setValues((v) => ({ ...v, card: EMPTY_DEPOSIT_VALUES.card }));
    setIsSubmitted(false);
    setTouched({});
    onResult(deposit);
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setIsSubmitted(true);
    setSubmitError(null);
    if (!selected) return;
    // Sent before the card checks have loaded (right after the page opened): check once they are here.
    if (!loadedFormSchemas()) {
      void loadFormSchemas().then(() => formRef.current?.requestSubmit());
      return;
    }
    if (Object.keys({ ...checkDepositForm(kind, values, limits, loadedFormSchemas()), ...billing.errors }).length) {
      focusFirstInvalid(formRef.current);
      return;
    }
    // §4 a deposit with a new bonus cancels the active bonus and its progress: warn and ask first.
    if (bonusId && activeBonus && activeBonus.bonusId !== bonusId) {
      setIsReplaceAsked(true);
      return;
    }
    void send(false);
  };

  const send = async (confirmBonusReplace: boolean) => {
    if (!selected) return;
    requestIdRef.current ??= newRequestId();
    setIsSubmitting(true);
    // The billing address the player entered goes to the profile first (the deposit needs it there).
    try {
      await billing.save();
    } catch (err) {
      const { code, message, reference, fields } = cashierError(err);
      // Errors at the billing fields show there; anything else (another profile field the check found) above the button.
      const shownErrors = Object.entries(fields ?? {}).filter(([f]) => (billing.shown as readonly string[]).includes(f));
      const fieldErrors: TFieldErrors = Object.fromEntries(shownErrors.map(([f, key]) => [`billing.${f}`, key]));
      setServerErrors(fieldErrors);
      if (shownErrors.length) focusFirstInvalid(formRef.current);
      else setSubmitError({ code, message, reference });
      setIsReplaceAsked(false);
      setIsSubmitting(false);
      return;
    }
    try {
      const deposit = await createDeposit(
        buildDepositRequest(
          kind,
          {
            paymentMethodId: selected.id,
            currencyCode: currency,
            bonusId,
            requestId: requestIdRef.current,
            confirmBonusReplace,
            timeZone: bonusId ? Intl.DateTimeFormat().resolvedOptions().timeZone : null,
          },
          values,
        ),
      );
      setIsReplaceAsked(false);
      requestIdRef.current = null;
      handleDeposit(deposit);
    } catch (err) {
      const { code, message, reference, fields } = cashierError(err);
      if (code === 'ACTIVE_BONUS' && bonusId && !confirmBonusReplace) {
        // The server knows of an active bonus the list did not show yet: the same warning.
        requestIdRef.current = null;
        setIsReplaceAsked(true);
        return;
      }
      setIsReplaceAsked(false);
      if (code === 'DEPOSIT_ADDRESS_REQUIRED') billing.reveal();
      // Lost answer: the same id again, so a retry cannot create a second deposit.
      if (code !== 'NETWORK_ERROR') requestIdRef.current = null;
      const fieldErrors: TFieldErrors = { ...fields };
      if (AMOUNT_CODES.has(code)) fieldErrors.amount = message;
      setServerErrors(fieldErrors);
      if (Object.keys(fieldErrors).length) focusFirstInvalid(formRef.current);
      if (!AMOUNT_CODES.has(code)) setSubmitError({ code, message, reference });
    } finally {
      setIsSubmitting(false);
    }
  };

  if (!user) return null;
  const restriction = isSelfExcluded ? restrictionOfUser(user) : null;
  if (restriction) {
    // A freeze reads as one (with its end), not as a self-exclusion.
    return (
      <CashierNotice
        tone="warning"
        title={t('cashier.deposit.unavailable')}
        testId="cashier-blocked"
        code={restriction.kind === 'freeze' ? 'ACCOUNT_FROZEN' : 'SELF_EXCLUDED'}
      >
        <p>{restriction.kind === 'freeze' ? restrictionText(restriction) : t('error.deposit.self.excluded')}</p>
        <AppLink pageKey="withdraw" className="btn btn-secondary mt-3">
          {t('cashier.withdraw')}
        </AppLink>
      </CashierNotice>
    );
  }
  // The currency's figures come with the currency list: the picker does not show euro figures first, then jump.
  if (payments.isPending || currencies.isPending) return <CashierSkeleton />;
  if (payments.isError && !payments.data) {
    const { code, message } = cashierError(payments.error);
    return (
      <CashierNotice tone="danger" title={t('cashier.deposit.unavailable')} testId="cashier-blocked" code={code}>
        <p>{t(message)}</p>
        {code === 'DEPOSIT_COUNTRY_BLOCK' ? (
          <VerifyLocationAction onCleared={() => payments.refetch()} />
        ) : (
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void payments.refetch()}>
            {t('cashier.try.again')}
          </button>
        )}
      </CashierNotice>
    );
  }
  if (!tiles.length || !selected) {
    return (
      <CashierNotice tone="info" title={t('cashier.no.methods')} testId="cashier-no-methods">
        <p>{t('cashier.no.methods.text')}</p>
      </CashierNotice>
    );
  }
  if (redirectUrl) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="status" data-testid="cashier-redirecting">
        <span className="spinner size-8" aria-hidden="true" />
        <p className="font-semibold">{t('cashier.redirecting')}</p>
        <a href={redirectUrl} className="text-link text-sm">
          {t('cashier.redirecting.link')}
        </a>
      </div>
    );
  }
  const stepFrame = (node: React.ReactNode) => (isInModal ? node : <div className="card mx-auto max-w-2xl p-5 md:p-6">{node}</div>);
  if (active && !active.action) {
    return stepFrame(
      <ConfirmingStep
        key={active.depositId}
        initial={active}
        onFinal={(d) => {
          setActive(null);
          finish(d);
        }}
      />,
    );
  }
  if (active) {
    return stepFrame(
      <PaymentStep
        key={active.depositId}
        initial={active}
        onFinal={(d) => {
          setActive(null);
          finish(d);
        }}
        onReplace={setActive}
        onBack={() => setActive(null)}
      />,
    );
  }

  const range = limitText(selected, 'deposit');
  const amountText = values.amount && !clientErrors.amount && currency ? format(values.amount, currency) : null;
  const pageGrid = isInModal ? 'flex flex-col gap-5' : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={pageGrid} data-testid="deposit-form" data-kind={kind} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="sr-only">
        {t('cashier.deposit')}
      </h2>
      <div className={isInModal ? '' : 'card p-5'}>
        <MethodTiles methods={tiles} selectedId={selected.id} onSelect={selectMethod} mode="deposit" isCompact={isInModal} />
      </div>
      <div className={`flex flex-col gap-5 ${isInModal ? '' : 'card p-5'}`}>
        <AmountPicker
          value={values.amount}
          onChange={(amount) => {
            change({ amount });
            touch('amount');
            setIsAmountChosen(true);
          }}
          currency={currency ?? ''}
          amounts={amounts}
          limits={limits}
          hint={range ? t('cashier.amount.range', { range }) : null}
          error={errorOf('amount')}
          onBlur={() => touch('amount')}
        />
        {bonusRows.length || !isInModal ? <BonusChoice rows={bonusRows} value={bonusId} onChange={setBonusChoice} /> : null}
        {isReplaceAsked ? (
          <BonusReplaceDialog
            activeTitle={activeBonus?.title ?? ''}
            newTitle={bonusRows.find((b) => b.bonusId === bonusId)?.title ?? null}
            isBusy={isSubmitting}
            onConfirm={() => void send(true)}
            onCancel={() => setIsReplaceAsked(false)}
          />
        ) : null}
        {kind === 'card' ? (
          <CardFields value={values.card} onChange={(card) => change({ card })} errorOf={errorOf} onBlur={touch} />
        ) : null}
        {kind === 'crypto' ? (
          <SelectField
            label={t('cashier.crypto.network')}
            value={values.network}
            onChange={(e) => change({ network: e.target.value })}
            options={selected.networks.map((n) => ({ value: n.code, label: n.label }))}
            error={errorOf('network')}
            hint={t('cashier.crypto.network.hint')}
            testId="deposit-network"
          />
        ) : null}
        {kind === 'ewallet' ? (
          <TextField
            label={t('cashier.ewallet.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => change({ email: e.target.value })}
            onBlur={() => touch('email')}
            error={errorOf('email')}
            hint={t('cashier.ewallet.email.hint')}
            testId="deposit-email"
          />
        ) : null}
        {kind === 'netbanking' ? (
          <TextField
            label={`${t('cashier.bank.name')} ${t('cashier.optional')}`}
            value={values.bankName}
            onChange={(e) => change({ bankName: e.target.value })}
            hint={t('cashier.netbanking.hint')}
            testId="deposit-bank-name"
          />
        ) : null}
        <DepositAddressFields address={billing} errorOf={errorOf} onTouch={touch} />
        {selected.requiresEmailVerification && !user.getUser.isEmailVerified ? <EmailVerificationHint /> : null}
        {selected.requiresPhone && !user.getUser.phone ? (
          <FormAlert kind="info" testId="deposit-needs-phone">
            <p>{t('error.deposit.phone')}</p>
            <AppLink pageKey="edit-profile" className="text-link mt-1 inline-block text-sm">
              {t('cashier.update.profile')}
            </AppLink>
          </FormAlert>
        ) : null}
        {kind === 'upi' ? <p className="text-sm text-muted">{t('cashier.upi.intro')}</p> : null}
        {kind === 'bank' ? <p className="text-sm text-muted">{t('cashier.bank.intro')}</p> : null}
        {submitError ? (
          <div ref={alertRef} tabIndex={-1} className="outline-none" data-testid="deposit-error" data-code={submitError.code}>
            <FormAlert kind="error">
              <p>{isRestrictionCode(submitError.code) ? <RestrictionRefusal code={submitError.code} /> : t(submitError.message)}</p>
              {submitError.reference ? <p className="mt-1 font-mono text-xs">{t('cashier.reference', { reference: submitError.reference })}</p> : null}
              {submitError.code === 'PHONE_ERROR' ? (
                <AppLink pageKey="edit-profile" className="text-link mt-1 inline-block text-sm">
                  {t('cashier.update.profile')}
                </AppLink>
              ) : null}
              {submitError.code === 'REQUIRED_EMAIL_VERIFICATION' ? (
                <AppLink pageKey="profile" className="text-link mt-1 inline-block text-sm">
                  {t('cashier.verify.email')}
                </AppLink>
              ) : null}
            </FormAlert>
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="deposit-submit"
        >
          {isSubmitting ? <span className="spinner" aria-hidden="true" /> : null}
          {amountText ? t('cashier.deposit.amount', { amount: amountText }) : t('cashier.deposit')}
        </button>
        <p className="text-center text-xs text-muted">{t('cashier.secure')}</p>
      </div>
    </form>
  );
}
