import { describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '@croupier/contracts/locales';
import { formatSmallNumber } from './plain-number';

describe('formatSmallNumber', () => {
  const samples = [0, 0.5, 1, 1.005, 2.675, 9.995, 96.5, 96.125, 97.33333, 99.999, 250, 999.994, 999.995, 12.3456789, 0.0049];
  it.each(Object.entries(LOCALE_INFO))('%s writes numbers as Intl does', (code, info) => {
    for (const digits of [0, 2]) {
      const intl = new Intl.NumberFormat(info.bcp47, { maximumFractionDigits: digits });
      for (const v of samples) expect(formatSmallNumber(v, digits, code), `${code} ${v} (${digits} decimals)`).toBe(intl.format(v));
    }
  });

  it('leaves large and negative numbers to Intl', () => {
    expect(formatSmallNumber(5000, 0, 'en')).toBe('5,000');
    expect(formatSmallNumber(5000, 0, 'de')).toBe('5.000');
    expect(formatSmallNumber(-1.5, 1, 'en')).toBe('-1.5');
  });
});
