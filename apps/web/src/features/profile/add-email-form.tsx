'use client';

import { useState, type FormEvent } from 'react';
import { zEmail } from '@croupier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { api, isApiError } from '@/lib/api';
import { useAuth } from '../auth/auth-context';
import { TextField } from '../ui/form-field';
import { EMAIL_INPUT_PROPS } from '../ui/email-input';

/**
 * A player without an email (one-click sign-up) adds one in one step, without completing the whole profile: the
 * update is sent as the completion form's ('Update Form'), which does not ask for the address block. The server
 * mails a confirmation link; withdrawals and password resets need the address.
 */
export function AddEmailForm({ onAdded, testId, isFocused = false }: { onAdded: () => void; testId: string; isFocused?: boolean }) {
  const { t } = useTranslation();
  const { refreshUser } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = zEmail.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'form.validation.invalid.format');
      e.currentTarget.querySelector('input')?.focus();
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await api.put('/api/user/update-user-details', { email: parsed.data, updateFrom: 'Update Form' });
      onAdded();
      await refreshUser();
    } catch (err) {
      setError(isApiError(err) ? (err.fields?.email ?? err.message) : 'msg.try.again');
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex w-full flex-col gap-2 sm:flex-row sm:items-start"
      data-testid={testId}
    >
      <TextField
        className="flex-1"
        label={t('form.email')}
        {...EMAIL_INPUT_PROPS}
        value={email}
        autoFocus={isFocused}
        onChange={(e) => setEmail(e.target.value)}
        hint={t('profile.email.add.hint')}
        error={error ?? undefined}
        testId={`${testId}-input`}
      />
      <button
        type="submit"
        className="btn btn-primary sm:mt-7"
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
