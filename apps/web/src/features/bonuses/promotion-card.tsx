'use client';

import type { TBonusRow } from '@croupier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '../shell/app-link';
import { useMoneyFormat } from '../shell/use-money-format';
import { IconGift } from '../ui/icons';

/** The facts of an offer as short chips (what it gives and what it asks). */
function useFacts(b: TBonusRow): string[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const m = (v: number) => money(v, b.currency);
  const facts: string[] = [];
  if (b.type === 'DEPOSIT') {
    facts.push(b.maxBonus !== null ? t('bonus.fact.match.upto', { percent: b.percent, amount: m(b.maxBonus) }) : t('bonus.fact.match', { percent: b.percent }));
    if (b.minDeposit > 0) facts.push(t('bonus.fact.min.deposit', { amount: m(b.minDeposit) }));
  }
  if (b.type === 'NO_DEPOSIT' && b.fixedAmount > 0) facts.push(t('bonus.fact.amount', { amount: m(b.fixedAmount) }));
  if (b.type === 'INSTANT_CASHBACK') facts.push(t('bonus.fact.cashback', { percent: b.cashbackPercent }));
  if (b.freeSpins > 0) facts.push(t('bonus.fact.spins', { count: b.freeSpins, amount: m(b.freeSpinBet) }));
  if (b.winBoost > 1) facts.push(t('bonus.fact.boost', { boost: b.winBoost }));
  if (b.wagerMultiplier > 0) facts.push(t('bonus.fact.wager', { times: b.wagerMultiplier }));
  if (b.maxBet !== null) facts.push(t('bonus.fact.max.bet', { amount: m(b.maxBet) }));
  if (b.daysValid !== null) facts.push(t('bonus.fact.days', { count: b.daysValid }));
  return facts;
}

/**
 * A promotion (spec §3 bonus listing: banner.bannerTitle): banner, what it gives, its terms (expandable) and the
 * action — activate, deposit with it (deposit bonuses), or sign in (guests).
 */
export function PromotionCard({
  bonus,
  isSignedIn,
  isBusy,
  onActivate,
  children,
}: {
  bonus: TBonusRow;
  isSignedIn: boolean;
  isBusy: boolean;
  onActivate: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const facts = useFacts(bonus);
  const actionKey = bonus.type === 'DEPOSIT' ? 'bonus.action.deposit' : bonus.type === 'INSTANT_CASHBACK' ? 'bonus.action.claim' : 'bonus.action.activate';
  return (
    <article className="card flex w-full flex-col overflow-hidden" aria-labelledby={`promo-${bonus.bonusId}`} data-testid={`promotion-${bonus.bonusId}`}>
      <div className="relative flex min-h-28 items-end gap-3 bg-gradient-to-br from-primary/25 via-surface-2 to-surface p-4">
        {bonus.banner.imageUrl ? (
          <img src={bonus.banner.imageUrl} alt="" aria-hidden="true" className="absolute end-3 top-3 size-20 rounded-xl object-cover opacity-90" loading="lazy" />
        ) : (
          <span className="absolute end-4 top-4 text-primary/70" aria-hidden="true">
            <IconGift size={44} />
          </span>
        )}
        <span className="badge border border-line-strong bg-surface/70 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide">{t(`bonus.type.${bonus.type}`)}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 id={`promo-${bonus.bonusId}`} className="font-display text-lg font-extrabold leading-snug" data-testid="promotion-title">
          {bonus.banner.bannerTitle}
        </h2>
        {bonus.banner.description ? <p className="text-sm text-muted">{bonus.banner.description}</p> : null}
        {facts.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('bonus.facts')}>
            {facts.map((f) => (
              <li key={f} className="rounded-full border border-line bg-surface-2 px-2.5 py-1 text-xs font-semibold">
                {f}
              </li>
            ))}
          </ul>
        ) : null}
        {bonus.terms ? (
          <details className="group text-sm">
            <summary className="cursor-pointer font-semibold text-primary" data-testid="promotion-terms-toggle">
              {t('bonus.terms')}
            </summary>
            <p className="mt-2 whitespace-pre-line text-muted" data-testid="promotion-terms">
              {bonus.terms}
            </p>
          </details>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          {children}
          {isSignedIn ? (
            <button type="button" className="btn btn-primary min-h-11 w-full" onClick={onActivate} disabled={isBusy} aria-busy={isBusy} data-testid="promotion-activate">
              {t(actionKey)}
            </button>
          ) : (
            <AppLink href="?modal=login" className="btn btn-secondary min-h-11 w-full">
              {t('bonus.action.sign.in')}
            </AppLink>
          )}
        </div>
      </div>
    </article>
  );
}
