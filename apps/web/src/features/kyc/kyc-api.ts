import { queryOptions } from '@/lib/query';
import { ApiError, api } from '@/lib/api';
import { clearAccessToken, getAccessToken } from '@/lib/token';
import { KYC_ACCEPTED_TYPES, KYC_MAX_FILE_BYTES, type TKycDocumentType } from '@croupier/contracts/constants';
import { returnPathOf, signInUrl } from '@croupier/contracts/sign-in-return';
import type { TKycDocument, TKycOverview } from '@croupier/contracts';

/** Calls of the verification page (packages/contracts/src/schemas/kyc.ts lists the routes). */

export const kycKeys = { all: ['kyc'] as const, overview: ['kyc', 'overview'] as const };

export const kycOverviewQuery = queryOptions({
  queryKey: kycKeys.overview,
  queryFn: ({ signal }) => api.get<TKycOverview>('/api/user/kyc', { signal }),
  staleTime: 0,
});

export const refreshKyc = () => api.post<TKycOverview & { isUpdated: boolean }>('/api/user/kyc/refresh');

/** Owner-only download (the accessToken cookie authenticates the plain link). */
export const documentFileUrl = (documentId: string) => `/api/user/kyc/documents/${encodeURIComponent(documentId)}/file`;

const ACCEPTED_EXTENSIONS: readonly string[] = KYC_ACCEPTED_TYPES.flatMap((t) => [...t.extensions]);
const ACCEPTED_MIMES: readonly string[] = KYC_ACCEPTED_TYPES.map((t) => t.mime);
/** The file picker's filter; the server decides by content anyway. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIMES].join(',');

/**
 * §5 checks before sending (the server repeats them on the bytes): jpg, pdf or png by name or type, at
 * most 25 MB, not empty. Returns the message key of the first problem, or null.
 */
export function checkFileBeforeUpload(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const isAccepted = ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext)) || ACCEPTED_MIMES.includes(file.type);
  if (!isAccepted) return 'form.validation.upload.type';
  if (file.size > KYC_MAX_FILE_BYTES) return 'form.validation.upload.size';
  if (file.size === 0) return 'error.kyc.file.empty';
  return null;
}

export interface TUploadHandle {
  promise: Promise<{ document: TKycDocument; overview: TKycOverview }>;
  abort: () => void;
}

/**
 * POST /api/user/kyc/documents as multipart/form-data through XMLHttpRequest (fetch cannot report
 * upload progress). Refusals reject with an ApiError like the api client; anything else is
 * 'Failed to upload'. No time limit: a 25 MB file on a slow phone connection takes a while (Cancel aborts).
 */
export function uploadKycDocument(
  type: TKycDocumentType,
  file: File,
  opts: { language: string; onProgress: (fraction: number) => void },
): TUploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<{ document: TKycDocument; overview: TKycOverview }>((resolve, reject) => {
    const failed = () => reject(new ApiError(0, { errorCode: 'KYC_UPLOAD_FAILED', message: 'msg.failed.upload' }));
    xhr.open('POST', '/api/user/kyc/documents');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', opts.language);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress(e.loaded / e.total);
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () => reject(new ApiError(0, { errorCode: 'ABORTED', message: 'msg.failed.upload' }));
    xhr.onload = () => {
      let body: { data?: { document: TKycDocument; overview: TKycOverview } } & Partial<{ errorCode: string; message: string }> = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        body = {};
      }
      if (xhr.status === 200 && body.data) return resolve(body.data);
      if (xhr.status === 403) {
        clearAccessToken();
        window.location.assign(signInUrl(returnPathOf(window.location)));
      }
      if (!body.errorCode || xhr.status >= 500) return failed();
      reject(new ApiError(xhr.status, body));
    };
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
