import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { createFundedPlayer, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

async function setup(cash = 10_000n) {
  const userId = await createFundedPlayer(t.deps.db, cash, { now: t.clock.now() });
  const token = await launch(t.deps.db, userId, 'real', t.clock.now());
  const base = { sessionToken: token, gameId: GAME_ID, currency: 'EUR' };
  return { userId, token, base };
}

/** A player with 100 cash and 100 bonus whose bet of 150 (100 cash, 50 bonus) was rolled back: back to 100 and 100. */
async function rolledBackBonusBet() {
  const { userId, base } = await setup(100n);
  await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: 100n, kind: 'bonus', reason: 'bonus test', actor: 'test', idempotencyKey: id('bonus'), now: t.clock.now() });
  const roundId = id('round');
  const betId = id('bet');
  await walletCall(t, 'bet', { ...base, transactionId: betId, roundId, amount: 150 });
  const rb = { sessionToken: base.sessionToken, gameId: GAME_ID, roundId, transactionId: id('rb'), referenceTransactionId: betId };
  expect((await walletCall(t, 'rollback', rb)).body).toMatchObject({ status: 'OK', cash: 100, bonus: 100 });
  return { base, roundId, betId, rb };
}

describe('seamless-wallet API v1', () => {
  it('answers balance with cash and bonus in minor units', async () => {
    const { base } = await setup(12_345n);
    const r = await walletCall(t, 'balance', { sessionToken: base.sessionToken });
    expect(r).toEqual({ statusCode: 200, body: { status: 'OK', currency: 'EUR', balance: 12345, cash: 12345, bonus: 0 } });
  });

  it('rejects a bad signature with 401 INVALID_SIGNATURE and a malformed body with 400 INVALID_REQUEST', async () => {
    const { base } = await setup();
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken }, { secret: 'wrong-secret-wrong-secret-wrong-secret!' })).statusCode).toBe(401);
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken }, { providerId: 'nobody' })).body.status).toBe('INVALID_SIGNATURE');
    const bad = await walletCall(t, 'bet', { ...base, transactionId: 'x', roundId: 'r', amount: -5 });
    expect(bad).toEqual({ statusCode: 400, body: { status: 'INVALID_REQUEST' } });
    const fractional = await walletCall(t, 'bet', { ...base, transactionId: 'x', roundId: 'r', amount: 1.5 });
    expect(fractional.body.status).toBe('INVALID_REQUEST');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/wallet/v1/bet', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('takes a bet and pays a win; a repeat returns the first answer and moves nothing', async () => {
    const { base } = await setup(10_000n);
    const bet = { ...base, transactionId: id('bet'), roundId: id('round'), amount: 250 };
    const r1 = await walletCall(t, 'bet', bet);
    expect(r1.body).toMatchObject({ status: 'OK', transactionId: bet.transactionId, balance: 9750, cash: 9750, bonus: 0 });
    const r2 = await walletCall(t, 'bet', bet);
    expect(r2.body).toEqual(r1.body);
    const win = { ...base, transactionId: id('win'), roundId: bet.roundId, amount: 1000, roundClosed: true };
    expect((await walletCall(t, 'win', win)).body).toMatchObject({ status: 'OK', balance: 10750 });
    expect((await walletCall(t, 'win', win)).body).toMatchObject({ status: 'OK', balance: 10750 });
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken })).body.balance).toBe(10750);
  });

  it('accepts a zero bet (a free round) without moving money', async () => {
    const { base } = await setup(1000n);
    const roundId = id('round');
    expect((await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId, amount: 0 })).body).toMatchObject({ status: 'OK', balance: 1000 });
    expect((await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId, amount: 50 })).body).toMatchObject({ status: 'OK', balance: 1050 });
  });

  it('answers DUPLICATE_TRANSACTION for the same transactionId with different fields', async () => {
    const { base } = await setup();
    const bet = { ...base, transactionId: id('bet'), roundId: id('round'), amount: 100 };
    await walletCall(t, 'bet', bet);
    expect((await walletCall(t, 'bet', { ...bet, amount: 101 })).body).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    expect((await walletCall(t, 'win', { ...bet, amount: 100 })).body).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken })).body.balance).toBe(9900);
  });

  it('answers INSUFFICIENT_FUNDS with the actual balance and records nothing', async () => {
    const { userId, base } = await setup(500n);
    const bet = { ...base, transactionId: id('bet'), roundId: id('round'), amount: 501 };
    expect((await walletCall(t, 'bet', bet)).body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 500, cash: 500 });
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken })).body.balance).toBe(500);
    // Nothing was recorded: after a top-up the same transactionId goes through.
    await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: 1n, reason: 'top-up', actor: 'test', idempotencyKey: id('top'), now: t.clock.now() });
    expect((await walletCall(t, 'bet', bet)).body).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('spends cash first, then bonus money; wins are credited in the proportions the bet was taken', async () => {
    const { userId, base } = await setup(300n);
    const r = await adjustBalance(t.deps.db, { userId, currency: 'EUR', amount: 700n, kind: 'bonus', reason: 'bonus test', actor: 'test', idempotencyKey: id('bonus'), now: t.clock.now() });
    expect(r.ok).toBe(true);
    const roundId = id('round');
    const bet = await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId, amount: 400 });
    expect(bet.body).toMatchObject({ status: 'OK', cash: 0, bonus: 600 });
    // 300 of the 400 were cash (75%), 100 bonus (25%): a win of 1000 → 750 cash, 250 bonus.
    const win = await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId, amount: 1000 });
    expect(win.body).toMatchObject({ status: 'OK', cash: 750, bonus: 850 });
  });

  it('rolls a bet back to the balances it came from; a second rollback is OK and moves nothing', async () => {
    const { rb } = await rolledBackBonusBet();
    expect((await walletCall(t, 'rollback', rb)).body).toMatchObject({ status: 'OK', cash: 100, bonus: 100 });
    expect((await walletCall(t, 'rollback', { ...rb, transactionId: id('rb') })).body).toMatchObject({ status: 'OK', cash: 100, bonus: 100 });
  });

  it('a rollback of an unknown bet answers OK and leaves a tombstone that makes the late bet fail', async () => {
    const { base } = await setup(1000n);
    const roundId = id('round');
    const lateBet = id('bet');
    const rb = await walletCall(t, 'rollback', { sessionToken: base.sessionToken, gameId: GAME_ID, roundId, transactionId: id('rb'), referenceTransactionId: lateBet });
    expect(rb.body).toMatchObject({ status: 'OK', balance: 1000 });
    const late = await walletCall(t, 'bet', { ...base, transactionId: lateBet, roundId, amount: 100 });
    expect(late.body.status).toBe('DUPLICATE_TRANSACTION');
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken })).body.balance).toBe(1000);
  });

  it('refuses rollback of a win (only bets can be rolled back)', async () => {
    const { base } = await setup(1000n);
    const roundId = id('round');
    const winId = id('win');
    await walletCall(t, 'win', { ...base, transactionId: winId, roundId, amount: 10 });
    const r = await walletCall(t, 'rollback', { sessionToken: base.sessionToken, gameId: GAME_ID, roundId, transactionId: id('rb'), referenceTransactionId: winId });
    expect(r.body.status).toBe('INVALID_REQUEST');
  });

  it("refuses a rollback naming another game than the session's; nothing is recorded", async () => {
    const { base } = await setup(1000n);
    const roundId = id('round');
    const betId = id('bet');
    await walletCall(t, 'bet', { ...base, transactionId: betId, roundId, amount: 100 });
    const rb = { sessionToken: base.sessionToken, gameId: 'croupier-other-game', roundId, transactionId: id('rb'), referenceTransactionId: betId };
    expect((await walletCall(t, 'rollback', rb)).body).toEqual({ status: 'INVALID_REQUEST', transactionId: rb.transactionId, currency: 'EUR', balance: 900, cash: 900, bonus: 0 });
    // The id was not used: the same rollback with the session's game goes through.
    expect((await walletCall(t, 'rollback', { ...rb, gameId: GAME_ID })).body).toMatchObject({ status: 'OK', balance: 1000 });
  });

  it('refuses a win for a rolled-back bet or round (the stake went back): nothing is paid or recorded', async () => {
    const { base, roundId, betId, rb } = await rolledBackBonusBet();
    // By its round and by its reference: refused with the balance; the bonus-staked share never becomes cash.
    const byRound = { ...base, transactionId: id('win'), roundId, amount: 1000 };
    expect((await walletCall(t, 'win', byRound)).body).toEqual({ status: 'INVALID_REQUEST', transactionId: byRound.transactionId, currency: 'EUR', balance: 200, cash: 100, bonus: 100 });
    const byReference = { ...base, transactionId: id('win'), roundId: id('round'), amount: 1000, referenceTransactionId: betId };
    expect((await walletCall(t, 'win', byReference)).body).toMatchObject({ status: 'INVALID_REQUEST', cash: 100, bonus: 100 });
    // A bet rolled back before it arrived (a tombstone) has no win either.
    const lost = id('bet');
    const tombRound = id('round');
    await walletCall(t, 'rollback', { ...rb, roundId: tombRound, transactionId: id('rb'), referenceTransactionId: lost });
    expect((await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId: tombRound, amount: 500 })).body.status).toBe('INVALID_REQUEST');
    expect((await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId: id('round'), amount: 500, referenceTransactionId: lost })).body.status).toBe('INVALID_REQUEST');
    // Nothing was recorded: the refused id is free, and a round with a bet still standing is paid by that bet.
    expect((await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId, amount: 50 })).body).toMatchObject({ status: 'OK', cash: 50, bonus: 100 });
    expect((await walletCall(t, 'win', byRound)).body).toMatchObject({ status: 'OK', cash: 1050, bonus: 100 });
  });

  it('refuses a rollback of a bet whose round paid a win; after a lost round (a zero win) the stake goes back', async () => {
    const { base } = await setup(1000n);
    const roundId = id('round');
    const betId = id('bet');
    await walletCall(t, 'bet', { ...base, transactionId: betId, roundId, amount: 100 });
    expect((await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId, amount: 300 })).body).toMatchObject({ status: 'OK', balance: 1200 });
    const rb = { sessionToken: base.sessionToken, gameId: GAME_ID, roundId, transactionId: id('rb'), referenceTransactionId: betId };
    expect((await walletCall(t, 'rollback', rb)).body).toEqual({ status: 'INVALID_REQUEST', transactionId: rb.transactionId });
    expect((await walletCall(t, 'balance', { sessionToken: base.sessionToken })).body.balance).toBe(1200);
    // A win naming the bet counts; one naming another bet of the round does not.
    const referenced = id('bet');
    const round2 = id('round');
    await walletCall(t, 'bet', { ...base, transactionId: referenced, roundId: round2, amount: 100 });
    const other = id('bet');
    await walletCall(t, 'bet', { ...base, transactionId: other, roundId: round2, amount: 100 });
    await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId: round2, amount: 500, referenceTransactionId: referenced });
    expect((await walletCall(t, 'rollback', { ...rb, roundId: round2, transactionId: id('rb'), referenceTransactionId: referenced })).body.status).toBe('INVALID_REQUEST');
    expect((await walletCall(t, 'rollback', { ...rb, roundId: round2, transactionId: id('rb'), referenceTransactionId: other })).body).toMatchObject({ status: 'OK', balance: 1600 });
    // A lost round: the provider may still void it.
    const lostRound = id('round');
    const lostBet = id('bet');
    await walletCall(t, 'bet', { ...base, transactionId: lostBet, roundId: lostRound, amount: 100 });
    await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId: lostRound, amount: 0 });
    expect((await walletCall(t, 'rollback', { ...rb, roundId: lostRound, transactionId: id('rb'), referenceTransactionId: lostBet })).body).toMatchObject({ status: 'OK', balance: 1600 });
  });

  it("splits a win by its own player's bets: another player's bet in a round of the same id does not count", async () => {
    const a = await setup(0n);
    await adjustBalance(t.deps.db, { userId: a.userId, currency: 'EUR', amount: 100n, kind: 'bonus', reason: 'bonus test', actor: 'test', idempotencyKey: id('bonus'), now: t.clock.now() });
    const b = await setup(100n);
    const roundId = id('shared-round');
    await walletCall(t, 'bet', { ...a.base, transactionId: id('bet'), roundId, amount: 100 });
    await walletCall(t, 'bet', { ...b.base, transactionId: id('bet'), roundId, amount: 100 });
    // B staked cash: B's win is cash (A's bonus-money bet of the same round id is not B's).
    expect((await walletCall(t, 'win', { ...b.base, transactionId: id('win'), roundId, amount: 400 })).body).toMatchObject({ status: 'OK', cash: 400, bonus: 0 });
    expect((await walletCall(t, 'win', { ...a.base, transactionId: id('win'), roundId, amount: 400 })).body).toMatchObject({ status: 'OK', cash: 0, bonus: 400 });
  });

  it('SESSION_NOT_FOUND for unknown tokens; SESSION_EXPIRED for bets only — wins and rollbacks still land', async () => {
    const unknown = await walletCall(t, 'bet', { sessionToken: 'nope', gameId: GAME_ID, currency: 'EUR', transactionId: id('bet'), roundId: 'r', amount: 1 });
    expect(unknown.body.status).toBe('SESSION_NOT_FOUND');
    const { base } = await setup(1000n);
    const roundId = id('round');
    const otherRound = id('round');
    const otherBet = id('bet');
    await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId, amount: 100 });
    await walletCall(t, 'bet', { ...base, transactionId: otherBet, roundId: otherRound, amount: 100 });
    t.clock.advance(7 * 3600 * 1000);
    try {
      const late = await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId, amount: 100 });
      expect(late.body).toMatchObject({ status: 'SESSION_EXPIRED', balance: 800 });
      expect((await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId, amount: 300 })).body).toMatchObject({ status: 'OK', balance: 1100 });
      const rb = await walletCall(t, 'rollback', { sessionToken: base.sessionToken, gameId: GAME_ID, roundId: otherRound, transactionId: id('rb'), referenceTransactionId: otherBet });
      expect(rb.body).toMatchObject({ status: 'OK', balance: 1200 });
    } finally {
      t.clock.advance(-7 * 3600 * 1000);
    }
  });

  it('CURRENCY_MISMATCH and PLAYER_BLOCKED', async () => {
    const { userId, base } = await setup(1000n);
    expect((await walletCall(t, 'bet', { ...base, currency: 'USD', transactionId: id('bet'), roundId: 'r', amount: 1 })).body).toMatchObject({
      status: 'CURRENCY_MISMATCH',
      currency: 'EUR',
      balance: 1000,
    });
    await t.deps.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, userId));
    expect((await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId: 'r', amount: 1 })).body.status).toBe('PLAYER_BLOCKED');
  });

  it('demo mode uses fun money that never touches the ledger', async () => {
    const userId = await createFundedPlayer(t.deps.db, 0n);
    const token = await launch(t.deps.db, userId, 'demo', t.clock.now());
    const before = await ledgerInvariants(t.deps.db);
    const base = { sessionToken: token, gameId: GAME_ID, currency: 'EUR' };
    expect((await walletCall(t, 'balance', { sessionToken: token })).body).toMatchObject({ balance: 100_000 });
    const roundId = id('round');
    expect((await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId, amount: 5000 })).body).toMatchObject({ status: 'OK', balance: 95_000 });
    expect((await walletCall(t, 'win', { ...base, transactionId: id('win'), roundId, amount: 2000 })).body).toMatchObject({ status: 'OK', balance: 97_000 });
    const after = await ledgerInvariants(t.deps.db);
    expect(after.totals).toEqual(before.totals);
  });

  it('publishes debit, credit and balance events to the player after commit', async () => {
    const { userId, base } = await setup(1000n);
    await t.deps.outbox!.drain();
    t.realtime.sent.length = 0;
    await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId: id('round'), amount: 100 });
    await t.deps.outbox!.drain();
    const mine = t.realtime.sent.filter((e) => e.room === `user:${userId}`);
    expect(mine.map((e) => e.event)).toEqual(['debit', 'balance']);
    expect(mine[1]!.payload).toEqual({ currency: 'EUR', cash: 9, nonCash: 0, total: 9 });
    t.realtime.sent.length = 0;
    await walletCall(t, 'bet', { ...base, transactionId: id('bet'), roundId: id('round'), amount: 99999 });
    await t.deps.outbox!.drain();
    expect(t.realtime.sent.filter((e) => e.room === `user:${userId}`)).toEqual([]);
  });

  it('keeps the ledger balanced', async () => {
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv.negativePlayerAccounts).toBe(0);
    expect(inv.balanceMismatches).toBe(0);
    expect(inv.unbalancedTransfers).toBe(0);
    for (const total of Object.values(inv.totals)) expect(total).toBe(0n);
  });
});
