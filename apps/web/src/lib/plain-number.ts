import { roundDigits } from './currency-pattern';
import { numberFormat, intlLocale } from './format';

/**
 * Small numbers (RTP 96.5, a multiplier 250) in the page's language without Intl.NumberFormat: the browser's first
 * NumberFormat costs 20–45 ms (its number data loads), which a lobby tile would otherwise pay while it hydrates.
 * Below 1000 a number needs no grouping, only the language's decimal mark and digits, which are listed here
 * (from CLDR through Intl; plain-number.test.ts checks every language against Intl). Server and browser use the
 * same function, so the server's HTML and the hydrated text agree.
 */

/** Languages (site codes) whose decimal mark is not "." or whose digits are not 0–9: [decimal mark, zero digit]. */
const SYMBOLS: Readonly<Record<string, readonly [string, string]>> = {
  ru: [',', '0'], ps: ['٫', '۰'], du: [',', '0'], fr: [',', '0'], sr: [',', '0'], bs: [',', '0'], bg: [',', '0'],
  gr: [',', '0'], tr: [',', '0'], cz: [',', '0'], sk: [',', '0'], hu: [',', '0'], id: [',', '0'], fa: ['٫', '۰'],
  it: [',', '0'], ro: [',', '0'], vi: [',', '0'], pl: [',', '0'], pt: [',', '0'], es: [',', '0'], sl: [',', '0'],
  de: [',', '0'], da: [',', '0'], fi: [',', '0'], no: [',', '0'], el: [',', '0'], uk: [',', '0'], sv: [',', '0'],
};

/** `value` rounded half away from zero to at most `maxFractionDigits` decimals, as Intl does, from its shortest decimal form. */
function roundDecimal(value: number, maxFractionDigits: number): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return null; // negative, exponent, NaN: not a small number
  const [int, rounded] = roundDigits(match[1] ?? '0', match[2] ?? '', maxFractionDigits);
  const frac = rounded.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** A number in the page's language, at most `maxFractionDigits` decimals, no grouping needed below 1000. */
export function formatSmallNumber(value: number, maxFractionDigits: number, lng: string): string {
  const plain = value < 1000 ? roundDecimal(value, maxFractionDigits) : null;
  if (plain === null || Number(plain) >= 1000) return numberFormat(intlLocale(lng), { maximumFractionDigits: maxFractionDigits }).format(value);
  const symbols = SYMBOLS[lng];
  if (!symbols) return plain;
  const [decimal, zero] = symbols;
  const zeroCode = zero.charCodeAt(0);
  return plain.replace(/[0-9.]/g, (c) => (c === '.' ? decimal : String.fromCharCode(zeroCode + c.charCodeAt(0) - 48)));
}
