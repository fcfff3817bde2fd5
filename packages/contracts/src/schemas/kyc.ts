/**
 * KYC (issue #8, spec §3, §4, §5, §8): the player's documents, their statuses and the player's kycStatus.
 * Details (storage, detection by content, statuses, operator commands): docs/kyc.md.
 *
 * Routes (all answer `{ data: … }`; refusals `{ errorCode, message }`):
 *
 * | method and path                                    | auth | request                                    | response data |
 * |----------------------------------------------------|------|--------------------------------------------|---------------|
 * | GET  /api/user/kyc                                 | ✓    | –                                          | ZKycOverview |
 * | POST /api/user/kyc/documents                       | ✓    | multipart/form-data: `type` (ZKycDocumentType), `file` | { document: ZKycDocument, overview: ZKycOverview } |
 * | GET  /api/user/kyc/documents/:documentId/file      | ✓ (owner only) | –                                | the file (attachment, nosniff) |
 * | POST /api/user/kyc/refresh                         | ✓    | –                                          | ZKycOverview (+ `isUpdated`) |
 */
import { z } from 'zod';
import { KYC_DOCUMENT_STATUSES, KYC_DOCUMENT_TYPES, KYC_STATUSES, KYC_ACCEPTED_TYPES } from '../constants';
import { MSG } from '../messages';

export const ZKycDocumentType = z.enum(KYC_DOCUMENT_TYPES, { error: MSG.required });
export const ZKycDocumentStatus = z.enum(KYC_DOCUMENT_STATUSES);
export const ZKycStatus = z.enum(KYC_STATUSES);
export const ZKycMime = z.enum(KYC_ACCEPTED_TYPES.map((t) => t.mime) as [TMime, ...TMime[]]);
type TMime = (typeof KYC_ACCEPTED_TYPES)[number]['mime'];

/** One stored document as the owner sees it (never the storage path). */
export const ZKycDocument = z.object({
  documentId: z.string().uuid(),
  type: ZKycDocumentType,
  /** Stored documents are PENDING, APPROVED, REJECTED or REQUESTED (NEW is the browser's state before upload). */
  status: ZKycDocumentStatus,
  /** The name the player's file had (display only: sanitised, never used for storage). */
  fileName: z.string(),
  /** Detected from the content, not from the name or the declared type. */
  mimeType: ZKycMime,
  size: z.number().int(),
  /** The operator's reason for REJECTED / REQUESTED (or a note with an approval). */
  reason: z.string().nullable(),
  /** A rejected document, or one an operator asked more about, that a newer upload of the same type answers. */
  isReplaced: z.boolean(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TKycDocument = z.infer<typeof ZKycDocument>;

/** GET /api/user/kyc: the profile's kycStatus beside the status the documents give. */
export const ZKycOverview = z.object({
  /** The player's kycStatus (what the profile and the address lock use). */
  kycStatus: ZKycStatus,
  /** The status the documents give (docs/kyc.md "Statuses"). */
  documentsStatus: ZKycStatus,
  /** Documents all approved but the profile status differs (spec §4): the refresh action reconciles it. */
  canRefresh: z.boolean(),
  /** False when `allowKYCBeforeDeposit` is off and the player has not deposited yet. */
  canUpload: z.boolean(),
  /** Types that must be approved for kycStatus APPROVED, and the ones of them still missing an approved or pending document. */
  requiredTypes: z.array(ZKycDocumentType),
  missingTypes: z.array(ZKycDocumentType),
  /** Newest first. */
  documents: z.array(ZKycDocument),
});
export type TKycOverview = z.infer<typeof ZKycOverview>;

export const ZKycOverviewResponse = z.object({ data: ZKycOverview });
export type TKycOverviewResponse = z.infer<typeof ZKycOverviewResponse>;

/** The text fields of the multipart upload (the file part is `file`). */
export const ZKycUploadFields = z.object({ type: ZKycDocumentType });
export type TKycUploadFields = z.infer<typeof ZKycUploadFields>;

export const ZKycUploadResponse = z.object({ data: z.object({ document: ZKycDocument, overview: ZKycOverview }) });
export type TKycUploadResponse = z.infer<typeof ZKycUploadResponse>;

export const ZKycRefreshResponse = z.object({ data: ZKycOverview.extend({ isUpdated: z.boolean() }) });
export type TKycRefreshResponse = z.infer<typeof ZKycRefreshResponse>;

export const ZKycDocumentParams = z.object({ documentId: z.string().uuid() });

/** Socket event `kycStatus` (window `kyc:status`): an operator decided a document. */
export const ZKycStatusEvent = z.object({
  documentId: z.string(),
  type: ZKycDocumentType,
  status: ZKycDocumentStatus,
  kycStatus: ZKycStatus,
});
export type TKycStatusEvent = z.infer<typeof ZKycStatusEvent>;
