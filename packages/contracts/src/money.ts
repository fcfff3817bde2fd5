/**
 * The one money module (DESIGN.md §4): amounts are integers in the currency's
 * minor units (bigint); the player API shows decimal numbers in major units.
 * Never parseFloat money.
 */

export type Minor = bigint;

/** Minor units → exact decimal string in major units ("-12.30" for -1230n at exponent 2). */
export function toMajorString(minor: Minor, exponent: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (exponent === 0) return `${negative ? '-' : ''}${abs}`;
  const s = abs.toString().padStart(exponent + 1, '0');
  const whole = s.slice(0, s.length - exponent);
  const frac = s.slice(s.length - exponent);
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Minor units → a JSON number in major units, for display fields of the player API. */
export function toMajorNumber(minor: Minor, exponent: number): number {
  return Number(toMajorString(minor, exponent));
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A decimal amount in major units (string, or a number given by a client) →
 * minor units. Returns null when it is not a plain decimal or has more
 * fractional digits than the currency allows.
 */
export function parseMajor(value: string | number, exponent: number): Minor | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Shortest round-trip representation of the number the client sent.
    text = String(value);
    if (/e/i.test(text)) return null;
  } else text = value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > exponent) return null;
  const minor = BigInt(m[2]!) * 10n ** BigInt(exponent) + BigInt(frac.padEnd(exponent, '0') || '0');
  return m[1] ? -minor : minor;
}

/** Splits `amount` in the proportions `parts` (largest remainder; sums exactly to amount). */
export function splitProportionally(amount: Minor, parts: readonly Minor[]): Minor[] {
  const total = parts.reduce((a, b) => a + b, 0n);
  if (total === 0n) return parts.map((_, i) => (i === 0 ? amount : 0n));
  const shares = parts.map((p) => (amount * p) / total);
  let rest = amount - shares.reduce((a, b) => a + b, 0n);
  // Give the remainder to the first parts (cash first).
  for (let i = 0; rest > 0n && i < shares.length; i++) {
    if (parts[i]! > 0n) {
      shares[i] = shares[i]! + 1n;
      rest -= 1n;
    }
  }
  return shares;
}

export function formatMoney(minor: Minor, exponent: number, currency: string, locale = 'en', maxFractionDigits?: number): string {
  const major = toMajorString(minor, exponent);
  const digits = Math.min(maxFractionDigits ?? exponent, 20);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(2, digits),
      maximumFractionDigits: digits,
    }).format(major as unknown as number);
  } catch {
    // A code Intl does not know (USDT): the number as the language writes it, then the code.
    try {
      return `${new Intl.NumberFormat(locale, { minimumFractionDigits: Math.min(2, digits), maximumFractionDigits: digits }).format(major as unknown as number)} ${currency}`;
    } catch {
      return `${major} ${currency}`;
    }
  }
}

/**
 * Minor units of each seeded currency worth about one euro (rough rates; the operator keeps them current with
 * `croupier currencies set <code> minorPerEur <n>`). Game bet limits are set in euro cents and scaled by it, and one
 * loyalty point is earned per euro's worth of stakes by default. The seed and migration 0024 write them.
 */
export const DEFAULT_MINOR_PER_EUR: Readonly<Record<string, number>> = {
  EUR: 100,
  USD: 110,
  TRY: 4_000,
  INR: 9_000,
  BRL: 600,
  BTC: 1_700,
  ETH: 35_000,
  USDT: 1_100_000,
};

export { betLimitsIn, DEFAULT_BET_EUR_CENTS } from './bet-limits';
