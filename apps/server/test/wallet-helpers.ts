import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, users, type Db } from '@croupier/db';
import { newId } from '../src/platform/ids';
import { hashPassword } from '../src/platform/passwords';
import { launchGame } from '../src/modules/games/launch-game';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';

export const DEMO_USER_ID = '00000000-0000-4000-8000-00000000d3e0';
export const GAME_ID = 'croupier-lucky-sevens';

let cachedHash: Promise<string> | null = null;
/** A player with a cash balance (minor units) in EUR. */
export async function createFundedPlayer(db: Db, cash: bigint, opts: { currency?: string; now?: Date } = {}): Promise<string> {
  cachedHash ??= hashPassword('irrelevant-password');
  const id = newId();
  await db.insert(users).values({ id, email: `p-${id}@test.io`, passwordHash: await cachedHash, currencyCode: opts.currency ?? 'EUR' });
  if (cash > 0n) {
    const r = await adjustBalance(db, {
      userId: id,
      currency: opts.currency ?? 'EUR',
      amount: cash,
      reason: 'test funding',
      actor: 'test',
      idempotencyKey: `fund:${id}`,
      now: opts.now ?? new Date(),
    });
    if (!r.ok) throw new Error(r.code);
  }
  return id;
}

export async function launch(db: Db, userId: string, mode: 'real' | 'demo' = 'real', now = new Date()): Promise<string> {
  const r = await launchGame(db, { userId, authSessionId: newId(), gameId: GAME_ID, mode, language: 'en', now });
  if (!r.ok) throw new Error(r.code);
  return r.value.sessionToken;
}

/** Checks the ledger's invariants; returns totals per currency. */
export async function ledgerInvariants(db: Db) {
  const sums = await db.execute(sql`SELECT currency, SUM(balance)::text AS total FROM ledger_accounts GROUP BY currency`);
  const negative = await db.execute(sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE NOT is_system AND balance < 0`);
  const mismatched = await db.execute(sql`
    SELECT a.id FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, SUM(amount) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.balance <> COALESCE(e.s, 0)`);
  const unbalanced = await db.execute(sql`SELECT transfer_id FROM ledger_entries GROUP BY transfer_id, currency HAVING SUM(amount) <> 0`);
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  return {
    totals: Object.fromEntries(rows<{ currency: string; total: string }>(sums).map((r) => [r.currency, BigInt(r.total)])),
    negativePlayerAccounts: rows<{ n: number }>(negative)[0]!.n,
    balanceMismatches: rows<unknown>(mismatched).length,
    unbalancedTransfers: rows<unknown>(unbalanced).length,
  };
}

export async function cashOf(db: Db, userId: string, currency = 'EUR'): Promise<bigint> {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId));
  return BigInt(rows.find((r) => r.kind === 'cash' && r.currency === currency)?.balance ?? 0);
}

export { ledgerEntries };
