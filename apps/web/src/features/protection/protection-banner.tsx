'use client';

import { usePathname } from 'next/navigation';
import { useQuery } from '@/lib/query';
import { usePageUrl } from '@/lib/route-keys';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { IconShield } from '../ui/icons';
import { DepositLimitsHintView } from './deposit-limits-hint-view';
import { limitsQuery } from './protection-api';
import { useRestriction, useRestrictionText } from './restriction-text';
import { useAmountText } from './use-amount';

const PERIOD_NAMES = { 0: 'day', 1: 'week', 2: 'month' } as const;

/**
 * A notice for the cashier's deposit entry points (and anything else that takes money in): the player is
 * self-excluded or frozen, so only withdrawal is allowed. Renders nothing for other players.
 */
export function RestrictionNotice({ className = '', isWithdrawLinkShown = true }: { className?: string; isWithdrawLinkShown?: boolean }) {
  const { t } = useTranslation();
  const restriction = useRestriction();
  const text = useRestrictionText();
  if (!restriction) return null;
  return (
    <div
      className={`grid grid-cols-[auto_1fr] items-center gap-3 rounded-[var(--r-card)] border border-warning/50 bg-warning/10 p-3 text-fg sm:grid-cols-[auto_1fr_auto] sm:p-4 ${className}`}
      role="note"
      data-testid="restriction-notice"
      data-kind={restriction.kind}
    >
      <span className="grid size-10 shrink-0 place-items-center self-start rounded-full bg-warning/20 text-warning" aria-hidden="true">
        <IconShield size={20} />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-extrabold">
          {t(restriction.kind === 'freeze' ? 'protection.restricted.freeze.title' : 'protection.restricted.title')}
        </p>
        <p className="mt-0.5" data-testid="restriction-text">
          {text(restriction)}
        </p>
      </div>
      {isWithdrawLinkShown ? (
        <AppLink pageKey="withdraw" className="btn btn-secondary col-span-2 sm:col-span-1" data-testid="restriction-withdraw">
          {t('cashier.withdraw')}
        </AppLink>
      ) : null}
    </div>
  );
}

/** On the deposit page: the deposit limits in force (and what is used of them), with the way to change them. */
function DepositLimitsHint() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const limits = useQuery({ ...limitsQuery, enabled: isAuthenticated });
  const format = useAmountText();
  const deposit = (limits.data?.limits ?? []).filter((l) => l.kind === 'deposit' && l.amount !== null).sort((a, b) => a.period - b.period);
  return (
    <DepositLimitsHintView
      text={
        deposit.length ? (
          <span data-testid="deposit-limits-current">
            {deposit
              .map((l) =>
                t(`limits.deposit.current.${PERIOD_NAMES[l.period]}`, {
                  used: format(l.used, l.currency ?? ''),
                  limit: format(l.amount ?? '0', l.currency ?? ''),
                }),
              )
              .join(' · ')}
          </span>
        ) : (
          <span>{t('limits.deposit.hint')}</span>
        )
      }
      linkText={t(deposit.length ? 'limits.deposit.hint.manage' : 'limits.deposit.hint.link')}
    />
  );
}

/**
 * Shell banner above the page content: a restricted player sees why and until when, everywhere; on the
 * deposit page every player gets the deposit limits in force and a link to set them.
 */
export function ProtectionBanner() {
  const pathname = usePathname();
  const resolve = usePageUrl();
  const restriction = useRestriction();
  const isWithdrawPage = pathname === resolve('withdraw').href.split('?')[0];
  const isDepositPage = pathname === resolve('deposit').href.split('?')[0];
  if (restriction) {
    return (
      <div className="container-page pt-4" data-testid="protection-banner">
        <RestrictionNotice isWithdrawLinkShown={!isWithdrawPage} />
      </div>
    );
  }
  if (isDepositPage) return <DepositLimitsHint />;
  return null;
}
