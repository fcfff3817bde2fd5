import type { TCreateDepositRequest, TCreateWithdrawalRequest, TPaymentKind } from '@croupier/contracts';
import { EMAIL_PATTERN } from '@croupier/contracts/constants';
import { MSG } from '@croupier/contracts/messages';
import { checkDepositAmount, checkWithdrawalAmount, type TAmountLimits } from './amount';
import type { TFormSchemas } from './form-schemas';

/** Field errors by dotted path ('amount', 'card.number', …) → message key. */
export type TFieldErrors = Record<string, string>;

export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = ''): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const path = `${prefix}${issue.path.map(String).join('.')}`;
    errors[path] ??= issue.message;
  }
  return errors;
}

/* ───────────── deposit ───────────── */

export interface TCardValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export interface TDepositValues {
  amount: string;
  card: TCardValues;
  network: string;
  email: string;
  bankName: string;
}

export const EMPTY_DEPOSIT_VALUES: Omit<TDepositValues, 'amount'> = {
  card: { number: '', expiry: '', cvc: '', holderName: '' },
  network: '',
  email: '',
  bankName: '',
};

/**
 * §5 deposit form: amount greater than 0 and within the provider's minimum and maximum; for cards
 * the cardholder name is required, the number must be valid (Luhn), expiry MM/YY not in the past and
 * the CVC exactly 3 digits; crypto needs a network, an e-wallet a valid email.
 */
export function checkDepositForm(
  kind: TPaymentKind,
  values: TDepositValues,
  limits: TAmountLimits | null,
  schemas: TFormSchemas | null,
  now: Date = new Date(),
): TFieldErrors {
  const errors: TFieldErrors = {};
  const amountError = checkDepositAmount(values.amount, limits);
  if (amountError) errors.amount = amountError;
  if (kind === 'card' && schemas) Object.assign(errors, schemas.cardErrors(values.card, now));
  if (kind === 'crypto' && !values.network) errors.network = MSG.required;
  if (kind === 'ewallet') {
    const email = values.email.trim();
    if (!email) errors.email = MSG.required;
    else if (!EMAIL_PATTERN.test(email)) errors.email = MSG.format;
  }
  return errors;
}

/** The create-deposit body for the method's kind (amount sent as the exact decimal string typed). */
export function buildDepositRequest(
  kind: TPaymentKind,
  base: { paymentMethodId: string; currencyCode: string | null; bonusId: string | null; requestId: string; confirmBonusReplace?: boolean; timeZone?: string | null },
  values: TDepositValues,
): TCreateDepositRequest {
  const common = { ...base, amount: values.amount.trim() };
  if (!common.confirmBonusReplace) delete common.confirmBonusReplace;
  if (!common.timeZone) delete common.timeZone;
  switch (kind) {
    case 'card':
      return {
        kind,
        ...common,
        card: {
          number: values.card.number.replace(/\s/g, ''),
          expiry: values.card.expiry.trim(),
          cvc: values.card.cvc.trim(),
          holderName: values.card.holderName.trim(),
        },
      };
    case 'crypto':
      return { kind, ...common, network: values.network };
    case 'netbanking':
      return { kind, ...common, bankName: values.bankName.trim() || null };
    case 'ewallet':
      return { kind, ...common, email: values.email.trim() };
    default:
      return { kind, ...common };
  }
}

/** Card number as typed: digits in groups of four (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed: "MM/YY" with the slash added after the month (a lone 2–9 becomes "0M/"); deleting the slash works. */
export function formatExpiry(raw: string, previous = ''): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  const isDeleting = raw.length < previous.length;
  if (digits.length === 2) return isDeleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/* ───────────── withdrawal ───────────── */

export interface TWithdrawalValues {
  amount: string;
  beneficiaryName: string;
  accountNumber: string;
  email: string;
  bankCode: string;
  bankName: string;
  bankBranch: string;
  bankAddress: string;
  upiId: string;
  walletAddress: string;
  network: string;
}

export const EMPTY_WITHDRAWAL_VALUES: TWithdrawalValues = {
  amount: '',
  beneficiaryName: '',
  accountNumber: '',
  email: '',
  bankCode: '',
  bankName: '',
  bankBranch: '',
  bankAddress: '',
  upiId: '',
  walletAddress: '',
  network: '',
};

/** The fields each withdrawal form shows, in order (spec §3 withdrawal form; §5 rules). */
export const WITHDRAWAL_FIELDS: Record<TPaymentKind, readonly (keyof TWithdrawalValues)[]> = {
  bank: ['beneficiaryName', 'accountNumber', 'email', 'bankCode', 'bankName', 'bankBranch', 'bankAddress'],
  netbanking: ['beneficiaryName', 'accountNumber', 'email', 'bankCode', 'bankName', 'bankBranch', 'bankAddress'],
  upi: ['beneficiaryName', 'upiId'],
  crypto: ['network', 'walletAddress'],
  ewallet: ['email'],
  card: [],
};

/** Which fields are optional per kind (shown with "(optional)"). */
export function isOptionalWithdrawalField(kind: TPaymentKind, field: keyof TWithdrawalValues): boolean {
  if (field === 'bankBranch' || field === 'bankAddress') return true;
  return field === 'bankName' && kind === 'bank';
}

/** The create-withdrawal body for the method's kind. */
export function buildWithdrawalRequest(
  kind: TPaymentKind,
  base: { paymentMethodId: string; currencyCode: string | null; requestId?: string },
  values: TWithdrawalValues,
): TCreateWithdrawalRequest | null {
  const common = { ...base, amount: values.amount.trim() };
  const bank = {
    beneficiaryName: values.beneficiaryName,
    accountNumber: values.accountNumber,
    email: values.email,
    bankCode: values.bankCode,
    bankBranch: values.bankBranch,
    bankAddress: values.bankAddress,
    bankName: values.bankName,
  };
  switch (kind) {
    case 'bank':
      return { kind, ...common, ...bank };
    case 'netbanking':
      return { kind, ...common, ...bank };
    case 'upi':
      return { kind, ...common, beneficiaryName: values.beneficiaryName, upiId: values.upiId };
    case 'crypto':
      return { kind, ...common, walletAddress: values.walletAddress, network: values.network };
    case 'ewallet':
      return { kind, ...common, email: values.email };
    default:
      return null;
  }
}

/**
 * §5 withdrawal form: full name, account number and email required, email valid, IFSC 8 to 15
 * characters, bank name required for netbanking, UPI ID name@handle, wallet address and network
 * required; the amount within the method's limits and the withdrawable cash.
 */
export function checkWithdrawalForm(
  kind: TPaymentKind,
  values: TWithdrawalValues,
  opts: { paymentMethodId: string; limits: TAmountLimits | null; withdrawable: number | null },
  schemas: TFormSchemas | null,
): TFieldErrors {
  const errors: TFieldErrors = {};
  const amountError = checkWithdrawalAmount(values.amount, opts.limits, opts.withdrawable);
  if (amountError) errors.amount = amountError;
  if (kind === 'card' || !schemas) return errors;
  const body = buildWithdrawalRequest(kind, { paymentMethodId: opts.paymentMethodId, currencyCode: null }, { ...values, amount: values.amount.trim() || '0' });
  for (const [path, message] of Object.entries(schemas.withdrawalErrors(kind, body))) {
    if (path !== 'amount') errors[path] ??= message;
  }
  return errors;
}
