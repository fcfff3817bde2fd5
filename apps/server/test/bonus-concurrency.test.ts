import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ledgerTransfers, playerBonuses } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { cashierPlayer } from './cashier-helpers';
import { ledgerInvariants } from './wallet-helpers';
import { activate, balancesOf, betAndWin, defineBonus, moneyTotals, session } from './bonus-helpers';
import { settleActiveBonus } from '../src/modules/bonuses/settle-bonus';

/**
 * Races around the bonus engine (issue #6 "Done means"): on PostgreSQL (DATABASE_URL), real parallel
 * transactions; on PGlite the same calls run one after the other and must give the same guarantees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('bonus concurrency', () => {
  it('parallel activations of one player: at most one active bonus, one participant place, money conserved', async () => {
    const p = await cashierPlayer(t);
    const ids = await Promise.all(
      Array.from({ length: 4 }, (_, i) => defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 5, maxParticipants: 100, amounts: { EUR: { fixedAmount: String(100 * (i + 1)) } } })),
    );
    const results = await Promise.all([...ids, ...ids].map((bonusId) => activate(t, p.token, { bonusId })));
    const granted = results.filter((r) => r.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => ['ACTIVE_BONUS', 'RETRY_PERIOD'].includes(r.body.errorCode ?? ''))).toBe(true);
    const active = await t.deps.db.select().from(playerBonuses).where(and(eq(playerBonuses.userId, p.userId), eq(playerBonuses.status, 'active')));
    expect(active).toHaveLength(1);
    expect((await balancesOf(t.deps.db, p.userId)).bonus).toBe(BigInt(active[0]!.bonusAmount));
    for (const total of Object.values(await moneyTotals(t.deps.db))) expect(total).toBe(0n);
  }, 60_000);

  it('parallel confirmed replacements: exactly one bonus stays active, every other forfeited once', async () => {
    const p = await cashierPlayer(t);
    const ids = await Promise.all(Array.from({ length: 5 }, () => defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '300' } } })));
    const results = await Promise.all(ids.map((bonusId) => activate(t, p.token, { bonusId, confirmReplace: true })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.userId));
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'cancelled').every((r) => r.forfeited === 300n)).toBe(true);
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 0n, bonus: 300n });
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  }, 60_000);

  it('parallel bets around the wagering threshold complete the bonus once, with nothing unaccounted', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 1, amounts: { EUR: { fixedAmount: '2000', maxCashout: '1500' } } });
      const p = await cashierPlayer(t);
      const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
      const base = await session(t, p.userId);
      // 30 parallel break-even rounds of 100 against a requirement of 2000: the threshold is crossed in the
      // middle of the storm, with other rounds staked with bonus money still open.
      await Promise.all([
        ...Array.from({ length: 30 }, () => betAndWin(t, base, 100, 100)),
        // Racing settlements on top (the worker, a retried call).
        ...Array.from({ length: 5 }, () => settleActiveBonus(t.deps.db, { playerBonusId: ub, now: t.clock.now() })),
      ]);
      // Bets refused for funds while others were open: finish the wagering one round at a time.
      for (let i = 0; i < 30; i++) {
        const [r] = await t.deps.db.select({ status: playerBonuses.status }).from(playerBonuses).where(eq(playerBonuses.id, ub));
        if (r!.status !== 'active') break;
        await betAndWin(t, base, 100, 100);
      }
      const [row] = await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, ub));
      expect(row!.status).toBe('completed');
      const completions = await t.deps.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, `bonus-complete:${ub}`));
      expect(completions).toHaveLength(1);
      expect(row!).toMatchObject({ cashPaid: 1500n, forfeited: 500n });
      // Every round broke even: the player holds exactly the capped cash-out, nothing on the bonus balance.
      expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 1500n, bonus: 0n });
      for (const total of Object.values(await moneyTotals(t.deps.db))) expect(total).toBe(0n);
      const inv = await ledgerInvariants(t.deps.db);
      expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    }
  }, 120_000);

  it('bets racing a cancellation: the bonus ends once and its money is never paid out after it', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '3000' } } });
    const p = await cashierPlayer(t);
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const base = await session(t, p.userId);
    const cancel = t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: { authorization: `Bearer ${p.token}` }, payload: { userBonusId: ub } });
    const bets = Array.from({ length: 10 }, () => betAndWin(t, base, 100, 400));
    const [c] = await Promise.all([cancel, ...bets]);
    expect(c.statusCode).toBe(200);
    const b = await balancesOf(t.deps.db, p.userId);
    // Nothing of the bonus became cash, and nothing is left on the bonus balance.
    expect(b).toEqual({ cash: 0n, bonus: 0n });
    const forfeits = await t.deps.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `bonus-forfeit:${ub}`));
    expect(forfeits.length).toBeLessThanOrEqual(1);
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken })).body).toMatchObject({ cash: 0, bonus: 0 });
  }, 60_000);
});
