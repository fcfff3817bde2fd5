'use client';

import { useState, type FormEvent } from 'react';
import { zEmail } from '@croupier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { api, isApiError } from '@/lib/api';
import { useAuth } from '../auth/auth-context';
import { PasswordField, TextField } from '../ui/form-field';
import { EMAIL_INPUT_PROPS } from '../ui/email-input';

/**
 * A player without an email (one-click sign-up) adds one in one step, without completing the whole profile: the
 * update is sent as the completion form's ('Update Form'), which does not ask for the address block. The server
 * mails a confirmation link; withdrawals and password resets need the address. The password is asked too: the
 * address is where password resets go, so a session alone must not set it.
 */
export function AddEmailForm({ onAdded, testId, isFocused = false }: { onAdded: () => void; testId: string; isFocused?: boolean }) {
  const { t } = useTranslation();
  const { refreshUser } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = zEmail.safeParse(email);
    const emailError = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'form.validation.invalid.format');
    setError(emailError);
    setPasswordError(password ? null : 'form.validation.invalid.required');
    if (!parsed.success || !password) {
      form.querySelector<HTMLInputElement>(`[data-testid="${testId}-${emailError ? 'input' : 'password'}"]`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      await api.put('/api/user/update-user-details', { email: parsed.data, currentPassword: password, updateFrom: 'Update Form' });
      onAdded();
      await refreshUser();
    } catch (err) {
      const passwordKey = isApiError(err) ? err.fields?.currentPassword : undefined;
      if (passwordKey) {
        setPasswordError(passwordKey);
        form.querySelector<HTMLInputElement>(`[data-testid="${testId}-password"]`)?.focus();
      } else setError(isApiError(err) ? (err.fields?.email ?? err.message) : 'msg.try.again');
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex w-full flex-col gap-3"
      data-testid={testId}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('form.email')}
          {...EMAIL_INPUT_PROPS}
          value={email}
          autoFocus={isFocused}
          onChange={(e) => setEmail(e.target.value)}
          hint={t('profile.email.add.hint')}
          error={error ?? undefined}
          testId={`${testId}-input`}
        />
        <PasswordField
          label={t('form.current.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError ?? undefined}
          testId={`${testId}-password`}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={isSaving}
        aria-busy={isSaving || undefined}
        data-testid={`${testId}-submit`}
      >
        {isSaving ? <span className="spinner" aria-hidden="true" /> : null}
        {t('profile.email.add')}
      </button>
    </form>
  );
}
