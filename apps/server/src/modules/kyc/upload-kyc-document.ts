import { createHash } from 'node:crypto';
import {
  KYC_MAX_DOCUMENTS_PER_PLAYER,
  KYC_MAX_FILE_BYTES,
  fail,
  ok,
  type TKycDocument,
  type TKycDocumentType,
  type TResult,
} from '@croupier/contracts';
import { kycDocuments, type Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { detectKycFile } from './detect-file-type';
import { displayFileName } from './file-name';
import { canUploadKyc } from './get-kyc-overview';
import { countPlayerDocuments, toPlayerDocument } from './queries';
import type { KycStorage } from './storage';
import { lockPlayer, syncKycStatus } from './sync-kyc-status';

export type TUploadCode =
  | 'KYC_FILE_TYPE'
  | 'KYC_FILE_EMPTY'
  | 'KYC_FILE_TOO_LARGE'
  | 'KYC_UPLOAD_FAILED'
  | 'KYC_DEPOSIT_REQUIRED'
  | 'KYC_TOO_MANY_DOCUMENTS'
  | 'SESSION_INVALID';

export interface TUploadDeps {
  db: Db;
  clock: Clock;
  storage: KycStorage;
  log?: (message: string, extra: Record<string, unknown>) => void;
}

/** Checks done before the body is read: the `allowKYCBeforeDeposit` gate and the per-player cap. */
export async function checkCanUpload(db: Db, userId: string, host: string): Promise<TResult<null, TUploadCode>> {
  if (!(await canUploadKyc(db, userId, host))) return fail('KYC_DEPOSIT_REQUIRED');
  if ((await countPlayerDocuments(db, userId)) >= KYC_MAX_DOCUMENTS_PER_PLAYER) return fail('KYC_TOO_MANY_DOCUMENTS');
  return ok(null);
}

/**
 * POST /api/user/kyc/documents: stores one document for review (docs/kyc.md). The type comes from
 * the bytes (JPEG, PNG, PDF), the file goes under a generated name, and the player's kycStatus follows
 * the documents (PENDING while one waits for review).
 */
export async function uploadKycDocument(
  deps: TUploadDeps,
  input: { userId: string; type: TKycDocumentType; fileName: string | undefined; bytes: Buffer; host: string },
): Promise<TResult<{ document: TKycDocument }, TUploadCode>> {
  const { db, clock, storage } = deps;
  if (input.bytes.length > KYC_MAX_FILE_BYTES) return fail('KYC_FILE_TOO_LARGE');
  const detected = detectKycFile(input.bytes);
  if (!detected.ok) {
    deps.log?.('KYC upload refused', { userId: input.userId, reason: detected.reason });
    return fail(detected.code);
  }
  const allowed = await checkCanUpload(db, input.userId, input.host);
  if (!allowed.ok) return allowed;

  let storageName: string;
  try {
    storageName = await storage.save(input.userId, input.bytes);
  } catch (err) {
    deps.log?.('KYC storage failed', { userId: input.userId, err: err instanceof Error ? err.message : String(err) });
    return fail('KYC_UPLOAD_FAILED');
  }
  const now = clock.now();
  const row = {
    id: newId(),
    userId: input.userId,
    type: input.type,
    status: 'PENDING',
    mimeType: detected.mime,
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    fileName: displayFileName(input.fileName),
    storageName,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const result = await db.transaction(async (tx) => {
      if (!(await lockPlayer(tx, input.userId))) return fail('SESSION_INVALID');
      // The cap again, under the player's lock (two uploads at once).
      if ((await countPlayerDocuments(tx, input.userId)) >= KYC_MAX_DOCUMENTS_PER_PLAYER) return fail('KYC_TOO_MANY_DOCUMENTS');
      const [inserted] = await tx.insert(kycDocuments).values(row).returning();
      await syncKycStatus(tx, input.userId, now);
      return ok({ document: toPlayerDocument(inserted!) });
    });
    if (!result.ok) await storage.remove(input.userId, storageName);
    return result;
  } catch (err) {
    await storage.remove(input.userId, storageName);
    throw err;
  }
}
