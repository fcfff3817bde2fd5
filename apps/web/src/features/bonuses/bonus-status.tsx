'use client';

import type { TPlayerBonusStatus } from '@croupier/contracts';
import { useTranslation } from '@/lib/use-translation';

const TONE: Record<TPlayerBonusStatus, string> = {
  pending: 'border-line-strong text-muted',
  active: 'border-primary/60 bg-primary/15 text-primary',
  completed: 'border-success/60 bg-success/15 text-success',
  paid: 'border-success/60 bg-success/15 text-success',
  lost: 'border-line-strong text-muted',
  cancelled: 'border-danger/50 bg-danger/10 text-danger',
  expired: 'border-line-strong text-muted',
};

/** A bonus status (spec §4: activate, active, cancelled, completed; Croupier: pending, lost, expired, paid). */
export function BonusStatus({ status }: { status: TPlayerBonusStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge border px-2.5 py-0.5 text-xs font-bold ${TONE[status]}`} data-testid="bonus-status" data-status={status}>
      {t(`bonus.status.${status}`)}
    </span>
  );
}
