'use client';

import { useCallback, useId, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/api';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useTranslation } from '@/lib/use-translation';

/** A titled card section of the protection pages. */
export function Section({
  title,
  description,
  icon,
  children,
  testId,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
  id?: string;
}) {
  const autoId = useId();
  const headingId = `${id ?? autoId}-title`;
  return (
    <section className="card flex flex-col gap-4 p-5 md:p-6" aria-labelledby={headingId} data-testid={testId} id={id}>
      <div className="flex items-start gap-3">
        {icon ? (
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-extrabold tracking-tight">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

/** An outcome line under a form: success (status) or error (alert). */
export function Outcome({ kind, children, testId }: { kind: 'success' | 'error' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <div className={`alert alert-${kind} text-sm`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}

export interface TActionError {
  code: string;
  message: string;
}

/** Runs one call at a time and keeps its error as a message key (the API's `message`) with its code. */
export function useAction() {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<TActionError | null>(null);
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    setIsBusy(true);
    setError(null);
    try {
      return await fn();
    } catch (e) {
      setError(isApiError(e) ? { code: e.errorCode, message: e.message } : { code: 'INTERNAL_ERROR', message: 'msg.try.again' });
      return undefined;
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { isBusy, error, setError, run };
}

/** An accessible on/off switch (role switch) with its label and description. */
export function Switch({
  label,
  description,
  isOn,
  onChange,
  isDisabled,
  testId,
}: {
  label: ReactNode;
  description?: ReactNode;
  isOn: boolean;
  onChange: (on: boolean) => void;
  isDisabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {description ? (
          <p id={`${id}-desc`} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={isDisabled}
        onClick={() => onChange(!isOn)}
        data-testid={testId}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border transition-colors disabled:opacity-50 ${
          isOn ? 'border-primary bg-primary' : 'border-muted/70 bg-surface-2'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1/2 size-6 -translate-y-1/2 rounded-full shadow transition-[inset-inline-start] ${isOn ? 'start-7 bg-on-primary' : 'start-1 bg-muted'}`}
        />
      </button>
    </div>
  );
}

/** A radio choice rendered as a selectable tile. */
export function ChoiceTile({
  name,
  value,
  isChecked,
  onChange,
  label,
  hint,
  testId,
  isDisabled,
}: {
  name: string;
  value: string;
  isChecked: boolean;
  onChange: (value: string) => void;
  label: ReactNode;
  hint?: ReactNode;
  testId?: string;
  isDisabled?: boolean;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--r-control)] border px-3 py-2.5 text-sm font-semibold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--c-focus)] ${
        isChecked ? 'border-primary bg-primary/10 text-fg' : 'border-line-strong bg-surface-2 text-fg hover:border-primary'
      } ${isDisabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        onChange={() => onChange(value)}
        disabled={isDisabled}
        className="size-4 shrink-0 accent-[var(--c-primary)]"
        data-testid={testId}
      />
      <span className="flex min-w-0 flex-col">
        <span>{label}</span>
        {hint ? <span className="text-xs font-normal text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

/**
 * A confirmation step that cannot be clicked through by accident: the consequences, an "I understand"
 * checkbox, then the confirm button (focus is managed by the dialog: it moves in and returns on close).
 */
export function ConfirmDialog({
  id,
  title,
  children,
  acknowledgement,
  confirmLabel,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: {
  id: string;
  title: string;
  children: ReactNode;
  acknowledgement: string;
  confirmLabel: string;
  isBusy: boolean;
  error: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const checkId = useId();
  return (
    <ModalShell id={id} title={title} onClose={onCancel} size="sm">
      <div className="flex flex-col gap-4">
        {children}
        <div className="flex items-start gap-3 rounded-[var(--r-control)] border border-warning/50 bg-warning/10 p-3">
          <input
            id={checkId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--c-primary)]"
            checked={isAcknowledged}
            onChange={(e) => setIsAcknowledged(e.target.checked)}
            data-testid={`${id}-acknowledge`}
          />
          <label htmlFor={checkId} className="text-sm font-semibold leading-snug">
            {acknowledgement}
          </label>
        </div>
        {error}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onCancel} data-testid={`${id}-cancel`}>
            {t('protection.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onConfirm}
            disabled={!isAcknowledged || isBusy}
            aria-busy={isBusy || undefined}
            data-testid={`${id}-confirm`}
          >
            {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalShell>
  );
}

/** Translates an action error; the contact-support refusal gets a link to the contacts page. */
export function ActionError({
  error,
  values,
  testId,
}: {
  error: TActionError | null;
  values?: Record<string, string | number>;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Outcome kind="error" testId={testId}>
      {t(error.message, values)}
      {error.code === 'LIMIT_REMOVAL_NEEDS_SUPPORT' ? (
        <>
          {' '}
          <a href="/contacts" className="text-link">
            {t('limits.contact.support')}
          </a>
        </>
      ) : null}
    </Outcome>
  );
}
