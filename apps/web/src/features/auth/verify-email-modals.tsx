'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { api, isApiError } from '@/lib/api';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { FormAlert } from '../ui/form-field';
import { IconMail } from '../ui/icons';
import { useAuth } from './auth-context';

export function useResendVerification() {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const resend = async () => {
    setIsSending(true);
    setResult(null);
    try {
      const res = await api.post<{ message?: string }>('/api/user/resend-verification', {});
      setResult({ kind: 'success', text: t(res?.message ?? 'email.verification.sent') });
    } catch (e) {
      setResult({ kind: 'error', text: t(isApiError(e) ? e.message : 'error.email.not.sent') });
    } finally {
      setIsSending(false);
    }
  };
  /** A link just went out another way (an email added to the profile); the form that did it goes, so the focus moves to the confirmation. */
  const isFocusAsked = useRef(false);
  const markSent = () => {
    isFocusAsked.current = true;
    setResult({ kind: 'success', text: t('email.verification.sent') });
  };
  /** Ref of the element holding the result (focusable: tabIndex -1). */
  const resultRef = useCallback((el: HTMLElement | null) => {
    if (el && isFocusAsked.current) {
      isFocusAsked.current = false;
      el.focus();
    }
  }, []);
  return { isSending, result, resend, markSent, resultRef };
}

const MailBadge = () => (
  <span className="mb-4 grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary">
    <IconMail size={28} />
  </span>
);

export function VerifyEmailExpiredModal() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const { close, swap } = useModalStack();
  const { isSending, result, resend } = useResendVerification();
  return (
    <ModalShell id="verify-email-expired" title={t('verify.email.expired.title')} header={<MailBadge />}>
      <div className="flex flex-col gap-4" data-testid="verify-email-expired">
        <p className="text-muted">{isAuthenticated ? t('verify.email.expired.text') : t('verify.email.expired.text.guest')}</p>
        {result ? <FormAlert kind={result.kind}>{result.text}</FormAlert> : null}
        {isAuthenticated ? (
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={resend} disabled={isSending} data-testid="verify-email-resend">
            {isSending ? <span className="spinner" aria-hidden="true" /> : null} {t('verify.email.resend')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => swap('verify-email-expired', 'login')}>
            {t('button.sign.in')}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-block" onClick={() => close('verify-email-expired')}>
          {t('button.close')}
        </button>
      </div>
    </ModalShell>
  );
}

export function VerifyEmailSentModal() {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const { close } = useModalStack();
  const { isSending, result, resend } = useResendVerification();
  let email = user?.getUser.email ?? '';
  try {
    email = sessionStorage.getItem('verifyEmail') ?? email;
  } catch {
    /* ignore */
  }
  return (
    <ModalShell id="verify-email-sent" title={t('verify.email.sent.title')} header={<MailBadge />}>
      <div className="flex flex-col gap-4" data-testid="verify-email-sent">
        <p className="text-muted">{t('verify.email.sent.text', { email })}</p>
        {result ? <FormAlert kind={result.kind}>{result.text}</FormAlert> : null}
        <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => close('verify-email-sent')} data-testid="verify-email-sent-ok">
          {t('button.ok')}
        </button>
        {isAuthenticated ? (
          <button type="button" className="btn btn-ghost btn-block" onClick={resend} disabled={isSending}>
            {t('verify.email.resend')}
          </button>
        ) : null}
      </div>
    </ModalShell>
  );
}
