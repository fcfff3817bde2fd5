'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { ZForgotPasswordRequest } from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { IDENTIFIER_INPUT_PROPS } from '../ui/email-input';
import { FormAlert, SubmitButton, TextField } from '../ui/form-field';
import { AppLink } from '../shell/app-link';

type TForm = z.input<typeof ZForgotPasswordRequest>;

/** Forgot password: the account named as at sign-in (email, +phone or username); the link goes to its email. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const { swap } = useModalStack();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TForm>({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });
  const onSubmit = async (values: TForm) => {
    setResult(null);
    try {
      const res = await api.post<{ message: string }>('/api/user/forgot-password', { email: values.email.trim() });
      setResult({ kind: 'success', text: t(res?.message ?? 'password.reset.sent') });
    } catch (e) {
      setResult({ kind: 'error', text: t(isApiError(e) ? e.message : 'msg.try.again') });
    }
  };
  return (
    <ModalShell id="forgot-password" title={t('forgot.password.title')} description={t('forgot.password.subtitle')}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" data-testid="forgot-password-form">
        {result ? <FormAlert kind={result.kind} testId="forgot-password-result">{result.text}</FormAlert> : null}
        {result?.kind === 'success' ? (
          // A player who signed up by phone and never added an email gets no link: support can add one.
          <p className="text-sm text-muted" data-testid="forgot-password-no-email">
            {t('forgot.password.no.email')}{' '}
            <AppLink href="/contacts" isActiveMatch={false} className="text-link">
              {t('menu.contacts')}
            </AppLink>
          </p>
        ) : null}
        <TextField
          label={t('form.login.identifier')}
          {...IDENTIFIER_INPUT_PROPS}
          error={errors.email?.message}
          testId="forgot-password-email"
          {...register('email')}
        />
        <SubmitButton isLoading={isSubmitting} disabled={isSubmitting} data-testid="forgot-password-submit">
          {t('forgot.password.submit')}
        </SubmitButton>
        <button type="button" className="text-link mx-auto min-h-11 text-sm" onClick={() => swap('forgot-password', 'login')}>
          {t('forgot.password.back')}
        </button>
      </form>
    </ModalShell>
  );
}
