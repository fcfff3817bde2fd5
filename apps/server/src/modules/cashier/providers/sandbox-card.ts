import type { PaymentProviderAdapter, ProviderMethod } from './types';
import { outcomeOf, providerReference, type SandboxBank } from './sandbox-bank';
import { SANDBOX_PAGE_TTL_S, emitResult, immediateRefusal, nowS, sandboxPayout, sandboxVerifyWebhook, tokenFor } from './sandbox-common';

/**
 * Sandbox card acquirer: outcomes by test card number (SANDBOX_CARDS) or
 * magic amount; 3-D Secure cards get a challenge page hosted by the sandbox,
 * whose success comes back through the browser as PaReq/MD (spec §4) and is
 * finished server to server.
 */
export function sandboxCardProvider(bank: SandboxBank, methods: ProviderMethod[]): PaymentProviderAdapter {
  return {
    adapter: 'sandbox-card',
    methods: () => methods,
    verifyWebhook: sandboxVerifyWebhook,
    payout: (order) => sandboxPayout(bank, order),
    async createDeposit(order) {
      const outcome = outcomeOf(order.amount, order.card?.number);
      const refused = immediateRefusal(outcome);
      if (refused) return refused;
      const reference = providerReference('pi');
      if (outcome === '3ds' || outcome === '3ds_declined') {
        const token = bank.sign(tokenFor(order, '3ds', outcome, { e: nowS(order.now) + SANDBOX_PAGE_TTL_S, d: { ref: reference, last4: order.card?.number.slice(-4) ?? '' } }));
        return { type: 'accepted', providerReference: reference, status: 'requires_action', action: { type: 'redirect', url: `/api/sandbox/checkout?t=${token}` } };
      }
      emitResult(bank, { p: order.providerId, o: order.id, a: order.amount.toString(), c: order.currency, x: outcome }, reference);
      return { type: 'accepted', providerReference: reference, status: 'processing', action: null };
    },
    async completeThreeDs({ order, paReq, md }) {
      const t = bank.read(paReq);
      if (!t || t.k !== 'pares' || t.o !== order.id || md !== order.id || t.p !== order.providerId) return { ok: false, reason: 'invalid_pares' };
      emitResult(bank, t, String(t.d?.ref ?? providerReference('pi')));
      return { ok: true };
    },
  };
}
