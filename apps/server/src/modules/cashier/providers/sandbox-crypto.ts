import { createHmac } from 'node:crypto';
import { toMajorString } from '@croupier/contracts';
import type { PaymentProviderAdapter, ProviderMethod } from './types';
import { outcomeOf, providerReference, type SandboxBank, type SandboxToken } from './sandbox-bank';
import { SANDBOX_CONFIRMATION_INTERVAL_MS, immediateRefusal, sandboxPayout, sandboxVerifyWebhook, tokenFor } from './sandbox-common';

/** Coin prices of the sandbox (in the quote currency's minor units for one coin): fixed, it is a sandbox. */
const PRICES: Record<string, Record<string, bigint>> = {
  BTC: { EUR: 6_000_000n, USD: 6_500_000n, TRY: 210_000_000n, INR: 540_000_000n, BRL: 32_000_000n },
  ETH: { EUR: 300_000n, USD: 325_000n, TRY: 10_500_000n, INR: 27_000_000n, BRL: 1_600_000n },
  USDT: { EUR: 92n, USD: 100n, TRY: 3_250n, INR: 8_300n, BRL: 500n },
};
const COIN_EXPONENT: Record<string, number> = { BTC: 8, ETH: 8, USDT: 6 };
const URI_SCHEME: Record<string, string> = { BTC: 'bitcoin', ERC20: 'ethereum', BEP20: 'bnb', TRC20: 'tron' };

/** A deterministic deposit address per order and network (the same order always shows the same address). */
export function depositAddress(key: string, orderId: string, chain: string): string {
  const h = createHmac('sha256', key).update(`${orderId}:${chain}`).digest();
  if (chain === 'BTC') return `tb1q${h.toString('hex').slice(0, 38)}`;
  if (chain === 'TRC20') {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    return `T${[...h].slice(0, 32).map((b) => alphabet[b % 58]).join('')}`.slice(0, 34).padEnd(34, 'x');
  }
  return `0x${h.toString('hex').slice(0, 40)}`;
}

/**
 * Amount of the coin to send for an order in `currency` (decimal string in the coin's units), rounded up; null when
 * the sandbox has no price for the pair. A coin wallet paying in another coin goes through their USD prices.
 */
export function payAmountOf(amount: bigint, currency: string, exponent: number, coin: string): string | null {
  const coinExp = COIN_EXPONENT[coin] ?? 8;
  if (currency === coin) return toMajorString(amount, exponent);
  const price = PRICES[coin]?.[currency];
  // coin units (minor) = amount (quote minor) × 10^coinExp / price (quote minor per coin), rounded up.
  if (price) return toMajorString(ceilDiv(amount * 10n ** BigInt(coinExp), price), coinExp);
  const walletUsd = PRICES[currency]?.USD;
  const coinUsd = PRICES[coin]?.USD;
  if (!walletUsd || !coinUsd) return null;
  // amount (wallet coin minor) × its USD price (cents per coin) / 10^exponent = cents; cents × 10^coinExp / coin's USD price.
  return toMajorString(ceilDiv(amount * walletUsd * 10n ** BigInt(coinExp), 10n ** BigInt(exponent) * coinUsd), coinExp);
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * Sandbox crypto gateway (invoices priced in the wallet currency, paid in a
 * coin on a network): a deterministic deposit address and QR per order; the
 * sandbox's "simulate transfer" page stands for the player's wallet; the chain
 * then confirms block by block (deposit.confirming webhooks) until the
 * network's confirmations are reached (deposit.succeeded).
 */
export function sandboxCryptoProvider(bank: SandboxBank, key: string, methods: ProviderMethod[]): PaymentProviderAdapter {
  return {
    adapter: 'sandbox-crypto',
    methods: () => methods,
    verifyWebhook: sandboxVerifyWebhook,
    payout: (order) => sandboxPayout(bank, order),
    async createDeposit(order) {
      const network = order.network;
      if (!network) return { type: 'rejected', reason: 'network_required' };
      const outcome = outcomeOf(order.amount);
      const refused = immediateRefusal(outcome);
      if (refused) return refused;
      const reference = providerReference('cx');
      const address = depositAddress(key, order.id, network.chain);
      const payAmount = payAmountOf(order.amount, order.currency, order.exponent, network.coin);
      // No price for the pair: asking for the invoice's own figure in another coin would be a wrong amount.
      if (payAmount === null) return { type: 'rejected', reason: 'no_price_for_network' };
      const scheme = URI_SCHEME[network.chain] ?? 'crypto';
      const token = bank.sign(tokenFor(order, 'simulate', outcome, { d: { ref: reference, confirmations: network.confirmations, network: network.code, address, payAmount } }));
      return {
        type: 'accepted',
        providerReference: reference,
        status: 'requires_action',
        action: {
          type: 'crypto',
          network: network.code,
          coin: network.coin,
          address,
          payAmount,
          qrData: `${scheme}:${address}?amount=${payAmount}`,
          confirmations: 0,
          confirmationsRequired: network.confirmations,
          simulateUrl: `/api/sandbox/simulate?t=${token}`,
        },
      };
    },
  };
}

/** The chain confirms a simulated transfer: one webhook per block, then the result. */
export function confirmCryptoTransfer(bank: SandboxBank, t: SandboxToken, delayMs = SANDBOX_CONFIRMATION_INTERVAL_MS): void {
  const required = Number(t.d?.confirmations ?? 1);
  const base = { orderId: t.o, amount: BigInt(t.a), currency: t.c, providerReference: String(t.d?.ref ?? t.o) };
  for (let n = 1; n < required; n++) bank.emit(t.p, { ...base, type: 'deposit.confirming', confirmations: n }, delayMs * n);
  if (t.x === 'pending') return; // never reaches the required confirmations
  if (t.x === 'declined' || t.x === 'failed') bank.emit(t.p, { ...base, type: 'deposit.failed', reason: 'underpaid' }, delayMs * required);
  else bank.emit(t.p, { ...base, type: 'deposit.succeeded', confirmations: required }, delayMs * required);
}
