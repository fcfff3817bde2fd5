import { z } from 'zod';

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
});
export const ZWalletWinRequest = ZWalletBetRequest.extend({
  referenceTransactionId: zId.optional(),
  roundClosed: z.boolean().optional(),
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
] as const;
export type TWalletStatus = (typeof WALLET_STATUSES)[number];

export interface TWalletResponse {
  status: TWalletStatus;
  transactionId?: string;
  currency?: string;
  balance?: number;
  cash?: number;
  bonus?: number;
}

export const ZLaunchGameRequest = z.object({ gameId: z.string().min(1).max(128), mode: z.enum(['real', 'demo']) });
export const ZLaunchGameResponse = z.object({
  data: z.object({ url: z.string(), sessionToken: z.string(), mode: z.enum(['real', 'demo']), currency: z.string(), expiresAt: z.string() }),
});

/** Transaction history (spec §3 tabs Games, Withdrawal, Deposit). */
export const TRANSACTION_TABS = ['games', 'withdrawal', 'deposit'] as const;
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
});
export const ZTransactionsResponse = z.object({
  data: z.object({ count: z.number().int(), page: z.number().int(), limit: z.number().int(), rows: z.array(ZTransactionItem) }),
});
export type TTransactionItem = z.infer<typeof ZTransactionItem>;

/** Multi-wallet: choose the active currency (stored in the currency cookie for 30 days). */
export const ZSetCurrencyRequest = z.object({ currencyCode: z.string().regex(/^[A-Z0-9]{3,5}$/) });
