import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@croupier/db';
import { ledgerAccounts, ledgerTransfers } from '@croupier/db/wallet';

/** Owner of system accounts. */
export const SYSTEM = 'system';

export const PLAYER_KINDS = ['cash', 'bonus', 'withdrawal_hold'] as const;
export const SYSTEM_KINDS = ['house', 'payment_clearing', 'bonus_pool', 'rakeback_pool', 'race_pool', 'referral_pool', 'adjustments'] as const;
export type TAccountKind = (typeof PLAYER_KINDS)[number] | (typeof SYSTEM_KINDS)[number];

export interface AccountRef {
  owner: string; // a user id, SYSTEM, or SYSTEM:<shard> for sharded system accounts
  kind: TAccountKind;
  currency: string;
}

/**
 * The house account is touched by every bet and win: one row per currency
 * would serialise all players on its row lock. It is split into shards
 * (owner 'system:h<n>'), a player always hitting the same shard; the house's
 * balance is the sum of its shards.
 */
export const HOUSE_SHARDS = 64;
export function houseShardOf(userId: string): string {
  return `${SYSTEM}:h${houseShardIndexOf(userId)}`;
}
/** The index (0 … HOUSE_SHARDS − 1) of a player's house shard (croupier_house_owner in wallet.sql). */
export function houseShardIndexOf(userId: string): number {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  return h % HOUSE_SHARDS;
}
export const isSystemOwner = (owner: string) => owner === SYSTEM || owner.startsWith(`${SYSTEM}:`);
export interface Leg {
  account: AccountRef;
  amount: bigint; // signed: negative takes from the account, positive gives to it
}
export interface LockedAccount {
  id: number;
  owner: string;
  kind: string;
  currency: string;
  isSystem: boolean;
  balance: bigint;
}

/** A refusal inside a money transaction; thrown to roll the transaction back, turned into a value by the use case. */
export class LedgerRefusal extends Error {
  constructor(
    readonly code: 'INSUFFICIENT_FUNDS',
    readonly detail: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

const refKey = (r: { owner: string; kind: string; currency: string }) => `${r.owner}|${r.kind}|${r.currency}`;
const isUuid = (s: string) => /^[0-9a-f-]{36}$/i.test(s);

/**
 * Creates missing accounts, then locks all of them FOR UPDATE in id order (a
 * fixed order, so concurrent transfers cannot deadlock; create-if-missing
 * first, so two first transfers cannot race on an empty row).
 */
export async function lockAccounts(tx: DbOrTx, refs: readonly AccountRef[]): Promise<Map<string, LockedAccount>> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
  const conditions = unique.map((r) =>
    and(eq(ledgerAccounts.owner, r.owner), eq(ledgerAccounts.kind, r.kind), eq(ledgerAccounts.currency, r.currency)),
  );
  const select = () =>
    tx
      .select({
        id: ledgerAccounts.id,
        owner: ledgerAccounts.owner,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        isSystem: ledgerAccounts.isSystem,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(sql.join(conditions.map((c) => sql`(${c})`), sql` OR `))
      .orderBy(ledgerAccounts.id)
      .for('update');
  let rows = await select();
  if (rows.length < unique.length) {
    // Create the missing rows first (no lock is held on a row that does not exist), then lock all in id order.
    await tx
      .insert(ledgerAccounts)
      .values(
        unique.map((r) => ({
          owner: r.owner,
          userId: !isSystemOwner(r.owner) && isUuid(r.owner) ? r.owner : null,
          kind: r.kind,
          currency: r.currency,
          isSystem: isSystemOwner(r.owner),
        })),
      )
      .onConflictDoNothing();
    rows = await select();
  }
  return new Map(rows.map((r) => [refKey(r), { ...r, balance: BigInt(r.balance) }]));
}

export interface TransferInput {
  idempotencyKey: string;
  kind: string;
  userId: string | null;
  currency: string;
  legs: readonly Leg[];
  status?: 'posted' | 'pending';
  settlesTransferId?: number | null;
  /** Accounts the caller already locked in this transaction (saves a round trip). */
  locked?: Map<string, LockedAccount>;
  metadata?: Record<string, unknown>;
  createdBy?: string | null;
  reason?: string | null;
  now: Date;
}

export interface TransferResult {
  transferId: number;
  /** false when the idempotency key had already been used: nothing moved this time. */
  isNew: boolean;
  accounts: Map<string, LockedAccount>;
}

/**
 * Posts one double-entry transfer inside the caller's transaction: the legs sum
 * to zero per currency, balances are updated with the entries, player balances
 * never go below zero (checked here and by the database). Idempotent by key.
 */
export async function postTransfer(tx: DbOrTx, input: TransferInput): Promise<TransferResult> {
  const sums = new Map<string, bigint>();
  for (const leg of input.legs) sums.set(leg.account.currency, (sums.get(leg.account.currency) ?? 0n) + leg.amount);
  for (const [currency, sum] of sums) if (sum !== 0n) throw new Error(`Unbalanced transfer ${input.idempotencyKey}: ${currency} sums to ${sum}`);
  if (input.legs.length < 2) throw new Error('A transfer needs at least two legs');

  const amount = input.legs.reduce((a, l) => (l.amount > 0n ? a + l.amount : a), 0n);
  // Lock first (fixed id order), then write the transfer, its entries and the balances in one statement.
  const accounts =
    input.locked && input.legs.every((l) => input.locked!.has(refKey(l.account))) ? input.locked : await lockAccounts(tx, input.legs.map((l) => l.account));

  const after = new Map<string, bigint>();
  for (const leg of input.legs) {
    const key = refKey(leg.account);
    after.set(key, (after.get(key) ?? accounts.get(key)!.balance) + leg.amount);
  }
  const existing = async () => {
    const rows = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
    return rows[0] ? { transferId: rows[0].id, isNew: false, accounts: new Map<string, LockedAccount>() } : null;
  };
  for (const [key, balance] of after) {
    const acc = accounts.get(key)!;
    if (!acc.isSystem && balance < 0n) {
      // A repeat of a transfer that already happened is not a refusal.
      const done = await existing();
      if (done) return done;
      throw new LedgerRefusal('INSUFFICIENT_FUNDS', { account: key, balance: acc.balance });
    }
  }
  const running = new Map<string, bigint>();
  const entries = input.legs
    .filter((l) => l.amount !== 0n)
    .map((leg) => {
      const key = refKey(leg.account);
      const balanceAfter = (running.get(key) ?? accounts.get(key)!.balance) + leg.amount;
      running.set(key, balanceAfter);
      return sql`(${accounts.get(key)!.id}::bigint, ${leg.amount.toString()}::bigint, ${leg.account.currency}::text, ${balanceAfter.toString()}::bigint)`;
    });
  const changes = [...after].map(([key, balance]) => ({ acc: accounts.get(key)!, balance })).filter((c) => c.balance !== c.acc.balance);
  const now = input.now.toISOString();
  const result = await tx.execute<{ id: number }>(sql`
    WITH t AS (
      INSERT INTO ledger_transfers (idempotency_key, kind, status, user_id, currency, amount, settles_transfer_id, metadata, created_by, reason, created_at)
      VALUES (${input.idempotencyKey}, ${input.kind}, ${input.status ?? 'posted'}, ${input.userId}::uuid, ${input.currency}, ${amount.toString()}::bigint,
              ${input.settlesTransferId ?? null}::bigint, ${JSON.stringify(input.metadata ?? {})}::jsonb, ${input.createdBy ?? null}, ${input.reason ?? null}, ${now}::timestamptz)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    )${
      entries.length > 0
        ? sql`,
    e AS (
      INSERT INTO ledger_entries (transfer_id, account_id, amount, currency, balance_after, created_at)
      SELECT t.id, v.account_id, v.amount, v.currency, v.balance_after, ${now}::timestamptz
      FROM t CROSS JOIN (VALUES ${sql.join(entries, sql`, `)}) AS v(account_id, amount, currency, balance_after)
    )`
        : sql``
    }${
      changes.length > 0
        ? sql`,
    u AS (
      UPDATE ledger_accounts AS a SET balance = a.balance + d.delta
      FROM t, (VALUES ${sql.join(
        changes.map((c) => sql`(${c.acc.id}::bigint, ${(c.balance - c.acc.balance).toString()}::bigint)`),
        sql`, `,
      )}) AS d(id, delta)
      WHERE a.id = d.id
    )`
        : sql``
    }
    SELECT id FROM t`);
  const row = (result as unknown as { rows: { id: number | string }[] }).rows[0];
  if (!row) return (await existing())!;
  for (const c of changes) c.acc.balance = c.balance;
  return { transferId: Number(row.id), isNew: true, accounts };
}

export const playerAccount = (userId: string, kind: (typeof PLAYER_KINDS)[number], currency: string): AccountRef => ({ owner: userId, kind, currency });
export const systemAccount = (kind: (typeof SYSTEM_KINDS)[number], currency: string): AccountRef => ({ owner: SYSTEM, kind, currency });
/** The house shard that takes this player's bets and pays their wins. */
export const houseAccount = (userId: string, currency: string): AccountRef => ({ owner: houseShardOf(userId), kind: 'house', currency });

/** A player's balances per currency and kind (no lock). */
export async function getPlayerBalances(db: DbOrTx, userId: string, currency?: string): Promise<{ currency: string; cash: bigint; bonus: bigint; held: bigint }[]> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(currency ? and(eq(ledgerAccounts.owner, userId), eq(ledgerAccounts.currency, currency)) : eq(ledgerAccounts.owner, userId));
  const byCurrency = new Map<string, { currency: string; cash: bigint; bonus: bigint; held: bigint }>();
  for (const r of rows) {
    const b = byCurrency.get(r.currency) ?? { currency: r.currency, cash: 0n, bonus: 0n, held: 0n };
    const v = BigInt(r.balance);
    if (r.kind === 'cash') b.cash = v;
    else if (r.kind === 'bonus') b.bonus = v;
    else if (r.kind === 'withdrawal_hold') b.held = v;
    byCurrency.set(r.currency, b);
  }
  return [...byCurrency.values()];
}

export async function getAccountIds(db: DbOrTx, owner: string): Promise<number[]> {
  const rows = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.owner, [owner]));
  return rows.map((r) => r.id);
}
