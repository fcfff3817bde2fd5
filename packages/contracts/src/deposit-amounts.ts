import {
  DEPOSIT_AMOUNT_DEFAULT,
  DEPOSIT_AMOUNT_PRESETS,
  DEPOSIT_STEP_LARGE,
  DEPOSIT_STEP_SMALL,
  DEPOSIT_STEP_THRESHOLD,
} from './constants';

/**
 * The deposit picker's figures in a currency (docs/cashier.md "Amounts in every currency"). Spec §4/§9's figures —
 * start at 25, presets 25 / 50 / 100, steps of 1 up to 30 and of 5 above — are euros; in another currency each is
 * scaled by the currency's `minorPerEur` and rounded to a figure a player would pick (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8
 * times a power of ten, in whole minor units), so an INR player starts at ₹2,500 and a BTC player at 0.0004 BTC, not
 * at ₹25 (below the method's minimum) or 25 BTC. In euros the figures are the spec's. Major-unit decimal strings.
 */
export interface TDepositAmounts {
  initial: string;
  presets: string[];
  threshold: string;
  small: string;
  large: string;
}

const ROUND_FIGURES = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The round figure (in whole minor units, at least 1) nearest to `minor` by ratio. */
export function roundFigure(minor: number): number {
  if (!(minor > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(minor));
  const distance = (candidate: number) => Math.max(candidate / minor, minor / candidate);
  let best = power;
  for (const f of ROUND_FIGURES) {
    const candidate = f * power;
    if (Number.isInteger(candidate) && distance(candidate) < distance(best)) best = candidate;
  }
  return best;
}

/** Minor units → a major-unit decimal string ("2500", "0.0004"). */
function toMajor(minor: number, exponent: number): string {
  if (exponent === 0) return String(minor);
  const digits = String(minor).padStart(exponent + 1, '0');
  const whole = digits.slice(0, -exponent);
  const frac = digits.slice(-exponent).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

export function depositAmountsIn(currency: { exponent: number; minorPerEur: number | null }): TDepositAmounts {
  const per = currency.minorPerEur ?? 10 ** currency.exponent;
  const inCurrency = (euros: number) => toMajor(roundFigure(euros * per), currency.exponent);
  return {
    initial: inCurrency(DEPOSIT_AMOUNT_DEFAULT),
    presets: DEPOSIT_AMOUNT_PRESETS.map(inCurrency),
    threshold: inCurrency(DEPOSIT_STEP_THRESHOLD),
    small: inCurrency(DEPOSIT_STEP_SMALL),
    large: inCurrency(DEPOSIT_STEP_LARGE),
  };
}
