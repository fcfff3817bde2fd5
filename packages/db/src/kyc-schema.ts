import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * KYC documents (issue #8, docs/kyc.md). The bytes live on disk under the KYC directory as
 * `<userId>/<id>` (generated names only); this row is the only way to reach them. `status` is one of
 * PENDING, APPROVED, REJECTED, REQUESTED (NEW exists only in the browser, before the upload).
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey(),
    /** Upload order (timestamps can tie): "newer document of the same type" compares this. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** IDENTITY, PROOF_OF_ADDRESS, PAYMENT_METHOD, SOURCE_OF_FUNDS */
    type: text('type').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** Detected from the content: image/jpeg, image/png or application/pdf. */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The player's file name, sanitised, for display only (never part of a path). */
    fileName: text('file_name').notNull(),
    /** File name inside the player's folder of the KYC directory (generated). */
    storageName: text('storage_name').notNull(),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('kyc_documents_user_idx').on(t.userId, t.createdAt),
    index('kyc_documents_status_idx').on(t.status, t.createdAt),
    check('kyc_documents_type_ck', sql`${t.type} IN ('IDENTITY', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS')`),
    check('kyc_documents_status_ck', sql`${t.status} IN ('PENDING', 'APPROVED', 'REJECTED', 'REQUESTED')`),
    check('kyc_documents_mime_ck', sql`${t.mimeType} IN ('image/jpeg', 'image/png', 'application/pdf')`),
    check('kyc_documents_size_ck', sql`${t.size} > 0`),
  ],
);
