import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_INFO } from '@croupier/contracts/locales';
import { currencyPattern, currencyPatternsStatement, deriveCurrencyPattern, formatWithPattern, type TCurrencyFormatOptions } from './currency-pattern';

const CURRENCIES = ['EUR', 'USD', 'TRY', 'INR', 'BRL', 'BTC', 'ETH', 'JPY', 'GBP'];
const intl = (locale: string, currency: string, value: number | string, o: TCurrencyFormatOptions) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, ...o }).format(value as unknown as number);

/** A deterministic pseudo-random sequence (the test must fail the same way every time). */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x / 2147483648;
  }
}

describe('currency patterns', () => {
  it('read Intl for every site language and currency, except codes Intl rejects', () => {
    for (const lng of LOCALES) {
      for (const currency of CURRENCIES) expect(deriveCurrencyPattern(LOCALE_INFO[lng].bcp47, currency), `${lng} ${currency}`).not.toBeNull();
    }
    expect(deriveCurrencyPattern('en', 'USDT')).toBeNull();
  });

  it('write exactly what Intl writes, for every language, currency and the options the app uses', () => {
    const random = numbers(42);
    const next = () => random.next().value as number;
    const options: TCurrencyFormatOptions[] = [
      {},
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 2, maximumFractionDigits: 8, signDisplay: 'exceptZero' },
      { minimumFractionDigits: 2, maximumFractionDigits: 6 },
      { minimumFractionDigits: 0, maximumFractionDigits: 0 },
    ];
    let compared = 0;
    for (const lng of LOCALES) {
      const locale = LOCALE_INFO[lng].bcp47;
      for (const currency of CURRENCIES) {
        const pattern = deriveCurrencyPattern(locale, currency);
        if (!pattern) continue;
        for (let i = 0; i < 40; i++) {
          const magnitude = 10 ** Math.floor(next() * 10 - 2);
          const sign = next() < 0.25 ? -1 : 1;
          const value = i % 3 === 0 ? (sign * next() * magnitude).toFixed(Math.floor(next() * 9)) : sign * Math.round(next() * magnitude * 1000) / 1000;
          const o = options[i % options.length] ?? {};
          const mine = formatWithPattern(pattern, value, o);
          if (mine === null) continue;
          expect(mine, `${lng} ${currency} ${value} ${JSON.stringify(o)}`).toBe(intl(locale, currency, value, o));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(LOCALES.length * CURRENCIES.length * 30);
  });

  it('covers grouping rules, other digits, signs and currency defaults', () => {
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const p = (l: string, c: string) => deriveCurrencyPattern(l, c)!;
    expect(formatWithPattern(p('en', 'INR'), 1234567.5, two)).toBe(intl('en', 'INR', 1234567.5, two));
    expect(formatWithPattern(p('hi', 'INR'), 1234567.5, two)).toBe('₹12,34,567.50');
    expect(formatWithPattern(p('es', 'EUR'), 1234.5, two)).toBe('1234,50\u00a0€');
    expect(formatWithPattern(p('es', 'EUR'), 12345.5, two)).toBe('12.345,50\u00a0€');
    expect(formatWithPattern(p('de', 'EUR'), -1234.5, two)).toBe('-1.234,50\u00a0€');
    expect(formatWithPattern(p('en', 'USD'), 12.5, { ...two, signDisplay: 'exceptZero' })).toBe('+$12.50');
    expect(formatWithPattern(p('en', 'USD'), 0, { ...two, signDisplay: 'exceptZero' })).toBe('$0.00');
    expect(formatWithPattern(p('en', 'JPY'), 1234.5)).toBe('¥1,235');
    expect(formatWithPattern(p('fa', 'EUR'), 12.5, two)).toBe(intl('fa', 'EUR', 12.5, two));
    expect(formatWithPattern(p('en', 'BTC'), '0.00012345', { minimumFractionDigits: 2, maximumFractionDigits: 8 })).toBe(intl('en', 'BTC', '0.00012345', { minimumFractionDigits: 2, maximumFractionDigits: 8 }));
    expect(formatWithPattern(p('en', 'USD'), 999.995, two)).toBe('$1,000.00');
  });

  it('leaves to Intl what it does not cover', () => {
    const p = deriveCurrencyPattern('en', 'USD')!;
    expect(formatWithPattern(p, 1e21)).toBeNull();
    expect(formatWithPattern(p, Number.NaN)).toBeNull();
    expect(formatWithPattern(p, -0.001, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBeNull();
    expect(formatWithPattern(p, 1, { minimumFractionDigits: 2 })).toBeNull();
    expect(formatWithPattern(p, 1, { minimumFractionDigits: 3, maximumFractionDigits: 2 })).toBeNull();
  });

  it('server: derived once and kept; browser: only what the page carries', () => {
    expect(currencyPattern('en', 'EUR')).toBe(currencyPattern('en', 'EUR'));
    const statement = currencyPatternsStatement({ 'en|EUR': currencyPattern('en', 'EUR')! });
    expect(statement).not.toContain('<');
    const self: Record<string, unknown> = {};
    new Function('self', statement)(self);
    expect(self.__CROUPIER_CURRENCY__).toEqual({ 'en|EUR': currencyPattern('en', 'EUR') });
  });
});
