'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { formatDate } from '@/lib/format';

/** §2 session-ended modal: inactivity timeout vs other reasons, the time, log in or close. */
export function SessionEndedModal() {
  const { t, i18n } = useTranslation();
  const { close, swap } = useModalStack();
  const [notice] = useState<{ reason: string; time: string } | null>(() => {
    try {
      const raw = localStorage.getItem('sessionEnded');
      return raw ? (JSON.parse(raw) as { reason: string; time: string }) : null;
    } catch {
      return null;
    }
  });
  // The notice is read once and cleared on first click or key press.
  useEffect(() => {
    const clear = () => localStorage.removeItem('sessionEnded');
    window.addEventListener('pointerdown', clear, { once: true });
    window.addEventListener('keydown', clear, { once: true });
    return () => {
      window.removeEventListener('pointerdown', clear);
      window.removeEventListener('keydown', clear);
    };
  }, []);
  const isInactivity = notice?.reason === 'USER_INACTIVITY_TIMEOUT';
  return (
    <ModalShell id="session-ended" title={isInactivity ? t('session.inactive.title') : t('session.logout.title')}>
      <div className="flex flex-col gap-4" data-testid="session-ended">
        <p className="text-muted">{isInactivity ? t('session.inactive') : t('session.logout')}</p>
        {notice?.time ? <p className="text-sm text-muted">{t('session.ended.at', { time: formatDate(notice.time, i18n.language, true) })}</p> : null}
        <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => swap('session-ended', 'login')} data-testid="session-ended-login">
          {t('button.sign.in')}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => close('session-ended')}>
          {t('button.close')}
        </button>
      </div>
    </ModalShell>
  );
}
