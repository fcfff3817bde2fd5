'use client';

import { useState } from 'react';
import { BONUS_PAGE_SIZE } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { formatDate } from '@/lib/format';
import { useMoneyFormat } from '../shell/use-money-format';
import { myBonusesQuery } from './bonus-api';
import { BonusStatus } from './bonus-status';

/** `/bonuses` (spec §2 bonus history): every bonus the player took, newest first, with its status; 24 a page (§9). */
export function BonusHistory() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [page, setPage] = useState(1);
  const q = useQuery({ ...myBonusesQuery('all', page, BONUS_PAGE_SIZE), placeholderData: keepPreviousData });
  const d = q.data;
  const pages = d ? Math.max(1, Math.ceil(d.count / BONUS_PAGE_SIZE)) : 1;
  if (!d) return <div className="card h-48 animate-pulse bg-surface-2/60" aria-busy="true" />;
  if (d.count === 0) {
    return (
      <p className="card p-6 text-muted" data-testid="bonus-history-empty">
        {t('bonus.history.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2" data-testid="bonus-history">
        {d.rows.map((b) => (
          <li key={b.userBonusId} className="card flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="bonus-history-row" data-bonus-id={b.bonusId}>
            <div className="min-w-0 flex-1">
              <p className="truncate font-bold">{b.title}</p>
              <p className="text-xs text-muted">
                {formatDate(b.createdAt, i18n.language, true)}
                {b.endedAt ? ` – ${formatDate(b.endedAt, i18n.language, true)}` : ''}
              </p>
            </div>
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm tabular-nums">
              <div className="flex gap-1">
                <dt className="text-muted">{t('bonus.amount')}</dt>
                <dd className="font-semibold">{money(b.bonusAmount, b.currency)}</dd>
              </div>
              {b.wagerRequired > 0 ? (
                <div className="flex gap-1">
                  <dt className="text-muted">{t('bonus.progress')}</dt>
                  <dd className="font-semibold">{`${Math.min(100, b.progress).toFixed(0)}%`}</dd>
                </div>
              ) : null}
              {b.cashPaid > 0 ? (
                <div className="flex gap-1">
                  <dt className="text-muted">{t('bonus.cash.paid')}</dt>
                  <dd className="font-semibold text-success">{money(b.cashPaid, b.currency)}</dd>
                </div>
              ) : null}
            </dl>
            <BonusStatus status={b.status} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-3" aria-label={t('bonus.history.pages')}>
          <button type="button" className="btn btn-secondary min-h-11" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('bonus.history.previous')}
          </button>
          <span className="text-sm text-muted">{t('bonus.history.page', { page, pages })}</span>
          <button type="button" className="btn btn-secondary min-h-11" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('bonus.history.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
