import { createHmac } from 'node:crypto';
import { BANK_TRANSFER_TTL_S } from '@croupier/contracts';
import type { PaymentProviderAdapter, ProviderMethod } from './types';
import { outcomeOf, providerReference, type SandboxBank } from './sandbox-bank';
import { SANDBOX_PAGE_TTL_S, immediateRefusal, nowS, sandboxPayout, sandboxVerifyWebhook, tokenFor } from './sandbox-common';

/**
 * Sandbox bank: bank transfer (instructions with a reference; the sandbox's
 * "simulate" page stands for the incoming transfer) and netbanking (a bank
 * login page hosted by the sandbox; pay, fail or cancel).
 */
export function sandboxBankProvider(bank: SandboxBank, key: string, methods: ProviderMethod[]): PaymentProviderAdapter {
  return {
    adapter: 'sandbox-bank',
    methods: () => methods,
    verifyWebhook: sandboxVerifyWebhook,
    payout: (order) => sandboxPayout(bank, order),
    async createDeposit(order) {
      const outcome = outcomeOf(order.amount);
      const refused = immediateRefusal(outcome);
      if (refused) return refused;
      if (order.kind === 'netbanking') {
        const reference = providerReference('nb');
        const token = bank.sign(tokenFor(order, 'netbanking', outcome, { e: nowS(order.now) + SANDBOX_PAGE_TTL_S, d: { ref: reference, bank: order.bankName ?? '' } }));
        return { type: 'accepted', providerReference: reference, status: 'requires_action', action: { type: 'redirect', url: `/api/sandbox/checkout?t=${token}` } };
      }
      const reference = `CRP${createHmac('sha256', key).update(order.id).digest('hex').slice(0, 10).toUpperCase()}`;
      const token = bank.sign(tokenFor(order, 'simulate', outcome, { d: { ref: reference } }));
      return {
        type: 'accepted',
        providerReference: reference,
        status: 'requires_action',
        expiresAt: new Date(order.now.getTime() + BANK_TRANSFER_TTL_S * 1000),
        action: {
          type: 'bank_transfer',
          beneficiary: 'Croupier Sandbox Ltd',
          bankName: 'Sandbox Bank',
          iban: 'GB33SNDB00000012345678',
          bic: 'SNDBGB2LXXX',
          reference,
          simulateUrl: `/api/sandbox/simulate?t=${token}`,
        },
      };
    },
  };
}
