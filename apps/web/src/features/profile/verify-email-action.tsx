'use client';

import { isPlaceholderEmail } from '@croupier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { useResendVerification } from '../auth/verify-email-modals';
import { FormAlert } from '../ui/form-field';
import { AddEmailForm } from './add-email-form';

/**
 * What a player refused for want of a verified email can do there: send the confirmation link again, or (a one-click
 * player without an email) add one. Used where withdrawals and bonus activations say why they were refused.
 */
export function VerifyEmailAction({ testIds }: { testIds: { add: string; verify: string; result: string } }) {
  const { t } = useTranslation();
  const { isSending, result, resend, markSent, resultRef } = useResendVerification();
  const { user } = useAuth();
  const hasEmail = !isPlaceholderEmail(user?.getUser.email);
  return (
    <>
      {hasEmail ? (
        <div className="mt-2 flex flex-col items-start gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void resend()}
            disabled={isSending}
            aria-busy={isSending || undefined}
            data-testid={testIds.verify}
          >
            {isSending ? <span className="spinner" aria-hidden="true" /> : null}
            {t('cashier.verify.email.send')}
          </button>
        </div>
      ) : (
        <div className="mt-2">
          <AddEmailForm onAdded={markSent} testId={testIds.add} />
        </div>
      )}
      {result ? (
        <div ref={resultRef} tabIndex={-1} className="mt-2 outline-none" data-testid={testIds.result}>
          <FormAlert kind={result.kind}>{result.text}</FormAlert>
        </div>
      ) : null}
    </>
  );
}
