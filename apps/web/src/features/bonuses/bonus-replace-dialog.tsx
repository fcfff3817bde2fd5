'use client';

import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useTranslation } from '@/lib/use-translation';

/**
 * Spec §4: taking a new bonus (or depositing with one) cancels the active bonus and its progress only after
 * this warning is confirmed. The cashier renders it when a deposit answers ACTIVE_BONUS (GET
 * /api/user/deposit/bonuses names the `activeBonus`) and resends the deposit with `confirmBonusReplace: true`.
 */
export function BonusReplaceDialog({
  activeTitle,
  newTitle,
  isBusy = false,
  onConfirm,
  onCancel,
}: {
  activeTitle: string;
  newTitle?: string | null;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalShell id="bonus-replace" title={t('bonus.replace.title')} onClose={onCancel} size="sm">
      <div className="flex flex-col gap-4" data-testid="bonus-replace-dialog">
        <p>{newTitle ? t('bonus.replace.text.new', { active: activeTitle, next: newTitle }) : t('bonus.replace.text', { active: activeTitle })}</p>
        <p className="text-sm text-muted">{t('bonus.replace.hint')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-secondary min-h-11" onClick={onCancel} data-testid="bonus-replace-cancel">
            {t('bonus.replace.keep')}
          </button>
          <button type="button" className="btn btn-primary min-h-11" onClick={onConfirm} disabled={isBusy} aria-busy={isBusy} data-testid="bonus-replace-confirm">
            {t('bonus.replace.confirm')}
          </button>
        </div>
      </div>
    </ModalShell>
  );
}
