'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { IconClock } from './protection-icons';
import { elapsedNow, sessionInfoQuery } from './protection-api';
import { formatElapsed, splitElapsed } from './session-timers';

/** Elapsed session time while playing (issue #8: visible on the game page header). Signed-in players only. */
export function SessionClock({ className = '' }: { className?: string }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Clock className={className} /> : null;
}

function Clock({ className }: { className: string }) {
  const { t } = useTranslation();
  const info = useQuery(sessionInfoQuery);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, []);
  if (!info.data || now === null) return null;
  const elapsed = elapsedNow(info.data, now);
  const text = formatElapsed(elapsed);
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted ${className}`}
      data-testid="session-clock"
      title={t('session.clock.label')}
    >
      <IconClock size={14} />
      <span className="sr-only">{t('session.clock.sr', splitElapsed(elapsed))}</span>
      <time className="tabular-nums text-fg" dateTime={`PT${elapsed}S`} aria-hidden="true">
        {text}
      </time>
    </span>
  );
}
