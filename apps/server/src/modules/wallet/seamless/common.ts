import { and, eq } from 'drizzle-orm';
import type { TWalletResponse, TWalletStatus } from '@croupier/contracts';
import { gameSessions, preparedQuery, users, walletTransactions, type Db, type DbOrTx } from '@croupier/db';
import { sha256Hex } from '../../../platform/ids';
import { getPlayerBalances } from '../ledger';

export interface GameSessionRow {
  id: string;
  userId: string;
  gameId: string;
  providerId: string;
  currency: string;
  mode: string;
  funBalance: bigint;
  expiresAt: Date;
  endedAt: Date | null;
  lockedAt: Date | null;
  permanent: boolean | null;
  until: Date | null;
}

/** Locked account, or self-excluded (permanently or until a later time). */
export function isPlayerBlocked(s: GameSessionRow, now: Date): boolean {
  // A guest (demo only) has no player row; a real-money session always has one.
  if (s.permanent === null) return s.mode !== 'demo';
  return s.lockedAt !== null || s.permanent || (s.until !== null && s.until > now);
}

/** The game session of a token for this provider, optionally locked (demo fun balance). */
export async function findGameSession(tx: DbOrTx, providerId: string, token: string, forUpdate = false): Promise<GameSessionRow | null> {
  const q = tx
    .select({
      id: gameSessions.id,
      userId: gameSessions.userId,
      gameId: gameSessions.gameId,
      providerId: gameSessions.providerId,
      currency: gameSessions.currency,
      mode: gameSessions.mode,
      funBalance: gameSessions.funBalance,
      expiresAt: gameSessions.expiresAt,
      endedAt: gameSessions.endedAt,
      lockedAt: users.lockedAt,
      permanent: users.isSelfExclusionPermanent,
      until: users.selfExclusionUntil,
    })
    .from(gameSessions)
    .leftJoin(users, eq(users.id, gameSessions.userId))
    .where(and(eq(gameSessions.tokenHash, sha256Hex(token)), eq(gameSessions.providerId, providerId)))
    .limit(1);
  const rows = forUpdate ? await q.for('update', { of: gameSessions }) : await q;
  const r = rows[0];
  if (!r) return null;
  return { ...r, funBalance: BigInt(r.funBalance) };
}

export function isSessionLive(s: GameSessionRow, now: Date): boolean {
  return !s.endedAt && s.expiresAt > now;
}


/** Fingerprint of the fields that must match for a repeat to count as the same request. */
export function fingerprintOf(fields: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(fields).sort().map((k) => [k, fields[k] ?? null]));
  return sha256Hex(canonical);
}

const j = JSON.stringify;
/** fingerprintOf({ roundId, gameId, currency, amount }) of a bet, written out in its sorted key order (the hot path). */
export function betFingerprint(r: { roundId: string; gameId: string; currency: string; amount: number }): string {
  const canonical = `[["amount",${j(r.amount)}],["currency",${j(r.currency)}],["gameId",${j(r.gameId)}],["roundId",${j(r.roundId)}]]`;
  return sha256Hex(canonical);
}
/** fingerprintOf({ roundId, gameId, currency, amount, referenceTransactionId }) of a win, written out likewise. */
export function winFingerprint(r: { roundId: string; gameId: string; currency: string; amount: number; referenceTransactionId?: string | undefined }): string {
  const canonical = `[["amount",${j(r.amount)}],["currency",${j(r.currency)}],["gameId",${j(r.gameId)}],["referenceTransactionId",${j(r.referenceTransactionId ?? null)}],["roundId",${j(r.roundId)}]]`;
  return sha256Hex(canonical);
}

export async function walletBalance(tx: DbOrTx, s: GameSessionRow): Promise<{ cash: bigint; bonus: bigint }> {
  if (s.mode === 'demo') return { cash: s.funBalance, bonus: 0n };
  const [b] = await getPlayerBalances(tx, s.userId, s.currency);
  return { cash: b?.cash ?? 0n, bonus: b?.bonus ?? 0n };
}

export function answer(status: TWalletStatus, s: { currency: string } | null, bal: { cash: bigint; bonus: bigint } | null, transactionId?: string): TWalletResponse {
  const out: TWalletResponse = { status };
  if (transactionId) out.transactionId = transactionId;
  if (s && bal) {
    out.currency = s.currency;
    out.balance = Number(bal.cash + bal.bonus);
    out.cash = Number(bal.cash);
    out.bonus = Number(bal.bonus);
  }
  return out;
}

/**
 * Claims a transactionId for this provider inside the transaction. A
 * concurrent claim of the same id waits for the first to commit or roll back.
 * Returns null when claimed now, or the row that already holds the id.
 */
export async function claimTransaction(
  tx: DbOrTx,
  row: typeof walletTransactions.$inferInsert,
): Promise<null | typeof walletTransactions.$inferSelect> {
  const inserted = await tx.insert(walletTransactions).values(row).onConflictDoNothing().returning({ id: walletTransactions.id });
  if (inserted[0]) return null;
  const existing = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.providerId, row.providerId), eq(walletTransactions.transactionId, row.transactionId)))
    .limit(1);
  return existing[0]!;
}

/** The answer for a repeated transactionId: the first answer if the fields match, else DUPLICATE_TRANSACTION. */
export function repeatAnswer(existing: typeof walletTransactions.$inferSelect, fingerprint: string, type: string): TWalletResponse {
  if (existing.type === type && existing.fingerprint === fingerprint && existing.response) return existing.response as unknown as TWalletResponse;
  return { status: 'DUPLICATE_TRANSACTION', transactionId: existing.transactionId };
}

/**
 * Runs one of the wallet's SQL functions (packages/db/functions/wallet.sql) as a prepared statement: one
 * round trip, its own transaction. `fn` is the function's name, `args` its arguments with SQL casts.
 */
export async function runWalletFunction(db: Db, fn: string, args: readonly [unknown, string][]): Promise<{ response: TWalletResponse; committed: boolean }> {
  const text = `SELECT ${fn}(${args.map(([, cast], i) => `$${i + 1}::${cast}`).join(', ')}) AS r`;
  const rows = await preparedQuery<{ r: TWalletResponse }>(db, fn, text, args.map(([v]) => v));
  const response = rows[0]!.r;
  return { response, committed: response.status === 'OK' };
}
