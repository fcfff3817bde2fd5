'use client';

import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isAllowedPhoneKey } from '@croupier/contracts';
import { FieldMessages } from './form-field';
import { IconLock } from './icons';

interface TPhoneFieldProps {
  label: ReactNode;
  phoneCode: string;
  phone: string;
  phoneCodes: readonly { value: string; label: string; code: string; flag: string }[];
  onPhoneCodeChange: (code: string) => void;
  onPhoneChange: (phone: string) => void;
  onBlur?: () => void;
  error?: string;
  codeError?: string;
  lockedReason?: string;
  testId?: string;
}

/** Phone code select plus a digits-only number (spec §5 key filter). */
export function PhoneField(props: TPhoneFieldProps) {
  const { label, phoneCode, phone, phoneCodes, onPhoneCodeChange, onPhoneChange, onBlur, error, codeError, lockedReason, testId = 'phone' } = props;
  const { t } = useTranslation();
  const id = useId();
  const isLocked = !!lockedReason;
  const describedBy = [error || codeError ? `${id}-error` : null, lockedReason ? `${id}-locked` : null].filter(Boolean).join(' ') || undefined;
  const normalizedCode = phoneCode.replace(/^\+/, '');
  return (
    <div>
      <label htmlFor={id} className="field-label flex items-center gap-1.5">
        {label}
        {isLocked ? <IconLock size={14} /> : null}
      </label>
      <div className="grid grid-cols-[minmax(6.5rem,8rem)_1fr] gap-2" dir="ltr">
        <div>
          <label htmlFor={`${id}-code`} className="sr-only">
            {t('form.phone.code')}
          </label>
          <select
            id={`${id}-code`}
            className="field-control"
            value={normalizedCode}
            onChange={(e) => onPhoneCodeChange(e.target.value)}
            onBlur={onBlur}
            disabled={isLocked}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={describedBy}
            data-testid={`${testId}-code`}
          >
            <option value="">{t('form.phone.code')}</option>
            {phoneCodes.map((p) => (
              <option key={`${p.code}-${p.value}`} value={p.value.replace(/^\+/, '')}>
                {p.flag ? `${p.flag} ` : ''}+{p.value.replace(/^\+/, '')}
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          className="field-control"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          readOnly={isLocked}
          onKeyDown={(e) => {
            if (e.ctrlKey || e.metaKey || e.altKey) return;
            if (!isAllowedPhoneKey(e.key, phone)) e.preventDefault();
          }}
          onChange={(e) => onPhoneChange(e.target.value.replace(/\D/g, ''))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
        />
      </div>
      <FieldMessages id={id} error={error ?? codeError} lockedReason={lockedReason} />
    </div>
  );
}
