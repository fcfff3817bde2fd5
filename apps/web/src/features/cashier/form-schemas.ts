import {
  ZBankWithdrawalRequest,
  ZCryptoWithdrawalRequest,
  ZEwalletWithdrawalRequest,
  ZNetbankingWithdrawalRequest,
  ZUpiWithdrawalRequest,
  makeCardFieldsSchema,
  type TCreateWithdrawalRequest,
} from '@croupier/contracts/schemas/cashier';
import { issuesToErrors, type TCardValues, type TFieldErrors } from './form-rules';

/*
 * The cashier forms' checks that use the shared zod schemas (card fields, withdrawal details). zod and the
 * schemas are a large part of a page's script (≈70 KB gzip, tens of milliseconds to evaluate on a phone), so
 * the cashier loads this module after it has painted (use-form-schemas.ts), not with the page.
 */

const WITHDRAWAL_SCHEMAS = {
  bank: ZBankWithdrawalRequest,
  netbanking: ZNetbankingWithdrawalRequest,
  upi: ZUpiWithdrawalRequest,
  crypto: ZCryptoWithdrawalRequest,
  ewallet: ZEwalletWithdrawalRequest,
} as const;

/** §5 card fields: holder name required, number valid (Luhn), expiry MM/YY not in the past, CVC 3 digits. */
export function cardErrors(card: TCardValues, now: Date): TFieldErrors {
  const result = makeCardFieldsSchema({ now }).safeParse(card);
  return result.success ? {} : issuesToErrors(result.error.issues, 'card.');
}

/** §5 withdrawal details of a create-withdrawal body, by field path (the amount is checked elsewhere). */
export function withdrawalErrors(kind: keyof typeof WITHDRAWAL_SCHEMAS, body: TCreateWithdrawalRequest | null): TFieldErrors {
  const result = WITHDRAWAL_SCHEMAS[kind].safeParse(body);
  return result.success ? {} : issuesToErrors(result.error.issues);
}

export interface TFormSchemas {
  cardErrors: typeof cardErrors;
  withdrawalErrors: typeof withdrawalErrors;
}
