'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { makeChangePasswordSchema } from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { useSettings } from '@/lib/settings-context';
import { passwordHint, passwordLengthProps } from '../auth/password-hint';
import { FormAlert, PasswordField, SubmitButton } from '../ui/form-field';

/** Change password: current password required, new + confirm must match. Other sessions end on success. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const rules = settings.formFieldsValidation?.password;
  const schema = useMemo(() => makeChangePasswordSchema(rules), [rules]);
  type TForm = z.input<typeof schema>;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TForm>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const onSubmit = async (values: TForm) => {
    setResult(null);
    try {
      const res = await api.post<{ message?: string }>('/api/user/change-password', values);
      reset();
      setResult({ kind: 'success', text: t(res?.message ?? 'password.change.success') });
    } catch (e) {
      if (isApiError(e)) {
        if (e.errorCode === 'WRONG_PASSWORD') setError('currentPassword', { type: 'server', message: e.message });
        for (const [field, key] of Object.entries(e.fields ?? {})) setError(field as keyof TForm, { type: 'server', message: key });
        setResult({ kind: 'error', text: t(e.message) });
      } else setResult({ kind: 'error', text: t('msg.try.again') });
    }
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="card flex max-w-xl flex-col gap-5 p-6" data-testid="password-form">
      <p className="text-sm text-muted">{t('password.change.text')}</p>
      <PasswordField label={t('form.current.password')} autoComplete="current-password" error={errors.currentPassword?.message} testId="password-current" {...register('currentPassword')} />
      <PasswordField label={t('form.new.password')} autoComplete="new-password" hint={passwordHint(rules, t)} {...passwordLengthProps(rules)} error={errors.newPassword?.message} testId="password-new" {...register('newPassword')} />
      <PasswordField label={t('form.confirm.password')} autoComplete="new-password" error={errors.confirmPassword?.message} testId="password-confirm" {...register('confirmPassword')} />
      {result ? <FormAlert kind={result.kind} testId="password-result">{result.text}</FormAlert> : null}
      <SubmitButton isLoading={isSubmitting} disabled={!isDirty || isSubmitting} data-testid="password-submit">
        {t('button.change.password')}
      </SubmitButton>
    </form>
  );
}
