import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { createFundedPlayer } from './wallet-helpers';
import { LedgerRefusal, playerAccount, postTransfer, systemAccount } from '../src/modules/wallet/ledger';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { eventsOf } from './cashier-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ledger rules', () => {
  it('refuses a transfer whose entries do not sum to zero per currency', async () => {
    const userId = await createFundedPlayer(t.deps.db, 100n);
    await expect(
      t.deps.db.transaction((tx) =>
        postTransfer(tx, {
          idempotencyKey: 'unbalanced',
          kind: 'test',
          userId,
          currency: 'EUR',
          legs: [
            { account: playerAccount(userId, 'cash', 'EUR'), amount: -10n },
            { account: systemAccount('house', 'EUR'), amount: 9n },
          ],
          now: t.clock.now(),
        }),
      ),
    ).rejects.toThrow(/Unbalanced/);
  });

  it('never lets a player balance go below zero: in code, and by the database constraint', async () => {
    const userId = await createFundedPlayer(t.deps.db, 100n);
    await expect(
      t.deps.db.transaction((tx) =>
        postTransfer(tx, {
          idempotencyKey: `overdraw-${userId}`,
          kind: 'test',
          userId,
          currency: 'EUR',
          legs: [
            { account: playerAccount(userId, 'cash', 'EUR'), amount: -101n },
            { account: systemAccount('house', 'EUR'), amount: 101n },
          ],
          now: t.clock.now(),
        }),
      ),
    ).rejects.toBeInstanceOf(LedgerRefusal);
    await expect(t.deps.db.update(ledgerAccounts).set({ balance: -1n }).where(eq(ledgerAccounts.owner, userId))).rejects.toThrow();
    const rows = await t.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId));
    expect(rows.map((r) => BigInt(r.balance))).toEqual([100n]);
  });

  it('applies an idempotency key once', async () => {
    const userId = await createFundedPlayer(t.deps.db, 0n);
    const input = { userId, currency: 'EUR', amount: 500n, reason: 'goodwill', actor: 'ops@croupier', idempotencyKey: `once-${userId}`, now: t.clock.now() };
    const a = await adjustBalance(t.deps.db, input);
    const b = await adjustBalance(t.deps.db, input);
    expect(a.ok && a.value.isNew).toBe(true);
    expect(b.ok && b.value.isNew).toBe(false);
    const rows = await t.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId));
    expect(rows.map((r) => BigInt(r.balance))).toEqual([500n]);
  });

  it('requires a reason for adjustments and audits them', async () => {
    const userId = await createFundedPlayer(t.deps.db, 0n);
    const r = await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: 5n, reason: '  ', actor: 'ops', idempotencyKey: `nr-${userId}`, now: t.clock.now() });
    expect(r).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: 5n, reason: 'compensation #12', actor: 'ops', idempotencyKey: `r-${userId}`, now: t.clock.now() });
    const audit = await t.deps.db.execute(sql`SELECT actor, reason, action FROM audit_log WHERE subject = ${userId}`);
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([{ actor: 'ops', reason: 'compensation #12', action: 'wallet.adjust' }]);
    const debit = await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: -6n, reason: 'too much', actor: 'ops', idempotencyKey: `d-${userId}`, now: t.clock.now() });
    expect(debit).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
  });

  it('announces an operator credit to the player as globalCredit, once; a debit is a plain debit', async () => {
    const userId = await createFundedPlayer(t.deps.db, 0n);
    const adjust = (amount: bigint, key: string, kind?: 'cash' | 'bonus') =>
      adjustBalance(t.deps.db, { userId, currency: 'EUR', amount, kind, reason: 'goodwill', actor: 'ops', idempotencyKey: `${key}-${userId}`, now: t.clock.now() });
    await adjust(250n, 'gc');
    await adjust(250n, 'gc');
    await adjust(300n, 'gcb', 'bonus');
    await adjust(-100n, 'gd');
    const mine = (await eventsOf(t, userId)).filter((e) => e.event !== 'balance');
    expect(mine.map((e) => [e.event, e.payload])).toEqual([
      ['globalCredit', { transferId: expect.any(Number), amount: 250, major: 2.5, currency: 'EUR', kind: 'cash', source: 'adjustment' }],
      ['globalCredit', { transferId: expect.any(Number), amount: 300, major: 3, currency: 'EUR', kind: 'bonus', source: 'adjustment' }],
      ['debit', { amount: 100, currency: 'EUR', adjustment: true }],
    ]);
  });

  it('keeps a running balance on each entry', async () => {
    const userId = await createFundedPlayer(t.deps.db, 300n);
    await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: -100n, reason: 'x', actor: 'ops', idempotencyKey: `rb-${userId}`, now: t.clock.now() });
    const [acc] = await t.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId));
    const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, acc!.id)).orderBy(ledgerEntries.id);
    expect(entries.map((e) => BigInt(e.balanceAfter))).toEqual([300n, 200n]);
  });
});

describe('two-phase transfers', () => {
  it('reserves, then posts once; a second settlement with the other outcome is refused', async () => {
    const { reserveFunds, settleReservation } = await import('../src/modules/wallet/two-phase');
    const userId = await createFundedPlayer(t.deps.db, 1000n);
    const { transferId } = await t.deps.db.transaction((tx) =>
      reserveFunds(tx, { idempotencyKey: `wd-${userId}`, kind: 'withdrawal', userId, currency: 'EUR', amount: 400n, now: t.clock.now() }),
    );
    const balances = async () =>
      Object.fromEntries((await t.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId))).map((r) => [r.kind, BigInt(r.balance)]));
    expect(await balances()).toEqual({ cash: 600n, withdrawal_hold: 400n });
    const post = () => t.deps.db.transaction((tx) => settleReservation(tx, { pendingTransferId: transferId, outcome: 'post', destination: systemAccount('payment_clearing', 'EUR'), now: t.clock.now() }));
    const [a, b] = await Promise.all([post(), post()]);
    expect([a, b].filter((r) => r.ok && r.isNew)).toHaveLength(1);
    expect(await balances()).toEqual({ cash: 600n, withdrawal_hold: 0n });
    const v = await t.deps.db.transaction((tx) => settleReservation(tx, { pendingTransferId: transferId, outcome: 'void', now: t.clock.now() }));
    expect(v).toEqual({ ok: false, code: 'ALREADY_SETTLED' });
  });

  it('voids a reservation back to cash', async () => {
    const { reserveFunds, settleReservation } = await import('../src/modules/wallet/two-phase');
    const userId = await createFundedPlayer(t.deps.db, 1000n);
    const { transferId } = await t.deps.db.transaction((tx) =>
      reserveFunds(tx, { idempotencyKey: `wd2-${userId}`, kind: 'withdrawal', userId, currency: 'EUR', amount: 1000n, now: t.clock.now() }),
    );
    await expect(
      t.deps.db.transaction((tx) => reserveFunds(tx, { idempotencyKey: `wd3-${userId}`, kind: 'withdrawal', userId, currency: 'EUR', amount: 1n, now: t.clock.now() })),
    ).rejects.toBeInstanceOf(LedgerRefusal);
    const r = await t.deps.db.transaction((tx) => settleReservation(tx, { pendingTransferId: transferId, outcome: 'void', now: t.clock.now() }));
    expect(r).toEqual({ ok: true, status: 'voided', isNew: true });
    const rows = await t.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.owner, userId));
    expect(Object.fromEntries(rows.map((x) => [x.kind, BigInt(x.balance)]))).toEqual({ cash: 1000n, withdrawal_hold: 0n });
  });
});
