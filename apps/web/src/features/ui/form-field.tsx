'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { MSG } from '@croupier/contracts/messages';
import { useTranslation } from '@/lib/use-translation';
import { IconEye, IconEyeOff, IconLock } from './icons';

interface TFieldBase {
  label: ReactNode;
  /** Message key of the error (translated here). */
  error?: string | undefined;
  hint?: ReactNode;
  /** Read-only because the field is locked (shows a lock icon and why). */
  lockedReason?: ReactNode;
  testId?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode, locked?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, locked ? `${id}-locked` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Length messages that name the field's own limit ("Must be 32 characters or less"), from its minLength/maxLength. */
const LENGTH_MESSAGES: Record<string, 'min' | 'max'> = { [MSG.maxLength]: 'max', [MSG.passwordLength]: 'min' };

export function FieldMessages({
  id,
  error,
  hint,
  lockedReason,
  limits,
}: {
  id: string;
  error?: string;
  hint?: ReactNode;
  lockedReason?: ReactNode;
  limits?: { min?: number | undefined; max?: number | undefined };
}) {
  const { t } = useTranslation();
  const bound = error && LENGTH_MESSAGES[error];
  const count = bound ? limits?.[bound] : undefined;
  return (
    <>
      {lockedReason ? (
        <p id={`${id}-locked`} className="field-hint flex items-center gap-1.5">
          <IconLock size={14} /> {lockedReason}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {count !== undefined ? t(error, { count }) : t(error)}
        </p>
      ) : null}
    </>
  );
}

export type TTextFieldProps = TFieldBase & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; endAdornment?: ReactNode };

export function TextField({ label, error, hint, lockedReason, testId, id: idProp, endAdornment, className, ref, ...rest }: TTextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label flex items-center gap-1.5">
        {label}
        {lockedReason ? <IconLock size={14} aria-label="" /> : null}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          className={`field-control ${endAdornment ? 'pe-12' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint, lockedReason)}
          readOnly={lockedReason ? true : rest.readOnly}
          data-testid={testId}
          {...rest}
        />
        {endAdornment ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div> : null}
      </div>
      <FieldMessages id={id} error={error} hint={hint} lockedReason={lockedReason} limits={{ min: rest.minLength, max: rest.maxLength }} />
    </div>
  );
}

export function PasswordField(props: Omit<TTextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="icon-btn text-muted"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={isVisible ? t('button.password.hide') : t('button.password.show')}
          aria-pressed={isVisible}
          data-testid={props.testId ? `${props.testId}-toggle` : undefined}
        >
          {isVisible ? <IconEyeOff /> : <IconEye />}
        </button>
      }
    />
  );
}

export type TSelectFieldProps = TFieldBase &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: readonly { value: string; label: string }[]; placeholder?: string };

export function SelectField({ label, error, hint, lockedReason, testId, id: idProp, options, placeholder, className, ref, ...rest }: TSelectFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label flex items-center gap-1.5">
        {label}
        {lockedReason ? <IconLock size={14} /> : null}
      </label>
      <select
        id={id}
        ref={ref}
        className="field-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, lockedReason)}
        disabled={lockedReason ? true : rest.disabled}
        data-testid={testId}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} lockedReason={lockedReason} />
    </div>
  );
}

export type TCheckboxFieldProps = { label: ReactNode; error?: string; testId?: string } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  };

export function CheckboxField({ label, error, testId, id: idProp, className, ref, ...rest }: TCheckboxFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-[var(--c-primary)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
          {...rest}
        />
        <label htmlFor={id} className="text-sm leading-snug text-fg min-h-6">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

export function FormAlert({ kind, children, testId }: { kind: 'error' | 'success' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}

export function SubmitButton({ isLoading, children, ...rest }: { isLoading?: boolean } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="submit" className="btn btn-primary btn-block btn-lg" aria-busy={isLoading || undefined} {...rest}>
      {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
