'use client';

import { useState } from 'react';
import type { TBonusRow } from '@croupier/contracts';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { useTimeZone } from '../rakeback/use-time-zone';
import { promotionsQuery } from './bonus-api';
import { useCampaignCode } from './use-campaign-code';
import { BonusMessage } from './bonus-message';
import { CouponForm } from './coupon-form';
import { PromotionCard } from './promotion-card';
import { useBonusActivation } from './use-bonus-activation';

/** `/promotions` (spec §2): the offers of the moment with banners, terms and activation; coupon entry for players. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const timeZone = useTimeZone();
  const cpnc = useCampaignCode();
  const promotions = useQuery(promotionsQuery(timeZone, i18n.language, !!user, 1, cpnc));
  const activation = useBonusActivation();
  const rows = promotions.data?.rows ?? [];
  // More than a page of offers: the next pages load on request, each its own query.
  const [pageCount, setPageCount] = useState(1);
  const pageSize = Math.max(rows.length, 1); // a full first page: what the server pages by
  const hasMore = (promotions.data?.count ?? 0) > pageCount * pageSize;
  const card = (b: TBonusRow) => (
    <li key={b.bonusId} className="flex">
      <PromotionCard bonus={b} isSignedIn={!!user} isBusy={activation.busyId === b.bonusId} onActivate={() => void activation.activate(b.bonusId, b.banner.bannerTitle)}>
        {activation.error?.bonusId === b.bonusId ? <BonusMessage error={activation.error} /> : null}
        {activation.success?.bonusId === b.bonusId ? <BonusMessage success={activation.success.message} /> : null}
      </PromotionCard>
    </li>
  );
  return (
    <div className="container-page flex flex-col gap-8 py-8 md:py-12" data-testid="promotions-page">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-3xl font-extrabold tracking-tight md:text-5xl" data-testid="page-title">
          {t('promotions.title')}
        </h1>
        <p className="max-w-2xl text-lg text-muted">{t('promotions.intro')}</p>
      </header>
      {user ? <CouponForm /> : null}
      {promotions.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('promotions.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="card h-72 animate-pulse bg-surface-2/60" />
          ))}
        </ul>
      ) : promotions.isError && rows.length === 0 ? (
        // A failed load is not "no promotions": say so and offer to try again.
        <div className="card flex flex-col items-start gap-3 p-6" role="alert" data-testid="promotions-error">
          <p className="font-bold">{t('msg.try.again')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void promotions.refetch()} data-testid="promotions-retry">
            {t('button.retry')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className="card p-6 text-muted" data-testid="promotions-empty">
          {t('promotions.empty')}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="promotions-list">
            {rows.map(card)}
            {pageCount > 1 ? <PromotionsMorePage pageNo={2} lastPageNo={pageCount} shown={new Set(rows.map((b) => b.bonusId))} timeZone={timeZone} isSignedIn={!!user} card={card} /> : null}
          </ul>
          {hasMore ? (
            <button type="button" className="btn btn-secondary self-center" onClick={() => setPageCount((n) => n + 1)} data-testid="promotions-more">
              {t('lobby.load.more')}
            </button>
          ) : null}
        </>
      )}
      {activation.dialog}
    </div>
  );
}

/**
 * A further page of offers (its cards join the list; while it loads, one placeholder card), then the pages after it
 * up to `lastPageNo`. An offer already shown is not shown again: one the operator added meanwhile moves the later
 * ones down a place, so a page may repeat the last one of the page before.
 */
function PromotionsMorePage({
  pageNo,
  lastPageNo,
  shown,
  timeZone,
  isSignedIn,
  card,
}: {
  pageNo: number;
  lastPageNo: number;
  shown: ReadonlySet<string>;
  timeZone: string;
  isSignedIn: boolean;
  card: (b: TBonusRow) => React.ReactNode;
}) {
  const { i18n } = useTranslation();
  const cpnc = useCampaignCode();
  const page = useQuery(promotionsQuery(timeZone, i18n.language, isSignedIn, pageNo, cpnc));
  if (page.isPending) return <li className="card h-72 animate-pulse bg-surface-2/60" aria-hidden="true" />;
  const fresh = (page.data?.rows ?? []).filter((b) => !shown.has(b.bonusId));
  return (
    <>
      {fresh.map(card)}
      {pageNo < lastPageNo ? (
        <PromotionsMorePage pageNo={pageNo + 1} lastPageNo={lastPageNo} shown={new Set([...shown, ...fresh.map((b) => b.bonusId)])} timeZone={timeZone} isSignedIn={isSignedIn} card={card} />
      ) : null}
    </>
  );
}
