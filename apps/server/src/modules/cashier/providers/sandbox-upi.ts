import { UPI_QR_TTL_S, toMajorString } from '@croupier/contracts';
import type { PaymentProviderAdapter, ProviderMethod } from './types';
import { outcomeOf, providerReference, type SandboxBank } from './sandbox-bank';
import { immediateRefusal, nowS, sandboxPayout, sandboxVerifyWebhook, tokenFor } from './sandbox-common';

export const SANDBOX_UPI_PAYEE = 'croupier.sandbox@upi';

/**
 * Sandbox UPI collector: a UPI QR (upi://pay…) that expires after
 * UPI_QR_TTL_S (spec §4); a retry creates a new order with a new QR. The
 * sandbox's "simulate" page stands for the player's UPI app paying the QR.
 */
export function sandboxUpiProvider(bank: SandboxBank, methods: ProviderMethod[]): PaymentProviderAdapter {
  return {
    adapter: 'sandbox-upi',
    methods: () => methods,
    verifyWebhook: sandboxVerifyWebhook,
    payout: (order) => sandboxPayout(bank, order),
    async createDeposit(order) {
      const outcome = outcomeOf(order.amount);
      const refused = immediateRefusal(outcome);
      if (refused) return refused;
      const reference = providerReference('upi');
      const expiresAt = new Date(order.now.getTime() + UPI_QR_TTL_S * 1000);
      const q = new URLSearchParams({ pa: SANDBOX_UPI_PAYEE, pn: 'Croupier', am: toMajorString(order.amount, order.exponent), cu: order.currency, tr: reference });
      const link = `upi://pay?${q.toString()}`;
      const token = bank.sign(tokenFor(order, 'simulate', outcome, { e: nowS(expiresAt), d: { ref: reference } }));
      return {
        type: 'accepted',
        providerReference: reference,
        status: 'requires_action',
        expiresAt,
        action: { type: 'upi_qr', qrData: link, upiLink: link, expiresAt: expiresAt.toISOString(), simulateUrl: `/api/sandbox/simulate?t=${token}` },
      };
    },
  };
}
