import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import {
  LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_S,
} from '@croupier/contracts';
import { authFailures, type DbOrTx } from '@croupier/db';
import { retryAfterSeconds } from './throttle';

const since = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_S * 1000);

/**
 * Brute-force gate, checked before any password is verified: refuses a client
 * IP with too many failures, or one account from one IP with too many; counts
 * the account's failures from every IP (the caller demands a captcha above
 * LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES instead of locking the account).
 */
export async function checkAuthThrottle(
  db: DbOrTx,
  input: { accountKey: string; ip: string; now: Date },
): Promise<{ ok: true; needsCaptcha: boolean } | { ok: false; code: 'TOO_MANY_ATTEMPTS'; retryAfter: number }> {
  const from = since(input.now);
  const byIp = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.ip, input.ip), gt(authFailures.createdAt, from)))
    .orderBy(asc(authFailures.createdAt));
  const ipWait = retryAfterSeconds(
    byIp.map((r) => r.at),
    LOGIN_MAX_FAILURES_PER_IP,
    LOGIN_WINDOW_S,
    input.now,
  );
  const byAccountAndIp = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.accountKey, input.accountKey), eq(authFailures.ip, input.ip), gt(authFailures.createdAt, from)));
  const pairWait = retryAfterSeconds(
    byAccountAndIp.map((r) => r.at),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
    LOGIN_WINDOW_S,
    input.now,
  );
  const wait = Math.max(ipWait ?? 0, pairWait ?? 0);
  if (wait > 0) return { ok: false, code: 'TOO_MANY_ATTEMPTS', retryAfter: wait };
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.accountKey, input.accountKey), gt(authFailures.createdAt, from)));
  return { ok: true, needsCaptcha: (row?.n ?? 0) >= LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES };
}

/** Records a failure; this IP's failures that left the window are pruned on the way (index on ip, created_at). */
export async function recordAuthFailure(db: DbOrTx, input: { accountKey: string; ip: string; now: Date }): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.ip, input.ip), lt(authFailures.createdAt, since(input.now))));
  await db.insert(authFailures).values({ accountKey: input.accountKey, ip: input.ip, createdAt: input.now });
}

/** A success clears that account's failures from that IP (other IPs keep theirs). */
export async function clearAuthFailures(db: DbOrTx, input: { accountKey: string; ip: string }): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.accountKey, input.accountKey), eq(authFailures.ip, input.ip)));
}
