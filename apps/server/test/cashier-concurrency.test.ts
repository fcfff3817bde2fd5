import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { WITHDRAWAL_REVERSAL_WINDOW_S } from '@croupier/contracts';
import { ledgerAccounts, ledgerTransfers, playerPaymentStats, withdrawals } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer } from './accounts';
import { ledgerInvariants } from './wallet-helpers';
import { cardDeposit, deposit, quickPlayer, runWorker, takeWebhooks } from './cashier-helpers';

/**
 * On PostgreSQL (DATABASE_URL) this runs truly in parallel: players ask for
 * more than they have, cancel while the worker sends payouts, and the
 * provider's webhooks arrive twice at the same time. Nothing may overdraw,
 * nothing may be paid twice, every balance must equal its entries.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PLAYERS = 8;
const REQUESTS = 10;
const FUND = 10_000n; // 100.00 EUR each
const AMOUNT = 30; // 10 × 30 EUR asked for, 100 EUR held

describe('cashier under concurrency', () => {
  it('parallel deposits credit once each; parallel withdrawals and cancels never overdraw or double-pay', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => quickPlayer(t)));
    // Deposits: all at once, their webhooks delivered twice, in parallel.
    await Promise.all(players.map((p) => deposit(t, p.token, cardDeposit(Number(FUND) / 100))));
    const depositHooks = takeWebhooks(t);
    expect(depositHooks).toHaveLength(PLAYERS);
    const bank = t.deps.cashier!.bank;
    const depositStatuses = await Promise.all([...depositHooks, ...depositHooks].map((e) => bank.deliver(e)));
    expect(depositStatuses.every((s) => s === 200)).toBe(true);
    const funded = await t.handle.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.owner, players.map((p) => p.userId)));
    for (const p of players) expect(BigInt(funded.find((a) => a.owner === p.userId && a.kind === 'cash')!.balance)).toBe(FUND);
    await t.handle.db.update(playerPaymentStats).set({ depositWagerRequired: 0n }).where(inArray(playerPaymentStats.userId, players.map((p) => p.userId)));

    // Ten parallel requests of 30 per player: at most three can be reserved.
    const requests = await Promise.all(
      players.flatMap((p) =>
        Array.from({ length: REQUESTS }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/withdrawal',
            headers: bearer(p.token),
            payload: { kind: 'ewallet', paymentMethodId: 'skrill', amount: AMOUNT, email: 'p@wallet.test' },
          }),
        ),
      ),
    );
    const codes = requests.map((r) => (r.statusCode === 200 ? 'OK' : r.json().errorCode));
    expect(codes.every((c) => c === 'OK' || c === 'WITHDRAWAL_INSUFFICIENT_FUNDS'), JSON.stringify(codes)).toBe(true);
    const created = requests.filter((r) => r.statusCode === 200).map((r) => r.json().data.withdrawal.withdrawalId as string);
    expect(created.length).toBe(PLAYERS * 3);

    // Past the reversal window: cancels race the worker (three workers at once), twice over.
    t.clock.advance(WITHDRAWAL_REVERSAL_WINDOW_S * 1000 + 1000);
    const byId = new Map<string, string>();
    requests.forEach((r, i) => {
      if (r.statusCode === 200) byId.set(r.json().data.withdrawal.withdrawalId, players[Math.floor(i / REQUESTS)]!.token);
    });
    // The workers start first; every other withdrawal is cancelled (twice) while they run.
    const workers = [runWorker(t), runWorker(t)];
    const cancels = [...byId].filter((_, i) => i % 2 === 0).flatMap(([id, token]) => [0, 1].map(() => t.app.inject({ method: 'POST', url: `/api/user/withdrawal/${id}/cancel`, headers: bearer(token) })));
    const results = await Promise.all([...cancels, ...workers, runWorker(t)]);
    const cancelResults = results.slice(0, cancels.length) as Awaited<(typeof cancels)[number]>[];
    for (const r of cancelResults) expect([200, 409]).toContain(r.statusCode);
    await runWorker(t);

    // The provider's webhooks, each delivered twice at the same time.
    const payoutHooks = takeWebhooks(t);
    const payoutStatuses = await Promise.all([...payoutHooks, ...payoutHooks].map((e) => bank.deliver(e)));
    expect(payoutStatuses.every((s) => s === 200)).toBe(true);

    const rows = await t.handle.db.select().from(withdrawals).where(inArray(withdrawals.id, created));
    const byStatus = (s: string) => rows.filter((r) => r.status === s);
    expect(byStatus('cancelled').length + byStatus('completed').length).toBe(created.length);
    // A withdrawal is cancelled once at most (the second cancel of each pair is refused), and nothing is both.
    const okCancels = cancelResults.filter((r) => r.statusCode === 200).length;
    expect(okCancels).toBe(byStatus('cancelled').length);
    expect(byStatus('completed').length).toBeGreaterThanOrEqual(created.length / 2);

    // Per player: cash + held + paid out = what was deposited; nothing held any more.
    const accounts = await t.handle.db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.owner, players.map((p) => p.userId)));
    for (const p of players) {
      const cash = BigInt(accounts.find((a) => a.owner === p.userId && a.kind === 'cash')!.balance);
      const hold = BigInt(accounts.find((a) => a.owner === p.userId && a.kind === 'withdrawal_hold')?.balance ?? 0);
      const paid = rows.filter((r) => r.userId === p.userId && r.status === 'completed').reduce((s, r) => s + BigInt(r.amount), 0n);
      expect(hold).toBe(0n);
      expect(cash + paid).toBe(FUND);
      expect(cash >= 0n).toBe(true);
    }
    // Each completed withdrawal was posted exactly once; each cancelled one voided exactly once.
    const settlements = await t.handle.db
      .select({ settles: ledgerTransfers.settlesTransferId, n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.kind, ['withdrawal_posted', 'withdrawal_voided']))
      .groupBy(ledgerTransfers.settlesTransferId);
    expect(settlements.every((s) => s.n === 1)).toBe(true);
    const holds = new Set(rows.map((r) => r.holdTransferId));
    expect(settlements.filter((s) => holds.has(s.settles)).length).toBe(created.length);
    const [pendingLeft] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers).where(eq(ledgerTransfers.status, 'pending'));
    expect(pendingLeft!.n).toBe(0);

    const inv = await ledgerInvariants(t.handle.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    for (const total of Object.values(inv.totals)) expect(total).toBe(0n);
    t.clock.set('2026-06-15T12:00:00Z');
  }, 120_000);
});
