/**
 * Money in a language without Intl.NumberFormat. The first NumberFormat in a fresh browser renderer costs 25–70 ms
 * (ICU's number data loads), and a signed-in player's page formats the balance while it hydrates. So the server
 * reads, once per language and currency, how Intl writes an amount (affixes, marks, grouping, digits), checks that
 * the reading reproduces Intl on a set of probes, and puts it in the page (warm-up-script.ts). Server and browser
 * then format those amounts with the same function from the same pattern, so the server's HTML and the hydrated
 * text agree; anything the pattern does not cover (another currency, exponent notation, a negative amount that
 * rounds to zero, partial fraction options) goes to Intl as before.
 */

export interface TCurrencyPattern {
  /** Text before and after the digits: a positive amount, a negative one, a positive one with its sign shown. */
  pos: readonly [string, string];
  neg: readonly [string, string];
  plus: readonly [string, string];
  /** Decimal mark and group separator. */
  decimal: string;
  group: string;
  /** Digits in the first group from the right and in the groups before it (0: no grouping). */
  primary: number;
  secondary: number;
  /** Digits a number needs beyond the first group before it is grouped (ICU's minimum grouping digits). */
  minGrouping: number;
  /** The language's digits 0–9. */
  digits: string;
  /** The currency's fraction digits when none are asked for: [minimum, maximum]. */
  fraction: readonly [number, number];
}

export interface TCurrencyFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  signDisplay?: 'auto' | 'exceptZero';
}

const NUMERIC = new Set(['integer', 'group', 'decimal', 'fraction']);

/** The text around the number in Intl's parts, or null when something sits between its digits. */
function affixes(parts: Intl.NumberFormatPart[]): [string, string] | null {
  const first = parts.findIndex((p) => NUMERIC.has(p.type));
  let last = -1;
  parts.forEach((p, i) => {
    if (NUMERIC.has(p.type)) last = i;
  });
  if (first < 0) return null;
  for (let i = first; i <= last; i++) if (!NUMERIC.has(parts[i]?.type ?? '')) return null;
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join('');
  return [text(0, first), text(last + 1, parts.length)];
}

/** `int.frac` (digits only) rounded half away from zero to `max` fraction digits, as Intl rounds. */
export function roundDigits(int: string, frac: string, max: number): [string, string] {
  if (frac.length <= max) return [int, frac];
  const isUp = frac.charCodeAt(max) - 48 >= 5;
  const kept = frac.slice(0, max);
  if (!isUp) return [int, kept];
  const digits = (int + kept).split('').map(Number);
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === 9) digits[i--] = 0;
  if (i < 0) digits.unshift(1);
  else digits[i] = (digits[i] ?? 0) + 1;
  const all = digits.join('');
  return [all.slice(0, all.length - kept.length), all.slice(all.length - kept.length)];
}

function grouped(int: string, p: TCurrencyPattern): string {
  if (!p.primary || int.length < p.primary + p.minGrouping) return int;
  const groups = [int.slice(-p.primary)];
  let rest = int.slice(0, -p.primary);
  while (rest.length > p.secondary) {
    groups.unshift(rest.slice(-p.secondary));
    rest = rest.slice(0, -p.secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(p.group);
}

/**
 * `value` (a number or an exact decimal string) as Intl would write it with the pattern's language and currency,
 * or null when the pattern does not cover the value or the options (the caller then asks Intl).
 */
export function formatWithPattern(p: TCurrencyPattern, value: number | string, opts: TCurrencyFormatOptions = {}): string | null {
  const hasMin = opts.minimumFractionDigits !== undefined;
  if (hasMin !== (opts.maximumFractionDigits !== undefined)) return null;
  const min = opts.minimumFractionDigits ?? p.fraction[0];
  const max = opts.maximumFractionDigits ?? p.fraction[1];
  if (min > max) return null;
  const text = typeof value === 'number' ? (Object.is(value, -0) ? '-0' : String(value)) : value;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null; // exponent notation, NaN, Infinity, spaces
  const isNegative = match[1] === '-';
  let [int, frac] = roundDigits(match[2] ?? '0', match[3] ?? '', max);
  while (frac.length > min && frac.endsWith('0')) frac = frac.slice(0, -1);
  frac = frac.padEnd(min, '0');
  int = int.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(int + frac);
  if (isNegative && isZero) return null; // Intl's "-0.00" rules: left to Intl
  const toDigits = (s: string) => (p.digits === '0123456789' ? s : s.replace(/\d/g, (d) => p.digits[Number(d)] ?? d));
  const number = toDigits(grouped(int, p)) + (frac ? p.decimal + toDigits(frac) : '');
  const [before, after] = isNegative ? p.neg : opts.signDisplay === 'exceptZero' && !isZero ? p.plus : p.pos;
  return before + number + after;
}

/** Values and options a pattern must reproduce exactly before it is used. */
const PROBES: ReadonlyArray<readonly [number | string, TCurrencyFormatOptions]> = [
  [0, {}],
  [1234567.891, {}],
  [-98765.4321, {}],
  [0, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [7, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [12.345, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [999.995, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [12345.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [123456789.01, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [-1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  [-7, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }],
  [7, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }],
  [0, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }],
  ['0.00012345', { minimumFractionDigits: 2, maximumFractionDigits: 8 }],
  ['12345678.12345678', { minimumFractionDigits: 2, maximumFractionDigits: 8 }],
  ['1000', { minimumFractionDigits: 0, maximumFractionDigits: 0 }],
  ['-1000.5', { minimumFractionDigits: 0, maximumFractionDigits: 0, signDisplay: 'exceptZero' }],
];

/** Intl's own answer for a probe (the reference the pattern is checked against). */
function intlFormat(locale: string, currency: string, value: number | string, o: TCurrencyFormatOptions): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, ...o }).format(value as unknown as number);
}

/**
 * How Intl writes amounts of `currency` in `locale` (a BCP 47 tag), checked against Intl on every probe;
 * null when Intl rejects the currency or the pattern would differ anywhere.
 */
export function deriveCurrencyPattern(locale: string, currency: string): TCurrencyPattern | null {
  try {
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const nf = new Intl.NumberFormat(locale, { style: 'currency', currency, ...two });
    const parts = nf.formatToParts(1234567.25);
    const pos = affixes(parts);
    const neg = affixes(nf.formatToParts(-1234567.25));
    const plus = affixes(new Intl.NumberFormat(locale, { style: 'currency', currency, ...two, signDisplay: 'exceptZero' }).formatToParts(1234567.25));
    const decimal = parts.find((p) => p.type === 'decimal')?.value;
    if (!pos || !neg || !plus || !decimal) return null;
    const ints = parts.filter((p) => p.type === 'integer').map((p) => p.value);
    const primary = ints.length > 1 ? (ints.at(-1)?.length ?? 0) : 0;
    const secondary = ints.length > 2 ? (ints.at(-2)?.length ?? primary) : primary;
    const isFourGrouped = nf.formatToParts(1234.25).filter((p) => p.type === 'integer').length > 1;
    const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const digits = Array.from({ length: 10 }, (_, d) => whole.formatToParts(d).find((p) => p.type === 'integer')?.value ?? String(d)).join('');
    const resolved = new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions();
    const pattern: TCurrencyPattern = {
      pos,
      neg,
      plus,
      decimal,
      group: parts.find((p) => p.type === 'group')?.value ?? '',
      primary,
      secondary,
      minGrouping: primary && !isFourGrouped ? 2 : 1,
      digits: digits.length === 10 ? digits : '0123456789',
      fraction: [resolved.minimumFractionDigits ?? 2, resolved.maximumFractionDigits ?? 2],
    };
    for (const [value, o] of PROBES) {
      const mine = formatWithPattern(pattern, value, o);
      if (mine !== null && mine !== intlFormat(locale, currency, value, o)) return null;
    }
    return pattern;
  } catch {
    return null;
  }
}

const GLOBAL = '__CROUPIER_CURRENCY__';
const derived = new Map<string, TCurrencyPattern | null>();

/** The key of a language and currency in the page's patterns. */
export const patternKey = (locale: string, currency: string) => `${locale}|${currency}`;

/**
 * The pattern for amounts of `currency` in `locale`: in the browser only what the page carries (read from the
 * inline script; nothing is derived there, that would need Intl); on the server derived once and kept.
 */
export function currencyPattern(locale: string, currency: string): TCurrencyPattern | null {
  const key = patternKey(locale, currency);
  if (typeof window !== 'undefined') {
    const inlined = (self as unknown as Record<string, Record<string, TCurrencyPattern> | undefined>)[GLOBAL];
    return inlined?.[key] ?? null;
  }
  if (!derived.has(key)) derived.set(key, deriveCurrencyPattern(locale, currency));
  return derived.get(key) ?? null;
}

/** An inline-script statement that gives the page these patterns (safe inside <script>: `<` is escaped). */
export function currencyPatternsStatement(patterns: Record<string, TCurrencyPattern>): string {
  const json = JSON.stringify(patterns).replace(/</g, '\\u003c');
  return `self.${GLOBAL}=Object.assign(self.${GLOBAL}||{},${json});`;
}
