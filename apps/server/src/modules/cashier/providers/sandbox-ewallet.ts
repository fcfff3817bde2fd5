import type { PaymentProviderAdapter, ProviderMethod } from './types';
import { outcomeOf, providerReference, type SandboxBank } from './sandbox-bank';
import { SANDBOX_PAGE_TTL_S, immediateRefusal, nowS, sandboxPayout, sandboxVerifyWebhook, tokenFor } from './sandbox-common';

/** Sandbox e-wallet (Skrill-style): the player approves the payment on the wallet's page, signed in with their wallet email. */
export function sandboxEwalletProvider(bank: SandboxBank, methods: ProviderMethod[]): PaymentProviderAdapter {
  return {
    adapter: 'sandbox-ewallet',
    methods: () => methods,
    verifyWebhook: sandboxVerifyWebhook,
    payout: (order) => sandboxPayout(bank, order),
    async createDeposit(order) {
      const outcome = outcomeOf(order.amount);
      const refused = immediateRefusal(outcome);
      if (refused) return refused;
      const reference = providerReference('ew');
      const token = bank.sign(tokenFor(order, 'ewallet', outcome, { e: nowS(order.now) + SANDBOX_PAGE_TTL_S, d: { ref: reference, email: order.email ?? '' } }));
      return { type: 'accepted', providerReference: reference, status: 'requires_action', action: { type: 'redirect', url: `/api/sandbox/checkout?t=${token}` } };
    },
  };
}
