import { and, asc, eq, sql } from 'drizzle-orm';
import { currencies, deposits, paymentMethods, paymentProviderLimits, playerPaymentStats, withdrawals, type DbOrTx } from '@croupier/db';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type LimitsRow = typeof paymentProviderLimits.$inferSelect;

export async function findMethod(db: DbOrTx, id: string) {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row ?? null;
}

/** Every method, ordered by sortPriority (ascending), then id. */
export async function listMethods(db: DbOrTx) {
  return db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortPriority), asc(paymentMethods.id));
}

export async function findLimits(db: DbOrTx, providerId: string, currency: string): Promise<LimitsRow | null> {
  const [row] = await db
    .select()
    .from(paymentProviderLimits)
    .where(and(eq(paymentProviderLimits.providerId, providerId), eq(paymentProviderLimits.currency, currency)))
    .limit(1);
  return row ?? null;
}

export async function limitsByProvider(db: DbOrTx, currency: string): Promise<Map<string, LimitsRow>> {
  const rows = await db.select().from(paymentProviderLimits).where(eq(paymentProviderLimits.currency, currency));
  return new Map(rows.map((r) => [r.providerId, r]));
}

/** An active currency's exponent, or null when the currency is unknown or inactive. */
export async function activeCurrencyExponent(db: DbOrTx, code: string): Promise<number | null> {
  const [row] = await db.select({ exponent: currencies.exponent, isActive: currencies.isActive }).from(currencies).where(eq(currencies.code, code)).limit(1);
  return row?.isActive ? row.exponent : null;
}

/** depositCount over every currency and totalDeposit of one currency (minor units). */
export async function getPaymentStats(db: DbOrTx, userId: string, currency: string): Promise<{ depositCount: number; totalDeposit: bigint }> {
  const rows = await db
    .select({ currency: playerPaymentStats.currency, count: playerPaymentStats.depositCount, total: playerPaymentStats.totalDeposit })
    .from(playerPaymentStats)
    .where(eq(playerPaymentStats.userId, userId));
  return {
    depositCount: rows.reduce((n, r) => n + r.count, 0),
    totalDeposit: BigInt(rows.find((r) => r.currency === currency)?.total ?? 0),
  };
}

export async function findDeposit(db: DbOrTx, id: string, opts: { userId?: string; forUpdate?: boolean } = {}): Promise<DepositRow | null> {
  const q = db
    .select()
    .from(deposits)
    .where(opts.userId ? and(eq(deposits.id, id), eq(deposits.userId, opts.userId)) : eq(deposits.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findWithdrawal(db: DbOrTx, id: string, opts: { userId?: string; forUpdate?: boolean } = {}): Promise<WithdrawalRow | null> {
  const q = db
    .select()
    .from(withdrawals)
    .where(opts.userId ? and(eq(withdrawals.id, id), eq(withdrawals.userId, opts.userId)) : eq(withdrawals.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;
export { sql };
