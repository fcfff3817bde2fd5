'use client';

import { useTranslation } from '@/lib/use-translation';
import { isRestrictionCode, RestrictionRefusal } from '../protection/restriction-text';
import { VerifyEmailAction } from '../profile/verify-email-action';
import type { TBonusError } from './bonus-api';

/** A bonus outcome under an action: the refusal's message (with the support reference of UNIFIED_ERROR) or a success. */
export function BonusMessage({
  error,
  success,
  testId = 'bonus-message',
}: {
  error?: TBonusError | null;
  success?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <div className="flex flex-col">
        <div className="alert alert-error text-sm" role="alert" data-testid={testId} data-code={error.code}>
          <p>
            {isRestrictionCode(error.code) ? (
              <RestrictionRefusal code={error.code} />
            ) : (
              t(error.message, { reference: error.reference ?? '' })
            )}
          </p>
          {/* UNIFIED_ERROR's message quotes its reference itself ("…quote reference {{reference}}"): it is not repeated. */}
          {error.reference && !isRestrictionCode(error.code) && !t(error.message, { reference: error.reference }).includes(error.reference) ? (
            <p className="mt-1 font-mono text-xs" data-testid="bonus-error-reference">
              {t('bonus.error.reference', { reference: error.reference })}
            </p>
          ) : null}
        </div>
        {/* The bonus needs a confirmed email: send the link again, or add an email (a one-click player has none). */}
        {error.code === 'REQUIRED_EMAIL_VERIFICATION' ? (
          <VerifyEmailAction testIds={{ add: `${testId}-add-email`, verify: `${testId}-verify`, result: `${testId}-email-result` }} />
        ) : null}
      </div>
    );
  }
  if (success) {
    return (
      <div className="alert alert-success text-sm" role="status" data-testid={testId}>
        {t(success)}
      </div>
    );
  }
  return null;
}
