/**
 * Cashier (issue #5): payment methods, deposits, 3-D Secure, withdrawals.
 * Money in the player API is in major units (numbers, or decimal strings on input);
 * payment webhooks carry integer minor units. Details: docs/cashier.md.
 *
 * Routes (all answer `{ data: … }`; refusals `{ errorCode, message, fields?, reference? }`):
 *
 * | method and path                                   | auth | request                              | response data |
 * |---------------------------------------------------|------|--------------------------------------|---------------|
 * | GET  /api/admin/get-payments?currencyCode&countryCode&mode | opt. | ZGetPaymentsQuery              | ZGetPaymentsResponse: payments (spec §3 fields), isFullWidth |
 * | GET  /api/user/deposit/bonuses?currencyCode       | ✓    | –                                    | ZDepositBonusesResponse: rows (stub until the bonus issue), defaultBonusId null |
 * | POST /api/user/deposit                            | ✓    | ZCreateDepositRequest (by `kind`)    | ZDepositResponse: deposit (status, action, modal) |
 * | GET  /api/user/deposit/:depositId                 | ✓    | –                                    | ZDepositResponse |
 * | POST /api/user/deposit/:depositId/retry           | ✓    | –                                    | ZDepositResponse (a new order, e.g. a new UPI QR) |
 * | POST /api/user/3ds-webhook                        | ✓    | ZThreeDsWebhookRequest (PaReq, MD)   | ZDepositResponse |
 * | POST /api/user/log-event                          | opt. | ZLogEventRequest (event ALTERNATIVE_METHOD_BUTTON) | ok (auth module) |
 * | GET  /api/user/withdrawal/eligibility?currencyCode| ✓    | –                                    | ZWithdrawalEligibilityResponse |
 * | POST /api/user/withdrawal/calculate               | ✓    | ZWithdrawalCalculationRequest        | ZWithdrawalCalculationResponse |
 * | POST /api/user/withdrawal                         | ✓    | ZCreateWithdrawalRequest (by `kind`) | ZWithdrawalResponse (+ message) |
 * | GET  /api/user/withdrawals?status=pending|all     | ✓    | ZWithdrawalsQuery                    | ZWithdrawalsResponse: rows |
 * | POST /api/user/withdrawal/:withdrawalId/cancel    | ✓    | –                                    | ZWithdrawalResponse (+ message) |
 * | POST /api/cashier/webhooks/:providerId            | HMAC | ZPaymentWebhookEvent (signed raw body) | { received, applied, duplicate } |
 * | GET/POST /api/sandbox/…                           | –    | sandbox provider pages (3-D Secure challenge, bank, wallet, simulate payment) | HTML / redirect |
 */
import { z } from 'zod';
import {
  CARD_CVC_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  DEPOSIT_RESULT_MODALS,
  EMAIL_PATTERN,
  IFSC_MAX_LENGTH,
  IFSC_MIN_LENGTH,
  LIMIT_PERIOD_NAMES,
} from '../constants';
import { MSG } from '../messages';
import { DEPOSIT_STATUSES } from '../cashier-rules';
import { emptyToNull, zCountryCode, zCurrencyCode, zLocaleTexts } from './common';

// The cashier's plain rules (no zod) live in ../cashier-rules so the browser's cashier can load without zod.
export {
  alternativeMethodFor,
  DEPOSIT_ADDRESS_FIELDS,
  DEPOSIT_STATUSES,
  depositModalOf,
  FINAL_DEPOSIT_STATUSES,
  isFullWidthPaymentLayout,
  missingAddressFields,
  shouldDeselectPaymentMethod,
  type TDepositAddressField,
  type TDepositStatus,
} from '../cashier-rules';

/* ───────────── payment methods (spec §3, §4, §6) ───────────── */

/** What a method does, which decides its deposit and withdrawal forms. */
export const PAYMENT_KINDS = ['card', 'crypto', 'upi', 'bank', 'netbanking', 'ewallet'] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];
export const CASHIER_MODES = ['deposit', 'withdrawal'] as const;
export type TCashierMode = (typeof CASHIER_MODES)[number];

/**
 * §3 tagRestrictedCountries: countries where the method is hidden depending on
 * the player's tags. `tags` are the tags the rule looks at: a player having one
 * of them is "matched" (restricted in `matched`), a player with tags but none
 * of them "unmatched" (`unmatched`), a player without tags (or a guest) gets
 * `default`; `perTag[tag]` adds countries for each tag the player has.
 */
export const ZTagRestrictedCountries = z.object({
  tags: z.array(z.string()).default([]),
  matched: z.array(z.string()).default([]),
  unmatched: z.array(z.string()).default([]),
  default: z.array(z.string()).default([]),
  perTag: z.record(z.string(), z.array(z.string())).default({}),
});
export type TTagRestrictedCountries = z.infer<typeof ZTagRestrictedCountries>;

/** A crypto network a method accepts (coin on a chain). */
export const ZCryptoNetwork = z.object({
  code: z.string(), // e.g. 'USDT-TRC20'
  coin: z.string(), // e.g. 'USDT'
  chain: z.string(), // e.g. 'TRC20'
  label: z.string(),
  confirmations: z.number().int(),
});
export type TCryptoNetwork = z.infer<typeof ZCryptoNetwork>;

/** The provider's limits and fees for one currency (major units). */
export const ZPaymentLimits = z.object({
  currency: z.string(),
  depositMin: z.number(),
  depositMax: z.number(),
  withdrawalMin: z.number(),
  withdrawalMax: z.number(),
  /** Withdrawal fee: percent of the amount plus a fixed part. */
  withdrawalFeePercent: z.number(),
  withdrawalFeeFixed: z.number(),
});
export type TPaymentLimits = z.infer<typeof ZPaymentLimits>;

/** §3 Payment method, every field of the spec, plus what the cashier forms need. */
export const ZPaymentMethod = z.object({
  id: z.string(),
  name: z.string(),
  paymentMethod: z.string(),
  title: z.string(),
  rawTitle: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isActive: z.boolean(),
  hidden: z.boolean(),
  isCardForm: z.boolean(),
  withdrawalExist: z.boolean(),
  depositExist: z.boolean(),
  sortPriority: z.number().int(),
  allowedCountries: z.array(z.string()),
  restrictedCountries: z.array(z.string()),
  tagRestrictedCountries: ZTagRestrictedCountries,
  allowedCurrencies: z.array(z.string()),
  restrictedCurrencies: z.array(z.string()),
  /** Privacy: echoes only the signed-in player's own address when it is on the list (else []). */
  allowEmails: z.array(z.string()),
  allowTags: z.array(z.string()),
  allowedTags: z.array(z.string()),
  // Croupier additions
  kind: z.enum(PAYMENT_KINDS),
  providerId: z.string(),
  networks: z.array(ZCryptoNetwork),
  /** Limits in the requested currency, or null when the provider does not serve it. */
  limits: ZPaymentLimits.nullable(),
  requiresPhone: z.boolean(),
  requiresEmailVerification: z.boolean(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** A method's texts per locale ({ de: { title, description } }); the player's language picks them (docs/cashier.md). */
export const ZPaymentMethodContent = zLocaleTexts(
  z.object({ title: z.string().trim().min(1).max(80).optional(), description: z.string().max(500).optional() }).strict(),
);
export type TPaymentMethodContent = z.infer<typeof ZPaymentMethodContent>;

/** What the operator tool may change on a method (`payments set <id> <field> <value>`), each field checked alone. */
export const ZPaymentMethodSettings = z.object({
  title: z.string().trim().min(1).max(80),
  description: z.string().max(500),
  content: ZPaymentMethodContent,
  isActive: z.boolean(),
  hidden: z.boolean(),
  depositExist: z.boolean(),
  withdrawalExist: z.boolean(),
  sortPriority: z.number().int().min(-1_000_000).max(1_000_000),
  allowedCountries: z.array(zCountryCode).max(300),
  restrictedCountries: z.array(zCountryCode).max(300),
  tagRestrictedCountries: z
    .object({
      tags: z.array(z.string().trim().min(1).max(50)).max(100).default([]),
      matched: z.array(zCountryCode).max(300).default([]),
      unmatched: z.array(zCountryCode).max(300).default([]),
      default: z.array(zCountryCode).max(300).default([]),
      perTag: z.record(z.string().trim().min(1).max(50), z.array(zCountryCode).max(300)).default({}),
    })
    .strict(),
  allowedCurrencies: z.array(zCurrencyCode).max(100),
  restrictedCurrencies: z.array(zCurrencyCode).max(100),
  allowEmails: z.array(z.string().trim().toLowerCase().max(254).pipe(z.email())).max(10_000),
  allowTags: z.array(z.string().trim().min(1).max(50)).max(100),
  requiresPhone: z.boolean(),
  requiresEmailVerification: z.boolean(),
});
export type TPaymentMethodSettings = z.infer<typeof ZPaymentMethodSettings>;

/** §7 GET /api/admin/get-payments?currencyCode&countryCode (mode: which list the cashier shows). */
export const ZGetPaymentsQuery = z.object({
  currencyCode: z.preprocess(emptyToNull, zCurrencyCode.nullable().optional()),
  countryCode: z.preprocess(emptyToNull, zCountryCode.nullable().optional()),
  mode: z.enum(CASHIER_MODES).default('deposit'),
});
export type TGetPaymentsQuery = z.infer<typeof ZGetPaymentsQuery>;
export const ZGetPaymentsResponse = z.object({
  data: z.object({
    payments: z.array(ZPaymentMethod),
    /** §9 fewer than 5 visible methods show as full-width tiles. */
    isFullWidth: z.boolean(),
    currencyCode: z.string(),
    countryCode: z.string().nullable(),
  }),
});


/* ───────────── card rules (spec §5) ───────────── */

export const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

/** Luhn check of a card number (spaces and dashes ignored). */
export function isValidCardNumber(value: string): boolean {
  const d = digitsOnly(value);
  if (!/^\d+$/.test(d) || d.length < CARD_NUMBER_MIN_DIGITS || d.length > CARD_NUMBER_MAX_DIGITS) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;
/** §5 expiry: MM/YY with a valid month; returns the message key of the problem or null. `now` decides "not in the past". */
export function checkCardExpiry(value: string | null | undefined, now: Date = new Date()): string | null {
  if (!value || !value.trim()) return MSG.required;
  const m = EXPIRY.exec(value.trim());
  if (!m) return MSG.cardExpiry;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return MSG.cardExpiry;
  const year = 2000 + Number(m[2]);
  // A card is valid through the last day of its expiry month.
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  if (year < y || (year === y && month < mo)) return MSG.cardExpired;
  return null;
}

/** §5 card fields: cardholder name required; valid number; expiry MM/YY; CVC exactly 3 digits. */
export const ZCardFields = z.object({
  number: z
    .string({ error: MSG.required })
    .transform(digitsOnly)
    .pipe(z.string().min(1, MSG.required).refine(isValidCardNumber, MSG.cardNumber)),
  expiry: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine((v) => {
      const m = EXPIRY.exec(v);
      return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 12;
    }, MSG.cardExpiry),
  cvc: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .regex(new RegExp(`^\\d{${CARD_CVC_LENGTH}}$`), MSG.cardCvc),
  holderName: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(255, MSG.maxLength),
});
export type TCardFields = z.infer<typeof ZCardFields>;

/** The card form's schema with the "not in the past" rule at `now` (shared by the form and the server). */
export function makeCardFieldsSchema(opts: { now?: Date } = {}) {
  return ZCardFields.superRefine((card, ctx) => {
    const e = checkCardExpiry(card.expiry, opts.now);
    if (e) ctx.addIssue({ code: 'custom', path: ['expiry'], message: e });
  });
}

/* ───────────── deposits ───────────── */

/**
 * An amount in major units: a JSON number or a decimal string. The server
 * parses it exactly with the currency's exponent; 0 or less is AMOUNT_BELOW_ZERO
 * (spec §8), not a validation error.
 */
export const zAmount = z.union([z.number().finite(), z.string().trim().max(40).regex(/^-?\d+(\.\d+)?$/, MSG.amount)], { error: MSG.amount });

const depositBase = {
  paymentMethodId: z.string({ error: MSG.required }).min(1, MSG.required).max(64),
  amount: zAmount,
  /** Defaults to the player's active currency. */
  currencyCode: z.preprocess(emptyToNull, zCurrencyCode.nullable().optional()),
  /** Bonus selection (GET /api/user/deposit/bonuses): null or absent means "no bonus". */
  bonusId: z.preprocess(emptyToNull, z.string().max(64).nullable().optional()),
  /** The player confirmed that the deposit's bonus cancels the active bonus and its progress (spec §4; else ACTIVE_BONUS). */
  confirmBonusReplace: z.boolean().optional(),
  /** The player's IANA time zone (a bonus's valid days and time window). */
  timeZone: z.preprocess(emptyToNull, z.string().max(64).nullable().optional()),
  /** Client-generated id of this attempt: a repeat returns the same deposit (double submits are safe). */
  requestId: z.string().uuid(MSG.format).optional(),
};

export const ZCardDepositRequest = z.object({ kind: z.literal('card'), ...depositBase, card: ZCardFields });
export const ZCryptoDepositRequest = z.object({
  kind: z.literal('crypto'),
  ...depositBase,
  network: z.string({ error: MSG.required }).min(1, MSG.required).max(32),
});
export const ZUpiDepositRequest = z.object({ kind: z.literal('upi'), ...depositBase });
export const ZBankDepositRequest = z.object({ kind: z.literal('bank'), ...depositBase });
export const ZNetbankingDepositRequest = z.object({
  kind: z.literal('netbanking'),
  ...depositBase,
  /** Optional bank preselected on the provider's page. */
  bankName: z.preprocess(emptyToNull, z.string().max(100, MSG.maxLength).nullable().optional()),
});
/** E-wallet (Skrill-style): the wallet account's email. */
export const ZEwalletDepositRequest = z.object({
  kind: z.literal('ewallet'),
  ...depositBase,
  email: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(254, MSG.maxLength)
    .regex(EMAIL_PATTERN, MSG.format),
});

/** Create a deposit: one shape per method kind (the kind must match the method's). */
export const ZCreateDepositRequest = z.discriminatedUnion('kind', [
  ZCardDepositRequest,
  ZCryptoDepositRequest,
  ZUpiDepositRequest,
  ZBankDepositRequest,
  ZNetbankingDepositRequest,
  ZEwalletDepositRequest,
]);
export type TCreateDepositRequest = z.input<typeof ZCreateDepositRequest>;
export type TCreateDepositParsed = z.output<typeof ZCreateDepositRequest>;

export const ZDepositResultModal = z.enum(DEPOSIT_RESULT_MODALS);

/** What the player must do next. */
export const ZDepositAction = z.discriminatedUnion('type', [
  /** Go to the provider's page (3-D Secure challenge, netbanking login, e-wallet approval). */
  z.object({ type: z.literal('redirect'), url: z.string() }),
  /** Send coins to the address (QR data is a payment URI). */
  z.object({
    type: z.literal('crypto'),
    network: z.string(),
    coin: z.string(),
    address: z.string(),
    /** Amount to send in the coin (decimal string). */
    payAmount: z.string(),
    qrData: z.string(),
    confirmations: z.number().int(),
    confirmationsRequired: z.number().int(),
    /** Sandbox: simulates the player's transfer reaching the chain. */
    simulateUrl: z.string().nullable(),
  }),
  /** Scan the UPI QR before it expires (§4); afterwards retry for a new one. */
  z.object({ type: z.literal('upi_qr'), qrData: z.string(), upiLink: z.string(), expiresAt: z.string(), simulateUrl: z.string().nullable() }),
  /** Transfer to these bank details with the reference. */
  z.object({
    type: z.literal('bank_transfer'),
    beneficiary: z.string(),
    bankName: z.string(),
    iban: z.string(),
    bic: z.string(),
    reference: z.string(),
    simulateUrl: z.string().nullable(),
  }),
]);
export type TDepositAction = z.infer<typeof ZDepositAction>;

export const ZDeposit = z.object({
  depositId: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The result modal to show for this status (§2). */
  modal: ZDepositResultModal,
  amount: z.number(),
  currency: z.string(),
  paymentMethodId: z.string(),
  /** The method's name (the `met` query of the result modals). */
  methodName: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  bonusId: z.string().nullable(),
  /**
   * The bonus taken with the deposit, decided when the deposit is credited (its rules are checked again then):
   * granted, or refused with the activation code and its message key. Absent without a bonus.
   */
  bonus: z
    .object({
      bonusId: z.string(),
      status: z.enum(['pending', 'granted', 'refused']),
      code: z.string().nullable(),
      message: z.string().nullable(),
      /** UNIFIED_ERROR: the support reference its message quotes. */
      reference: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  action: ZDepositAction.nullable(),
  /** Provider's reason for a decline/failure (a message key). */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TDeposit = z.infer<typeof ZDeposit>;
export const ZDepositResponse = z.object({ data: z.object({ deposit: ZDeposit }) });
export const ZDepositIdParams = z.object({ depositId: z.string().uuid(MSG.format) });

/**
 * Bonus selection list of the deposit form (issue #6): the deposit bonuses the player may take now; null means
 * "no bonus". `defaultBonusId` is a deposit bonus the player chose on the promotions page (pending); `activeBonus`
 * is the bonus a deposit with a bonus would cancel (the form warns and sends `confirmBonusReplace`).
 */
export const ZDepositBonusesResponse = z.object({
  data: z.object({
    rows: z.array(
      z.object({
        bonusId: z.string(),
        title: z.string(),
        percent: z.number().optional(),
        maxBonus: z.number().nullable().optional(),
        minDeposit: z.number().optional(),
        freeSpins: z.number().int().optional(),
        wagerMultiplier: z.number().optional(),
      }),
    ),
    defaultBonusId: z.string().nullable(),
    activeBonus: z.object({ userBonusId: z.string(), bonusId: z.string(), title: z.string() }).nullable().optional(),
  }),
});

/** §7 POST /api/user/3ds-webhook: the values the 3DS success modal received in its query. */
export const ZThreeDsWebhookRequest = z.object({
  PaReq: z.string({ error: MSG.required }).min(1, MSG.required).max(4096, MSG.maxLength),
  MD: z.string({ error: MSG.required }).min(1, MSG.required).max(256, MSG.maxLength),
});
export type TThreeDsWebhookRequest = z.infer<typeof ZThreeDsWebhookRequest>;

/* ───────────── withdrawals (spec §3, §4, §5) ───────────── */

/** §3 request/transaction statuses as a withdrawal lives them (docs/cashier.md). */
export const WITHDRAWAL_STATUSES = ['requested', 'pending', 'confirmed', 'processing', 'completed', 'failed', 'rejected', 'cancelled'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** The player may cancel until the payout is sent (§4). */
export const CANCELLABLE_WITHDRAWAL_STATUSES: readonly TWithdrawalStatus[] = ['requested', 'pending'];

/** §4 reasons a withdrawal is refused (a self-excluded player may still withdraw). */
export const WITHDRAWAL_BLOCK_CODES = [
  'WITHDRAWAL_ACTIVE_BONUS',
  'WITHDRAWAL_WAGERING_INCOMPLETE',
  'WITHDRAWAL_NO_DEPOSIT',
  'WITHDRAWAL_EMAIL_NOT_VERIFIED',
] as const;
export type TWithdrawalBlockCode = (typeof WITHDRAWAL_BLOCK_CODES)[number];

const zRequiredText = (max: number) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength);
const zOptionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max, MSG.maxLength).nullable().optional());
const zPlainEmail = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(254, MSG.maxLength).regex(EMAIL_PATTERN, MSG.format);

/** §5 IFSC: 8 to 15 characters (letters and digits). */
export const zIfsc = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .pipe(z.string().min(IFSC_MIN_LENGTH, MSG.ifsc).max(IFSC_MAX_LENGTH, MSG.ifsc).regex(/^[A-Za-z0-9]+$/, MSG.ifsc));
/** §5 UPI ID: name@handle. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const zUpiId = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(320, MSG.maxLength).regex(UPI_ID_PATTERN, MSG.upiId);

const withdrawalBase = {
  paymentMethodId: z.string({ error: MSG.required }).min(1, MSG.required).max(64),
  amount: zAmount,
  currencyCode: z.preprocess(emptyToNull, zCurrencyCode.nullable().optional()),
  requestId: z.string().uuid(MSG.format).optional(),
};
const bankFields = {
  /** §5 full name of the beneficiary. */
  beneficiaryName: zRequiredText(255),
  accountNumber: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(34, MSG.maxLength)
    .regex(/^[A-Za-z0-9 ]+$/, MSG.format),
  email: zPlainEmail,
  /** §5 bank code (IFSC) 8 to 15 characters. */
  bankCode: zIfsc,
  bankBranch: zOptionalText(255),
  bankAddress: zOptionalText(255),
};
export const ZBankWithdrawalRequest = z.object({
  kind: z.literal('bank'),
  ...withdrawalBase,
  ...bankFields,
  bankName: zOptionalText(100),
});
/** Netbanking: the bank name is required (§5). */
export const ZNetbankingWithdrawalRequest = z.object({
  kind: z.literal('netbanking'),
  ...withdrawalBase,
  ...bankFields,
  bankName: zRequiredText(100),
});
export const ZUpiWithdrawalRequest = z.object({
  kind: z.literal('upi'),
  ...withdrawalBase,
  beneficiaryName: zRequiredText(255),
  upiId: zUpiId,
});
export const ZCryptoWithdrawalRequest = z.object({
  kind: z.literal('crypto'),
  ...withdrawalBase,
  walletAddress: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(128, MSG.maxLength)
    .regex(/^[A-Za-z0-9:]{20,128}$/, MSG.walletAddress),
  network: z.string({ error: MSG.required }).min(1, MSG.required).max(32),
});
/** E-wallet (Skrill-style): the account's email. */
export const ZEwalletWithdrawalRequest = z.object({
  kind: z.literal('ewallet'),
  ...withdrawalBase,
  email: zPlainEmail,
});
export const ZCreateWithdrawalRequest = z.discriminatedUnion('kind', [
  ZBankWithdrawalRequest,
  ZNetbankingWithdrawalRequest,
  ZUpiWithdrawalRequest,
  ZCryptoWithdrawalRequest,
  ZEwalletWithdrawalRequest,
]);
export type TCreateWithdrawalRequest = z.input<typeof ZCreateWithdrawalRequest>;
export type TCreateWithdrawalParsed = z.output<typeof ZCreateWithdrawalRequest>;

/** §3 automatic withdrawal info: amount available, period, used versus limit. */
export const ZAutomaticWithdrawal = z.object({
  /** True when this amount is paid out without an operator. */
  isAutomatic: z.boolean(),
  available: z.number(),
  used: z.number(),
  limit: z.number(),
  period: z.enum(['day', 'week', 'month']),
  periodCode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export const periodNameOf = (code: 0 | 1 | 2) => LIMIT_PERIOD_NAMES[code];

export const ZWithdrawalCalculationRequest = z.object({
  paymentMethodId: z.string({ error: MSG.required }).min(1, MSG.required).max(64),
  amount: zAmount,
  currencyCode: z.preprocess(emptyToNull, zCurrencyCode.nullable().optional()),
});
export const ZWithdrawalCalculation = z.object({
  amount: z.number(),
  fee: z.number(),
  amountReceived: z.number(),
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  /** Cash that can be withdrawn now. */
  withdrawable: z.number(),
  automatic: ZAutomaticWithdrawal,
});
export type TWithdrawalCalculation = z.infer<typeof ZWithdrawalCalculation>;
export const ZWithdrawalCalculationResponse = z.object({ data: ZWithdrawalCalculation });

export const ZWithdrawalEligibilityQuery = z.object({ currencyCode: z.preprocess(emptyToNull, zCurrencyCode.nullable().optional()) });
export const ZWithdrawalEligibility = z.object({
  canWithdraw: z.boolean(),
  /** Every reason that blocks a withdrawal now (§4), in this order: active bonus, wagering, no deposit, email. */
  reasons: z.array(z.enum(WITHDRAWAL_BLOCK_CODES)),
  currency: z.string(),
  withdrawable: z.number(),
  hasActiveBonus: z.boolean(),
  hasDeposit: z.boolean(),
  isEmailVerified: z.boolean(),
  depositWager: z.object({ required: z.number(), wagered: z.number(), remaining: z.number() }),
});
export type TWithdrawalEligibility = z.infer<typeof ZWithdrawalEligibility>;
export const ZWithdrawalEligibilityResponse = z.object({ data: ZWithdrawalEligibility });

export const ZWithdrawal = z.object({
  withdrawalId: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number(),
  fee: z.number(),
  amountReceived: z.number(),
  currency: z.string(),
  paymentMethodId: z.string(),
  methodName: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** Masked destination (e.g. "UPI pl•••@okaxis", "•••• 6789", "TXyz…9Qk"). */
  destination: z.string(),
  isAutomatic: z.boolean(),
  canCancel: z.boolean(),
  /** Operator's or provider's reason for a rejection or failure. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalResponse = z.object({ data: z.object({ withdrawal: ZWithdrawal, message: z.string().optional() }) });
export const ZWithdrawalIdParams = z.object({ withdrawalId: z.string().uuid(MSG.format) });
export const ZWithdrawalsQuery = z.object({ status: z.enum(['pending', 'all']).default('pending') });
export const ZWithdrawalsResponse = z.object({ data: z.object({ rows: z.array(ZWithdrawal) }) });

/* ───────────── payment webhooks (provider → cashier, server to server) ───────────── */

export const PAYMENT_EVENT_TYPES = [
  'deposit.pending',
  'deposit.confirming',
  'deposit.succeeded',
  'deposit.declined',
  'deposit.failed',
  'deposit.cancelled',
  'deposit.expired',
  'payout.processing',
  'payout.completed',
  'payout.failed',
] as const;
export type TPaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/**
 * A provider's event, POSTed to /api/cashier/webhooks/:providerId with the
 * headers x-croupier-timestamp (Unix seconds) and x-croupier-signature (hex
 * HMAC-SHA256 of `${timestamp}.${rawBody}` with the provider's secret).
 * Amounts are integer minor units.
 */
export const ZPaymentWebhookEvent = z.object({
  eventId: z.string().min(1).max(128),
  type: z.enum(PAYMENT_EVENT_TYPES),
  /** Our order id (deposit or withdrawal id). */
  orderId: z.string().uuid(),
  providerReference: z.string().min(1).max(128),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().min(3).max(5),
  occurredAt: z.string().datetime(),
  /** Crypto: confirmations seen so far. */
  confirmations: z.number().int().nonnegative().optional(),
  reason: z.string().max(255).optional(),
});
export type TPaymentWebhookEvent = z.infer<typeof ZPaymentWebhookEvent>;
export const ZPaymentWebhookResponse = z.object({ received: z.literal(true), applied: z.boolean(), duplicate: z.boolean() });
