import { eq } from 'drizzle-orm';
import { LOYALTY_HIGH_LEVEL, toMajorString, type TLimitPeriod, type TLimitsResponse, type TLimitView } from '@croupier/contracts';
import { depositLimits, playerProtection, sessions, users, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { depositedSince, getDepositLimits } from '../cashier/deposit-limits';
import { changeableAt, getStoredLimits, windowSeconds, type StoredLimit } from './limit-rules';
import { playSince } from './play-window';
import { loyaltyLevelOf } from '../loyalty/loyalty-points';

/** Minutes a session has run. */
const sessionMinutes = (startedAt: Date, now: Date) => Math.floor((now.getTime() - startedAt.getTime()) / 60_000);

/**
 * GET /api/user/limits: every limit in force with what is used of it in its rolling window, pending raises
 * and removals with their dates, the once-per-hour rule, self-exclusion, freeze, reality check, privacy.
 */
export async function getLimits(db: DbOrTx, input: { userId: string; sessionId: string | null; now: Date }): Promise<TLimitsResponse | null> {
  const [user] = await db
    .select({ currency: users.currencyCode, permanent: users.isSelfExclusionPermanent, until: users.selfExclusionUntil, ghost: users.isGhostMode })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) return null;
  const exp = await currencyExponent(db, user.currency);
  const limits: TLimitView[] = [];

  const depositRows = await db.select({ period: depositLimits.period, updatedAt: depositLimits.updatedAt }).from(depositLimits).where(eq(depositLimits.userId, input.userId));
  for (const d of await getDepositLimits(db, input.userId, input.now)) {
    const dexp = await currencyExponent(db, d.currency);
    const used = await depositedSince(db, input.userId, d.currency, new Date(input.now.getTime() - windowSeconds('deposit', d.period) * 1000));
    const last = depositRows.find((r) => r.period === d.period)?.updatedAt ?? null;
    limits.push({
      kind: 'deposit',
      period: d.period,
      amount: toMajorString(d.amount, dexp),
      currency: d.currency,
      pendingAmount: d.pendingAmount === null ? null : toMajorString(d.pendingAmount, dexp),
      isPendingRemoval: d.pendingEffectiveAt !== null && d.pendingAmount === null,
      pendingEffectiveAt: d.pendingEffectiveAt?.toISOString() ?? null,
      used: toMajorString(used, dexp),
      changeableAt: changeableAt(last, input.now)?.toISOString() ?? null,
    });
  }

  let sessionStartedAt: Date | null = null;
  if (input.sessionId) {
    const [s] = await db.select({ createdAt: sessions.createdAt, usedBeforeS: sessions.limitUsedBeforeS }).from(sessions).where(eq(sessions.id, input.sessionId));
    // The limit's clock: this session's time plus what earlier sessions of the stretch used (session-clock.ts).
    sessionStartedAt = s ? new Date(s.createdAt.getTime() - s.usedBeforeS * 1000) : null;
  }
  for (const l of await getStoredLimits(db, input.userId, input.now)) limits.push(await viewOf(db, input.userId, l, user.currency, exp, sessionStartedAt, input.now));

  const [prot] = await db.select().from(playerProtection).where(eq(playerProtection.userId, input.userId));
  return {
    currency: user.currency,
    limits,
    selfExclusion: { isPermanent: user.permanent, until: user.until && user.until > input.now ? user.until.toISOString() : null },
    freeze: { until: prot?.frozenUntil && prot.frozenUntil > input.now ? prot.frozenUntil.toISOString() : null },
    realityCheckMinutes: prot?.realityCheckMinutes ?? null,
    isGhostMode: user.ghost,
    isRewardCalendarOptOut: prot?.isRewardCalendarOptOut ?? false,
    canRemoveBetLimitsWithSupport: (await loyaltyLevelOf(db, input.userId)) >= LOYALTY_HIGH_LEVEL,
  };
}

/** One stored limit as the player sees it. */
export async function viewOf(
  db: DbOrTx,
  userId: string,
  l: StoredLimit,
  accountCurrency: string,
  accountExp: number,
  sessionStartedAt: Date | null,
  now: Date,
): Promise<TLimitView> {
  const currency = l.currency ?? accountCurrency;
  const exp = l.currency ? await currencyExponent(db, l.currency) : accountExp;
  const fmt = (v: bigint) => (l.kind === 'sessionTime' ? v.toString() : toMajorString(v, exp));
  let used = 0n;
  if (l.kind === 'sessionTime') {
    used = BigInt(sessionStartedAt ? sessionMinutes(sessionStartedAt, now) : 0);
  } else if (l.kind !== 'maxBet') {
    const play = await playSince(db, userId, currency, new Date(now.getTime() - windowSeconds(l.kind, l.period as TLimitPeriod) * 1000));
    used = l.kind === 'bet' ? play.bets : l.kind === 'loss' ? play.bets - play.wins : play.wins - play.bets;
    if (used < 0n) used = 0n;
  }
  return {
    kind: l.kind,
    period: l.period,
    amount: fmt(l.amount),
    currency: l.kind === 'sessionTime' ? null : currency,
    pendingAmount: l.pendingAmount === null ? null : fmt(l.pendingAmount),
    isPendingRemoval: l.isPendingRemoval,
    pendingEffectiveAt: l.pendingEffectiveAt?.toISOString() ?? null,
    used: fmt(used),
    changeableAt: changeableAt(l.lastChangedAt, now)?.toISOString() ?? null,
  };
}
