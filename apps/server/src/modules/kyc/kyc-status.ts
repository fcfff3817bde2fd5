import { KYC_REQUIRED_DOCUMENT_TYPES, type TKycDocumentType, type TKycStatus } from '@croupier/contracts';

export interface TDocumentState {
  type: string;
  status: string;
  /** Upload order. */
  seq: number;
}

/**
 * The kycStatus the documents give (docs/kyc.md "Statuses"). A rejected document, or one an operator
 * asked more about, stays open until the player uploads a newer document of the same type. Then:
 * nothing uploaded → NOT_STARTED; an open rejection → REJECTED; an open request → REQUESTED; a document
 * waiting for review → PENDING; everything approved → APPROVED when every required type
 * (identity, proof of address) has an approved document, otherwise REQUESTED (the player must upload it).
 */
export function deriveKycStatus(docs: readonly TDocumentState[]): { status: TKycStatus; missingTypes: TKycDocumentType[] } {
  const missingTypes = KYC_REQUIRED_DOCUMENT_TYPES.filter(
    (t) => !docs.some((d) => d.type === t && (d.status === 'PENDING' || d.status === 'APPROVED')),
  );
  if (docs.length === 0) return { status: 'NOT_STARTED', missingTypes };
  const isOpen = (d: TDocumentState) => !docs.some((o) => o.type === d.type && o.seq > d.seq);
  const open = docs.filter((d) => d.status === 'APPROVED' || d.status === 'PENDING' || isOpen(d));
  let status: TKycStatus;
  if (open.some((d) => d.status === 'REJECTED')) status = 'REJECTED';
  else if (open.some((d) => d.status === 'REQUESTED')) status = 'REQUESTED';
  else if (open.some((d) => d.status === 'PENDING')) status = 'PENDING';
  else {
    const approved = KYC_REQUIRED_DOCUMENT_TYPES.every((t) => docs.some((d) => d.type === t && d.status === 'APPROVED'));
    status = approved ? 'APPROVED' : 'REQUESTED';
  }
  return { status, missingTypes };
}

/** Documents all approved but the profile says otherwise (spec §4): the refresh action may fix it. */
export const canRefreshKyc = (profileStatus: string, documentsStatus: TKycStatus): boolean =>
  documentsStatus === 'APPROVED' && profileStatus !== 'APPROVED';
