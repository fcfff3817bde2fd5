import {
  DEPOSIT_AMOUNT_DEFAULT,
  DEPOSIT_STEP_LARGE,
  DEPOSIT_STEP_SMALL,
  DEPOSIT_STEP_THRESHOLD,
} from '@croupier/contracts/constants';
import type { TDepositAmounts } from '@croupier/contracts/deposit-amounts';

/** Amounts typed in the cashier are compared exactly at this many fraction digits (crypto has up to 8). */
const SCALE = 8;
const UNIT = 10n ** BigInt(SCALE);

/**
 * A major-unit decimal (string, or a number from the API) → integer scaled by 10^8, or null when it is
 * not a plain decimal. Exact: money is never handled as a float here.
 */
export function toScaled(value: string | number): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(SCALE) : '') : value.trim().replace(',', '.');
  const m = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (!m[2] && !m[3])) return null;
  const whole = BigInt(m[2] || '0');
  const frac = BigInt((m[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0'));
  const scaled = whole * UNIT + frac;
  return m[1] ? -scaled : scaled;
}

/** Scaled integer → shortest decimal string ("30", "25.5"). */
export function fromScaled(scaled: bigint): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const frac = (abs % UNIT).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / UNIT}${frac ? `.${frac}` : ''}`;
}

/** The picker's starting value (spec §4/§9: 25, in euros; other currencies: depositAmountsIn). */
export const INITIAL_DEPOSIT_AMOUNT = String(DEPOSIT_AMOUNT_DEFAULT);

const SPEC_STEPS = { threshold: String(DEPOSIT_STEP_THRESHOLD), small: String(DEPOSIT_STEP_SMALL), large: String(DEPOSIT_STEP_LARGE) };

/** Whether an amount is inside the method's limits (none known: any). */
export function isWithinLimits(value: string, limits: TAmountLimits | null): boolean {
  const v = toScaled(value);
  if (v === null || !limits) return v !== null;
  return v >= (toScaled(limits.min) ?? 0n) && v <= (toScaled(limits.max) ?? v);
}

/** The picker's start for a method: the currency's starting figure, moved inside the method's limits. */
export function startingAmount(initial: string, limits: TAmountLimits | null): string {
  const v = toScaled(initial);
  if (v === null || !limits) return initial;
  const min = toScaled(limits.min);
  const max = toScaled(limits.max);
  if (min !== null && v < min) return fromScaled(min);
  if (max !== null && v > max) return fromScaled(max);
  return initial;
}

/**
 * §4 amount picker: up steps by 1 up to 30 and by 5 above 30; down steps by 5 above 30 and by 1
 * otherwise; never below 0 (the rule of `stepDepositAmountUp/Down` in the contracts, on the exact
 * decimal value so a typed 30.7 − 5 is 25.7). An empty or unreadable value counts as 0.
 */
export function stepAmount(
  value: string,
  direction: 'up' | 'down',
  steps: Pick<TDepositAmounts, 'threshold' | 'small' | 'large'> = SPEC_STEPS,
): string {
  const raw = toScaled(value) ?? 0n;
  const v = raw < 0n ? 0n : raw;
  const threshold = toScaled(steps.threshold) ?? 0n;
  const small = toScaled(steps.small) ?? 0n;
  const large = toScaled(steps.large) ?? 0n;
  const next = direction === 'up' ? (v < threshold ? v + small : v + large) : v > threshold ? v - large : v - small;
  return fromScaled(next < 0n ? 0n : next);
}

export interface TAmountLimits {
  min: number;
  max: number;
}

/** Message keys of the amount problems (spec §8 codes' messages). */
export const AMOUNT_MESSAGES = {
  invalid: 'form.validation.invalid.amount',
  belowZero: 'error.deposit.amount.below.zero',
  depositRange: 'error.deposit.provider.limit',
  withdrawalRange: 'error.withdrawal.limit.threshold',
  insufficient: 'error.withdrawal.insufficient.funds',
} as const;

/**
 * §5 deposit amount: greater than 0 and within the provider's minimum and maximum.
 * Returns the message key of the problem, or null.
 */
export function checkDepositAmount(value: string, limits: TAmountLimits | null): string | null {
  if (!value.trim()) return 'form.validation.invalid.required';
  const scaled = toScaled(value);
  if (scaled === null) return AMOUNT_MESSAGES.invalid;
  if (scaled <= 0n) return AMOUNT_MESSAGES.belowZero;
  if (limits) {
    const min = toScaled(limits.min);
    const max = toScaled(limits.max);
    if ((min !== null && scaled < min) || (max !== null && scaled > max)) return AMOUNT_MESSAGES.depositRange;
  }
  return null;
}

/** §5 withdrawal amount: required, greater than 0, within the method's limits and the withdrawable cash. */
export function checkWithdrawalAmount(value: string, limits: TAmountLimits | null, withdrawable: number | null): string | null {
  if (!value.trim()) return 'form.validation.invalid.required';
  const scaled = toScaled(value);
  if (scaled === null) return AMOUNT_MESSAGES.invalid;
  if (scaled <= 0n) return AMOUNT_MESSAGES.belowZero;
  if (withdrawable !== null) {
    const w = toScaled(withdrawable);
    if (w !== null && scaled > w) return AMOUNT_MESSAGES.insufficient;
  }
  if (limits) {
    const min = toScaled(limits.min);
    const max = toScaled(limits.max);
    if ((min !== null && scaled < min) || (max !== null && scaled > max)) return AMOUNT_MESSAGES.withdrawalRange;
  }
  return null;
}

/** Keeps what an amount field may hold while typing: digits and one decimal separator (comma → dot). */
export function sanitizeAmountInput(raw: string, maxFractionDigits = SCALE): string {
  let s = raw.replace(',', '.').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = `${s.slice(0, dot + 1)}${s.slice(dot + 1).replace(/\./g, '').slice(0, maxFractionDigits)}`;
  if (maxFractionDigits === 0) s = s.replace('.', '');
  return s.replace(/^0+(?=\d)/, '');
}
