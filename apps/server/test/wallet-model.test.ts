import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitProportionally } from '@croupier/contracts';
import { createTestApp, walletCall, type TestApp } from './harness';
import { createFundedPlayer, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';

/** The seamless wallet checked against a tiny in-memory model, over random call sequences. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Cmd =
  | { op: 'bet'; round: number; amount: number; repeat: boolean }
  | { op: 'win'; round: number; amount: number }
  | { op: 'rollback'; round: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ op: fc.constant('bet' as const), round: fc.integer({ min: 0, max: 5 }), amount: fc.integer({ min: 1, max: 400 }), repeat: fc.boolean() }),
  fc.record({ op: fc.constant('win' as const), round: fc.integer({ min: 0, max: 5 }), amount: fc.integer({ min: 0, max: 900 }) }),
  fc.record({ op: fc.constant('rollback' as const), round: fc.integer({ min: 0, max: 5 }) }),
);

let run = 0;
describe('ledger model', () => {
  it('matches the model: cash first, proportional wins, exact rollbacks, no win for a rolled-back bet nor rollback after a paid win, idempotent repeats', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 500 }), fc.array(cmd, { minLength: 1, maxLength: 25 }), async (cash0, bonus0, cmds) => {
        run++;
        const userId = await createFundedPlayer(t.deps.db, BigInt(cash0), { now: t.clock.now() });
        if (bonus0 > 0)
          await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: BigInt(bonus0), kind: 'bonus', reason: 'model', actor: 'test', idempotencyKey: `mb:${userId}`, now: t.clock.now() });
        const token = await launch(t.deps.db, userId, 'real', t.clock.now());
        const base = { sessionToken: token, gameId: GAME_ID, currency: 'EUR' };
        // Model state.
        let cash = BigInt(cash0);
        let bonus = BigInt(bonus0);
        const bets = new Map<number, { cash: bigint; bonus: bigint; amount: number; rolledBack: boolean }>();
        const tombstones = new Set<number>();
        const winsDone = new Set<number>();
        const paid = new Set<number>();
        for (const c of cmds) {
          const roundId = `m${run}-r${c.round}`;
          const betId = `${roundId}-bet`;
          if (c.op === 'bet') {
            const body = { ...base, roundId, transactionId: betId, amount: c.amount };
            const r = await walletCall(t, 'bet', body);
            const existing = bets.get(c.round);
            if (tombstones.has(c.round)) expect(r.body.status).toBe('DUPLICATE_TRANSACTION');
            else if (existing) expect(r.body.status).toBe(existing.amount === c.amount ? 'OK' : 'DUPLICATE_TRANSACTION');
            else if (cash + bonus < BigInt(c.amount)) expect(r.body.status).toBe('INSUFFICIENT_FUNDS');
            else {
              expect(r.body.status).toBe('OK');
              const a = BigInt(c.amount);
              const fromCash = cash >= a ? a : cash;
              cash -= fromCash;
              bonus -= a - fromCash;
              bets.set(c.round, { cash: fromCash, bonus: a - fromCash, amount: c.amount, rolledBack: false });
              if (c.repeat) expect((await walletCall(t, 'bet', body)).body).toEqual(r.body);
            }
          } else if (c.op === 'win') {
            if (winsDone.has(c.round)) continue;
            const r = await walletCall(t, 'win', { ...base, roundId, transactionId: `${roundId}-win`, amount: c.amount, referenceTransactionId: betId });
            const b = bets.get(c.round);
            // The bet was rolled back (or its rollback came first): refused, nothing recorded.
            if (b?.rolledBack || tombstones.has(c.round)) {
              expect(r.body.status).toBe('INVALID_REQUEST');
              continue;
            }
            expect(r.body.status).toBe('OK');
            winsDone.add(c.round);
            if (c.amount > 0) paid.add(c.round);
            const parts = b ? [b.cash, b.bonus] : [0n, 0n];
            const [wc, wb] = splitProportionally(BigInt(c.amount), parts) as [bigint, bigint];
            cash += wc;
            bonus += wb;
          } else {
            const r = await walletCall(t, 'rollback', { sessionToken: token, gameId: GAME_ID, roundId, transactionId: `${roundId}-rb-${Math.random()}`, referenceTransactionId: betId });
            const b = bets.get(c.round);
            // Its round paid a win: the bet stays.
            expect(r.body.status).toBe(b && !b.rolledBack && paid.has(c.round) ? 'INVALID_REQUEST' : 'OK');
            if (b && !b.rolledBack && !paid.has(c.round)) {
              cash += b.cash;
              bonus += b.bonus;
              b.rolledBack = true;
            } else if (!b) tombstones.add(c.round);
          }
          const bal = await walletCall(t, 'balance', { sessionToken: token });
          expect({ cash: bal.body.cash, bonus: bal.body.bonus }).toEqual({ cash: Number(cash), bonus: Number(bonus) });
        }
      }),
      { numRuns: 25 },
    );
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  }, 240_000);
});
