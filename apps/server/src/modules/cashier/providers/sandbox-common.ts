import type { PaymentProviderAdapter, PayoutOrder, PayoutOutcome, DepositOrder, CreateDepositOutcome } from './types';
import { outcomeOf, providerReference, type SandboxBank, type SandboxOutcome, type SandboxToken } from './sandbox-bank';
import { verifyWebhook } from '../webhook-signature';

/** Delay of the sandbox's webhooks when it delivers them by itself (a running server). */
export const SANDBOX_RESULT_DELAY_MS = 1500;
export const SANDBOX_CONFIRMATION_INTERVAL_MS = 2000;
/** Lifetime of a hosted page link (3DS challenge, bank login, wallet approval). */
export const SANDBOX_PAGE_TTL_S = 30 * 60;

export const sandboxVerifyWebhook: PaymentProviderAdapter['verifyWebhook'] = (input) => verifyWebhook(input);

/** Outcomes decided before anything is sent: refused (TRANSACTION_FAILED) or the provider failing (PROVIDER_ERROR). */
export function immediateRefusal(outcome: SandboxOutcome): CreateDepositOutcome | null {
  if (outcome === 'rejected') return { type: 'rejected', reason: 'transaction_refused' };
  if (outcome === 'error') return { type: 'error', reason: 'provider_unavailable' };
  return null;
}

export function tokenFor(order: DepositOrder, kind: string, outcome: SandboxOutcome, extra: Partial<SandboxToken> = {}): SandboxToken {
  return {
    k: kind,
    p: order.providerId,
    o: order.id,
    a: order.amount.toString(),
    c: order.currency,
    m: order.methodName,
    t: order.kind,
    x: outcome,
    r: order.returnPath,
    ...extra,
  };
}

/** Sends the webhook that ends a payment with `outcome` (success, declined, failed; pending sends only "pending"). */
export function emitResult(bank: SandboxBank, t: Pick<SandboxToken, 'p' | 'o' | 'a' | 'c' | 'x'>, reference: string, delayMs = SANDBOX_RESULT_DELAY_MS, reason?: string): void {
  const base = { orderId: t.o, amount: BigInt(t.a), currency: t.c, providerReference: reference };
  switch (t.x) {
    case 'declined':
    case '3ds_declined':
      bank.emit(t.p, { ...base, type: 'deposit.declined', reason: reason ?? 'card_declined' }, delayMs);
      return;
    case 'failed':
      bank.emit(t.p, { ...base, type: 'deposit.failed', reason: reason ?? 'processing_failed' }, delayMs);
      return;
    case 'pending':
      bank.emit(t.p, { ...base, type: 'deposit.pending' }, delayMs);
      return;
    default:
      bank.emit(t.p, { ...base, type: 'deposit.succeeded' }, delayMs);
  }
}

/** Sandbox payouts: magic amounts refuse (…52), fail the provider (…99) or fail later (…51); anything else completes. */
export async function sandboxPayout(bank: SandboxBank, order: PayoutOrder): Promise<PayoutOutcome> {
  const outcome = outcomeOf(order.amount);
  if (outcome === 'rejected' || outcome === 'failed') return { type: 'rejected', reason: 'payout_refused' };
  if (outcome === 'error') return { type: 'error', reason: 'provider_unavailable' };
  // Sent again (our answer was lost): the payout already taken, not a second one.
  const taken = bank.payouts.get(order.id);
  if (taken) return { type: 'accepted', providerReference: taken };
  const reference = providerReference('po');
  bank.payouts.set(order.id, reference);
  const base = { orderId: order.id, amount: order.amount, currency: order.currency, providerReference: reference };
  bank.emit(order.providerId, { ...base, type: 'payout.processing' }, SANDBOX_RESULT_DELAY_MS);
  if (outcome === 'declined') bank.emit(order.providerId, { ...base, type: 'payout.failed', reason: 'beneficiary_rejected' }, SANDBOX_RESULT_DELAY_MS * 2);
  else if (outcome !== 'pending') bank.emit(order.providerId, { ...base, type: 'payout.completed' }, SANDBOX_RESULT_DELAY_MS * 2);
  return { type: 'accepted', providerReference: reference };
}

export const nowS = (d: Date) => Math.floor(d.getTime() / 1000);
