import { eq, sql } from 'drizzle-orm';
import { fail, ok, type TKycDocumentType, type TKycStatus, type TResult } from '@croupier/contracts';
import { kycDocuments, type Db } from '@croupier/db';
import { enqueueEvent } from '../wallet/outbox';
import { findDocument } from './queries';
import { lockPlayer, syncKycStatus } from './sync-kyc-status';

export const KYC_DECISIONS = { approve: 'APPROVED', reject: 'REJECTED', 'request-info': 'REQUESTED' } as const;
export type TKycDecision = keyof typeof KYC_DECISIONS;

/** Socket event sent to the player when an operator decides one of their documents (window `kyc:status`). */
export const KYC_STATUS_EVENT = 'kycStatus';

/**
 * An operator's decision on a document (operator tool: kyc approve | reject | request-info). A reason is
 * required to reject or ask for more (the player sees it). The document, the player's kycStatus, the
 * audit row and the player's notification commit together.
 */
export async function reviewKycDocument(
  db: Db,
  input: { documentId: string; decision: TKycDecision; reason: string | undefined; actor: string; now: Date },
): Promise<
  TResult<
    { documentId: string; type: TKycDocumentType; userId: string; status: string; kycStatus: TKycStatus; previousKycStatus: string },
    'NOT_FOUND' | 'VALIDATION_ERROR' | 'NOTHING_CHANGED'
  >
> {
  const status = KYC_DECISIONS[input.decision];
  const reason = input.reason?.trim() || null;
  if (status !== 'APPROVED' && !reason) return fail('VALIDATION_ERROR', { fields: { reason: 'required' } });
  if (reason && reason.length > 1000) return fail('VALIDATION_ERROR', { fields: { reason: 'max 1000 characters' } });
  return db.transaction(async (tx) => {
    // Lock order everywhere: the player, then the document.
    const found = await findDocument(tx, input.documentId);
    if (!found || !(await lockPlayer(tx, found.userId))) return fail('NOT_FOUND');
    const doc = (await findDocument(tx, input.documentId, { forUpdate: true }))!;
    if (doc.status === status) return fail('NOTHING_CHANGED');
    await tx
      .update(kycDocuments)
      .set({ status, reason, reviewedBy: input.actor, reviewedAt: input.now, updatedAt: input.now })
      .where(eq(kycDocuments.id, doc.id));
    const { before, after } = await syncKycStatus(tx, doc.userId, input.now);
    await tx.execute(
      sql`INSERT INTO audit_log (actor, action, subject, reason, details) VALUES (${input.actor}, ${`kyc.${input.decision}`}, ${doc.id}, ${reason}, ${JSON.stringify({ userId: doc.userId, type: doc.type, from: doc.status, to: status, kycStatus: { from: before, to: after } })}::jsonb)`,
    );
    await enqueueEvent(tx, {
      userId: doc.userId,
      event: KYC_STATUS_EVENT,
      payload: { documentId: doc.id, type: doc.type, status, kycStatus: after },
      now: input.now,
    });
    return ok({
      documentId: doc.id,
      type: doc.type as TKycDocumentType,
      userId: doc.userId,
      status,
      kycStatus: after,
      previousKycStatus: before,
    });
  });
}
