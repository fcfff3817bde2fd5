import { and, eq } from 'drizzle-orm';
import { LIMIT_PERIOD_SECONDS, type TLimitKind, type TLimitPeriod } from '@croupier/contracts';
import { playerLimits, type DbOrTx } from '@croupier/db';

/** Spec §4: a raise or removal waits 24 hours; any change at most once per hour. */
export const LIMIT_COOLING_OFF_S = 24 * 3600;
export const LIMIT_CHANGE_INTERVAL_S = 3600;

export type TStoredLimitKind = Exclude<TLimitKind, 'deposit'>;

export interface StoredLimit {
  kind: TStoredLimitKind;
  period: TLimitPeriod;
  amount: bigint;
  currency: string | null;
  pendingAmount: bigint | null;
  isPendingRemoval: boolean;
  pendingEffectiveAt: Date | null;
  lastChangedAt: Date;
}

/** Rolling window of a limit (the monthly winnings limit is always 30 days). */
export const windowSeconds = (kind: TLimitKind, period: TLimitPeriod) => (kind === 'monthlyWinnings' ? LIMIT_PERIOD_SECONDS[2] : LIMIT_PERIOD_SECONDS[period]);

/**
 * The player's stored limits with due pending changes applied (written back, so the stored row is the
 * limit in force). `lock` locks the rows (inside a transaction).
 */
export async function getStoredLimits(db: DbOrTx, userId: string, now: Date, opts: { lock?: boolean } = {}): Promise<StoredLimit[]> {
  const q = db.select().from(playerLimits).where(eq(playerLimits.userId, userId)).orderBy(playerLimits.kind, playerLimits.period);
  const rows = opts.lock ? await q.for('update') : await q;
  const out: StoredLimit[] = [];
  for (const r of rows) {
    const key = and(eq(playerLimits.userId, userId), eq(playerLimits.kind, r.kind), eq(playerLimits.period, r.period));
    if (r.pendingEffectiveAt && r.pendingEffectiveAt <= now) {
      if (r.isPendingRemoval) {
        await db.delete(playerLimits).where(key);
        continue;
      }
      if (r.pendingAmount !== null) {
        await db.update(playerLimits).set({ amount: r.pendingAmount, pendingAmount: null, pendingEffectiveAt: null }).where(key);
        out.push({ ...toLimit(r), amount: BigInt(r.pendingAmount), pendingAmount: null, pendingEffectiveAt: null });
        continue;
      }
    }
    out.push(toLimit(r));
  }
  return out;
}

function toLimit(r: typeof playerLimits.$inferSelect): StoredLimit {
  return {
    kind: r.kind as TStoredLimitKind,
    period: r.period as TLimitPeriod,
    amount: BigInt(r.amount),
    currency: r.currency,
    pendingAmount: r.pendingAmount === null ? null : BigInt(r.pendingAmount),
    isPendingRemoval: r.isPendingRemoval,
    pendingEffectiveAt: r.pendingEffectiveAt,
    lastChangedAt: r.lastChangedAt,
  };
}

/** When the next change is allowed (once per hour), or null when it is allowed now. */
export function changeableAt(lastChangedAt: Date | null, now: Date): Date | null {
  if (!lastChangedAt) return null;
  const next = new Date(lastChangedAt.getTime() + LIMIT_CHANGE_INTERVAL_S * 1000);
  return next > now ? next : null;
}
