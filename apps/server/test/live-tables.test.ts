import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  LIVE_AWAY_AFTER_MS,
  LIVE_BETS_PER_ROUND,
  LIVE_BETTING_MS,
  LIVE_MAX_CHIPS,
  LIVE_REMOVE_AFTER_AWAY_MS,
  LIVE_ROUND_MS,
  LIVE_STATS_HOT_COLD,
  LIVE_STATS_ROUNDS,
} from '@croupier/contracts/live';
import { ROULETTE_INSIDE_BETS, roulettePocket, rouletteStats, rouletteWin, sha256Hex, type RouletteChip } from '@croupier/games';
import { liveBets, liveRounds } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer, newPlayer } from './accounts';
import { cashOf, ledgerInvariants } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { placeLiveBet } from '../src/modules/live-tables/place-live-bet';
import { settleLiveRounds, spinDueRounds, voidLiveBet } from '../src/modules/live-tables/settle-live-rounds';
import { newId } from '../src/platform/ids';
import { liveTableStats } from '../src/modules/live-tables/table-state';
import type { WalletClient } from '../src/modules/house-games/wallet-client';
import { runOperatorCommand } from '../src/operator/commands';
import { launchGame } from '../src/modules/games/launch-game';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const deps = (wallet?: WalletClient) => ({ db: t.deps.db, wallet: wallet ?? t.deps.houseWallet!, now: () => t.clock.now() });

async function seated(eur = 100_00n, mode: 'real' | 'demo' = 'real') {
  const p = await newPlayer(t);
  if (eur > 0n)
    await adjustBalance(t.deps.db, {
      userId: p.userId,
      currency: 'EUR',
      amount: eur,
      reason: 'test',
      actor: 'test',
      idempotencyKey: `live-${p.userId}`,
      now: t.clock.now(),
    });
  const r = await post('/api/games/launch', { gameId: 'auto-roulette', mode }, p.token);
  expect(r.statusCode, r.body).toBe(200);
  return { ...p, game: r.json().data.sessionToken as string };
}
const state = async (game: string) => {
  const r = await get(`/api/house/live/state?token=${encodeURIComponent(game)}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const bet = (game: string, roundNumber: number, chips: RouletteChip[]) => post('/api/house/live/bet', { token: game, roundNumber, chips });
/** Moves the clock to the next round's opening. */
function nextRound() {
  const now = t.clock.now().getTime();
  t.clock.set(new Date(now - (now % LIVE_ROUND_MS) + LIVE_ROUND_MS + 1));
}
/** Past the close of the current round, then settles (twice: the second pass must find nothing). */
async function spinAndSettle() {
  const now = t.clock.now().getTime();
  t.clock.set(new Date(now - (now % LIVE_ROUND_MS) + LIVE_BETTING_MS + 10));
  const first = await settleLiveRounds(deps());
  const again = await settleLiveRounds(deps());
  expect(again).toMatchObject({ paid: 0, voided: 0 });
  return first;
}

describe('live roulette table', () => {
  it('is in the live casino category and has its own client (the slot calls refuse it without a 500)', async () => {
    const live = (await get('/api/games?category=live-casino')).json().data;
    expect(live.rows.map((g: { slug: string }) => g.slug)).toEqual(['auto-roulette']);
    expect(live.rows[0].rtp).toBeCloseTo(97.2973, 3);
    const p = await seated();
    expect((await get(`/api/house/session?token=${p.game}`)).json().errorCode).toBe('GAME_NOT_FOUND');
    expect((await post('/api/house/play', { token: p.game, bet: 100 })).json().errorCode).toBe('GAME_NOT_FOUND');
    expect((await get('/api/house/live/state?token=nope')).json().errorCode).toBe('GAME_SESSION_EXPIRED');
  });

  it('takes bets while the round is open, pays the pocket of the shown seed, and reveals the seed after the spin', async () => {
    nextRound();
    const p = await seated(100_00n);
    const s = await state(p.game);
    expect(s.round).toMatchObject({ pocket: null, serverSeed: null });
    expect(s.seat.status).toBe('seated');
    expect(s.players.rows).toContainEqual({ name: expect.any(String), isAway: false, isMe: true });
    const chips: RouletteChip[] = [
      { type: 'red', amount: 10_00 },
      { type: 'straight', numbers: [17], amount: 1_00 },
      { type: 'dozen', index: 2, amount: 2_00 },
    ];
    const r = await bet(p.game, s.round.number, chips);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ stake: 13_00, balance: { total: 87_00 } });
    expect(await cashOf(t.deps.db, p.userId)).toBe(87_00n);
    const mid = await state(p.game);
    expect(mid.myBets).toMatchObject([{ status: 'placed', stake: 13_00, win: null }]);

    const settled = await spinAndSettle();
    expect(settled).toMatchObject({ paid: 1 });
    const after = await state(p.game);
    const [round] = await t.deps.db.select().from(liveRounds).where(eq(liveRounds.roundNumber, s.round.number));
    expect(sha256Hex(after.round.serverSeed ?? round!.serverSeed)).toBe(s.round.serverSeedHash);
    const pocket = roulettePocket(round!.serverSeed, 'auto-roulette', s.round.number);
    expect(round!.pocket).toBe(pocket);
    expect(after.history[0]).toMatchObject({ roundNumber: s.round.number, pocket });
    const win = rouletteWin(chips, pocket);
    expect(after.myBets).toMatchObject([{ status: 'settled', win }]);
    expect(await cashOf(t.deps.db, p.userId)).toBe(BigInt(87_00 + win));
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    // The fairness list has the revealed seed.
    const list = (await get(`/api/house/live/rounds?token=${p.game}`)).json().data.rows;
    expect(list[0]).toMatchObject({ roundNumber: s.round.number, pocket, serverSeed: round!.serverSeed });
  });

  it('refuses bad bets with a clear code and moves nothing', async () => {
    nextRound();
    const p = await seated(5_00n);
    const n = (await state(p.game)).round.number;
    const code = async (b: Parameters<typeof bet>) => (await bet(...b)).json().errorCode;
    expect(await code([p.game, n, [{ type: 'split', numbers: [3, 4], amount: 100 }]])).toBe('INVALID_BET');
    expect(await code([p.game, n, [{ type: 'red', amount: 5 }]])).toBe('INVALID_BET'); // below the table's minimum chip
    expect(
      await code([
        p.game,
        n,
        [
          { type: 'red', amount: 100 },
          { type: 'red', amount: 100 },
        ],
      ]),
    ).toBe('INVALID_BET');
    expect(await code([p.game, n, [{ type: 'red', amount: 100_001 }]])).toBe('INVALID_BET'); // above the table maximum
    expect(await code([p.game, n + 1, [{ type: 'red', amount: 100 }]])).toBe('LIVE_BETTING_CLOSED');
    expect(await code([p.game, n, [{ type: 'red', amount: 6_00 }]])).toBe('INSUFFICIENT_FUNDS');
    expect((await bet(p.game, n, [{ type: 'purple' as 'red', amount: 100 }])).statusCode).toBe(400);
    expect(await cashOf(t.deps.db, p.userId)).toBe(5_00n);
    for (let i = 0; i < LIVE_BETS_PER_ROUND; i++)
      expect((await bet(p.game, n, [{ type: 'straight', numbers: [i], amount: 10 }])).statusCode).toBe(200);
    expect(await code([p.game, n, [{ type: 'red', amount: 10 }]])).toBe('LIVE_TOO_MANY_BETS');
    t.clock.advance(LIVE_BETTING_MS);
    expect(await code([p.game, n, [{ type: 'red', amount: 10 }]])).toBe('LIVE_BETTING_CLOSED');
    expect(await cashOf(t.deps.db, p.userId)).toBe(5_00n - BigInt(LIVE_BETS_PER_ROUND * 10));
  });

  it("keeps to the table's euro limits at the rate of a player's currency (INR: 9 000 paise a euro)", async () => {
    nextRound();
    const p = await newPlayer(t, { currencyCode: 'INR' });
    await adjustBalance(t.deps.db, { userId: p.userId, currency: 'INR', amount: 5_000_00n, reason: 'test', actor: 'test', idempotencyKey: `live-inr-${p.userId}`, now: t.clock.now() });
    const game = (await post('/api/games/launch', { gameId: 'auto-roulette', mode: 'real' }, p.token)).json().data.sessionToken as string;
    const s = await state(game);
    expect(s).toMatchObject({ currency: 'INR', table: { minBet: 9_00, maxBet: 90_000_00 } }); // €0.10–€1 000
    const code = async (chips: RouletteChip[]) => (await bet(game, s.round.number, chips)).json().errorCode;
    expect(await code([{ type: 'red', amount: 8_99 }])).toBe('INVALID_BET');
    expect(await code([{ type: 'red', amount: 90_000_01 }])).toBe('INVALID_BET');
    expect(await cashOf(t.deps.db, p.userId, 'INR')).toBe(5_000_00n);
    expect((await bet(game, s.round.number, [{ type: 'red', amount: 9_00 }])).statusCode).toBe(200);
    expect(await cashOf(t.deps.db, p.userId, 'INR')).toBe(4_991_00n);
  });

  it('takes a chip on every spot of the layout in one bet (and no more chips than spots), and pays each exactly', async () => {
    nextRound();
    const p = await seated(100_00n);
    const n = (await state(p.game)).round.number;
    const chips: RouletteChip[] = [
      ...Array.from({ length: 37 }, (_, i): RouletteChip => ({ type: 'straight', numbers: [i], amount: 10 })),
      ...(['split', 'street', 'corner', 'line'] as const).flatMap((type) =>
        ROULETTE_INSIDE_BETS[type].map((numbers): RouletteChip => ({ type, numbers: [...numbers], amount: 10 })),
      ),
      ...[1, 2, 3].flatMap((index) => (['dozen', 'column'] as const).map((type): RouletteChip => ({ type, index, amount: 10 }))),
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type): RouletteChip => ({ type, amount: 10 })),
    ];
    expect(chips).toHaveLength(LIVE_MAX_CHIPS);
    const tooMany = await bet(p.game, n, [...chips, { type: 'straight', numbers: [0], amount: 10 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(await cashOf(t.deps.db, p.userId)).toBe(100_00n);
    const r = await bet(p.game, n, chips);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ stake: LIVE_MAX_CHIPS * 10 });
    await spinAndSettle();
    const [round] = await t.deps.db.select().from(liveRounds).where(eq(liveRounds.roundNumber, n));
    const win = rouletteWin(chips, round!.pocket!);
    expect(win).toBeGreaterThan(0);
    expect(await cashOf(t.deps.db, p.userId)).toBe(BigInt(100_00 - LIVE_MAX_CHIPS * 10 + win));
    expect(await ledgerInvariants(t.deps.db)).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
  });

  it("counts the table's last results for its statistics: hot and cold numbers, the outside bets", async () => {
    const p = await seated(0n);
    // A few more rounds spun (reading the state opens each; the settler spins it after the close).
    for (let i = 0; i < 3; i++) {
      nextRound();
      await state(p.game);
      await spinAndSettle();
    }
    const r = await get(`/api/house/live/stats?token=${encodeURIComponent(p.game)}`);
    expect(r.statusCode, r.body).toBe(200);
    const spun = await t.deps.db
      .select({ pocket: liveRounds.pocket })
      .from(liveRounds)
      .where(and(eq(liveRounds.tableId, 'auto-roulette'), sql`${liveRounds.spunAt} IS NOT NULL`))
      .orderBy(sql`${liveRounds.roundNumber} DESC`)
      .limit(LIVE_STATS_ROUNDS);
    expect(spun.length).toBeGreaterThanOrEqual(3);
    const stats = r.json().data;
    expect(stats).toEqual(
      rouletteStats(
        spun.map((x) => x.pocket!),
        LIVE_STATS_HOT_COLD,
      ),
    );
    expect(stats.rounds).toBe(spun.length);
    expect(stats.hot.length).toBeGreaterThan(0);
    expect(stats.cold).toHaveLength(LIVE_STATS_HOT_COLD);
    expect((await get('/api/house/live/stats?token=nope')).json().errorCode).toBe('GAME_SESSION_EXPIRED');
  });

  it('counts only the newest LIVE_STATS_ROUNDS spun results of the table', async () => {
    // A table of its own: 510 spun rounds (pocket = round number mod 37) and one not spun yet.
    const tableId = `stats-${newId()}`;
    const at = t.clock.now();
    const round = (n: number, isSpun: boolean) => ({
      id: newId(),
      tableId,
      roundNumber: n,
      serverSeed: 's',
      serverSeedHash: 'h',
      opensAt: at,
      closesAt: at,
      pocket: isSpun ? n % 37 : null,
      spunAt: isSpun ? at : null,
    });
    await t.deps.db.insert(liveRounds).values([...Array.from({ length: 510 }, (_, n) => round(n, true)), round(510, false)]);
    const stats = await liveTableStats(t.deps.db, tableId);
    const newest = Array.from({ length: LIVE_STATS_ROUNDS }, (_, i) => (509 - i) % 37);
    expect(stats).toEqual(rouletteStats(newest, LIVE_STATS_HOT_COLD));
    expect(stats.rounds).toBe(LIVE_STATS_ROUNDS);
  });

  it('takes one bet a round per player and mode (all chips at once, so the wallet’s limits see the whole stake)', async () => {
    nextRound();
    const p = await seated(2_000_00n);
    const n = (await state(p.game)).round.number;
    expect((await bet(p.game, n, [{ type: 'black', amount: 1_000_01 }])).json().errorCode).toBe('INVALID_BET');
    expect(
      (
        await bet(p.game, n, [
          { type: 'black', amount: 600_00 },
          { type: 'red', amount: 400_00 },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await bet(p.game, n, [{ type: 'odd', amount: 1_00 }])).json().errorCode).toBe('LIVE_TOO_MANY_BETS');
    // The same player's demo tab plays the same round with its fun money, and each tab sees its own bets.
    const demo = await post('/api/games/launch', { gameId: 'auto-roulette', mode: 'demo' }, p.token);
    const demoGame = demo.json().data.sessionToken as string;
    expect((await bet(demoGame, n, [{ type: 'odd', amount: 5_00 }])).statusCode).toBe(200);
    expect((await state(demoGame)).myBets).toMatchObject([{ stake: 5_00 }]);
    expect((await state(p.game)).myBets).toMatchObject([{ stake: 1_000_00 }]);
    expect(await cashOf(t.deps.db, p.userId)).toBe(1_000_00n);
  });

  it('gives the stake back when the placing request dies after the wallet took it', async () => {
    nextRound();
    const p = await seated(10_00n);
    const s = await state(p.game);
    // The process died between the wallet's answer and marking the bet placed: a pending row, stake taken.
    const betId = newId();
    const [round] = await t.deps.db.select().from(liveRounds).where(eq(liveRounds.roundNumber, s.round.number));
    await t.deps.db.insert(liveBets).values({
      id: betId,
      roundId: round!.id,
      tableId: 'auto-roulette',
      roundNumber: s.round.number,
      userId: p.userId,
      gameSessionId: newId(),
      sessionToken: p.game,
      gameId: 'croupier-auto-roulette',
      isDemo: false,
      currency: 'EUR',
      chips: [{ type: 'red', amount: 4_00 }],
      stake: 4_00n,
      status: 'pending',
      createdAt: t.clock.now(),
    });
    const taken = await t.deps.houseWallet!.call('bet', {
      sessionToken: p.game,
      transactionId: `live:${betId}:bet`,
      roundId: betId,
      gameId: 'croupier-auto-roulette',
      currency: 'EUR',
      amount: 4_00,
    });
    expect(taken.status).toBe('OK');
    expect(await cashOf(t.deps.db, p.userId)).toBe(6_00n);
    // The spin voids the bet still pending; the settler gives the stake back.
    expect(await spinAndSettle()).toMatchObject({ voided: 1 });
    expect((await t.deps.db.select().from(liveBets).where(eq(liveBets.id, betId)))[0]!.status).toBe('void');
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
    expect(await settleLiveRounds(deps())).toMatchObject({ voided: 0, paid: 0 });
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
  });

  it('never both plays and returns a stake when the settler voids a bet while the wallet is answering', async () => {
    nextRound();
    const p = await seated(10_00n);
    const n = (await state(p.game)).round.number;
    const real = t.deps.houseWallet!;
    // The wallet takes the stake; before the answer gets back, the settler voids the still-pending bet.
    const racing: WalletClient = {
      async call(path, body) {
        const answer = await real.call(path, body);
        if (path === 'bet') await voidLiveBet(deps(), String(body.roundId));
        return answer;
      },
    };
    const r = await placeLiveBet(deps(racing), { token: p.game, roundNumber: n, chips: [{ type: 'red', amount: 3_00 }] });
    expect(r).toMatchObject({ ok: false, code: 'LIVE_BETTING_CLOSED' });
    const rows = await t.deps.db.select().from(liveBets).where(eq(liveBets.userId, p.userId));
    expect(rows.map((b) => b.status)).toEqual(['void']);
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
    await spinAndSettle();
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
  });

  it('voids a bet whose wallet call failed, and a late bet after it cannot land', async () => {
    nextRound();
    const p = await seated(10_00n);
    const n = (await state(p.game)).round.number;
    const real = t.deps.houseWallet!;
    const { WalletUnavailable } = await import('../src/modules/house-games/wallet-client');
    const down: WalletClient = {
      async call(path, body) {
        if (path === 'bet') throw new WalletUnavailable('timeout');
        return real.call(path, body);
      },
    };
    const r = await placeLiveBet(deps(down), { token: p.game, roundNumber: n, chips: [{ type: 'odd', amount: 2_00 }] });
    expect(r).toMatchObject({ ok: false, code: 'WALLET_UNAVAILABLE' });
    const [row] = await t.deps.db.select().from(liveBets).where(eq(liveBets.userId, p.userId));
    expect(row!.status).toBe('void');
    // The request that timed out reaches the wallet after all: the tombstone refuses it.
    const late = await real.call('bet', {
      sessionToken: p.game,
      transactionId: `live:${row!.id}:bet`,
      roundId: row!.id,
      gameId: 'croupier-auto-roulette',
      currency: 'EUR',
      amount: 2_00,
    });
    expect(late.status).not.toBe('OK');
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
  });

  it('plays demo rounds with fun money, outside the ledger', async () => {
    nextRound();
    const p = await seated(0n, 'demo');
    const s = await state(p.game);
    expect(s).toMatchObject({ mode: 'demo', balance: { total: 1000_00 } });
    const before = await ledgerInvariants(t.deps.db);
    expect((await bet(p.game, s.round.number, [{ type: 'low', amount: 50_00 }])).json().data.balance.total).toBe(950_00);
    await spinAndSettle();
    const after = await state(p.game);
    const pocket = after.history[0].pocket as number;
    expect(after.balance.total).toBe(950_00 + rouletteWin([{ type: 'low', amount: 50_00 }], pocket));
    expect((await ledgerInvariants(t.deps.db)).totals).toEqual(before.totals);
  });

  it('marks a player away after 5 minutes without a bet, removes them 30 minutes later, and seats them again on return', async () => {
    nextRound();
    const first = await seated(10_00n);
    const p = {
      ...first,
      second: (await post('/api/games/launch', { gameId: 'auto-roulette', mode: 'real' }, first.token)).json().data.sessionToken as string,
    };
    const other = await seated(0n);
    await state(p.game);
    t.clock.advance(LIVE_AWAY_AFTER_MS - 1000);
    expect((await state(p.game)).seat.status).toBe('seated');
    t.clock.advance(2000);
    await state(other.game);
    const away = await state(p.game);
    expect(away.seat).toMatchObject({ status: 'away', isAwayManual: false });
    expect(new Date(away.seat.removesAt).getTime()).toBe(t.clock.now().getTime() - 1000 + LIVE_REMOVE_AFTER_AWAY_MS);
    // The others see them as away.
    expect((await state(other.game)).players.rows.filter((r: { isAway: boolean; isMe: boolean }) => r.isAway && !r.isMe)).toHaveLength(1);
    t.clock.advance(LIVE_REMOVE_AFTER_AWAY_MS);
    const gone = await state(p.game);
    expect(gone.seat.status).toBe('removed');
    expect(gone.players.rows.some((r: { isMe: boolean }) => r.isMe)).toBe(false);
    nextRound();
    const n = (await state(p.game)).round.number;
    expect((await bet(p.game, n, [{ type: 'red', amount: 1_00 }])).json().errorCode).toBe('LIVE_REMOVED_FROM_TABLE');
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
    // Another tab opened before the removal does not seat them again…
    expect((await state(p.second)).seat.status).toBe('removed');
    expect((await state(p.game)).seat.status).toBe('removed');
    const back = await post('/api/house/live/away', { token: p.game, isAway: false });
    expect(back.json().data.seat.status).toBe('seated');
    expect((await bet(p.game, n, [{ type: 'red', amount: 1_00 }])).statusCode).toBe(200);
    // …a launch after the removal does (as does coming back, above).
    await post('/api/house/live/away', { token: p.game, isAway: true });
    t.clock.advance(LIVE_REMOVE_AFTER_AWAY_MS);
    expect((await state(p.game)).seat.status).toBe('removed');
    t.clock.advance(1000);
    // (The player's site session has idled out by now: the game is launched directly.)
    const launched = await launchGame(t.deps.db, {
      userId: p.userId,
      authSessionId: null,
      gameId: 'auto-roulette',
      mode: 'real',
      language: 'en',
      now: t.clock.now(),
    });
    const relaunched = launched.ok ? launched.value.sessionToken : '';
    expect((await state(relaunched)).seat.status).toBe('seated');
  });

  it('gives a guest whose cookie names a registered player’s id a guest id of their own', async () => {
    const p = await seated(0n);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/games/launch',
      payload: { gameId: 'auto-roulette', mode: 'demo' },
      cookies: { guest_id: p.userId },
    });
    expect(r.statusCode, r.body).toBe(200);
    const s = await state(r.json().data.sessionToken);
    expect(s.players.rows.filter((x: { isMe: boolean }) => x.isMe)).toHaveLength(1);
    const rows = (await t.deps.db.execute(
      sql`SELECT user_id FROM game_sessions WHERE mode = 'demo' ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { user_id: string }[] };
    expect(rows.rows[0]!.user_id).not.toBe(p.userId);
  });

  it('puts a paid live win in the top wins tables and Game Pulse, and announces it; demo wins stay out', async () => {
    nextRound();
    const p = await seated(20_00n);
    const demo = await seated(0n, 'demo');
    const s = await state(p.game);
    const [round] = await t.deps.db.select().from(liveRounds).where(eq(liveRounds.roundNumber, s.round.number));
    const pocket = roulettePocket(round!.serverSeed, 'auto-roulette', s.round.number);
    expect((await bet(p.game, s.round.number, [{ type: 'straight', numbers: [pocket], amount: 2_00 }])).statusCode).toBe(200);
    expect((await bet(demo.game, s.round.number, [{ type: 'straight', numbers: [pocket], amount: 2_00 }])).statusCode).toBe(200);
    const announced: string[] = [];
    const now = t.clock.now().getTime();
    t.clock.set(new Date(now - (now % LIVE_ROUND_MS) + LIVE_BETTING_MS + 10));
    expect((await settleLiveRounds({ ...deps(), onWin: (id) => announced.push(id) })).paid).toBeGreaterThanOrEqual(2);
    const [won] = await t.deps.db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.userId, p.userId), eq(liveBets.roundNumber, s.round.number)));
    const [demoWon] = await t.deps.db.select().from(liveBets).where(eq(liveBets.userId, demo.userId));
    expect(won).toMatchObject({ status: 'settled', win: 72_00n });
    expect(demoWon).toMatchObject({ status: 'settled', win: 72_00n, isDemo: true });
    expect(announced).toContain(won!.id);
    expect(announced).not.toContain(demoWon!.id);
    const mine = (await get('/api/games/top-wins?type=my&limit=10', p.token)).json().data.rows;
    expect(mine).toEqual([
      expect.objectContaining({ id: won!.id, gameSlug: 'auto-roulette', bet: 2, win: 72, multiplier: 36, currency: 'EUR' }),
    ]);
    const all = (await get('/api/games/top-wins?type=all&limit=50')).json().data.rows;
    expect(all.map((w: { id: string }) => w.id)).toContain(won!.id);
    expect(all.filter((w: { gameSlug: string; player: string }) => w.gameSlug === 'auto-roulette').length).toBeGreaterThan(0);
    expect((await get('/api/games/top-wins?type=my&limit=10', demo.token)).json().data.rows).toEqual([]);
    const details = (await get('/api/games/auto-roulette')).json().data;
    expect(details.pulse.map((x: { multiplier: number }) => x.multiplier)).toContain(36);
    expect(details.stats.rounds24h).toBeGreaterThan(0);
    expect(details.stats.biggestMultiplier24h).toBeGreaterThanOrEqual(36);
  });

  it('lets a player step away by hand; a bet brings them back', async () => {
    nextRound();
    const p = await seated(10_00n);
    await state(p.game);
    const away = await post('/api/house/live/away', { token: p.game, isAway: true });
    expect(away.json().data.seat).toMatchObject({ status: 'away', isAwayManual: true });
    const n = away.json().data.round.number;
    expect((await bet(p.game, n, [{ type: 'even', amount: 1_00 }])).statusCode).toBe(200);
    expect((await state(p.game)).seat.status).toBe('seated');
    expect((await post('/api/house/live/away', { token: p.game, isAway: 'yes' })).statusCode).toBe(400);
  });

  it('takes one of a player’s parallel bets and settles each once while several settlers race (PostgreSQL)', async () => {
    nextRound();
    const players = await Promise.all(Array.from({ length: 12 }, () => seated(50_00n)));
    const n = (await state(players[0]!.game)).round.number;
    const before = await ledgerInvariants(t.deps.db);
    const chipsOf = (i: number): RouletteChip[] => [
      { type: i % 2 ? 'red' : 'black', amount: 1_00 + i },
      { type: 'straight', numbers: [i % 37], amount: 50 },
      { type: 'column', index: (i % 3) + 1, amount: 75 },
    ];
    // Each player sends the same bet three times at once (a double click, a retry): one is taken.
    const results = await Promise.all(players.flatMap((p, i) => [0, 1, 2].map(() => bet(p.game, n, chipsOf(i)))));
    for (let i = 0; i < players.length; i++) {
      const mine = results.slice(3 * i, 3 * i + 3);
      expect(mine.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(mine.filter((r) => r.json().errorCode === 'LIVE_TOO_MANY_BETS')).toHaveLength(2);
    }
    const now = t.clock.now().getTime();
    t.clock.set(new Date(now - (now % LIVE_ROUND_MS) + LIVE_BETTING_MS + 10));
    await Promise.all(Array.from({ length: 4 }, () => settleLiveRounds(deps(), 5)));
    const open = async () =>
      (await t.deps.db.select().from(liveBets).where(eq(liveBets.roundNumber, n))).filter((b) => b.status !== 'settled').length;
    for (let i = 0; i < 10 && (await open()) > 0; i++) await settleLiveRounds(deps());
    expect(await open()).toBe(0);
    const [round] = await t.deps.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.tableId, 'auto-roulette'), eq(liveRounds.roundNumber, n)));
    for (const [i, p] of players.entries()) {
      const chips = chipsOf(i);
      const stake = chips.reduce((s, c) => s + c.amount, 0);
      expect(await cashOf(t.deps.db, p.userId)).toBe(BigInt(50_00 + rouletteWin(chips, round!.pocket!) - stake));
    }
    const after = await ledgerInvariants(t.deps.db);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    expect(after.totals).toEqual(before.totals);
    const wins = await t.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE transaction_id IN (SELECT 'live:' || id || ':win' FROM live_bets WHERE round_number = ${n})`,
    );
    expect((wins as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(12);
    // Finished bets no longer keep the game token.
    const tokens = await t.deps.db.select({ token: liveBets.sessionToken }).from(liveBets).where(eq(liveBets.roundNumber, n));
    expect(tokens.every((r) => r.token === '')).toBe(true);
  });

  it('makes the spin the cut-off: a bet still waiting for the wallet is voided, a later one is refused, on any clock', async () => {
    nextRound();
    const p = await seated(10_00n);
    const n = (await state(p.game)).round.number;
    const real = t.deps.houseWallet!;
    // The wallet answers slowly: the round spins (another server, its clock at the close) before the answer is back.
    const slow: WalletClient = {
      async call(path, body) {
        const answer = await real.call(path, body);
        if (path === 'bet') await spinDueRounds(t.deps.db, new Date(t.clock.now().getTime() + LIVE_BETTING_MS));
        return answer;
      },
    };
    const r = await placeLiveBet(deps(slow), { token: p.game, roundNumber: n, chips: [{ type: 'red', amount: 3_00 }] });
    expect(r).toMatchObject({ ok: false, code: 'LIVE_BETTING_CLOSED' });
    const [row] = await t.deps.db.select().from(liveBets).where(eq(liveBets.userId, p.userId));
    expect(row!.status).toBe('voiding');
    expect(await settleLiveRounds(deps())).toMatchObject({ voided: 1 });
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
    // This server's clock is behind: it still thinks betting is open, but the round has spun.
    expect((await bet(p.game, n, [{ type: 'red', amount: 1_00 }])).json().errorCode).toBe('LIVE_BETTING_CLOSED');
    expect(await cashOf(t.deps.db, p.userId)).toBe(10_00n);
  });

  it('shows operators the rounds, a player’s bets and bets left open', async () => {
    nextRound();
    const p = await seated(10_00n);
    const n = (await state(p.game)).round.number;
    expect(
      (
        await bet(p.game, n, [
          { type: 'straight', numbers: [7], amount: 1_00 },
          { type: 'black', amount: 2_00 },
        ])
      ).statusCode,
    ).toBe(200);
    await spinAndSettle();
    const operator = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-live' }, argv);
    const rounds = await operator('live', 'rounds', '--limit', '3');
    expect(rounds.exitCode).toBe(0);
    expect(rounds.output).toMatch(new RegExp(`auto-roulette #${n} .* (\\d+) (red|black|green) .*1 bet\\(s\\) 3\\.00 EUR staked`));
    const bets = await operator('live', 'bets', p.email, '--limit', '5');
    expect(bets.output).toContain(`#${n}: straight:7 1.00 EUR, black 2.00 EUR = 3.00 EUR; won`);
    expect((await operator('live', 'open')).output).toBe('No open live bets');
    expect((await operator('live', 'rounds', '--limit', '0')).exitCode).toBe(2);
    expect((await operator('live', 'bets', 'nobody@nowhere.test')).output).toBe('No player "nobody@nowhere.test"');
    expect((await operator('live')).output).toContain('live rounds');
  });
});
