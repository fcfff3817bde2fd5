import { and, eq, isNull } from 'drizzle-orm';
import { emailTokens, type DbOrTx } from '@croupier/db';
import { newId, randomToken, sha256Hex } from '../../platform/ids';

export type TEmailTokenKind = 'verify' | 'reset';
export const EMAIL_TOKEN_BYTES = 32;

/**
 * Issues a single-use email token (random 32 bytes, base64url; stored as its
 * SHA-256). Earlier unused tokens of the same kind for the player stop working.
 */
export async function issueEmailToken(
  db: DbOrTx,
  input: { userId: string; kind: TEmailTokenKind; email: string; ttlS: number; now: Date },
): Promise<string> {
  await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(and(eq(emailTokens.userId, input.userId), eq(emailTokens.kind, input.kind), isNull(emailTokens.usedAt)));
  const token = randomToken(EMAIL_TOKEN_BYTES);
  await db.insert(emailTokens).values({
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    email: input.email,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(input.now.getTime() + input.ttlS * 1000),
    createdAt: input.now,
  });
  return token;
}

export type TTokenRow = typeof emailTokens.$inferSelect;

/** The token's row, used or not (null for an unknown token). */
export async function findEmailToken(db: DbOrTx, input: { token: string; kind: TEmailTokenKind }): Promise<TTokenRow | null> {
  if (!input.token || input.token.length > 200) return null;
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256Hex(input.token)), eq(emailTokens.kind, input.kind)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Redeems a token once. TOKEN_INVALID for unknown or already used tokens,
 * TOKEN_EXPIRED after the lifetime. The conditional update makes two
 * concurrent redemptions of one token succeed at most once.
 */
export async function redeemEmailToken(
  db: DbOrTx,
  input: { token: string; kind: TEmailTokenKind; now: Date },
): Promise<{ ok: true; row: TTokenRow } | { ok: false; code: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' }> {
  const row = await findEmailToken(db, input);
  if (!row || row.usedAt) return { ok: false, code: 'TOKEN_INVALID' };
  if (row.expiresAt.getTime() <= input.now.getTime()) return { ok: false, code: 'TOKEN_EXPIRED' };
  const used = await db
    .update(emailTokens)
    .set({ usedAt: input.now })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (used.length !== 1) return { ok: false, code: 'TOKEN_INVALID' };
  return { ok: true, row };
}
