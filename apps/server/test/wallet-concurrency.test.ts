import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, walletCall, type TestApp } from './harness';
import { cashOf, createFundedPlayer, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';

/**
 * Many players, parallel bets, wins, rollbacks, retries and duplicates (on
 * PostgreSQL in CI: DATABASE_URL). After the storm the ledger must hold:
 * money per currency unchanged, nothing negative, each transactionId applied
 * at most once, balances equal to the sum of their entries.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A small deterministic PRNG so a failure can be replayed.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Op = { path: 'bet' | 'win' | 'rollback'; body: Record<string, unknown>; kind: string };

describe('wallet under concurrency', () => {
  it('conserves money through a storm of parallel, retried, duplicated and out-of-order calls', async () => {
    const rand = rng(20261122);
    const PLAYERS = 24;
    const ROUNDS = 25;
    const FUND = 20_000n;
    const players: { userId: string; token: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const userId = await createFundedPlayer(t.deps.db, FUND, { now: t.clock.now() });
      players.push({ userId, token: await launch(t.deps.db, userId, 'real', t.clock.now()) });
    }
    const before = await ledgerInvariants(t.deps.db);

    const ops: Op[] = [];
    players.forEach((p, pi) => {
      for (let r = 0; r < ROUNDS; r++) {
        const roundId = `p${pi}-r${r}`;
        const betId = `${roundId}-bet`;
        const base = { sessionToken: p.token, gameId: GAME_ID, currency: 'EUR', roundId };
        const bet = { ...base, transactionId: betId, amount: 1 + Math.floor(rand() * 3000) };
        const copies = 1 + Math.floor(rand() * 3); // retries of the same request
        for (let c = 0; c < copies; c++) ops.push({ path: 'bet', body: bet, kind: 'bet' });
        if (rand() < 0.1) ops.push({ path: 'bet', body: { ...bet, amount: (bet.amount as number) + 1 }, kind: 'dup' });
        const dice = rand();
        if (dice < 0.45) {
          const win = { ...base, transactionId: `${roundId}-win`, amount: Math.floor(rand() * 5000), referenceTransactionId: betId };
          ops.push({ path: 'win', body: win, kind: 'win' }, { path: 'win', body: win, kind: 'win' });
        } else if (dice < 0.7) {
          const rb = { sessionToken: p.token, gameId: GAME_ID, roundId, transactionId: `${roundId}-rb`, referenceTransactionId: betId };
          ops.push({ path: 'rollback', body: rb, kind: 'rb' }, { path: 'rollback', body: { ...rb, transactionId: `${roundId}-rb2` }, kind: 'rb' });
        }
      }
    });
    // Shuffle: rollbacks can arrive before their bets, retries interleave.
    for (let i = ops.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [ops[i], ops[j]] = [ops[j]!, ops[i]!];
    }

    const statuses = new Map<string, number>();
    const CONCURRENCY = 32;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ops.length) {
          const op = ops[next++]!;
          const r = await walletCall(t, op.path, op.body);
          expect(r.statusCode, JSON.stringify(r.body)).toBe(200);
          const key = `${op.kind}:${r.body.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }),
    );

    const after = await ledgerInvariants(t.deps.db);
    expect(after.totals).toEqual(before.totals); // money per currency unchanged (all zero: double entry)
    expect(after.negativePlayerAccounts).toBe(0);
    expect(after.balanceMismatches).toBe(0);
    expect(after.unbalancedTransfers).toBe(0);

    // Each transactionId applied at most once: one ledger transfer per bet/win/rollback key at most,
    // and every applied bet has exactly one transfer.
    const dupTransfers = await t.deps.db.execute(sql`SELECT idempotency_key FROM ledger_transfers GROUP BY idempotency_key HAVING count(*) > 1`);
    expect((dupTransfers as unknown as { rows: unknown[] }).rows).toEqual([]);
    const orphanBets = await t.deps.db.execute(sql`
      SELECT w.transaction_id FROM wallet_transactions w
      LEFT JOIN ledger_transfers lt ON lt.idempotency_key = 'bet:' || w.provider_id || ':' || w.transaction_id
      WHERE w.type = 'bet' AND lt.id IS NULL AND w.amount > 0`);
    expect((orphanBets as unknown as { rows: unknown[] }).rows).toEqual([]);
    // A rolled-back bet has exactly one rollback transfer; a standing bet none.
    const rb = await t.deps.db.execute(sql`
      SELECT w.transaction_id, w.is_rolled_back, (SELECT count(*) FROM ledger_transfers lt WHERE lt.idempotency_key = 'rollback:' || w.provider_id || ':' || w.transaction_id)::int AS n
      FROM wallet_transactions w WHERE w.type = 'bet'`);
    for (const row of (rb as unknown as { rows: { is_rolled_back: boolean; n: number }[] }).rows) expect(row.n).toBe(row.is_rolled_back ? 1 : 0);

    // Player money + house = what was funded.
    const money = await t.deps.db.execute(sql`
      SELECT COALESCE(SUM(balance) FILTER (WHERE NOT is_system), 0)::text AS players,
             COALESCE(SUM(balance) FILTER (WHERE kind = 'house'), 0)::text AS house
      FROM ledger_accounts WHERE currency = 'EUR'`);
    const m = (money as unknown as { rows: { players: string; house: string }[] }).rows[0]!;
    const funded = await t.deps.db.execute(sql`SELECT (-balance)::text AS funded FROM ledger_accounts WHERE owner = 'system' AND kind = 'adjustments' AND currency = 'EUR'`);
    expect(BigInt(m.players) + BigInt(m.house)).toBe(BigInt((funded as unknown as { rows: { funded: string }[] }).rows[0]!.funded));

    expect(statuses.get('bet:OK')).toBeGreaterThan(0);
    expect(statuses.get('dup:DUPLICATE_TRANSACTION') ?? 0).toBeGreaterThanOrEqual(0);
    console.log('wallet storm', t.handle.kind, ops.length, 'calls', Object.fromEntries(statuses));
  }, 180_000);

  it("a win and a rollback of the same bet racing: exactly one lands, never both (the stake back beside the win)", async () => {
    const PLAYERS = 6;
    const ROUNDS = 8;
    const FUND = 100_000;
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const userId = await createFundedPlayer(t.deps.db, BigInt(FUND), { now: t.clock.now() });
        return { userId, token: await launch(t.deps.db, userId, 'real', t.clock.now()) };
      }),
    );
    const before = await ledgerInvariants(t.deps.db);
    const outcomes = await Promise.all(
      players.map(async (p, pi) => {
        let expected = FUND;
        const wins: string[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          const roundId = `race-p${pi}-r${r}`;
          const base = { sessionToken: p.token, gameId: GAME_ID, currency: 'EUR', roundId };
          expect((await walletCall(t, 'bet', { ...base, transactionId: `${roundId}-bet`, amount: 100 })).body.status).toBe('OK');
          // Half the wins name the bet, half go by the round; the order the two are sent in alternates.
          const win = { ...base, transactionId: `${roundId}-win`, amount: 250, ...(r % 2 ? { referenceTransactionId: `${roundId}-bet` } : {}) };
          const rb = { sessionToken: p.token, gameId: GAME_ID, roundId, transactionId: `${roundId}-rb`, referenceTransactionId: `${roundId}-bet` };
          const sendWin = () => walletCall(t, 'win', win);
          const sendRollback = () => walletCall(t, 'rollback', rb);
          const [w, b] = r % 4 < 2 ? await Promise.all([sendWin(), sendRollback()]) : (await Promise.all([sendRollback(), sendWin()])).reverse();
          const landed = [w!.body.status, b!.body.status].filter((s) => s === 'OK');
          expect(landed, `${roundId}: win ${w!.body.status}, rollback ${b!.body.status}`).toHaveLength(1);
          expected += w!.body.status === 'OK' ? 250 - 100 : 0;
          if (w!.body.status === 'OK') wins.push(roundId);
        }
        return { userId: p.userId, expected, wins: wins.length };
      }),
    );
    for (const o of outcomes) expect(await cashOf(t.deps.db, o.userId)).toBe(BigInt(o.expected));
    const after = await ledgerInvariants(t.deps.db);
    expect(after.totals).toEqual(before.totals);
    expect(after.balanceMismatches).toBe(0);
    expect(after.unbalancedTransfers).toBe(0);
    console.log('win/rollback races', t.handle.kind, 'wins', outcomes.reduce((n, o) => n + o.wins, 0), 'of', PLAYERS * ROUNDS);
  }, 120_000);
});
