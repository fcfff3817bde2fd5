import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_HOUSE_SECRET, walletCall, type TestApp } from './harness';
import { cashOf, createFundedPlayer, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { runWalletCall, WalletCallBatcher, type TWalletCall } from '../src/modules/wallet/seamless/call-batcher';
import { fingerprintOf } from '../src/modules/wallet/seamless/common';
import { signBody } from '../src/modules/wallet/seamless/verify-signature';
import { HOUSE_PROVIDER_ID } from '../src/modules/games/register-house-provider';
import { newId, sha256Hex } from '../src/platform/ids';
import { houseShardIndexOf } from '../src/modules/wallet/ledger';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { createOutboxRelay } from '../src/modules/wallet/outbox';
import { users } from '@croupier/db';
import type pg from 'pg';

/**
 * Group commit of the seamless wallet (docs/decisions/0009): many calls in one transaction must answer and move
 * money exactly as the same calls one by one; a group that fails falls back to one transaction per call.
 * On PostgreSQL in CI (DATABASE_URL), PGlite otherwise.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function bet(token: string, txn: string, amount: number, round = `r-${txn}`): TWalletCall {
  return {
    fn: 'bet',
    provider: HOUSE_PROVIDER_ID,
    tokenHash: sha256Hex(token),
    txn,
    round,
    game: GAME_ID,
    currency: 'EUR',
    amount: String(amount),
    fingerprint: fingerprintOf({ roundId: round, gameId: GAME_ID, currency: 'EUR', amount }),
    now: t.clock.now().toISOString(),
    isBonusBuy: false,
  };
}

function win(token: string, txn: string, amount: number, reference: string | null, round = `r-${reference}`): TWalletCall {
  return {
    fn: 'win',
    provider: HOUSE_PROVIDER_ID,
    tokenHash: sha256Hex(token),
    txn,
    round,
    game: GAME_ID,
    currency: 'EUR',
    amount: String(amount),
    reference,
    fingerprint: fingerprintOf({ roundId: round, gameId: GAME_ID, currency: 'EUR', amount, referenceTransactionId: reference }),
    now: t.clock.now().toISOString(),
  };
}

async function batch(calls: TWalletCall[]) {
  const r = await t.deps.db.execute(sql`SELECT croupier_wallet_batch(${JSON.stringify(calls)}::jsonb) AS r`);
  return (r as unknown as { rows: { r: Record<string, unknown>[] }[] }).rows[0]!.r;
}

describe('croupier_wallet_batch', () => {
  it('answers each call in order, as the calls one by one would: repeats, duplicates, refusals and wins inside one group', async () => {
    const a = await createFundedPlayer(t.deps.db, 1_000n, { now: t.clock.now() });
    const b = await createFundedPlayer(t.deps.db, 300n, { now: t.clock.now() });
    const ta = await launch(t.deps.db, a, 'real', t.clock.now());
    const tb = await launch(t.deps.db, b, 'real', t.clock.now());
    const before = await ledgerInvariants(t.deps.db);

    const answers = await batch([
      bet(ta, 'g1-a1', 400),
      bet(tb, 'g1-b1', 250),
      bet(ta, 'g1-a1', 400), // a retry: the first answer, nothing moves
      { ...bet(ta, 'g1-a1', 401) }, // same id, other fields
      bet(tb, 'g1-b2', 100), // 50 left: refused
      win(ta, 'g1-a1w', 1_000, 'g1-a1'),
      bet(ta, 'g1-a2', 1_600), // sees the win above
    ]);
    expect(answers.map((x) => x.status)).toEqual(['OK', 'OK', 'OK', 'DUPLICATE_TRANSACTION', 'INSUFFICIENT_FUNDS', 'OK', 'OK']);
    expect(answers[0]).toMatchObject({ transactionId: 'g1-a1', balance: 600, cash: 600, bonus: 0 });
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[4]).toMatchObject({ balance: 50 });
    expect(answers[5]).toMatchObject({ balance: 1_600 });
    expect(answers[6]).toMatchObject({ balance: 0 });
    expect(await cashOf(t.deps.db, a)).toBe(0n);
    expect(await cashOf(t.deps.db, b)).toBe(50n);

    // The refused bet left nothing behind: the same id is free for a bet that fits.
    expect(await runWalletCall(t.deps.db, bet(tb, 'g1-b2', 50))).toMatchObject({ status: 'OK', balance: 0 });
    const after = await ledgerInvariants(t.deps.db);
    expect(after.totals).toEqual(before.totals);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  });

  it("a group splits a win by its player's standing bets only: a rolled-back bet's win is refused, another player's bet of the round id does not count", async () => {
    const a = await createFundedPlayer(t.deps.db, 1_000n, { now: t.clock.now() });
    const b = await createFundedPlayer(t.deps.db, 0n, { now: t.clock.now() });
    await adjustBalance(t.deps.db, { userId: b, currency: 'EUR', amount: 500n, kind: 'bonus', reason: 'test', actor: 'test', idempotencyKey: `g7-bonus:${b}`, now: t.clock.now() });
    const ta = await launch(t.deps.db, a, 'real', t.clock.now());
    const tb = await launch(t.deps.db, b, 'real', t.clock.now());
    expect(await batch([bet(ta, 'g7-a1', 100, 'g7-r1'), bet(tb, 'g7-b1', 100, 'g7-shared'), bet(ta, 'g7-a2', 100, 'g7-r2')])).toMatchObject([
      { status: 'OK' },
      { status: 'OK', bonus: 400 },
      { status: 'OK', cash: 800 },
    ]);
    const rolledBack = await walletCall(t, 'rollback', { sessionToken: ta, gameId: GAME_ID, roundId: 'g7-r1', transactionId: 'g7-a1-rb', referenceTransactionId: 'g7-a1' });
    expect(rolledBack.body).toMatchObject({ status: 'OK', cash: 900 });
    const before = await ledgerInvariants(t.deps.db);
    const answers = await batch([
      win(ta, 'g7-a1w', 500, 'g7-a1', 'g7-r1'), // its bet was rolled back
      win(ta, 'g7-a1w2', 500, null, 'g7-r1'), // by the round: nothing stands either
      win(ta, 'g7-a3w', 300, null, 'g7-shared'), // A has no bet in that round: a free round, cash
      win(ta, 'g7-a2w', 200, 'g7-a2', 'g7-r2'),
    ]);
    expect(answers).toMatchObject([
      { status: 'INVALID_REQUEST', cash: 900, bonus: 0 },
      { status: 'INVALID_REQUEST', cash: 900, bonus: 0 },
      { status: 'OK', cash: 1_200, bonus: 0 },
      { status: 'OK', cash: 1_400, bonus: 0 },
    ]);
    expect(await cashOf(t.deps.db, a)).toBe(1_400n);
    const recorded = await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE transaction_id IN ('g7-a1w', 'g7-a1w2')`);
    expect((recorded as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const after = await ledgerInvariants(t.deps.db);
    expect(after.totals).toEqual(before.totals);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  });

  it('a call that raises rolls the whole group back', async () => {
    const a = await createFundedPlayer(t.deps.db, 1_000n, { now: t.clock.now() });
    const ta = await launch(t.deps.db, a, 'real', t.clock.now());
    await expect(batch([bet(ta, 'g2-a1', 100), { ...bet(ta, 'g2-a2', 100), now: 'not a time' }])).rejects.toThrow();
    expect(await cashOf(t.deps.db, a)).toBe(1_000n);
    const claimed = await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE transaction_id LIKE 'g2-%'`);
    expect((claimed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('the outbox of a group', () => {
  it('one batch row for the movements a group settled; the relay sends each player its events in order, at least once, and deletes the row', async () => {
    const a = await createFundedPlayer(t.deps.db, 1_000n, { now: t.clock.now() });
    const b = await createFundedPlayer(t.deps.db, 500n, { now: t.clock.now() });
    const ta = await launch(t.deps.db, a, 'real', t.clock.now());
    const tb = await launch(t.deps.db, b, 'real', t.clock.now());
    await t.deps.outbox!.drain(); // their funding
    t.realtime.sent.length = 0;
    const relay = createOutboxRelay({ db: t.deps.db, realtime: () => t.realtime, clock: t.clock, intervalMs: 3_600_000 });
    const mine = () => t.realtime.sent.filter((e) => e.room === `user:${a}` || e.room === `user:${b}`);
    try {
      // Only this test's relay runs while the group is written (the app's relay could publish the row first).
      await t.deps.outbox!.stop();
      // A bet on its own (its own row, decision 0010), then a group: its win, a refused bet, a zero win and a bet.
      expect(await runWalletCall(t.deps.db, bet(ta, 'ob-a1', 400))).toMatchObject({ status: 'OK', balance: 600 });
      const answers = await batch([
        win(ta, 'ob-a1w', 150, 'ob-a1'),
        bet(tb, 'ob-b1', 600),
        win(tb, 'ob-b1w', 0, 'ob-b0'),
        bet(ta, 'ob-a2', 100),
      ]);
      expect(answers.map((x) => x.status)).toEqual(['OK', 'INSUFFICIENT_FUNDS', 'OK', 'OK']);
      const rows = (await t.deps.db.execute(sql`SELECT user_id, event, payload FROM outbox_events ORDER BY id`)) as unknown as {
        rows: { user_id: string | null; event: string; payload: { events?: { u: string; e: string }[] } }[];
      };
      expect(rows.rows.map((r) => [r.user_id, r.event])).toEqual([
        [a, 'debit'],
        [null, 'batch'],
      ]);
      // The refused bet and the zero win moved nothing: no events.
      expect(rows.rows[1]!.payload.events!.map((e) => [e.u, e.e])).toEqual([
        [a, 'credit'],
        [a, 'debit'],
      ]);

      // A relay that fails while emitting rolls its delete back: the row stays and the next pass sends it.
      const failing = createOutboxRelay({
        db: t.deps.db,
        realtime: () => ({
          ...t.realtime,
          emitToUser: () => {
            throw new Error('socket layer down');
          },
        }),
        clock: t.clock,
        intervalMs: 3_600_000,
      });
      await expect(failing.drain()).rejects.toThrow('socket layer down');
      await failing.stop();
      expect(mine()).toEqual([]);

      expect(await relay.drain()).toBeGreaterThanOrEqual(1);
      expect(mine()).toEqual([
        { room: `user:${a}`, event: 'debit', payload: { amount: 400, currency: 'EUR', gameId: GAME_ID, roundId: 'r-ob-a1' } },
        { room: `user:${a}`, event: 'balance', payload: { currency: 'EUR', cash: 6, nonCash: 0, total: 6 } },
        { room: `user:${a}`, event: 'credit', payload: { amount: 150, currency: 'EUR', gameId: GAME_ID, roundId: 'r-ob-a1' } },
        { room: `user:${a}`, event: 'balance', payload: { currency: 'EUR', cash: 7.5, nonCash: 0, total: 7.5 } },
        { room: `user:${a}`, event: 'debit', payload: { amount: 100, currency: 'EUR', gameId: GAME_ID, roundId: 'r-ob-a2' } },
        { room: `user:${a}`, event: 'balance', payload: { currency: 'EUR', cash: 6.5, nonCash: 0, total: 6.5 } },
      ]);
      const left = (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM outbox_events`)) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      await relay.stop();
    }
  });
});

describe('WalletCallBatcher and other transactions', () => {
  it('a group does not deadlock with a transaction that locks a player of the group and then the house shard (a rollback)', async () => {
    const pool = (t.deps.db as unknown as { $client: pg.Pool }).$client;
    if (!('totalCount' in pool)) return; // one connection on PGlite: nothing runs beside a group
    // Two players on a house shard that has no account yet: their cash accounts come before the shard's in id order.
    const used = new Set(
      (await pool.query(`SELECT owner FROM ledger_accounts WHERE kind = 'house'`)).rows.map((r: { owner: string }) => r.owner),
    );
    let shard = 0;
    while (used.has(`system:h${shard}`)) shard++;
    const ids: string[] = [];
    while (ids.length < 2) {
      const id = newId();
      if (houseShardIndexOf(id) === shard) ids.push(id);
    }
    const [a, c] = ids as [string, string];
    for (const id of ids) {
      await t.deps.db.insert(users).values({ id, email: `p-${id}@batch.test`, passwordHash: 'x', currencyCode: 'EUR' });
      const r = await adjustBalance(t.deps.db, {
        userId: id,
        currency: 'EUR',
        amount: 10_000n,
        reason: 'test',
        actor: 'test',
        idempotencyKey: `fund:${id}`,
        now: t.clock.now(),
      });
      expect(r.ok).toBe(true);
    }
    const ta = await launch(t.deps.db, a, 'real', t.clock.now());
    const tc = await launch(t.deps.db, c, 'real', t.clock.now());
    const batcher = new WalletCallBatcher(t.deps.db, { lanes: 4, maxBatch: 16, maxQueue: 1000 });
    await batcher.run(bet(ta, 'g5-warm-a', 1)); // creates the shard's account
    await batcher.run(bet(tc, 'g5-warm-c', 1));
    const cCash = (await pool.query(`SELECT id FROM ledger_accounts WHERE owner = $1 AND kind = 'cash'`, [c])).rows[0].id as string;
    const house = (await pool.query(`SELECT id FROM ledger_accounts WHERE owner = $1 AND kind = 'house'`, [`system:h${shard}`])).rows[0]
      .id as string;
    expect(Number(cCash)).toBeLessThan(Number(house));

    // Another transaction takes C's cash account, then (in id order) the house shard, as a rollback of C's bet does.
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [cCash]);
      // Meanwhile a group of A's and C's bets: one call running keeps the lane busy, so the next two go together.
      const first = batcher.run(bet(ta, 'g5-hold', 1));
      const grouped = [batcher.run(bet(ta, 'g5-a', 100)), batcher.run(bet(tc, 'g5-c', 100))];
      await new Promise((r) => setTimeout(r, 50));
      await other.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [house]);
      await other.query('COMMIT');
      const answers = await Promise.all([first, ...grouped]);
      expect(answers.map((x) => x.status)).toEqual(['OK', 'OK', 'OK']);
      // The group waited for C's account in id order instead of holding the shard: no deadlock, no fallback.
      expect(batcher.stats.fallbacks).toBe(0);
    } finally {
      other.release();
    }
  });
});

describe('WalletCallBatcher', () => {
  it('groups calls that arrive together; a failed group runs each call on its own (the bad one fails alone)', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => createFundedPlayer(t.deps.db, 10_000n, { now: t.clock.now() })));
    const tokens = await Promise.all(players.map((p) => launch(t.deps.db, p, 'real', t.clock.now())));
    // One lane, so the grouping does not hang on when each call's lane lookup returns (with several lanes the
    // calls could reach them one at a time, each running alone): the first call runs alone, the next 8 go
    // together, and the last 4 (with the bad one) fail as a group and run one by one.
    const batcher = new WalletCallBatcher(t.deps.db, { lanes: 1, maxBatch: 8, maxQueue: 1000 });
    const calls = tokens.flatMap((tk, i) => [bet(tk, `g3-${i}-1`, 100), bet(tk, `g3-${i}-2`, 200)]);
    const bad = { ...bet(tokens[0]!, 'g3-bad', 100), now: 'not a time' };
    const results = await Promise.allSettled([...calls, bad].map((c) => batcher.run(c)));
    const statuses = results.map((r) => (r.status === 'fulfilled' ? r.value.status : 'rejected'));
    expect(statuses).toEqual([...calls.map(() => 'OK'), 'rejected']);
    expect(batcher.stats).toMatchObject({ groups: 1, groupedCalls: 8, fallbacks: 1 });
    for (const p of players) expect(await cashOf(t.deps.db, p)).toBe(9_700n);
    // Retries through the batcher answer the stored result and move nothing.
    const again = await Promise.all(calls.map((c) => batcher.run(c)));
    expect(again.map((r) => r.status)).toEqual(calls.map(() => 'OK'));
    for (const p of players) expect(await cashOf(t.deps.db, p)).toBe(9_700n);
  });

  it('many parallel calls over every lane: each applied once, money conserved, nothing negative', async () => {
    const PLAYERS = 20;
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => createFundedPlayer(t.deps.db, 5_000n, { now: t.clock.now() })));
    const tokens = await Promise.all(players.map((p) => launch(t.deps.db, p, 'real', t.clock.now())));
    const before = await ledgerInvariants(t.deps.db);
    const batcher = new WalletCallBatcher(t.deps.db, { lanes: 4, maxBatch: 16, maxQueue: 1000 });
    // Each player: 30 bets of 100 to 300 (more than the balance allows), each sent twice, and a win per bet.
    const calls: TWalletCall[] = [];
    tokens.forEach((tk, i) => {
      for (let r = 0; r < 30; r++) {
        const b = bet(tk, `g4-${i}-${r}`, 100 + ((i * 7 + r * 13) % 201));
        calls.push(b, b);
        if (r % 3 === 0) calls.push(win(tk, `g4-${i}-${r}w`, 150, b.txn));
      }
    });
    const answers = await Promise.all(calls.map((c) => batcher.run(c)));
    // Every caller gets the answer to its own call.
    answers.forEach((a, i) => expect(a.transactionId).toBe(calls[i]!.txn));
    expect(batcher.stats.groups).toBeGreaterThan(0);
    expect(batcher.stats.fallbacks).toBe(0);
    expect(answers.every((a) => ['OK', 'INSUFFICIENT_FUNDS'].includes(a.status))).toBe(true);
    const after = await ledgerInvariants(t.deps.db);
    expect(after.totals).toEqual(before.totals);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    const twice = await t.deps.db.execute(sql`
      SELECT idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE '%:g4-%' GROUP BY idempotency_key HAVING count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    // Balances equal what the stored answers say was taken and paid.
    const moved = await t.deps.db.execute(sql`
      SELECT user_id, sum(CASE WHEN type = 'bet' THEN -(cash_amount + bonus_amount) ELSE cash_amount + bonus_amount END)::text AS net
        FROM wallet_transactions WHERE transaction_id LIKE 'g4-%' AND transfer_id IS NOT NULL GROUP BY user_id`);
    for (const row of (moved as unknown as { rows: { user_id: string; net: string }[] }).rows) {
      expect(await cashOf(t.deps.db, row.user_id)).toBe(5_000n + BigInt(row.net));
    }
  });
});

describe('the same transactionId in two transactions at once (docs/decisions/0010)', () => {
  // The idempotency row is written at the end of a call, with its answer: a twin that runs beside the first call
  // must wait for it (same locks) and answer as a repeat, or fail at the unique index and answer when run again.
  // Needs two connections: PostgreSQL only (PGlite runs one statement at a time).
  // Twins need two connections at once: PostgreSQL only (DATABASE_URL, as in CI). PGlite is one connection in
  // this process, where a second transaction cannot run beside the first; these three tests do not run there.
  const onTwoConnections = it.runIf(!!process.env.DATABASE_URL);
  const poolOf = () => (t.deps.db as unknown as { $client: pg.Pool }).$client;
  const held = async (calls: TWalletCall[], twin: TWalletCall, before?: (c: pg.PoolClient) => Promise<void>) => {
    const first = await poolOf().connect();
    try {
      await first.query('BEGIN');
      await before?.(first);
      const mine = calls.length
        ? ((await first.query('SELECT croupier_wallet_batch($1::jsonb) AS r', [JSON.stringify(calls)])).rows[0].r as Record<
            string,
            unknown
          >[])
        : [];
      let settled = false;
      const other = runWalletCall(t.deps.db, twin).finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 150));
      const waited = !settled; // the twin had to wait for the first transaction
      await first.query('COMMIT');
      return { mine, other: await other, waited };
    } catch (err) {
      await first.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      first.release();
    }
  };

  onTwoConnections(
    'a real-money bet and its twin on another connection: the twin waits and answers the first answer, money moves once',
    async () => {
      const a = await createFundedPlayer(t.deps.db, 1_000n, { now: t.clock.now() });
      const ta = await launch(t.deps.db, a, 'real', t.clock.now());
      const r = await held([bet(ta, 'g6-a1', 300)], bet(ta, 'g6-a1', 300));
      expect(r.waited).toBe(true);
      expect(r.mine[0]).toMatchObject({ status: 'OK', cash: 700 });
      expect(r.other).toEqual(r.mine[0]);
      expect(await cashOf(t.deps.db, a)).toBe(700n);
      // Same id, other fields, at the same time: DUPLICATE_TRANSACTION, nothing moves.
      const d = await held([bet(ta, 'g6-a2', 100)], bet(ta, 'g6-a2', 101));
      expect(d.other).toEqual({ status: 'DUPLICATE_TRANSACTION', transactionId: 'g6-a2' });
      expect(await cashOf(t.deps.db, a)).toBe(600n);
      // A win and its twin.
      const w = await held([win(ta, 'g6-a1w', 500, 'g6-a1')], win(ta, 'g6-a1w', 500, 'g6-a1'));
      expect(w.other).toEqual(w.mine[0]);
      expect(await cashOf(t.deps.db, a)).toBe(1_100n);
      const rows = await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE transaction_id LIKE 'g6-a%'`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
    },
  );

  onTwoConnections('a demo bet and its twin: they meet on the session row', async () => {
    const a = await createFundedPlayer(t.deps.db, 0n, { now: t.clock.now() });
    const ta = await launch(t.deps.db, a, 'demo', t.clock.now());
    const r = await held([bet(ta, 'g6-d1', 300)], bet(ta, 'g6-d1', 300));
    expect(r.waited).toBe(true);
    expect(r.mine[0]).toMatchObject({ status: 'OK' });
    expect(r.other).toEqual(r.mine[0]);
    const fun = await t.deps.db.execute(sql`SELECT fun_balance::text AS b FROM game_sessions WHERE token_hash = ${sha256Hex(ta)}`);
    expect(BigInt((fun as unknown as { rows: { b: string }[] }).rows[0]!.b)).toBe(BigInt((r.mine[0] as { cash: number }).cash));
  });

  onTwoConnections(
    'twins that share no lock (a zero win; a bet beside a rollback tombstone) meet at the unique index and answer as repeats',
    async () => {
      const a = await createFundedPlayer(t.deps.db, 1_000n, { now: t.clock.now() });
      const ta = await launch(t.deps.db, a, 'real', t.clock.now());
      const z = await held([win(ta, 'g6-z1', 0, 'g6-none')], win(ta, 'g6-z1', 0, 'g6-none'));
      expect(z.other).toEqual(z.mine[0]);
      // A rollback of the unknown bet g6-t1 commits its tombstone while the bet runs: the bet is a duplicate, nothing moves.
      const session = await t.deps.db.execute(sql`SELECT id FROM game_sessions WHERE token_hash = ${sha256Hex(ta)}`);
      const sessionId = (session as unknown as { rows: { id: string }[] }).rows[0]!.id;
      const tb = await held([], bet(ta, 'g6-t1', 100), async (c) => {
        await c.query(
          `INSERT INTO wallet_transactions (provider_id, transaction_id, type, user_id, game_session_id, fingerprint, is_rolled_back, created_at)
         VALUES ($1, 'g6-t1', 'tombstone', $2, $3, 'tombstone', true, now())`,
          [HOUSE_PROVIDER_ID, a, sessionId],
        );
      });
      expect(tb.waited).toBe(true);
      expect(tb.other).toEqual({ status: 'DUPLICATE_TRANSACTION', transactionId: 'g6-t1' });
      expect(await cashOf(t.deps.db, a)).toBe(1_000n);
    },
  );
});

describe('overload: a full lane refuses', () => {
  // A call that waits on a lock keeps the lane busy while others queue behind it. Needs a second connection to hold
  // that lock: PostgreSQL only (DATABASE_URL, as in CI).
  it.runIf(!!process.env.DATABASE_URL)(
    'past WALLET_QUEUE_MAX waiting calls a bet answers HTTP 503 SERVICE_UNAVAILABLE with Retry-After, records nothing, and succeeds when sent again',
    async () => {
      const s = await createTestApp({ config: { walletBatch: { lanes: 1, maxBatch: 4, maxQueue: 3 } } });
      const pool = (s.deps.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        const player = await createFundedPlayer(s.deps.db, 10_000n, { now: s.clock.now() });
        const token = await launch(s.deps.db, player, 'real', s.clock.now());
        const before = await ledgerInvariants(s.deps.db);
        const signed = (txn: string) => {
          const raw = JSON.stringify({ sessionToken: token, transactionId: txn, roundId: `r-${txn}`, gameId: GAME_ID, currency: 'EUR', amount: 100 });
          return s.app.inject({
            method: 'POST',
            url: '/api/wallet/v1/bet',
            headers: { 'content-type': 'application/json', 'x-provider-id': HOUSE_PROVIDER_ID, 'x-signature': signBody(TEST_HOUSE_SECRET, raw) },
            payload: raw,
          });
        };
        const cash = (await pool.query(`SELECT id FROM ledger_accounts WHERE owner = $1 AND kind = 'cash'`, [player])).rows[0].id as string;
        await other.query('BEGIN');
        await other.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [cash]);

        const calls = s.deps.walletCalls!;
        const running = signed('q-0'); // runs alone and waits for the lock: the lane is busy
        await expect.poll(() => pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`).then((r) => r.rows[0].n)).toBe(1);
        const queued = [signed('q-1'), signed('q-2'), signed('q-3')]; // the queue is full
        await expect.poll(() => (calls as unknown as { lanes: { queue: unknown[] }[] }).lanes[0]!.queue.length).toBe(3);

        const refused = await signed('q-4');
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('1');
        expect(refused.json()).toEqual({ status: 'SERVICE_UNAVAILABLE' });
        expect(calls.stats.refused).toBe(1);
        // Nothing of it was recorded, not even its transactionId.
        const recorded = await pool.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE transaction_id = 'q-4'`);
        expect(recorded.rows[0].n).toBe(0);

        await other.query('COMMIT');
        const answers = await Promise.all([running, ...queued]);
        expect(answers.map((r) => [r.statusCode, r.json().status])).toEqual(Array.from({ length: 4 }, () => [200, 'OK']));
        expect(await cashOf(s.deps.db, player)).toBe(9_600n);
        // Sent again once the lane has room: applied once.
        const again = await signed('q-4');
        expect([again.statusCode, again.json()]).toEqual([200, expect.objectContaining({ status: 'OK', cash: 9_500 })]);
        const after = await ledgerInvariants(s.deps.db);
        expect(after.totals).toEqual(before.totals);
        expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        other.release();
        await s.close();
      }
    },
  );
});
