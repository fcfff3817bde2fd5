import { KYC_REQUIRED_DOCUMENT_TYPES, KYC_STATUSES, type TKycOverview, type TKycStatus } from '@croupier/contracts';
import type { DbOrTx } from '@croupier/db';
import { findUserById } from '../auth/queries';
import { getPaymentStats } from '../cashier/queries';
import { getSiteSettings } from '../content/get-site-settings';
import { canRefreshKyc, deriveKycStatus } from './kyc-status';
import { listPlayerDocuments, toPlayerDocument } from './queries';

const asKycStatus = (s: string): TKycStatus => ((KYC_STATUSES as readonly string[]).includes(s) ? (s as TKycStatus) : 'NOT_STARTED');

/**
 * `allowKYCBeforeDeposit` (spec §3 app setting): when off, a player starts KYC only after a first
 * successful deposit (docs/kyc.md). Documents already uploaded stay and are reviewed either way.
 */
export async function canUploadKyc(db: DbOrTx, userId: string, host: string): Promise<boolean> {
  const { settings } = await getSiteSettings(db, host);
  if (settings.allowKYCBeforeDeposit) return true;
  const { depositCount } = await getPaymentStats(db, userId, '');
  return depositCount > 0;
}

/** GET /api/user/kyc: documents, the status they give and the profile's kycStatus. Null for an unknown player. */
export async function getKycOverview(db: DbOrTx, userId: string, host: string): Promise<TKycOverview | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const rows = await listPlayerDocuments(db, userId);
  const { status, missingTypes } = deriveKycStatus(rows);
  return {
    kycStatus: asKycStatus(user.kycStatus),
    documentsStatus: status,
    canRefresh: canRefreshKyc(user.kycStatus, status),
    canUpload: await canUploadKyc(db, userId, host),
    requiredTypes: [...KYC_REQUIRED_DOCUMENT_TYPES],
    missingTypes,
    documents: rows.map((row) => toPlayerDocument(row, rows)),
  };
}
