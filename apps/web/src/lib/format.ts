import { isLocale, LOCALE_INFO } from '@croupier/contracts/locales';
import { currencyPattern, formatWithPattern, type TCurrencyFormatOptions } from './currency-pattern';

/** The BCP 47 tag for Intl of a site language code (du → nl, cn → zh-CN, gr → el-GR, mu → mfe). */
export function intlLocale(lng: string): string {
  return isLocale(lng) ? LOCALE_INFO[lng].bcp47 : lng;
}

// Building an Intl formatter costs 0.1–1 ms (locale data lookup); formatting with one is cheap. A page formats
// dozens of amounts and dates while it hydrates, so formatters are built once per locale and options and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat | null>();

/** The formatter kept for `locale` and `options`, built with `create` the first time (a failure is not kept). */
function kept<T>(cache: Map<string, T>, locale: string, options: object, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  if (!cache.has(key)) cache.set(key, create());
  return cache.get(key) as T;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options; throws as the constructor does. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options; throws as the constructor does. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A list in the site language ("1, 2, 4 and 5"). Where the browser has no list data for the language (Morisien),
 * Intl would fall back to another language's "and", so the items are only separated by commas.
 */
export function formatList(lng: string, items: readonly string[]): string {
  const locale = intlLocale(lng);
  const list = kept(listFormats, locale, {}, () =>
    Intl.ListFormat.supportedLocalesOf(locale).length ? new Intl.ListFormat(locale, { type: 'conjunction' }) : null,
  );
  return list ? list.format(items) : items.join(', ');
}

/** An amount written from the page's currency pattern (no Intl while the page loads), or null (ask Intl). */
function patternFormat(amount: number | string, currency: string, lng: string, opts: TCurrencyFormatOptions): string | null {
  const locale = intlLocale(lng);
  const pattern = currencyPattern(locale, currency);
  return pattern ? formatWithPattern(pattern, amount, opts) : null;
}

export interface TAmountFormat {
  /** The currency's exponent (EUR 2, BTC 8, USDT 6); without it Intl's default digits for the currency. */
  exponent?: number | undefined;
  /** Always show the sign (+12.30 / −12.30), for credits and debits. */
  isSigned?: boolean;
}

/**
 * A major-unit amount (number or exact decimal string from the money module) formatted per
 * currency and locale: the exponent decides the fraction digits (at least 2 shown, up to the
 * exponent, so 0.00012 BTC is not rounded away). Unknown currency codes fall back to "12.30 USDT".
 */
export function formatAmount(amount: number | string, currency: string, lng: string, opts: TAmountFormat = {}): string {
  const exponent = opts.exponent;
  const digits =
    exponent === undefined ? {} : { minimumFractionDigits: Math.min(2, exponent), maximumFractionDigits: Math.max(exponent, Math.min(2, exponent)) };
  const signDisplay = opts.isSigned ? ('exceptZero' as const) : ('auto' as const);
  const fast = patternFormat(amount, currency, lng, { signDisplay, ...digits });
  if (fast !== null) return fast;
  // Intl formats decimal strings exactly (no float rounding of money).
  const value = amount as unknown as number;
  try {
    return numberFormat(intlLocale(lng), { style: 'currency', currency, signDisplay, ...digits }).format(value);
  } catch {
    try {
      const n = numberFormat(intlLocale(lng), { signDisplay, minimumFractionDigits: 2, ...digits }).format(value);
      return `${n} ${currency}`;
    } catch {
      return `${String(amount)} ${currency}`;
    }
  }
}

export function formatDate(iso: string | null | undefined, lng: string, withTime = false): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  try {
    return dateTimeFormat(intlLocale(lng), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(d);
  } catch {
    return d.toISOString().slice(0, withTime ? 16 : 10);
  }
}
