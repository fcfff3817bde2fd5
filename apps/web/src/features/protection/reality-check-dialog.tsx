'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useQuery } from '@/lib/query';
import { usePageUrl } from '@/lib/route-keys';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { elapsedNow, sessionInfoQuery } from './protection-api';
import { splitElapsed } from './session-timers';
import { useAmountText } from './use-amount';

/**
 * Reality check (issue #8): at the player's interval, the elapsed session time and the session's net
 * position (wins minus stakes), with continue, view history and log out. Needs an explicit choice.
 */
export function RealityCheckDialog({
  intervalMinutes,
  minElapsedSeconds = 0,
  onContinue,
}: {
  intervalMinutes: number;
  /** The check's own point in the session (n × interval): the time shown is never less. */
  minElapsedSeconds?: number;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const resolve = usePageUrl();
  const { signOut } = useAuth();
  const format = useAmountText();
  const info = useQuery(sessionInfoQuery);
  const refetch = info.refetch;
  // Fresh figures for the dialog.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(id);
  }, []);

  const data = info.data;
  const elapsed = data ? splitElapsed(Math.max(minElapsedSeconds, elapsedNow(data, now))) : null;
  const net = data ? Number(data.net) : 0;
  const netDisplay = data ? format(data.net, data.currency, { isSigned: true }) : '—';

  return (
    <ModalShell id="reality-check" title={t('reality.check.title')} onClose={onContinue} isBackdropCloseDisabled size="sm">
      <div className="flex flex-col gap-4" data-testid="reality-check">
        <p className="text-muted">{t('reality.check.intro', { count: intervalMinutes })}</p>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-[var(--r-control)] border border-line bg-surface-2 p-3">
            <dt className="text-xs font-bold uppercase tracking-wide text-muted">{t('reality.check.elapsed')}</dt>
            <dd className="mt-1 text-lg font-extrabold tabular-nums" data-testid="reality-check-elapsed">
              {elapsed
                ? t('reality.check.elapsed.value', { hours: elapsed.hours, minutes: String(elapsed.minutes).padStart(2, '0') })
                : '—'}
            </dd>
          </div>
          <div className="rounded-[var(--r-control)] border border-line bg-surface-2 p-3">
            <dt className="text-xs font-bold uppercase tracking-wide text-muted">{t('reality.check.net')}</dt>
            <dd
              className={`mt-1 text-lg font-extrabold tabular-nums ${net < 0 ? 'text-danger' : net > 0 ? 'text-success' : ''}`}
              data-testid="reality-check-net"
            >
              {netDisplay}
            </dd>
          </div>
        </dl>
        {data ? (
          <p className="text-sm text-muted" data-testid="reality-check-breakdown">
            {t('reality.check.breakdown', { wins: format(data.wins, data.currency), stakes: format(data.stakes, data.currency) })}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={onContinue} data-testid="reality-check-continue">
            {t('reality.check.continue')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => {
              onContinue();
              router.push(resolve('transactions').href);
            }}
            data-testid="reality-check-history"
          >
            {t('reality.check.history')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => {
              onContinue();
              void signOut();
            }}
            data-testid="reality-check-logout"
          >
            {t('button.sign.out')}
          </button>
        </div>
      </div>
    </ModalShell>
  );
}
