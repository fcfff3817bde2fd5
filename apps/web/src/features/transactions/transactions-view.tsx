'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { parseMajor, toMajorString, type TTransactionItem } from '@croupier/contracts';
import { errorMessageKey } from '@/lib/api';
import { formatAmount, formatDate } from '@/lib/format';
import { useRefetchOnWallet } from '@/lib/use-refetch-on-wallet';
import { currenciesQuery } from '../geo/queries';
import { IconChevronEnd, IconChevronStart, IconReceipt } from '../ui/icons';
import { useMediaQuery } from '../ui/use-media-query';
import {
  gameTitle,
  signedAmount,
  statusTone,
  TRANSACTION_TABS,
  transactionsKey,
  transactionsQuery,
  TRANSACTIONS_PAGE_SIZE,
  type TStatusTone,
  type TTransactionTab,
} from './queries';

const TONE_CLASS: Record<TStatusTone, string> = {
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
  muted: 'bg-surface-2 text-muted',
};

function useAmountFormatter() {
  const { i18n } = useTranslation();
  const currencies = useQuery(currenciesQuery);
  return useCallback(
    (row: TTransactionItem) => {
      const exponent = currencies.data?.currencies.find((c) => c.code === row.currency)?.exponent;
      const signed = signedAmount(row);
      // Exact decimal through the money module when the exponent is known (never float arithmetic on money).
      const minor = exponent === undefined ? null : parseMajor(signed, exponent);
      const value = minor === null || exponent === undefined ? signed : toMajorString(minor, exponent);
      return formatAmount(value, row.currency, i18n.language, { exponent, isSigned: true });
    },
    [currencies.data, i18n.language],
  );
}

function typeLabel(t: (k: string) => string, type: string): string {
  const key = `transactions.type.${type}`;
  const label = t(key);
  return label === key ? type : label;
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = `status.${status}`;
  const label = t(key);
  return (
    <span className={`badge ${TONE_CLASS[statusTone(status)]}`} data-testid="transactions-status" data-status={status}>
      {label === key ? status : label}
    </span>
  );
}

function Amount({ row, text }: { row: TTransactionItem; text: string }) {
  const { t } = useTranslation();
  const isDebit = signedAmount(row) < 0;
  return (
    <span className="inline-flex flex-col items-end">
      <span className={`font-bold tabular-nums ${isDebit ? 'text-fg' : 'text-success'}`} dir="ltr" data-testid="transactions-amount" data-kind={isDebit ? 'debit' : 'credit'}>
        {text}
      </span>
      {/* Other: bonus money is not cash (it is wagered before it can be withdrawn). */}
      {row.wallet === 'bonus' ? (
        <span className="text-xs text-muted" data-testid="transactions-wallet">
          {t('transactions.wallet.bonus')}
        </span>
      ) : null}
    </span>
  );
}

function GameCell({ row }: { row: TTransactionItem }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-semibold">{gameTitle(row.gameId)}</span>
      {row.roundId ? (
        <span className="truncate font-mono text-xs text-muted" title={row.roundId}>
          {t('transactions.round', { id: row.roundId })}
        </span>
      ) : null}
    </span>
  );
}

function TransactionsTable({ tab, rows }: { tab: TTransactionTab; rows: TTransactionItem[] }) {
  const { t, i18n } = useTranslation();
  const format = useAmountFormatter();
  const th = 'px-4 py-3 text-start text-xs font-bold uppercase tracking-wide text-muted';
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{t(`transactions.tab.${tab}`)}</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={th}>
              {t('transactions.col.date')}
            </th>
            <th scope="col" className={th}>
              {t('transactions.col.type')}
            </th>
            {tab === 'games' ? (
              <th scope="col" className={th}>
                {t('transactions.col.game')}
              </th>
            ) : null}
            <th scope="col" className={`${th} !text-end`}>
              {t('transactions.col.amount')}
            </th>
            <th scope="col" className={`${th} !text-end`}>
              {t('transactions.col.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-b-0" data-testid="transactions-row" data-type={row.type}>
              <td className="whitespace-nowrap px-4 py-3 text-muted">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt, i18n.language, true)}</time>
              </td>
              <td className="px-4 py-3 font-semibold">{typeLabel(t, row.type)}</td>
              {tab === 'games' ? (
                <td className="max-w-[16rem] px-4 py-3">
                  <GameCell row={row} />
                </td>
              ) : null}
              <td className="whitespace-nowrap px-4 py-3 text-end">
                <Amount row={row} text={format(row)} />
              </td>
              <td className="px-4 py-3 text-end">
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionsCards({ tab, rows }: { tab: TTransactionTab; rows: TTransactionItem[] }) {
  const { t, i18n } = useTranslation();
  const format = useAmountFormatter();
  return (
    <ul className="flex flex-col gap-2" aria-label={t(`transactions.tab.${tab}`)}>
      {rows.map((row) => (
        <li key={row.id} className="card flex flex-col gap-2 p-4" data-testid="transactions-row" data-type={row.type}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-bold">{typeLabel(t, row.type)}</p>
              <p className="text-xs text-muted">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt, i18n.language, true)}</time>
              </p>
            </div>
            <Amount row={row} text={format(row)} />
          </div>
          <div className="flex items-end justify-between gap-3">
            <div className="min-w-0 text-sm">{tab === 'games' ? <GameCell row={row} /> : null}</div>
            <StatusBadge status={row.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Skeleton({ isWide }: { isWide: boolean }) {
  const { t } = useTranslation();
  const bar = 'h-4 animate-pulse rounded bg-surface-2 motion-reduce:animate-none';
  return (
    <div role="status" aria-live="polite" data-testid="transactions-loading" className={isWide ? 'card flex flex-col' : 'flex flex-col gap-2'}>
      <span className="sr-only">{t('msg.loading')}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={isWide ? 'flex items-center gap-6 border-b border-line px-4 py-4 last:border-b-0' : 'card flex flex-col gap-3 p-4'}>
          <div className={`${bar} w-32`} />
          <div className={`${bar} w-20`} />
          <div className={`${bar} ${isWide ? 'ms-auto' : ''} w-24`} />
        </div>
      ))}
    </div>
  );
}

function Pagination({ page, pages, isFetching, onPage }: { page: number; pages: number; isFetching: boolean; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3 pt-4">
      <button
        type="button"
        className="btn btn-secondary !px-3.5"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        data-testid="transactions-prev"
      >
        <IconChevronStart size={18} /> {t('pagination.previous')}
      </button>
      <p className="flex items-center gap-2 text-sm font-semibold text-muted" aria-live="polite" data-testid="transactions-page">
        {isFetching ? <span className="spinner" aria-hidden="true" /> : null}
        {t('pagination.page.of', { page, pages })}
      </p>
      <button
        type="button"
        className="btn btn-secondary !px-3.5"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        data-testid="transactions-next"
      >
        {t('pagination.next')} <IconChevronEnd size={18} />
      </button>
    </nav>
  );
}

function TabPanelContent({ tab, page, onPage }: { tab: TTransactionTab; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 768px)');
  const query = useQuery({ ...transactionsQuery(tab, page), placeholderData: keepPreviousData });
  const data = query.data;
  // Each tab mounts its own query observer (key={tab}), so a placeholder is always the same tab's previous page.
  if (query.isPending) return <Skeleton isWide={isWide} />;
  if (query.isError && !data) {
    return (
      <div className="card flex flex-col items-start gap-3 p-6" role="alert" data-testid="transactions-error">
        <p className="font-bold">{t('transactions.error')}</p>
        <p className="text-sm text-muted">{t(errorMessageKey(query.error))}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()} data-testid="transactions-retry">
          {t('button.retry')}
        </button>
      </div>
    );
  }
  if (!data || data.count === 0 || data.rows.length === 0) {
    if (data && data.count > 0 && page > 1) {
      // The page emptied (fewer rows now): go back to the last page.
      return (
        <div className="card flex flex-col items-start gap-3 p-6" data-testid="transactions-empty">
          <p className="font-bold">{t('transactions.empty')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => onPage(Math.max(1, Math.ceil(data.count / data.limit)))}>
            {t('pagination.previous')}
          </button>
        </div>
      );
    }
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="transactions-empty">
        <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <IconReceipt size={28} />
        </span>
        <p className="text-lg font-bold">{t('transactions.empty')}</p>
        <p className="max-w-sm text-sm text-muted">{t(`transactions.empty.${tab}`)}</p>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(data.count / (data.limit || TRANSACTIONS_PAGE_SIZE)));
  return (
    <div aria-busy={query.isFetching}>
      {isWide ? <TransactionsTable tab={tab} rows={data.rows} /> : <TransactionsCards tab={tab} rows={data.rows} />}
      <Pagination page={page} pages={pages} isFetching={query.isFetching && query.isPlaceholderData} onPage={onPage} />
    </div>
  );
}

function isTab(v: string | undefined): v is TTransactionTab {
  return !!v && (TRANSACTION_TABS as readonly string[]).includes(v);
}

/** §3 transaction history: Games, Withdrawal and Deposit tabs, and Other (bonuses, rewards, corrections), paged (20 a page). */
export function TransactionsView({ initialTab, initialPage }: { initialTab?: string | undefined; initialPage?: number | undefined }) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TTransactionTab>(isTab(initialTab) ? initialTab : 'games');
  const [page, setPage] = useState(initialPage && initialPage > 0 ? Math.floor(initialPage) : 1);
  const tabRefs = useRef<Partial<Record<TTransactionTab, HTMLButtonElement | null>>>({});

  // Keep ?tab=&page= in the address so reload and sharing keep the view.
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('tab', tab);
    if (page > 1) url.searchParams.set('page', String(page));
    else url.searchParams.delete('page');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
  }, [tab, page]);

  // New bets, wins and cashier movements show up without a reload, and so do a withdrawal's new status (paid,
  // rejected) and a deposit that failed.
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: transactionsKey() }), [queryClient]);
  useRefetchOnWallet(true, refresh, 1000, ['debit', 'credit', 'globalCredit', 'deposit', 'withdrawal', 'failedDeposit']);

  const select = (next: TTransactionTab, isFocused = false) => {
    if (next !== tab) {
      setTab(next);
      setPage(1);
    }
    if (isFocused) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = TRANSACTION_TABS.indexOf(tab);
    const isRtl = i18n.dir() === 'rtl';
    const last = TRANSACTION_TABS.length - 1;
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = isRtl ? i - 1 : i + 1;
    else if (e.key === 'ArrowLeft') next = isRtl ? i + 1 : i - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next === null) return;
    e.preventDefault();
    select(TRANSACTION_TABS[(next + TRANSACTION_TABS.length) % TRANSACTION_TABS.length]!, true);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('transactions.tabs')} className="tabs max-w-md" onKeyDown={onKeyDown}>
        {TRANSACTION_TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className="tab px-3"
            onClick={() => select(id)}
            data-testid={`transactions-tab-${id}`}
          >
            {t(`transactions.tab.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0} className="outline-none" data-testid="transactions-panel">
        <TabPanelContent key={tab} tab={tab} page={page} onPage={setPage} />
      </div>
    </div>
  );
}
