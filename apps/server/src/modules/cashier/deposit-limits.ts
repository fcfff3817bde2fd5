import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { DEPOSIT_LIMIT_INCREASE_DELAY_S, LIMIT_PERIOD_SECONDS, type TLimitPeriod } from '@croupier/contracts';
import { depositLimits, deposits, type DbOrTx } from '@croupier/db';

/**
 * The deposit-limit rule (spec §3 limits, §8 PAYMENT_LIMIT_THRESHOLD), shared
 * with responsible gaming: a limit per player and period (0 day, 1 week,
 * 2 month) over a rolling window; lowering applies at once, raising or
 * removing waits DEPOSIT_LIMIT_INCREASE_DELAY_S.
 */

/** Deposits that count against a limit: everything not failed, declined, cancelled or expired. */
export const COUNTED_DEPOSIT_STATUSES = ['requires_action', 'processing', 'pending', 'success'] as const;

export interface DepositLimit {
  period: TLimitPeriod;
  currency: string;
  amount: bigint;
  pendingAmount: bigint | null;
  /** When the pending change (raise, or removal when pendingAmount is null) applies. */
  pendingEffectiveAt: Date | null;
}

type LimitRow = typeof depositLimits.$inferSelect;
const toLimit = (r: LimitRow): DepositLimit => ({
  period: r.period as TLimitPeriod,
  currency: r.currency,
  amount: BigInt(r.amount),
  pendingAmount: r.pendingAmount === null ? null : BigInt(r.pendingAmount),
  pendingEffectiveAt: r.pendingEffectiveAt,
});

/** The player's limits, with due pending changes applied first. `lock` locks the rows (inside a transaction). */
export async function getDepositLimits(db: DbOrTx, userId: string, now: Date, opts: { lock?: boolean } = {}): Promise<DepositLimit[]> {
  const q = db.select().from(depositLimits).where(eq(depositLimits.userId, userId)).orderBy(depositLimits.period);
  const rows = opts.lock ? await q.for('update') : await q;
  const out: DepositLimit[] = [];
  for (const r of rows) {
    if (r.pendingEffectiveAt && r.pendingEffectiveAt <= now) {
      if (r.pendingAmount === null) {
        await db.delete(depositLimits).where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, r.period)));
        continue;
      }
      const [updated] = await db
        .update(depositLimits)
        .set({ amount: r.pendingAmount, pendingAmount: null, pendingEffectiveAt: null, updatedAt: now })
        .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, r.period)))
        .returning();
      out.push(toLimit(updated!));
      continue;
    }
    out.push(toLimit(r));
  }
  return out;
}

/**
 * Sets (amount) or removes (null) a limit. A new or lower limit applies now;
 * a higher one or a removal is pending until now + the delay.
 */
export async function setDepositLimit(
  db: DbOrTx,
  input: { userId: string; period: TLimitPeriod; currency: string; amount: bigint | null; now: Date },
): Promise<{ applied: 'now' | 'pending'; effectiveAt: Date }> {
  const current = (await getDepositLimits(db, input.userId, input.now)).find((l) => l.period === input.period);
  const effectiveLater = new Date(input.now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_S * 1000);
  const key = and(eq(depositLimits.userId, input.userId), eq(depositLimits.period, input.period));
  if (!current) {
    if (input.amount === null) return { applied: 'now', effectiveAt: input.now };
    await db.insert(depositLimits).values({ userId: input.userId, period: input.period, currency: input.currency, amount: input.amount, createdAt: input.now, updatedAt: input.now });
    return { applied: 'now', effectiveAt: input.now };
  }
  if (input.amount !== null && (input.amount <= current.amount || current.currency !== input.currency)) {
    await db.update(depositLimits).set({ amount: input.amount, currency: input.currency, pendingAmount: null, pendingEffectiveAt: null, updatedAt: input.now }).where(key);
    return { applied: 'now', effectiveAt: input.now };
  }
  await db.update(depositLimits).set({ pendingAmount: input.amount, pendingEffectiveAt: effectiveLater, updatedAt: input.now }).where(key);
  return { applied: 'pending', effectiveAt: effectiveLater };
}

/** Sum of counted deposits of a currency since `since` (minor units). */
export async function depositedSince(db: DbOrTx, userId: string, currency: string, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`COALESCE(SUM(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.currency, currency), gt(deposits.createdAt, since), inArray(deposits.status, [...COUNTED_DEPOSIT_STATUSES])));
  return BigInt(row?.total ?? '0');
}

/**
 * Would `amount` break a limit? Call inside the transaction that records the
 * deposit, with `lock`, so two parallel deposits cannot both pass.
 */
export async function checkDepositLimits(
  db: DbOrTx,
  input: { userId: string; currency: string; amount: bigint; now: Date; lock?: boolean },
): Promise<{ ok: true } | { ok: false; period: TLimitPeriod; limit: bigint; used: bigint } | { ok: false; otherCurrency: string }> {
  const all = await getDepositLimits(db, input.userId, input.now, { lock: input.lock });
  // Limits are kept in the account currency: a deposit in another wallet's currency would escape them (multi-wallet).
  const other = all.find((l) => l.currency !== input.currency);
  if (other) return { ok: false, otherCurrency: other.currency };
  const limits = all.filter((l) => l.currency === input.currency);
  for (const l of limits) {
    const since = new Date(input.now.getTime() - LIMIT_PERIOD_SECONDS[l.period] * 1000);
    const used = await depositedSince(db, input.userId, input.currency, since);
    if (used + input.amount > l.amount) return { ok: false, period: l.period, limit: l.amount, used };
  }
  return { ok: true };
}
