'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { formatDate } from '@/lib/format';
import { sessionEndedReasonKey, takeSessionNotice, type TSessionNotice } from '../protection/session-timers';

/**
 * §2 session-ended modal: title and message for an inactivity timeout versus the other reasons (with a
 * line saying why: expired, locked, security, another device, maintenance), the time, log in or close.
 * §4 the notice is read from local storage once and cleared on the first click or key press.
 */
export function SessionEndedModal() {
  const { t, i18n } = useTranslation();
  const { close, swap } = useModalStack();
  const [notice, setNotice] = useState<TSessionNotice | null>(null);
  useEffect(() => {
    const taken = takeSessionNotice(window);
    setNotice(taken.notice);
    return taken.dispose;
  }, []);
  const isInactivity = notice?.reason === 'USER_INACTIVITY_TIMEOUT';
  const reasonKey = notice ? sessionEndedReasonKey(notice.reason) : null;
  return (
    <ModalShell id="session-ended" title={isInactivity ? t('session.inactive.title') : t('session.logout.title')} size="sm">
      <div className="flex flex-col gap-4" data-testid="session-ended" data-reason={notice?.reason ?? ''}>
        <p className="text-muted" data-testid="session-ended-message">
          {isInactivity ? t('session.inactive') : t('session.logout')}
        </p>
        {reasonKey ? (
          <p className="text-sm" data-testid="session-ended-reason">
            {t(reasonKey)}
          </p>
        ) : null}
        {notice?.time ? (
          <p className="text-sm text-muted" data-testid="session-ended-time">
            <time dateTime={notice.time}>{t('session.ended.at', { time: formatDate(notice.time, i18n.language, true) })}</time>
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-block btn-lg"
          onClick={() => swap('session-ended', 'login')}
          data-testid="session-ended-login"
        >
          {t('button.sign.in')}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={() => close('session-ended')} data-testid="session-ended-close">
          {t('button.close')}
        </button>
      </div>
    </ModalShell>
  );
}
