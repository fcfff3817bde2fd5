'use client';

import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useTranslation } from '@/lib/use-translation';
import { isRestrictionCode, RestrictionRefusal } from '../protection/restriction-text';
import { IconCrossSmall, IconTick } from './rakeback-icons';
import { useRakebackAmount } from './format';
import type { TClaimOutcome } from './use-rakeback-calendar';

/**
 * §8 Claim result dialogs. Success: 'rakeback.claim.title' and 'rakeback.claim.text' with the amount and currency,
 * OK button. Failure (or an amount not above 0): 'rakeback.error.claim.title', 'rakeback.error.claim.text' (with the
 * server's reason below it when there is one), button 'button.cancel.deposit.text'.
 */
export function ClaimDialogs({ outcome, onClose }: { outcome: TClaimOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useRakebackAmount();
  if (!outcome) return null;
  if (outcome.kind === 'success') {
    const amount = format(outcome.amount, outcome.currency, false);
    return (
      <ModalShell
        id="rakeback-claimed"
        size="sm"
        onClose={onClose}
        title={t('rakeback.claim.title')}
        header={
          <span className="mb-3 grid size-12 place-items-center rounded-full bg-success/15 text-success">
            <IconTick size={26} />
          </span>
        }
      >
        <p className="text-muted" data-testid="rakeback-claim-text">
          {t('rakeback.claim.text', { amount, currency: outcome.currency })}
        </p>
        <button type="button" className="btn btn-primary btn-block mt-5" onClick={onClose} data-testid="rakeback-claim-ok">
          {t('button.ok')}
        </button>
      </ModalShell>
    );
  }
  const reason = isRestrictionCode(outcome.code) ? (
    <RestrictionRefusal code={outcome.code!} />
  ) : outcome.reasonKey && outcome.reasonKey !== 'rakeback.error.claim.text' ? (
    t(outcome.reasonKey)
  ) : null;
  return (
    <ModalShell
      id="rakeback-claim-error"
      size="sm"
      onClose={onClose}
      title={t('rakeback.error.claim.title')}
      header={
        <span className="mb-3 grid size-12 place-items-center rounded-full bg-danger/15 text-danger">
          <IconCrossSmall size={24} />
        </span>
      }
    >
      <p className="text-muted">{t('rakeback.error.claim.text')}</p>
      {reason ? (
        <p className="alert alert-error mt-3 text-sm" data-testid="rakeback-claim-reason">
          {reason}
        </p>
      ) : null}
      <button type="button" className="btn btn-secondary btn-block mt-5" onClick={onClose} data-testid="rakeback-claim-error-close">
        {t('button.cancel.deposit.text')}
      </button>
    </ModalShell>
  );
}
