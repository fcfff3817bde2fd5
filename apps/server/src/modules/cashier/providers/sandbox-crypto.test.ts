import { describe, expect, it } from 'vitest';
import { payAmountOf } from './sandbox-crypto';

describe('sandbox crypto invoice amounts', () => {
  it('prices a fiat wallet in the coin, rounded up', () => {
    expect(payAmountOf(6_000n, 'EUR', 2, 'BTC')).toBe('0.00100000');
    expect(payAmountOf(1_000n, 'USD', 2, 'USDT')).toBe('10.000000');
  });

  it('the same coin is the invoice itself', () => {
    expect(payAmountOf(100_000n, 'BTC', 8, 'BTC')).toBe('0.00100000');
  });

  it('a coin wallet paying in another coin goes through their USD prices (it asked 0.001 ETH for 0.001 BTC)', () => {
    // 0.001 BTC = 65.00 USD = 0.02 ETH = 65 USDT.
    expect(payAmountOf(100_000n, 'BTC', 8, 'ETH')).toBe('0.02000000');
    expect(payAmountOf(100_000n, 'BTC', 8, 'USDT')).toBe('65.000000');
  });

  it('no price for the pair: none (the deposit is refused rather than asking a wrong amount)', () => {
    expect(payAmountOf(1_000n, 'GBP', 2, 'BTC')).toBeNull();
  });
});
