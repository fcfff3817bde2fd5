/**
 * The cashier's plain rules (spec §4, §9): which methods show and how, the alternative method offered after a
 * failed deposit, deposit statuses and their result modals. No zod here (types only from the schemas), so the
 * browser's cashier pages load without the schema library; the contracts index re-exports all of it.
 */
import {
  ALTERNATIVE_METHOD_CARD_NAMES,
  ALTERNATIVE_METHOD_FALLBACK_NAME,
  PAYMENT_FULL_WIDTH_BELOW,
  type TDepositResultModal,
} from './constants';
import type { TCashierMode, TPaymentMethod } from './schemas/cashier';

/** §9 Fewer than five visible methods show as full-width tiles. */
export function isFullWidthPaymentLayout(visibleCount: number): boolean {
  return visibleCount < PAYMENT_FULL_WIDTH_BELOW;
}

/** §4 Payment tile: a hidden but active method is deselected unless it can withdraw and the mode is withdrawal. */
export function shouldDeselectPaymentMethod(method: Pick<TPaymentMethod, 'hidden' | 'isActive' | 'withdrawalExist'>, mode: TCashierMode): boolean {
  if (!method.isActive) return true;
  if (!method.hidden) return false;
  return !(method.withdrawalExist && mode === 'withdrawal');
}

/**
 * §4 The alternative method offered by the deposit result modals: the card-form
 * method when the failed method is a card (visa, master, mastercard, card,
 * cards), otherwise the method called carouseller.
 */
export function alternativeMethodFor<M extends Pick<TPaymentMethod, 'id' | 'name' | 'isCardForm'>>(failedName: string, methods: readonly M[]): M | null {
  const isCard = (ALTERNATIVE_METHOD_CARD_NAMES as readonly string[]).includes(failedName.toLowerCase());
  if (isCard) return methods.find((m) => m.isCardForm && m.name.toLowerCase() !== failedName.toLowerCase()) ?? methods.find((m) => m.isCardForm) ?? null;
  return methods.find((m) => m.name.toLowerCase() === ALTERNATIVE_METHOD_FALLBACK_NAME) ?? null;
}

/** §4 deposit outcomes: in progress/pending, success, failed, declined, cancelled (+ expired UPI QR). */
export const DEPOSIT_STATUSES = ['requires_action', 'processing', 'pending', 'success', 'failed', 'declined', 'cancelled', 'expired'] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const FINAL_DEPOSIT_STATUSES: readonly TDepositStatus[] = ['success', 'failed', 'declined', 'cancelled', 'expired'];

/** The result modal (spec §2 `?modal=`) that shows a deposit's status. */
export function depositModalOf(status: TDepositStatus): TDepositResultModal {
  switch (status) {
    case 'success':
      return 'deposit-success';
    case 'declined':
      return 'deposit-decline';
    case 'cancelled':
      return 'deposit-cancel';
    case 'failed':
    case 'expired':
      return 'deposit-failed';
    default:
      return 'deposit-pending';
  }
}

/** The billing address a deposit may need (spec §3 `allowDepWithoutAddress`; docs/cashier.md, "Billing address"). */
export const DEPOSIT_ADDRESS_FIELDS = ['countryCode', 'city', 'zipCode', 'address'] as const;
export type TDepositAddressField = (typeof DEPOSIT_ADDRESS_FIELDS)[number];

/** The address fields the profile has no value for (blank counts as none). */
export function missingAddressFields(user: Partial<Record<TDepositAddressField, string | null>>): TDepositAddressField[] {
  return DEPOSIT_ADDRESS_FIELDS.filter((f) => !user[f]?.trim());
}
