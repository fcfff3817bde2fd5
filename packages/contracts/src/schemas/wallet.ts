import { z } from 'zod';
import type { GLOBAL_CREDIT_SOURCES } from '../constants';

/** Seamless-wallet API v1 (issue #3): all amounts are integers in minor units. */
const zId = z.string().min(1).max(128);
const zMinor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const ZWalletBalanceRequest = z.object({ sessionToken: zId });
export const ZWalletBetRequest = z.object({
  sessionToken: zId,
  transactionId: zId,
  roundId: zId,
  gameId: zId,
  currency: z.string().min(3).max(5),
  amount: zMinor,
  /** A bonus-buy stake: exempt from the max-bet limit once, when the player confirmed it as a bonus buy (issue #8). */
  isBonusBuy: z.boolean().optional(),
});
export const ZWalletWinRequest = ZWalletBetRequest.omit({ isBonusBuy: true }).extend({
  referenceTransactionId: zId.optional(),
  roundClosed: z.boolean().optional(),
  /** A free spin's win (issue #6): the free-spins grant it was played from; the win becomes bonus money. */
  freeSpinGrantId: zId.optional(),
});
export const ZWalletRollbackRequest = z.object({
  sessionToken: zId,
  transactionId: zId,
  roundId: zId,
  gameId: zId,
  referenceTransactionId: zId,
});
export type TWalletBetRequest = z.infer<typeof ZWalletBetRequest>;
export type TWalletWinRequest = z.infer<typeof ZWalletWinRequest>;
export type TWalletRollbackRequest = z.infer<typeof ZWalletRollbackRequest>;

export const WALLET_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'LIMIT_REACHED',
  'CURRENCY_MISMATCH',
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  /** A bet on a game that is not eligible for the player's active bonus (issue #6). */
  'BONUS_GAME_NOT_ELIGIBLE',
  /** HTTP 503 with Retry-After: the wallet is overloaded (a full call queue); nothing was recorded, send it again. */
  'SERVICE_UNAVAILABLE',
] as const;
/** Seconds a provider is asked to wait (Retry-After) before sending a call refused on overload again. */
export const WALLET_BUSY_RETRY_AFTER_S = 1;
export type TWalletStatus = (typeof WALLET_STATUSES)[number];

export interface TWalletResponse {
  status: TWalletStatus;
  /** With LIMIT_REACHED: which limit refused the bet (spec §3 bet limit types; bonusBetLimit: the active bonus's maximum bet). */
  limitType?: string;
  transactionId?: string;
  currency?: string;
  balance?: number;
  cash?: number;
  bonus?: number;
}

export const ZLaunchGameRequest = z.object({ gameId: z.string().min(1).max(128), mode: z.enum(['real', 'demo']) });
export const ZLaunchGameResponse = z.object({
  data: z.object({
    url: z.string(),
    sessionToken: z.string(),
    mode: z.enum(['real', 'demo']),
    currency: z.string(),
    expiresAt: z.string(),
  }),
});

/**
 * Transaction history (spec §3 tabs Games, Withdrawal, Deposit), and Other: money moved outside games and the
 * cashier (OTHER_TRANSACTION_KINDS: bonuses, rakeback, prizes, commission, balance corrections).
 */
export const TRANSACTION_TABS = ['games', 'withdrawal', 'deposit', 'other'] as const;
export const ZTransactionsQuery = z.object({
  tab: z.enum(TRANSACTION_TABS).default('games'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZTransactionItem = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['processed', 'pending', 'rejected', 'confirmed', 'cancelled', 'completed', 'failed', 'processing']),
  amount: z.number(),
  currency: z.string(),
  gameId: z.string().nullable(),
  roundId: z.string().nullable(),
  createdAt: z.string(),
  /** Deposits and withdrawals: the payment method's title (cashier issue). */
  paymentMethod: z.string().nullable().optional(),
  /** Withdrawals: the fee taken (major units). */
  fee: z.number().optional(),
  /** Other: the balance that moved (bonus money, or cash); `amount` is then signed (a forfeited bonus is negative). */
  wallet: z.enum(['cash', 'bonus']).optional(),
});
export const ZTransactionsResponse = z.object({
  data: z.object({ count: z.number().int(), page: z.number().int(), limit: z.number().int(), rows: z.array(ZTransactionItem) }),
});
export type TTransactionItem = z.infer<typeof ZTransactionItem>;

/** Multi-wallet: choose the active currency (stored in the currency cookie for 30 days). */
export const ZSetCurrencyRequest = z.object({ currencyCode: z.string().regex(/^[A-Z0-9]{3,5}$/) });

export type TGlobalCreditSource = (typeof GLOBAL_CREDIT_SOURCES)[number];

/**
 * Socket event `globalCredit` (window `wallet:globalCredit`, spec §4): money the casino credited to the player
 * outside a game round, which the page announces. `amount` is in minor units like `debit`/`credit`; `major` is the
 * same amount in major units, for display. A `balance` event with the figures after it follows.
 */
export interface TGlobalCreditEvent {
  /** The ledger transfer: the outbox delivers at least once, so a page shows each transfer once. */
  transferId: number;
  amount: number;
  major: number;
  currency: string;
  /** The balance it went to: cash, or bonus money still to wager. */
  kind: 'cash' | 'bonus';
  source: TGlobalCreditSource;
}
