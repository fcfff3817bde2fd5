'use client';

import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { makeResetPasswordSchema } from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useSettings } from '@/lib/settings-context';
import { FormAlert, PasswordField, SubmitButton } from '../ui/form-field';
import { passwordHint, passwordLengthProps } from './password-hint';
import { AppLink } from '../shell/app-link';
import { usePageUrl } from '@/lib/route-keys';

export function ResetPasswordModal() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  // Spec §2: after a password reset the player signs in on a casino page (as after an email verification).
  const casinoHref = usePageUrl()('casino').href;
  // Read once, then taken out of the address: a reset link's token must not stay in the history, a shared or
  // bookmarked address, or the page address analytics tags collect.
  const searchParams = useSearchParams();
  const [token] = useState(() => searchParams.get('token') ?? '');
  useEffect(() => {
    if (!searchParams.has('token')) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.href);
  }, [searchParams]);
  const rules = settings.formFieldsValidation?.password;
  const schema = useMemo(() => makeResetPasswordSchema(rules), [rules]);
  type TForm = z.input<typeof schema>;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [isDone, setIsDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TForm>({ resolver: zodResolver(schema), defaultValues: { token, password: '', confirmPassword: '' } });
  const onSubmit = async (values: TForm) => {
    setResult(null);
    try {
      const res = await api.post<{ message?: string }>('/api/user/reset-password', values);
      setIsDone(true);
      setResult({ kind: 'success', text: t(res?.message ?? 'password.reset.success') });
    } catch (e) {
      setResult({ kind: 'error', text: t(isApiError(e) ? e.message : 'msg.try.again') });
    }
  };
  return (
    <ModalShell id="reset-password" title={t('reset.password.title')} description={t('reset.password.subtitle')}>
      {!token ? (
        <FormAlert kind="error">{t('error.token.invalid')}</FormAlert>
      ) : isDone ? (
        <div className="flex flex-col gap-4">
          {result ? <FormAlert kind={result.kind} testId="reset-password-result">{result.text}</FormAlert> : null}
          <AppLink href={`${casinoHref}?modal=login`} isActiveMatch={false} className="btn btn-primary btn-block btn-lg" data-testid="reset-password-login">
            {t('button.sign.in')}
          </AppLink>
        </div>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" data-testid="reset-password-form">
          {result ? <FormAlert kind={result.kind} testId="reset-password-result">{result.text}</FormAlert> : null}
          <input type="hidden" {...register('token')} />
          <PasswordField label={t('form.new.password')} autoComplete="new-password" hint={passwordHint(rules, t)} {...passwordLengthProps(rules)} error={errors.password?.message} testId="reset-password-new" {...register('password')} />
          <PasswordField label={t('form.confirm.password')} autoComplete="new-password" error={errors.confirmPassword?.message} testId="reset-password-confirm" {...register('confirmPassword')} />
          <SubmitButton isLoading={isSubmitting} disabled={isSubmitting} data-testid="reset-password-submit">
            {t('reset.password.submit')}
          </SubmitButton>
        </form>
      )}
    </ModalShell>
  );
}
