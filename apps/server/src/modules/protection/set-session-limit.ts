import { eq } from 'drizzle-orm';
import { fail, ok, SESSION_LIMIT_RANGE, type TResult, type TSetLimitResponse, type TSetSessionLimitRequest } from '@croupier/contracts';
import { sessions, users, type Db } from '@croupier/db';
import { changeableAt, getStoredLimits } from './limit-rules';
import { applyStoredLimit, emptyView } from './set-limit';
import { viewOf } from './get-limits';

/**
 * PUT /api/user/session-limit (value + unit; spec §9: at least 10 minutes, 1 hour or 1 day by unit, at most
 * 720 hours or 30 days) and DELETE /api/user/session-limit (value null). A shorter limit applies at once and
 * ends sessions already past it; a longer one or a removal waits 24 hours. Failures answer the spec's
 * update/remove messages.
 */
export async function setSessionLimit(db: Db, input: { userId: string; sessionId: string; body: TSetSessionLimitRequest | null; now: Date }): Promise<TResult<TSetLimitResponse>> {
  const failure = input.body ? 'SESSION_LIMIT_UPDATE_FAILED' : 'SESSION_LIMIT_REMOVE_FAILED';
  let minutes: bigint | null = null;
  if (input.body) {
    const range = SESSION_LIMIT_RANGE[input.body.unit];
    if (input.body.value < range.min || input.body.value > range.max) return fail(failure, { fields: { value: 'error.session.limit.update' } });
    minutes = BigInt(input.body.value * range.minutes);
  }
  const { now } = input;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ currency: users.currencyCode }).from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) return fail('SESSION_INVALID');
    const stored = (await getStoredLimits(tx, input.userId, now, { lock: true })).find((l) => l.kind === 'sessionTime');
    if (!stored && minutes === null) return fail(failure);
    const wait = changeableAt(stored?.lastChangedAt ?? null, now);
    if (stored && wait) return fail('LIMIT_CHANGE_TOO_SOON', { retryAfter: Math.ceil((wait.getTime() - now.getTime()) / 1000) });
    const r = await applyStoredLimit(tx, { userId: input.userId, kind: 'sessionTime', period: 0, currency: null, amount: minutes, now, current: stored ?? null });
    const [s] = await tx.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, input.sessionId));
    const after = (await getStoredLimits(tx, input.userId, now)).find((l) => l.kind === 'sessionTime');
    const view = after ? await viewOf(tx, input.userId, after, user.currency, 2, s?.createdAt ?? null, now) : emptyView('sessionTime', 0, user.currency);
    return ok({ applied: r.applied, effectiveAt: r.effectiveAt.toISOString(), limit: view });
  });
}
