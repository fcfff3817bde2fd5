import type { TCardFields, TCryptoNetwork, TDepositAction, TPaymentKind } from '@croupier/contracts';
import type { WebhookCheck } from '../webhook-signature';

/** A deposit handed to a provider (amounts in minor units). */
export interface DepositOrder {
  id: string;
  userId: string;
  providerId: string;
  methodName: string;
  kind: TPaymentKind;
  amount: bigint;
  currency: string;
  exponent: number;
  /** Only in memory: the full card never reaches the database. */
  card?: TCardFields;
  network?: TCryptoNetwork;
  email?: string;
  bankName?: string | null;
  player: { email: string | null; phone: string | null; name: string | null };
  /** Where the provider's pages send the browser back (the deposit page). */
  returnPath: string;
  now: Date;
}

export type CreateDepositOutcome =
  | {
      type: 'accepted';
      providerReference: string;
      status: 'requires_action' | 'processing' | 'pending';
      action: TDepositAction | null;
      expiresAt?: Date | null;
    }
  /** The provider refused the transaction (spec §8 TRANSACTION_FAILED). */
  | { type: 'rejected'; reason: string }
  /** The provider could not be reached or answered an error (spec §8 PROVIDER_ERROR). */
  | { type: 'error'; reason: string };

/** A payout of a withdrawal (net amount: what the player receives). */
export interface PayoutOrder {
  id: string;
  userId: string;
  providerId: string;
  kind: TPaymentKind;
  amount: bigint;
  currency: string;
  exponent: number;
  destination: Record<string, unknown>;
  now: Date;
}
export type PayoutOutcome = { type: 'accepted'; providerReference: string } | { type: 'rejected'; reason: string } | { type: 'error'; reason: string };

/** A method a provider offers (seeded into payment_methods). */
export interface ProviderMethod {
  id: string;
  name: string;
  paymentMethod: string;
  title: string;
  description: string;
  kind: TPaymentKind;
  isCardForm?: boolean;
  depositExist?: boolean;
  withdrawalExist?: boolean;
  sortPriority: number;
  networks?: TCryptoNetwork[];
  allowedCountries?: string[];
  restrictedCountries?: string[];
  allowedCurrencies?: string[];
  restrictedCurrencies?: string[];
  requiresPhone?: boolean;
  requiresEmailVerification?: boolean;
  hidden?: boolean;
  thumbnailUrl?: string;
}

/**
 * A payment provider adapter (DESIGN.md §5): its method list, deposit
 * creation, 3-D Secure completion (cards), webhook verification and payouts.
 */
export interface PaymentProviderAdapter {
  readonly adapter: string;
  methods(): ProviderMethod[];
  createDeposit(order: DepositOrder): Promise<CreateDepositOutcome>;
  /** Cards: the 3DS result (PaReq, MD) came back through the browser; the provider finishes the payment. */
  completeThreeDs?(input: { order: DepositOrder; paReq: string; md: string }): Promise<{ ok: true } | { ok: false; reason: string }>;
  verifyWebhook(input: { secret: string; timestampHeader: string | undefined; signatureHeader: string | undefined; rawBody: string; now: Date }): WebhookCheck;
  /**
   * Sends a payout. Must be idempotent by `order.id` (the provider's idempotency key): a payout whose answer was lost
   * (a timeout, a crash) is sent again with the same id and must not pay twice. `error` means the provider answered
   * that it did not take it (back to the queue); a throw means the outcome is unknown (the payout stays `processing`
   * and is sent again later).
   */
  payout(order: PayoutOrder): Promise<PayoutOutcome>;
}
