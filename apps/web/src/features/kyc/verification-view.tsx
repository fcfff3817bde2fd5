'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  KYC_DOCUMENT_TYPES,
  KYC_PENDING_POLL_MS,
  type TKycDocumentStatus,
  type TKycDocumentType,
  type TKycStatus,
} from '@croupier/contracts/constants';
import type { TKycDocument, TKycOverview } from '@croupier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { useQuery, useQueryClient } from '@/lib/query';
import { errorMessageKey, isApiError } from '@/lib/api';
import { formatDate, numberFormat } from '@/lib/format';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { FormAlert } from '../ui/form-field';
import { IconCheck, IconClose, IconDownload, IconLock } from '../ui/icons';
import {
  ACCEPT_ATTRIBUTE,
  checkFileBeforeUpload,
  documentFileUrl,
  kycKeys,
  kycOverviewQuery,
  refreshKyc,
  uploadKycDocument,
  type TUploadHandle,
} from './kyc-api';

/** Window event re-broadcast from the socket's `kycStatus` (an operator decided a document). */
export const KYC_STATUS_WINDOW_EVENT = 'kyc:status';

type TTone = 'success' | 'warning' | 'danger' | 'muted' | 'info';
const TONE_CLASS: Record<TTone, string> = {
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
  muted: 'bg-surface-2 text-muted',
  info: 'bg-primary/15 text-fg',
};
const STATUS_TONE: Record<TKycStatus | TKycDocumentStatus, TTone> = {
  NOT_STARTED: 'muted',
  NEW: 'info',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  REQUESTED: 'danger',
};

function formatSize(bytes: number, lng: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  try {
    return numberFormat(lng, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'narrow',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    }).format(value);
  } catch {
    return `${value.toFixed(unit === 0 ? 0 : 1)} ${['B', 'KB', 'MB'][unit]}`;
  }
}

function Badge({
  status,
  label,
  testId,
  isMuted = false,
}: {
  status: TKycStatus | TKycDocumentStatus;
  label: string;
  testId: string;
  isMuted?: boolean;
}) {
  return (
    <span
      className={`badge whitespace-nowrap ${TONE_CLASS[isMuted ? 'muted' : STATUS_TONE[status]]}`}
      data-testid={testId}
      data-status={status}
    >
      {status === 'APPROVED' ? <IconCheck size={12} /> : null}
      {label}
    </span>
  );
}

/**
 * The verification page (`/profile/verify`, `/account/verification`, `/profile2/verification`): the
 * account's KYC status with the refresh action, the document upload (type, file, progress, the spec's
 * messages) and the player's documents with their statuses. Operator decisions arrive over the socket
 * (`kyc:status`); while a document waits for review the page also polls.
 */
export function VerificationView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const cached = queryClient.getQueryData<TKycOverview>(kycKeys.overview);
  const isWaiting = !!cached?.documents.some((d) => d.status === 'PENDING');
  const overview = useQuery({ ...kycOverviewQuery, refetchInterval: isWaiting ? KYC_PENDING_POLL_MS : false });
  const data = overview.data;
  const lastStatus = useRef<string | null>(null);

  // The header and profile read kycStatus from the user details: keep them in step.
  useEffect(() => {
    if (!data) return;
    if (lastStatus.current !== null && lastStatus.current !== data.kycStatus) void refreshUser();
    lastStatus.current = data.kycStatus;
  }, [data, refreshUser]);

  useEffect(() => {
    const onStatus = () => void queryClient.invalidateQueries({ queryKey: kycKeys.all });
    window.addEventListener(KYC_STATUS_WINDOW_EVENT, onStatus);
    return () => window.removeEventListener(KYC_STATUS_WINDOW_EVENT, onStatus);
  }, [queryClient]);

  const onOverview = useCallback((o: TKycOverview) => queryClient.setQueryData(kycKeys.overview, o), [queryClient]);

  if (overview.isPending) {
    return (
      <div className="card p-6 text-muted" role="status" data-testid="kyc-loading">
        <span className="spinner me-2 align-middle" aria-hidden="true" />
        {t('kyc.loading')}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="card flex flex-col items-start gap-3 p-6" data-testid="kyc-error">
        <p role="alert">{t(errorMessageKey(overview.error))}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void overview.refetch()}>
          {t('button.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6" data-testid="kyc-page">
      <StatusCard overview={data} onOverview={onOverview} />
      <UploadCard overview={data} onOverview={onOverview} />
      <DocumentsCard documents={data.documents} />
    </div>
  );
}

function StatusCard({ overview, onOverview }: { overview: TKycOverview; onOverview: (o: TKycOverview) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);
  const { user } = useAuth();
  const status = overview.kycStatus;
  const onRefresh = async () => {
    setIsRefreshing(true);
    setResult(null);
    try {
      const r = await refreshKyc();
      onOverview(r);
      setResult(r.isUpdated ? { kind: 'success', text: t('kyc.refresh.updated') } : { kind: 'info', text: t('kyc.refresh.unchanged') });
    } catch (e) {
      setResult({ kind: 'error', text: t(errorMessageKey(e)) });
    } finally {
      setIsRefreshing(false);
    }
  };
  const stateOf = (type: TKycDocumentType): TKycDocumentStatus | null => overview.documents.find((d) => d.type === type)?.status ?? null;
  return (
    <section className="card p-5 md:p-6" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold">
            {t('kyc.status.title')}
          </h2>
          <p className="mt-1 text-sm text-muted" data-testid="kyc-status-text">
            {t(`kyc.status.text.${status}`)}
          </p>
        </div>
        <Badge status={status} label={t(`kyc.status.${status}`)} testId="kyc-status" />
      </div>

      {overview.canRefresh ? (
        <p className="alert alert-info mt-4" data-testid="kyc-refresh-needed">
          {t('kyc.refresh.mismatch')}
        </p>
      ) : null}

      <h3 className="mt-5 text-sm font-semibold">{t('kyc.required.title')}</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="kyc-required">
        {overview.requiredTypes.map((type) => {
          const state = stateOf(type);
          return (
            <li
              key={type}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-bg-2 px-3 py-2.5 text-sm"
              data-testid={`kyc-required-${type}`}
            >
              <span className="font-semibold">{t(`kyc.type.${type}`)}</span>
              {state ? (
                <Badge status={state} label={t(`kyc.document.status.${state}`)} testId="kyc-required-status" />
              ) : (
                <span className="badge bg-surface-2 text-muted" data-testid="kyc-required-status" data-status="MISSING">
                  {t('kyc.required.missing')}
                </span>
              )}
            </li>
          );
        })}
      </ul>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void onRefresh()}
          disabled={isRefreshing}
          aria-busy={isRefreshing || undefined}
          data-testid="kyc-refresh"
        >
          <IconRefresh size={18} className={isRefreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
          {t('kyc.refresh')}
        </button>
        {/* Only once there is an address to lock: an approved player without one still fills it in, once. */}
        {status === 'APPROVED' && user?.lockedFields.includes('address') ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <IconLock size={14} /> {t('kyc.address.locked')}
          </p>
        ) : null}
      </div>
      <div className="mt-3" aria-live="polite">
        {result ? (
          <FormAlert kind={result.kind} testId="kyc-refresh-result">
            {result.text}
          </FormAlert>
        ) : null}
      </div>
    </section>
  );
}

function UploadCard({ overview, onOverview }: { overview: TKycOverview; onOverview: (o: TKycOverview) => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [type, setType] = useState<TKycDocumentType>(() => overview.missingTypes[0] ?? 'IDENTITY');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const upload = useRef<TUploadHandle | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  if (!overview.canUpload) {
    return (
      <section className="card p-5 md:p-6" aria-labelledby={titleId} data-testid="kyc-deposit-required">
        <h2 id={titleId} className="text-lg font-bold">
          {t('kyc.upload.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('error.kyc.deposit.required')}</p>
        <AppLink pageKey="deposit" className="btn btn-primary mt-4">
          {t('kyc.upload.deposit')}
        </AppLink>
      </section>
    );
  }

  const isUploading = progress !== null;
  const onFile = (f: File | null) => {
    setResult(null);
    setFile(f);
    setFileError(f ? checkFileBeforeUpload(f) : null);
  };
  const clearFile = () => {
    onFile(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setFileError('form.validation.invalid.required');
      fileInput.current?.focus();
      return;
    }
    if (fileError || isUploading) return;
    setResult(null);
    setProgress(0);
    const handle = uploadKycDocument(type, file, { language: i18n.language, onProgress: (f) => setProgress(Math.round(f * 100)) });
    upload.current = handle;
    try {
      const r = await handle.promise;
      onOverview(r.overview);
      setResult({ kind: 'success', text: t('kyc.upload.success', { name: r.document.fileName }) });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      if (isApiError(err) && err.errorCode === 'ABORTED') setResult(null);
      else setResult({ kind: 'error', text: t(isApiError(err) ? err.message : 'msg.failed.upload') });
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };
  const describedBy = [`${fileId}-hint`, fileError ? `${fileId}-error` : null].filter(Boolean).join(' ');

  return (
    <section className="card p-5 md:p-6" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        {t('kyc.upload.title')}
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-5" data-testid="kyc-upload-form">
        <fieldset disabled={isUploading}>
          <legend className="field-label">{t('kyc.upload.type')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {KYC_DOCUMENT_TYPES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-xl border border-line-strong bg-bg-2 p-3 transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-surface-2"
                data-testid={`kyc-type-${value}`}
              >
                <input
                  type="radio"
                  name="kyc-document-type"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                  className="mt-0.5 size-5 shrink-0 accent-[var(--c-primary)]"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{t(`kyc.type.${value}`)}</span>
                  <span className="mt-0.5 block text-sm text-muted">{t(`kyc.type.hint.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={fileId} className="field-label">
            {t('kyc.upload.file')}
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            disabled={isUploading}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy}
            className="field-control cursor-pointer text-sm file:me-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-1.5 file:font-semibold file:text-fg"
            data-testid="kyc-file"
          />
          <p id={`${fileId}-hint`} className="field-hint">
            {t('kyc.upload.hint')}
          </p>
          {fileError ? (
            <p id={`${fileId}-error`} className="field-error" role="alert" data-testid="kyc-file-error">
              {t(fileError)}
            </p>
          ) : null}
        </div>

        {file ? (
          <div
            className="flex items-center gap-3 rounded-xl border border-dashed border-line-strong py-2 ps-3 pe-1"
            data-testid="kyc-new-file"
          >
            <IconFile size={20} className="shrink-0 text-muted" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold" dir="auto">
                {file.name}
              </span>
              <span className="block truncate text-xs text-muted">
                {t(`kyc.type.${type}`)} · {formatSize(file.size, i18n.language)}
              </span>
            </span>
            <Badge status="NEW" label={t('kyc.document.status.NEW')} testId="kyc-new-file-status" />
            {!isUploading ? (
              <button
                type="button"
                className="icon-btn shrink-0"
                onClick={clearFile}
                aria-label={t('kyc.upload.remove.file', { name: file.name })}
                title={t('kyc.upload.remove')}
                data-testid="kyc-file-remove"
              >
                <IconClose size={18} />
              </button>
            ) : (
              <span className="w-2" aria-hidden="true" />
            )}
          </div>
        ) : null}

        {isUploading ? (
          <div data-testid="kyc-progress">
            <div className="mb-1 flex justify-between text-sm">
              <span id={`${fileId}-progress`}>{t('kyc.upload.progress')}</span>
              <span className="tabular-nums" aria-hidden="true">
                {progress}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`${fileId}-progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2.5 overflow-hidden rounded-full bg-surface-2"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
            </div>
          </div>
        ) : null}

        <div aria-live="polite">
          {result ? (
            <FormAlert kind={result.kind} testId={result.kind === 'success' ? 'kyc-upload-success' : 'kyc-upload-error'}>
              {result.text}
            </FormAlert>
          ) : null}
        </div>

        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isUploading || !!fileError}
            aria-busy={isUploading || undefined}
            data-testid="kyc-upload-submit"
          >
            {isUploading ? <span className="spinner" aria-hidden="true" /> : <IconUpload size={18} />}
            {t('kyc.upload.submit')}
          </button>
          {isUploading ? (
            <button type="button" className="btn btn-ghost" onClick={() => upload.current?.abort()} data-testid="kyc-upload-cancel">
              {t('kyc.upload.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function DocumentsCard({ documents }: { documents: TKycDocument[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <section className="card p-5 md:p-6" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold">
        {t('kyc.documents.title')}
      </h2>
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-muted" data-testid="kyc-documents-empty">
          {t('kyc.documents.empty')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line" data-testid="kyc-documents">
          {documents.map((d) => (
            <li
              key={d.documentId}
              className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
              data-testid="kyc-document"
              data-status={d.status}
              data-type={d.type}
              data-document-id={d.documentId}
              data-replaced={d.isReplaced || undefined}
            >
              <IconFile size={22} className="mt-0.5 shrink-0 text-muted" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold">{t(`kyc.type.${d.type}`)}</p>
                <p className="truncate text-sm text-muted" dir="auto" title={d.fileName}>
                  {d.fileName}
                </p>
                <p className="text-xs text-muted">
                  {t('kyc.document.uploaded', { date: formatDate(d.createdAt, i18n.language, true) })} · {formatSize(d.size, i18n.language)}
                </p>
                {d.reason && (d.status === 'REJECTED' || d.status === 'REQUESTED') ? (
                  <p className={`mt-1 text-sm ${d.isReplaced ? 'text-muted' : 'text-danger'}`} data-testid="kyc-document-reason">
                    {t('kyc.document.reason', { reason: d.reason })}
                  </p>
                ) : null}
                {d.isReplaced ? (
                  <p className="mt-1 text-xs text-muted" data-testid="kyc-document-replaced">
                    {t('kyc.document.replaced')}
                  </p>
                ) : null}
              </div>
              {/* Phones: under the text (indented past the icon); wider screens: on the right. */}
              <div className="flex w-full items-center justify-between gap-2 ps-[2.375rem] sm:w-auto sm:justify-start sm:ps-0">
                <Badge status={d.status} label={t(`kyc.document.status.${d.status}`)} testId="kyc-document-status" isMuted={d.isReplaced} />
                <a
                  href={documentFileUrl(d.documentId)}
                  download
                  className="icon-btn"
                  aria-label={t('kyc.document.download', { name: d.fileName })}
                  title={t('kyc.document.download', { name: d.fileName })}
                  data-testid="kyc-document-download"
                >
                  <IconDownload size={18} />
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type TIconProps = { size?: number; className?: string | undefined };
const svg = (size: number, className: string | undefined, d: string) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <path d={d} />
  </svg>
);
const IconFile = ({ size = 20, className }: TIconProps) =>
  svg(size, className, 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4');
const IconUpload = ({ size = 20, className }: TIconProps) => svg(size, className, 'M12 16V4M7 9l5-5 5 5M5 20h14');
const IconRefresh = ({ size = 20, className }: TIconProps) =>
  svg(size, className, 'M20 11a8 8 0 0 0-14.9-3.9L4 9M4 4v5h5M4 13a8 8 0 0 0 14.9 3.9L20 15M20 20v-5h-5');
