import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TKycDocument, TKycDocumentType, TKycMime } from '@croupier/contracts';
import { kycDocuments, type DbOrTx } from '@croupier/db';

export type TKycDocumentRow = typeof kycDocuments.$inferSelect;

/** A player's documents, newest first. */
export async function listPlayerDocuments(db: DbOrTx, userId: string): Promise<TKycDocumentRow[]> {
  return db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId)).orderBy(desc(kycDocuments.seq));
}

export async function countPlayerDocuments(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kycDocuments).where(eq(kycDocuments.userId, userId));
  return Number(row?.n ?? 0);
}

/** One document; with `userId` only when it belongs to that player (others' documents do not exist for them). */
export async function findDocument(
  db: DbOrTx,
  documentId: string,
  opts: { userId?: string; forUpdate?: boolean } = {},
): Promise<TKycDocumentRow | null> {
  const q = db
    .select()
    .from(kycDocuments)
    .where(opts.userId ? and(eq(kycDocuments.id, documentId), eq(kycDocuments.userId, opts.userId)) : eq(kycDocuments.id, documentId))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** True while a proof of address is waiting for review or approved: the address it proves stays put. */
export async function hasAddressDocument(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.userId, userId),
        eq(kycDocuments.type, 'PROOF_OF_ADDRESS'),
        inArray(kycDocuments.status, ['PENDING', 'APPROVED']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** `all`: the player's other documents, to tell whether a newer upload of the same type answers this one. */
export function toPlayerDocument(row: TKycDocumentRow, all: readonly TKycDocumentRow[] = []): TKycDocument {
  return {
    documentId: row.id,
    type: row.type as TKycDocumentType,
    status: row.status as TKycDocument['status'],
    fileName: row.fileName,
    mimeType: row.mimeType as TKycMime,
    size: row.size,
    reason: row.reason,
    isReplaced: (row.status === 'REJECTED' || row.status === 'REQUESTED') && all.some((o) => o.type === row.type && o.seq > row.seq),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}
