import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatAmount, formatDate, formatList, numberFormat } from './format';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options and reuses it', () => {
    const a = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(a);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(a);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(a);
    expect(dateTimeFormat('fr', { dateStyle: 'long' })).toBe(dateTimeFormat('fr', { dateStyle: 'long' }));
    expect(dateTimeFormat('fr', { dateStyle: 'long' })).not.toBe(dateTimeFormat('fr', { dateStyle: 'medium' }));
  });

  it('throws like the constructor for bad options, and does not cache the failure', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow(RangeError);
  });

  it('formats money, amounts and dates as before', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatAmount(12.5, 'EUR', 'en', { exponent: 2 })).toBe('€12.50');
    // BTC keeps its small amounts (a 2-decimal format showed 0.0005 BTC as 0.00).
    expect(plain(formatAmount(0.0005, 'BTC', 'en', { exponent: 8 }))).toBe('BTC 0.0005');
    expect(plain(formatAmount('0.00012', 'BTC', 'en', { exponent: 8 }))).toBe('BTC 0.00012');
    expect(plain(formatAmount(-3, 'EUR', 'de', { exponent: 2, isSigned: true }))).toBe('-3,00 €');
    expect(plain(formatAmount(3, 'USDT', 'en', { exponent: 6, isSigned: true }))).toBe('+3.00 USDT');
    expect(formatDate('2026-01-02T10:00:00Z', 'en')).toBe('January 2, 2026');
  });
});

describe('formatList', () => {
  it('joins in the site language, and with commas only where Intl has no list data for it', () => {
    expect(formatList('en', ['1', '2', '4', '5'])).toBe('1, 2, 4, and 5');
    expect(formatList('de', ['17', '20'])).toBe('17 und 20');
    // The site code du is Dutch (nl).
    expect(formatList('du', ['17', '20'])).toBe('17 en 20');
    // Morisien (mfe) has no list data here: no English "and" in a Kreol sentence.
    expect(Intl.ListFormat.supportedLocalesOf('mfe')).toEqual([]);
    expect(formatList('mu', ['17', '20', '23'])).toBe('17, 20, 23');
  });
});
