import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { fail, ok, parseMajor, SUPPORT_ONLY_REMOVAL_KINDS, type TLimitPeriod, type TResult, type TSetLimitRequest, type TSetLimitResponse } from '@croupier/contracts';
import { depositLimits, gameSessions, playerLimits, users, type Db } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { setDepositLimit } from '../cashier/deposit-limits';
import { changeableAt, getStoredLimits, LIMIT_COOLING_OFF_S, type TStoredLimitKind } from './limit-rules';
import { getLimits, viewOf } from './get-limits';

/**
 * PUT /api/user/limits: sets, lowers, raises or removes a deposit, loss, bet, max-bet or monthly winnings
 * limit (spec §4): a new or lower limit applies at once; a raise or removal after a 24-hour cooling-off;
 * one change per limit per hour; removing bet limits (max bet, bet per period) or the monthly winnings limit
 * goes through support (operator tool). Amounts are in the player's account currency.
 */
export async function setLimit(db: Db, input: { userId: string; sessionId: string; body: TSetLimitRequest; now: Date }): Promise<TResult<TSetLimitResponse>> {
  const { kind, amount: raw } = input.body;
  const period: TLimitPeriod = kind === 'maxBet' ? 0 : kind === 'monthlyWinnings' ? 2 : input.body.period;
  const now = input.now;
  return db.transaction(async (tx) => {
    // One player's limit changes run one after another.
    const [user] = await tx.select({ currency: users.currencyCode }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) return fail('SESSION_INVALID');
    const exp = await currencyExponent(tx, user.currency);
    let amount: bigint | null = null;
    if (raw !== null) {
      amount = parseMajor(raw, exp);
      // Past the largest amount the wallet moves (a BTC or USDT limit of 15 digits overflowed the column: a 500).
      if (amount === null || amount <= 0n || amount > BigInt(Number.MAX_SAFE_INTEGER)) return fail('LIMIT_AMOUNT_INVALID', { fields: { amount: 'error.limits.amount.invalid' } });
    }

    if (kind === 'deposit') {
      const [row] = await tx.select({ updatedAt: depositLimits.updatedAt }).from(depositLimits).where(and(eq(depositLimits.userId, input.userId), eq(depositLimits.period, period)));
      const wait = changeableAt(row?.updatedAt ?? null, now);
      if (wait) return fail('LIMIT_CHANGE_TOO_SOON', { retryAfter: Math.ceil((wait.getTime() - now.getTime()) / 1000) });
      const r = await setDepositLimit(tx, { userId: input.userId, period, currency: user.currency, amount, now });
      const limits = await getLimits(tx, { userId: input.userId, sessionId: input.sessionId, now });
      const view = limits!.limits.find((l) => l.kind === 'deposit' && l.period === period) ?? emptyView('deposit', period, user.currency);
      return ok({ applied: r.applied, effectiveAt: r.effectiveAt.toISOString(), limit: view });
    }

    const stored = (await getStoredLimits(tx, input.userId, now, { lock: true })).find((l) => l.kind === kind && l.period === period);
    const wait = changeableAt(stored?.lastChangedAt ?? null, now);
    if (stored && wait) return fail('LIMIT_CHANGE_TOO_SOON', { retryAfter: Math.ceil((wait.getTime() - now.getTime()) / 1000) });
    // Removing bet limits or the monthly winnings limit goes through support (spec §4); raising waits 24 hours.
    if (stored && amount === null && (SUPPORT_ONLY_REMOVAL_KINDS as readonly string[]).includes(kind)) return fail('LIMIT_REMOVAL_NEEDS_SUPPORT');
    const r = await applyStoredLimit(tx, { userId: input.userId, kind, period, currency: user.currency, amount, now, current: stored ?? null });
    // Money limits are kept in the account currency: a real-money game open with another wallet (multi-wallet) would
    // escape them. It ends now; launching it again is refused while a limit is set (LIMITS_IN_ACCOUNT_CURRENCY).
    if (amount !== null) {
      await tx
        .update(gameSessions)
        .set({ endedAt: now })
        .where(and(eq(gameSessions.userId, input.userId), eq(gameSessions.mode, 'real'), ne(gameSessions.currency, user.currency), isNull(gameSessions.endedAt), gt(gameSessions.expiresAt, now)));
    }
    const after = (await getStoredLimits(tx, input.userId, now)).find((l) => l.kind === kind && l.period === period);
    const view = after ? await viewOf(tx, input.userId, after, user.currency, exp, null, now) : emptyView(kind, period, user.currency);
    return ok({ applied: r.applied, effectiveAt: r.effectiveAt.toISOString(), limit: view });
  });
}

/** Writes a stored limit change: tighter now, looser after the cooling-off. */
export async function applyStoredLimit(
  tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  input: { userId: string; kind: TStoredLimitKind; period: TLimitPeriod; currency: string | null; amount: bigint | null; now: Date; current: { amount: bigint } | null },
): Promise<{ applied: 'now' | 'pending'; effectiveAt: Date }> {
  const { now } = input;
  const key = and(eq(playerLimits.userId, input.userId), eq(playerLimits.kind, input.kind), eq(playerLimits.period, input.period));
  if (!input.current) {
    if (input.amount === null) return { applied: 'now', effectiveAt: now };
    await tx.insert(playerLimits).values({ userId: input.userId, kind: input.kind, period: input.period, amount: input.amount, currency: input.currency, lastChangedAt: now, createdAt: now });
    return { applied: 'now', effectiveAt: now };
  }
  if (input.amount !== null && input.amount <= input.current.amount) {
    await tx.update(playerLimits).set({ amount: input.amount, pendingAmount: null, isPendingRemoval: false, pendingEffectiveAt: null, lastChangedAt: now }).where(key);
    return { applied: 'now', effectiveAt: now };
  }
  const effectiveAt = new Date(now.getTime() + LIMIT_COOLING_OFF_S * 1000);
  await tx
    .update(playerLimits)
    .set({ pendingAmount: input.amount, isPendingRemoval: input.amount === null, pendingEffectiveAt: effectiveAt, lastChangedAt: now })
    .where(key);
  return { applied: 'pending', effectiveAt };
}

const emptyView = (kind: TSetLimitRequest['kind'] | 'sessionTime', period: TLimitPeriod, currency: string) => ({
  kind,
  period,
  amount: null,
  currency: kind === 'sessionTime' ? null : currency,
  pendingAmount: null,
  isPendingRemoval: false,
  pendingEffectiveAt: null,
  used: '0',
  changeableAt: null,
});
export { emptyView };
