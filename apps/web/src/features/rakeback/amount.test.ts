import { describe, expect, it } from 'vitest';
import { formatRakebackAmount } from './amount';
import { isAccumulatorHidden, RAKEBACK_THEME_FLAGS } from './theme-flags';

describe('rakeback amounts (§9: 2 decimals, or up to 8 when trimmed)', () => {
  it('formats money in the UI language', () => {
    expect(formatRakebackAmount(1.5, 'EUR', 'en')).toBe('€1.50');
    expect(formatRakebackAmount(1234.56, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatRakebackAmount(1234.56, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatRakebackAmount(0.00012345, 'BTC', 'en')).toBe('BTC\u00a00.00012345');
    expect(formatRakebackAmount(1.123456789, 'USDT', 'en')).toBe('1.12345679 USDT');
    expect(formatRakebackAmount(12.5, 'EUR', 'en', false)).toBe('12.50');
    expect(formatRakebackAmount(0, 'EUR', 'en', false)).toBe('0.00');
    expect(formatRakebackAmount(1234.56, 'EUR', 'en', false, false)).toBe('1234.56');
  });
});

describe('theme flags', () => {
  it('lets a theme hide the accumulator', () => {
    expect(isAccumulatorHidden('curacao')).toBe(false);
    expect(isAccumulatorHidden('lulu')).toBe(true);
    expect(Object.keys(RAKEBACK_THEME_FLAGS).sort()).toEqual(['curacao', 'lulu']);
  });
});
