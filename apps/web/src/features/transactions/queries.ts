import { queryOptions } from '@/lib/query';
import type { TTransactionItem } from '@croupier/contracts';
import { api } from '@/lib/api';

/** §3 transaction history tabs, and Other (bonuses, rewards, corrections). */
export const TRANSACTION_TABS = ['games', 'withdrawal', 'deposit', 'other'] as const;
export type TTransactionTab = (typeof TRANSACTION_TABS)[number];
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TTransactionsPage {
  count: number;
  page: number;
  limit: number;
  rows: TTransactionItem[];
}

export const transactionsKey = (tab?: TTransactionTab) => (tab ? ['user', 'transactions', tab] : ['user', 'transactions']);

/** GET /api/user/transactions, one query per tab and page. */
export function transactionsQuery(tab: TTransactionTab, page: number, limit = TRANSACTIONS_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...transactionsKey(tab), page, limit],
    queryFn: ({ signal }) => api.get<TTransactionsPage>('/api/user/transactions', { query: { tab, page, limit }, signal }),
    staleTime: 15_000,
  });
}

/** Types that take money from the player (shown as debits). */
const DEBIT_TYPES = new Set(['bet', 'withdrawal']);

/** The signed amount of a row: bets and withdrawals negative, wins, refunds and deposits positive; Other rows come signed. */
export function signedAmount(row: Pick<TTransactionItem, 'type' | 'amount' | 'wallet'>): number {
  if (row.wallet) return row.amount;
  const abs = Math.abs(row.amount);
  return DEBIT_TYPES.has(row.type) ? -abs : abs;
}

export type TStatusTone = 'success' | 'warning' | 'danger' | 'muted';
/** Badge colour of a transaction status (spec §3 statuses). */
export function statusTone(status: string): TStatusTone {
  switch (status) {
    case 'processed':
    case 'confirmed':
    case 'completed':
      return 'success';
    case 'pending':
    case 'processing':
    case 'requested':
      return 'warning';
    case 'rejected':
    case 'failed':
      return 'danger';
    default:
      return 'muted';
  }
}

/** "croupier-lucky-sevens" → "Lucky Sevens" (the in-house provider prefix is dropped). */
export function gameTitle(gameId: string | null): string {
  if (!gameId) return '—';
  const words = gameId.replace(/^croupier-/, '').split(/[-_]+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || gameId;
}
