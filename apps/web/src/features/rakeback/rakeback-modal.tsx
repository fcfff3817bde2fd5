'use client';

import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useTranslation } from '@/lib/use-translation';
import { RakebackCalendar } from './rakeback-calendar';

/** `?modal=rakeback` (spec §2): the rakeback calendar in a dialog. */
export function RakebackModal() {
  const { t } = useTranslation();
  return (
    <ModalShell id="rakeback" size="lg" title={t('rakeback.title')}>
      <RakebackCalendar variant="modal" />
    </ModalShell>
  );
}
