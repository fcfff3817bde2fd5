'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { EMAIL_PATTERN } from '@croupier/contracts/constants';
import { AFTER_REG_PARAM } from '@croupier/contracts/routes';
import { api, isApiError } from '@/lib/api';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useSettings } from '@/lib/settings-context';
import { FormAlert, TextField } from '../ui/form-field';
import { IconCheck, IconCopy, IconDownload } from '../ui/icons';
import { useAuth } from './auth-context';
import { getOneClickCredentials } from './credentials-store';

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const [isFailed, setIsFailed] = useState(false);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
      setIsFailed(false);
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <div className="rounded-2xl border border-line bg-bg-2 p-3">
      <p className="text-xs font-bold uppercase tracking-wide text-muted">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate font-mono text-lg font-bold" data-testid={testId}>
          {value}
        </code>
        <button type="button" className="btn btn-secondary !min-h-11 !px-3" onClick={onCopy} aria-label={`${t('button.copy')} ${label}`} data-testid={`${testId}-copy`}>
          {isCopied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          <span aria-live="polite">{isCopied ? t('button.copied') : t('button.copy')}</span>
        </button>
      </div>
      {isFailed ? <p className="field-error">{t('msg.clipboard.failed')}</p> : null}
    </div>
  );
}

/** One-click credentials screen: username and password with copy, save as file, send to email. */
export function CredentialsModal() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { close, swap } = useModalStack();
  const { user } = useAuth();
  // A site without sign-in after sign-up (a mirror's setting): the mail needs a session, and "Done" leads to sign-in.
  const isSignedIn = !!user;
  const [credentials] = useState(getOneClickCredentials);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [isSending, setIsSending] = useState(false);

  const onSave = () => {
    if (!credentials) return;
    const text = `${settings.brandName}\n${t('form.username')}: ${credentials.username}\n${t('form.password')}: ${credentials.password}\n${window.location.origin}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${settings.brandName.toLowerCase().replace(/\W+/g, '-')}-credentials.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  };
  const onSend = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!credentials) return;
    if (!email.trim()) return setEmailError('form.validation.invalid.required');
    if (!EMAIL_PATTERN.test(email.trim())) return setEmailError('form.validation.invalid.format');
    setEmailError(undefined);
    setIsSending(true);
    setStatus(null);
    try {
      const res = await api.post<{ message?: string }>('/api/user/send-credentials', { email: email.trim(), password: credentials.password });
      setStatus({ kind: 'success', text: t(res?.message ?? 'credentials.sent') });
    } catch (err) {
      setStatus({ kind: 'error', text: t(isApiError(err) ? err.message : 'credentials.send.failed') });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <ModalShell id="credentials" title={t('credentials.title')} description={t('credentials.subtitle')} isBackdropCloseDisabled>
      {!credentials ? (
        <div className="flex flex-col gap-4">
          <FormAlert kind="info">{t('credentials.unavailable')}</FormAlert>
          <button type="button" className="btn btn-primary btn-block" onClick={() => close('credentials')}>
            {t('button.close')}
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-4" data-testid="credentials">
          <CopyRow label={t('form.username')} value={credentials.username} testId="credentials-username" />
          <CopyRow label={t('form.password')} value={credentials.password} testId="credentials-password" />
          <button type="button" className="btn btn-secondary btn-block" onClick={onSave} data-testid="credentials-save">
            <IconDownload size={18} /> {t('credentials.save.file')}
          </button>
          {isSignedIn ? (
            <form onSubmit={onSend} noValidate className="flex flex-col gap-3 border-t border-line pt-4">
              <TextField
                label={t('credentials.send.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={emailError}
                testId="credentials-email"
              />
              {status ? <FormAlert kind={status.kind}>{status.text}</FormAlert> : null}
              <button type="submit" className="btn btn-secondary btn-block" disabled={isSending} data-testid="credentials-send">
                {isSending ? <span className="spinner" aria-hidden="true" /> : null} {t('button.send')}
              </button>
            </form>
          ) : null}
          <button
            type="button"
            className="btn btn-primary btn-block btn-lg"
            onClick={() => (isSignedIn ? close('credentials') : swap('credentials', 'login', { [AFTER_REG_PARAM]: '1' }))}
            data-testid="credentials-done"
          >
            {t('credentials.done')}
          </button>
        </div>
      )}
    </ModalShell>
  );
}
