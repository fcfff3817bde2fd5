'use client';

import { useEffect, useRef, useState } from 'react';
import { formatCountdown, msToCycleEnd, payoutMinor, RAKEBACK_CYCLE_MS } from '@croupier/contracts/rakeback';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { useRefetchOnWallet } from '@/lib/use-refetch-on-wallet';
import { AppLink } from '../shell/app-link';
import { useAuth } from '../auth/auth-context';
import { awardQuery } from './rakeback-api';
import { useRakebackAmount } from './format';
import { useTimeZone } from './use-time-zone';
import { IconArrowEnd, IconCoins, IconTimer } from './rakeback-icons';

interface TWalletMoveDetail {
  amount?: number | string;
  currency?: string;
  /** Set on game play (bets, wins, their rollbacks); absent on deposits, withdrawals, adjustments, bonuses. */
  gameId?: string;
}

/** Minor units as a decimal string → a bigint (socket debit/credit amounts are integers in minor units). */
const toMinor = (v: unknown): bigint | null => {
  const s = typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : '') : typeof v === 'string' ? v : '';
  return /^-?\d+$/.test(s) ? BigInt(s) : null;
};
const majorToMinor = (major: number, exponent: number): bigint => BigInt(Math.round(major * 10 ** exponent));

/**
 * §4 The accumulator: the running cycle's NGR, payout and percent, and a MM:SS countdown to the cycle end (on the
 * hour and half hour, by the server's clock). At zero the award and the parent's data (`onCycleEnd`) refresh once.
 * Wallet debit and credit events move the shown NGR until the next award (polled every 15 s). The card leads to
 * `href`: the cashback page from the calendar and the carousel (spec §2), the deposit page by default (v2, its page key, so
 * an operator's pageUrlSetup applies), as on the cashback page itself.
 */
export function AccumulatorCard({ href, onCycleEnd, isCompact = false }: { href?: string; onCycleEnd?: () => void; isCompact?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const timeZone = useTimeZone();
  const format = useRakebackAmount();
  const userId = user?.getUser.userId ?? '';
  const award = useQuery({ ...awardQuery(userId, timeZone), enabled: !!userId });
  const data = award.data;

  // Server clock offset (the countdown must not depend on a wrong device clock).
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (data) setOffset(Date.parse(data.serverTime) - Date.now());
  }, [data]);

  // NGR moved by socket events since the last award (minor units); reset by every new award. An award asked for before
  // a bet or win and answered after it resets without it (the card showed −5.00 for a 15.00 NGR): asked for again.
  const [delta, setDelta] = useState(0n);
  useEffect(() => setDelta(0n), [data]);
  useRefetchOnWallet(!!data, award.refetch, 1000, ['debit', 'credit']);
  useEffect(() => {
    if (!data) return;
    const on = (sign: 1n | -1n) => (e: Event) => {
      const d = (e as CustomEvent<TWalletMoveDetail>).detail;
      if (d?.currency && d.currency !== data.currency) return;
      // NGR is bets minus wins: a deposit's or an operator adjustment's credit is not play (it arrived late in CI
      // and showed −85.00 for a 15.00 NGR).
      if (!d?.gameId) return;
      const minor = toMinor(d?.amount);
      if (minor !== null) setDelta((x) => x + sign * minor);
    };
    const onDebit = on(1n);
    const onCredit = on(-1n);
    window.addEventListener(SOCKET_EVENT_MAP.debit, onDebit);
    window.addEventListener(SOCKET_EVENT_MAP.credit, onCredit);
    return () => {
      window.removeEventListener(SOCKET_EVENT_MAP.debit, onDebit);
      window.removeEventListener(SOCKET_EVENT_MAP.credit, onCredit);
    };
  }, [data]);

  // The countdown ticks every second; when it wraps to a new cycle, refresh once.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const serverNow = (now ?? 0) + offset;
  const remaining = now === null ? RAKEBACK_CYCLE_MS : msToCycleEnd(serverNow);
  const cycle = Math.floor(serverNow / RAKEBACK_CYCLE_MS);
  const lastCycle = useRef<number | null>(null);
  const refetchAward = award.refetch;
  useEffect(() => {
    if (now === null) return;
    if (lastCycle.current !== null && cycle !== lastCycle.current) {
      void refetchAward();
      onCycleEnd?.();
    }
    lastCycle.current = cycle;
  }, [cycle, now, refetchAward, onCycleEnd]);

  const exponent = data?.exponent ?? 2;
  const ngrMinor = data ? majorToMinor(data.ngr, exponent) + delta : 0n;
  const payout = data ? Number(payoutMinor(ngrMinor, data.percent)) / 10 ** exponent : 0;
  const ngr = Number(ngrMinor) / 10 ** exponent;
  const currency = data?.currency ?? user?.getUser.currencyCode ?? 'EUR';
  const countdown = formatCountdown(remaining);

  // Labels wrap (a phone's three narrow columns: "Net revenue" was cut); the figures line up at the bottom.
  const label = 'text-[0.6875rem] font-semibold uppercase leading-tight tracking-wide text-muted hyphens-auto [overflow-wrap:anywhere]';
  return (
    <AppLink
      {...(href ? { href } : { pageKey: 'deposit' })}
      className="@container group block rounded-[var(--r-card)] border border-primary/40 bg-[linear-gradient(135deg,color-mix(in_srgb,var(--c-primary)_22%,var(--c-surface))_0%,var(--c-surface)_60%)] text-fg no-underline shadow-[var(--card-shadow)] transition-colors hover:border-primary"
      data-testid="rakeback-accumulator"
      aria-label={`${t('rakeback.accumulator.title')}: ${t('rakeback.accumulator.ends')} ${countdown}, ${t('rakeback.accumulator.payout')} ${format(payout, currency)}`}
    >
      {/* Stacked in narrow places (modal, phone), one row when the card itself is wide (a page). */}
      <div className={`flex flex-wrap items-center gap-x-4 gap-y-3 p-4 ${isCompact ? '' : '@3xl:flex-nowrap @3xl:gap-6 @3xl:p-5'}`}>
        <div className="order-1 flex min-w-0 items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary to-primary-2 text-on-primary shadow-lg">
            <IconCoins size={22} />
          </span>
          <div className="flex min-w-0 flex-col">
            <span className="text-xs font-bold uppercase tracking-wider text-primary">{t('rakeback.accumulator.title')}</span>
            <span className="flex items-center gap-1.5 whitespace-nowrap text-sm text-muted">
              <IconTimer size={15} />
              {t('rakeback.accumulator.ends')}
              <span className="font-mono text-base font-bold text-fg tabular-nums" data-testid="rakeback-countdown" aria-live="off">
                {countdown}
              </span>
            </span>
          </div>
        </div>
        <span className={`btn btn-primary order-4 min-h-10 w-full shrink-0 gap-1.5 px-4 text-sm @md:order-2 @md:ms-auto @md:w-auto ${isCompact ? '' : '@3xl:order-3'}`} aria-hidden="true">
          {t('rakeback.accumulator.cta')}
          <IconArrowEnd size={16} />
        </span>
        <dl className={`order-3 grid basis-full grid-cols-3 gap-3 border-t border-line/60 pt-3 ${isCompact ? '' : '@3xl:order-2 @3xl:flex-1 @3xl:basis-auto @3xl:border-0 @3xl:pt-0'}`}>
          <div className="flex min-w-0 flex-col justify-between gap-0.5">
            <dt className={label}>{t('rakeback.accumulator.ngr')}</dt>
            <dd className="truncate text-sm font-bold tabular-nums" data-testid="rakeback-ngr">
              {format(ngr, currency)}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col justify-between gap-0.5">
            <dt className={label}>{t('rakeback.accumulator.percent.label')}</dt>
            <dd className="text-sm font-bold tabular-nums" data-testid="rakeback-percent">
              {t('rakeback.accumulator.percent', { percent: data?.percent ?? 0 })}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col justify-between gap-0.5">
            <dt className={label}>{t('rakeback.accumulator.payout')}</dt>
            <dd className="truncate text-sm font-extrabold text-primary tabular-nums" data-testid="rakeback-payout">
              {format(payout, currency)}
            </dd>
          </div>
        </dl>
      </div>
    </AppLink>
  );
}
