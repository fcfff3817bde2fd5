import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, sites } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { advanceWhileActive, bearer, login, newPlayer, patchSettings, PASSWORD } from './accounts';
import { GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { endTimeLimitedSessions } from '../src/modules/protection/end-sessions';
import { endIdleSessions, idleRule } from '../src/modules/protection/idle-sessions';
import { clearSettingsCache } from '../src/modules/content/get-site-settings';
import { attachRealtime } from '../src/platform/realtime';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as ioClient, type Socket } from 'socket.io-client';
import { runOperatorCommand } from '../src/operator/commands';
import { cardDeposit, cashierPlayer, deposit } from './cashier-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set('2026-06-01T10:00:00Z');
});

const HOUR = 3_600_000;
let seq = 0;
const id = (p: string) => `${p}-${++seq}`;

/** A signed-up player with 1,000.00 EUR and a real-money game session. */
async function player(cash = 100_000n) {
  const p = await newPlayer(t);
  await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', amount: cash, reason: 'test', actor: 'test', idempotencyKey: id('fund'), now: t.clock.now() });
  const gameToken = await launch(t.deps.db, p.userId, 'real', t.clock.now());
  const bet = (amount: number, extra: Record<string, unknown> = {}) => {
    const roundId = id('r');
    return walletCall(t, 'bet', { sessionToken: gameToken, transactionId: `${roundId}-b`, roundId, gameId: GAME_ID, currency: 'EUR', amount, ...extra });
  };
  const win = (amount: number) => {
    const roundId = id('r');
    return walletCall(t, 'win', { sessionToken: gameToken, transactionId: `${roundId}-w`, roundId, gameId: GAME_ID, currency: 'EUR', amount });
  };
  const relaunch = async () => {
    const token = await launch(t.deps.db, p.userId, 'real', t.clock.now());
    return {
      bet: (amount: number) => {
        const roundId = id('r');
        return walletCall(t, 'bet', { sessionToken: token, transactionId: `${roundId}-b`, roundId, gameId: GAME_ID, currency: 'EUR', amount });
      },
    };
  };
  return { ...p, gameToken, bet, win, relaunch };
}

const api = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  put: (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object }),
  post: (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) }),
});

describe('bet, loss, max-bet and winnings limits are enforced by the wallet', () => {
  it('refuses a bet above the daily bet limit with LIMIT_REACHED dailyBetLimit; the rolling window frees it a day later', async () => {
    const p = await player();
    expect((await api(p.token).put('/api/user/limits', { kind: 'bet', period: 0, amount: '10.00' })).json().data.applied).toBe('now');
    expect((await p.bet(600)).body.status).toBe('OK');
    expect((await p.bet(400)).body.status).toBe('OK');
    const refused = await p.bet(1);
    expect(refused.body).toMatchObject({ status: 'LIMIT_REACHED', limitType: 'dailyBetLimit', cash: 99_000 });
    // The refused bet moved nothing and did not consume its transactionId.
    expect((await ledgerInvariants(t.deps.db)).balanceMismatches).toBe(0);
    const limits = (await api(p.token).get('/api/user/limits')).json().data;
    expect(limits.limits.find((l: { kind: string }) => l.kind === 'bet')).toMatchObject({ amount: '10.00', used: '10.00', currency: 'EUR' });
    t.clock.advance(24 * HOUR + 31 * 60_000);
    expect((await (await p.relaunch()).bet(500)).body.status).toBe('OK');
  });

  it('parallel bets never pass a limit together (the player’s account lock serialises the check)', async () => {
    const p = await player();
    await api(p.token).put('/api/user/limits', { kind: 'bet', period: 0, amount: '10.00' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => p.bet(100)));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(10);
    expect(answers.filter((a) => a.body.status === 'LIMIT_REACHED')).toHaveLength(20);
    expect((await ledgerInvariants(t.deps.db)).balanceMismatches).toBe(0);
  });

  it('the lowest applicable limit wins (weekly below daily)', async () => {
    const p = await player();
    await api(p.token).put('/api/user/limits', { kind: 'bet', period: 0, amount: '50' });
    await api(p.token).put('/api/user/limits', { kind: 'bet', period: 1, amount: '5' });
    expect((await p.bet(600)).body).toMatchObject({ status: 'LIMIT_REACHED', limitType: 'weeklyBetLimit' });
    expect((await p.bet(500)).body.status).toBe('OK');
  });

  it('counts losses as stakes minus wins (worst case: this bet loses)', async () => {
    const p = await player();
    await api(p.token).put('/api/user/limits', { kind: 'loss', period: 2, amount: '10' });
    expect((await p.bet(800)).body.status).toBe('OK');
    expect((await p.win(300)).body.status).toBe('OK');
    // lost 5.00 so far: 5.00 more may be staked
    expect((await p.bet(600)).body).toMatchObject({ status: 'LIMIT_REACHED', limitType: 'monthlyLossLimit' });
    expect((await p.bet(500)).body.status).toBe('OK');
  });

  it('refuses a stake above the max bet; a confirmed bonus buy is exempt once', async () => {
    const p = await player();
    await api(p.token).put('/api/user/limits', { kind: 'maxBet', amount: '2.00' });
    expect((await p.bet(201)).body).toMatchObject({ status: 'LIMIT_REACHED', limitType: 'maxBetLimit' });
    expect((await p.bet(200)).body.status).toBe('OK');
    // A bonus buy above the limit without confirmation is refused like any bet.
    expect((await p.bet(5000, { isBonusBuy: true })).body.limitType).toBe('maxBetLimit');
    expect((await api(p.token).post('/api/user/bonus-buy-confirm', { gameId: 'lucky-sevens' })).statusCode).toBe(200);
    // Only a bonus buy uses the exemption, and only once.
    expect((await p.bet(5000)).body.limitType).toBe('maxBetLimit');
    expect((await p.bet(5000, { isBonusBuy: true })).body.status).toBe('OK');
    expect((await p.bet(5000, { isBonusBuy: true })).body.limitType).toBe('maxBetLimit');
  });

  it('stops play once the monthly winnings limit is reached', async () => {
    const p = await player();
    await api(p.token).put('/api/user/limits', { kind: 'monthlyWinnings', amount: '20' });
    expect((await p.bet(100)).body.status).toBe('OK');
    expect((await p.win(2100)).body.status).toBe('OK');
    expect((await p.bet(100)).body).toMatchObject({ status: 'LIMIT_REACHED', limitType: 'monthlyWinningsLimit' });
    // The user details carry it (spec §3 userMonthlyLimit), and the real-money stakes (totalSpend).
    const details = (await api(p.token).get('/api/user/get-user-details')).json().data;
    expect(details.userMonthlyLimit).toMatchObject({ kind: 'monthlyWinnings', amount: '20.00', currency: 'EUR' });
    expect(details.totalSpend).toBe(1);
    const q = await player();
    expect((await api(q.token).get('/api/user/get-user-details')).json().data).toMatchObject({ userMonthlyLimit: null, totalSpend: 0 });
  });
});

describe('changing limits', () => {
  it('applies a decrease at once, an increase after 24 hours, and one change per hour', async () => {
    const p = await player();
    const a = api(p.token);
    expect((await a.put('/api/user/limits', { kind: 'loss', period: 0, amount: '100' })).statusCode).toBe(200);
    const soon = await a.put('/api/user/limits', { kind: 'loss', period: 0, amount: '50' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ errorCode: 'LIMIT_CHANGE_TOO_SOON', message: 'error.limits.once.per.hour' });
    await advanceWhileActive(t, HOUR, p.token);
    expect((await a.put('/api/user/limits', { kind: 'loss', period: 0, amount: '50' })).json().data).toMatchObject({ applied: 'now', limit: { amount: '50.00' } });
    await advanceWhileActive(t, HOUR, p.token);
    const raise = (await a.put('/api/user/limits', { kind: 'loss', period: 0, amount: '80' })).json().data;
    expect(raise).toMatchObject({ applied: 'pending', limit: { amount: '50.00', pendingAmount: '80.00' } });
    expect(new Date(raise.effectiveAt).getTime() - t.clock.now().getTime()).toBe(24 * HOUR);
    expect((await p.bet(6000)).body.limitType).toBe('dailyLossLimit');
    await advanceWhileActive(t, 24 * HOUR, p.token);
    expect((await (await p.relaunch()).bet(6000)).body.status).toBe('OK');
    // Removal of a loss limit also waits; removing a bet limit needs support.
    expect((await a.put('/api/user/limits', { kind: 'loss', period: 0, amount: null })).json().data).toMatchObject({ applied: 'pending', limit: { isPendingRemoval: true } });
    await a.put('/api/user/limits', { kind: 'bet', period: 0, amount: '100' });
    await advanceWhileActive(t, HOUR, p.token);
    expect((await a.put('/api/user/limits', { kind: 'bet', period: 0, amount: null })).json()).toMatchObject({ errorCode: 'LIMIT_REMOVAL_NEEDS_SUPPORT' });
    expect((await a.put('/api/user/limits', { kind: 'bet', period: 0, amount: '150' })).json().data.applied).toBe('pending');
  });

  it('refuses bad amounts with a clear code and changes nothing', async () => {
    const p = await player();
    for (const amount of ['-5', 'abc', '0', '1.234', 1e30, '99999999999999999999', '92233720368547758.08']) {
      const r = await api(p.token).put('/api/user/limits', { kind: 'loss', period: 0, amount });
      expect(r.statusCode).toBe(400);
      expect(['LIMIT_AMOUNT_INVALID', 'VALIDATION_ERROR']).toContain(r.json().errorCode);
    }
    expect((await api(p.token).put('/api/user/limits', { kind: 'nope', amount: '5' })).json().errorCode).toBe('VALIDATION_ERROR');
    expect((await api(p.token).get('/api/user/limits')).json().data.limits).toEqual([]);
  });

  it('sets a deposit limit through the cashier rule, with the same cooling-off', async () => {
    const p = await player();
    const a = api(p.token);
    expect((await a.put('/api/user/limits', { kind: 'deposit', period: 0, amount: '20' })).json().data).toMatchObject({ applied: 'now', limit: { kind: 'deposit', amount: '20.00' } });
    expect((await a.put('/api/user/limits', { kind: 'deposit', period: 0, amount: '10' })).json().errorCode).toBe('LIMIT_CHANGE_TOO_SOON');
    await advanceWhileActive(t, HOUR, p.token);
    expect((await a.put('/api/user/limits', { kind: 'deposit', period: 0, amount: '40' })).json().data).toMatchObject({ applied: 'pending', limit: { pendingAmount: '40.00' } });
  });
});

describe('session time limit', () => {
  it('validates the range by unit with the spec failure messages', async () => {
    const p = await player();
    const a = api(p.token);
    expect((await a.put('/api/user/session-limit', { value: 9, unit: 'minutes' })).json()).toMatchObject({ errorCode: 'SESSION_LIMIT_UPDATE_FAILED', message: 'error.session.limit.update' });
    expect((await a.put('/api/user/session-limit', { value: 721, unit: 'hours' })).json().errorCode).toBe('SESSION_LIMIT_UPDATE_FAILED');
    expect((await a.put('/api/user/session-limit', { value: 31, unit: 'days' })).json().errorCode).toBe('SESSION_LIMIT_UPDATE_FAILED');
    expect((await a.del('/api/user/session-limit')).json().errorCode).toBe('SESSION_LIMIT_REMOVE_FAILED');
    expect((await a.put('/api/user/session-limit', { value: 30, unit: 'days' })).statusCode).toBe(200);
  });

  it('ends the session when the limit is reached: the socket is told and the token stops working', async () => {
    const p = await player();
    const a = api(p.token);
    expect((await a.put('/api/user/session-limit', { value: 10, unit: 'minutes' })).json().data.limit).toMatchObject({ kind: 'sessionTime', amount: '10' });
    const info = (await a.get('/api/user/session-info')).json().data;
    expect(new Date(info.endsAt).getTime() - new Date(info.startedAt).getTime()).toBe(10 * 60_000);
    t.clock.advance(9 * 60_000);
    expect(await endTimeLimitedSessions(t.deps.db, t.realtime, t.clock.now())).toBe(0);
    t.clock.advance(60_000);
    expect(await endTimeLimitedSessions(t.deps.db, t.realtime, t.clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, p.userId));
    expect(row!.endReason).toBe('SESSION_EXPIRED');
    expect(t.realtime.sent.some((e) => e.room === `session:${row!.id}` && e.event === 'sessionEnded')).toBe(true);
    expect((await a.get('/api/user/limits')).statusCode).toBe(403);
  });

  it('counts the time across sessions: signing in again or on a second device does not restart the clock; a break as long as the limit does', async () => {
    const p = await player();
    await api(p.token).put('/api/user/session-limit', { value: 10, unit: 'minutes' });
    t.clock.advance(6 * 60_000);
    expect((await api(p.token).post('/api/user/logout', {})).statusCode).toBe(200);
    // A short pause (under the 10-minute break), then sign in again: 4 minutes are left, not 10.
    t.clock.advance(2 * 60_000);
    const again = await login(t, p.email, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().data.accessToken as string;
    const endsAt = Date.parse((await api(second).get('/api/user/session-info')).json().data.endsAt);
    expect(endsAt - t.clock.now().getTime()).toBe(4 * 60_000);
    // A second device gets no clock of its own.
    const third = (await login(t, p.email, PASSWORD)).json().data.accessToken as string;
    expect(Date.parse((await api(third).get('/api/user/session-info')).json().data.endsAt)).toBe(endsAt);
    // Both pages report the player's activity (a session counts until it was last seen, not until a sweep ended it).
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      for (const token of [second, third]) expect((await t.app.inject({ method: 'POST', url: '/api/user/activity', headers: bearer(token) })).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    await endTimeLimitedSessions(t.deps.db, t.realtime, t.clock.now());
    const live = await t.deps.db.select().from(sessions).where(and(eq(sessions.userId, p.userId), isNull(sessions.endedAt)));
    expect(live).toEqual([]);
    // Used up: no sign-in until the break is over (as long as the limit: 10 minutes from the end).
    const refused = await login(t, p.email, PASSWORD);
    // 422, not 403: a 403 tells the page its session ended (it would reload into the sign-in form and lose the message).
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errorCode: 'SESSION_LIMIT_REACHED', message: 'error.session.limit.reached', retryAfter: 600 });
    t.clock.advance(9 * 60_000);
    expect((await login(t, p.email, PASSWORD)).json()).toMatchObject({ errorCode: 'SESSION_LIMIT_REACHED', retryAfter: 60 });
    t.clock.advance(60_000);
    const fresh = await login(t, p.email, PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const info = (await api(fresh.json().data.accessToken).get('/api/user/session-info')).json().data;
    expect(Date.parse(info.endsAt) - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('a tab closed early counts until it was last seen, not until the session is ended later', async () => {
    const p = await player();
    await api(p.token).put('/api/user/session-limit', { value: 1, unit: 'hours' });
    // 5 minutes of play, then the tab is closed (no sign-out): the session stays open until a sweep ends it.
    t.clock.advance(5 * 60_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/activity', headers: bearer(p.token) })).statusCode).toBe(200);
    t.clock.advance(45 * 60_000);
    // Back 45 minutes later (under the hour's break): 6 minutes count (until last seen, plus a minute), not 50.
    const back = await login(t, p.email, PASSWORD);
    expect(back.statusCode, back.body).toBe(200);
    const info = (await api(back.json().data.accessToken).get('/api/user/session-info')).json().data;
    expect(Date.parse(info.endsAt) - t.clock.now().getTime()).toBe(54 * 60_000);
  });

  it('refuses requests of a session past its limit even before the sweep', async () => {
    const p = await player();
    await api(p.token).put('/api/user/session-limit', { value: 1, unit: 'hours' });
    t.clock.advance(HOUR + 1000);
    expect((await api(p.token).get('/api/user/limits')).statusCode).toBe(403);
  });
});

describe('self-exclusion and freeze', () => {
  it('blocks bets at once, cannot be shortened, and lets the player sign in to withdraw', async () => {
    const p = await player();
    const a = api(p.token);
    const r = (await a.post('/api/user/self-exclusion', { duration: '1w' })).json().data;
    expect(r.isPermanent).toBe(false);
    // Open game sessions end at once, and no new real-money session starts.
    expect((await p.bet(100)).body.status).toBe('SESSION_EXPIRED');
    const launchRes = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(p.token), payload: { gameId: GAME_ID, mode: 'real' } });
    expect(launchRes.json()).toMatchObject({ errorCode: 'SELF_EXCLUSION_ACTIVE' });
    expect((await a.post('/api/user/self-exclusion', { duration: '1d' })).json().errorCode).toBe('EXCLUSION_NOT_SHORTENED');
    expect((await a.post('/api/user/self-exclusion', { duration: '1m' })).statusCode).toBe(200);
    const limits = (await a.get('/api/user/limits')).json().data;
    expect(new Date(limits.selfExclusion.until).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);
    expect((await login(t, p.email, PASSWORD)).statusCode).toBe(200);
  });

  it('a freeze blocks bets for its days and cannot be shortened', async () => {
    const p = await player();
    const a = api(p.token);
    expect((await a.post('/api/user/freeze-account', { days: 7 })).statusCode).toBe(200);
    expect((await a.post('/api/user/freeze-account', { days: 3 })).json().errorCode).toBe('EXCLUSION_NOT_SHORTENED');
    expect((await a.post('/api/user/freeze-account', { days: 2 })).json().errorCode).toBe('VALIDATION_ERROR');
    expect((await p.bet(100)).body.status).toBe('SESSION_EXPIRED');
    const launchRes = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(p.token), payload: { gameId: GAME_ID, mode: 'real' } });
    expect(launchRes.json()).toMatchObject({ errorCode: 'ACCOUNT_FROZEN' });
    // Demo play too (withdrawals only; the wallet would refuse its spins): refused at launch, with the reason.
    const demo = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(p.token), payload: { gameId: GAME_ID, mode: 'demo' } });
    expect(demo.json()).toMatchObject({ errorCode: 'ACCOUNT_FROZEN' });
    const roundId = id('r');
    t.clock.advance(7 * 86_400_000 + 1000);
    const later = await launch(t.deps.db, p.userId, 'real', t.clock.now());
    const ok = await walletCall(t, 'bet', { sessionToken: later, transactionId: `${roundId}-c`, roundId, gameId: GAME_ID, currency: 'EUR', amount: 100 });
    expect(ok.body.status).toBe('OK');
  });
});

describe('the cashier and the site respect the player’s choices', () => {
  it('a deposit limit set on the limits page refuses a deposit above it (PAYMENT_LIMIT_THRESHOLD)', async () => {
    const p = await cashierPlayer(t);
    expect((await api(p.token).put('/api/user/limits', { kind: 'deposit', period: 0, amount: '30' })).statusCode).toBe(200);
    expect((await deposit(t, p.token, cardDeposit('20'))).statusCode).toBe(200);
    const refused = await deposit(t, p.token, cardDeposit('11'));
    expect(refused.json()).toMatchObject({ errorCode: 'PAYMENT_LIMIT_THRESHOLD' });
    expect((await deposit(t, p.token, cardDeposit('10'))).statusCode).toBe(200);
  });

  it('a frozen or self-excluded player cannot deposit and gets no marketing scripts', async () => {
    const p = await cashierPlayer(t);
    expect((await deposit(t, p.token, cardDeposit('25'))).statusCode).toBe(200);
    await api(p.token).post('/api/user/freeze-account', { days: 1 });
    // Named as a freeze (the page says until when), and the user details carry its end.
    expect((await deposit(t, p.token, cardDeposit('25'))).json()).toMatchObject({ errorCode: 'ACCOUNT_FROZEN', message: 'error.account.frozen' });
    const details = (await api(p.token).get('/api/user/get-user-details')).json().data;
    expect(Date.parse(details.getUser.userLimit.frozenUntil) - t.clock.now().getTime()).toBe(86_400_000);
    expect(details.getUser.userLimit).toMatchObject({ isSelfExclusionPermanent: false, selfExclusion: null });
    const scripts = await t.app.inject({ method: 'GET', url: '/api/core/casino/scripts?enableAuthUsers=true&enableDepositors=true', headers: bearer(p.token) });
    expect(scripts.json().data).toEqual([]);
    const q = await cashierPlayer(t);
    await api(q.token).post('/api/user/self-exclusion', { duration: 'permanent' });
    expect((await deposit(t, q.token, cardDeposit('25'))).json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
    expect((await api(q.token).post('/api/user/self-exclusion', { duration: '1h' })).json().errorCode).toBe('EXCLUSION_NOT_SHORTENED');
  });
});

describe('sessions, stats and preferences', () => {
  it('reports the session net position and the player stats from real play', async () => {
    const p = await player();
    await p.bet(1000);
    await p.win(250);
    await p.bet(500);
    const info = (await api(p.token).get('/api/user/session-info')).json().data;
    expect(info).toMatchObject({ currency: 'EUR', stakes: '15.00', wins: '2.50', net: '-12.50' });
    const stats = (await api(p.token).get('/api/user/player-stats')).json().data;
    expect(stats).toMatchObject({ currency: 'EUR', totalBets: '15.00', wins: '2.50', losses: '12.50', totalGames: 2 });
  });

  it('keeps the reality-check interval, ghost mode and the calendar opt-out', async () => {
    const p = await player();
    const a = api(p.token);
    expect((await a.put('/api/user/reality-check', { minutes: 30 })).json().data.minutes).toBe(30);
    expect((await a.put('/api/user/reality-check', { minutes: 7 })).statusCode).toBe(400);
    expect((await a.put('/api/user/privacy', { isGhostMode: true, isRewardCalendarOptOut: true })).json().data).toEqual({ isGhostMode: true, isRewardCalendarOptOut: true });
    const limits = (await a.get('/api/user/limits')).json().data;
    expect(limits).toMatchObject({ realityCheckMinutes: 30, isGhostMode: true, isRewardCalendarOptOut: true });
    expect((await a.get('/api/user/session-info')).json().data.realityCheckMinutes).toBe(30);
  });

  it('ends the other sessions with CONCURRENT_SESSION when the site allows one per player', async () => {
    await patchSettings(t, { singleSessionPerPlayer: true });
    try {
      const p = await player();
      const second = await login(t, p.email, PASSWORD);
      expect(second.statusCode).toBe(200);
      expect((await api(p.token).get('/api/user/limits')).statusCode).toBe(403);
      const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, p.userId));
      expect(rows.find((r) => r.endReason === 'CONCURRENT_SESSION')).toBeTruthy();
      expect(t.realtime.sent.some((e) => e.event === 'sessionEnded' && (e.payload as { reason: string }).reason === 'CONCURRENT_SESSION')).toBe(true);
    } finally {
      await patchSettings(t, { singleSessionPerPlayer: false });
    }
  });

  it('operator: locking a player ends their sessions (ACCOUNT_LOCKED); maintenance ends everyone’s', async () => {
    const p = await player();
    const ctx = { db: t.deps.db, clock: t.clock, actor: 'ops' };
    expect((await runOperatorCommand(ctx, ['players', 'lock', p.email])).exitCode).toBe(2);
    const lock = await runOperatorCommand(ctx, ['players', 'lock', p.email, '--reason', 'fraud review']);
    expect(lock.output).toContain('1 session(s) ended');
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, p.userId));
    expect(rows[0]!.endReason).toBe('ACCOUNT_LOCKED');
    expect((await p.bet(100)).body.status).toBe('SESSION_EXPIRED');
    const q = await player();
    await api(q.token).put('/api/user/limits', { kind: 'bet', period: 0, amount: '5' });
    await api(q.token).put('/api/user/limits', { kind: 'loss', period: 0, amount: '7' });
    expect((await runOperatorCommand(ctx, ['limits', 'show', q.email])).output).toContain('bet period 0: 5.00 EUR');
    // A bet limit needs a high loyalty level to be removed (loyalty.test.ts); a loss limit does not.
    expect((await runOperatorCommand(ctx, ['limits', 'remove', q.email, 'bet', '--reason', 'support ticket 12'])).exitCode).toBe(2);
    // A bad kind or period is refused, and removing nothing is not audited as a removal.
    expect((await runOperatorCommand(ctx, ['limits', 'remove', q.email, 'losses', '--reason', 'support ticket 12'])).output).toContain('Unknown limit kind "losses"');
    expect((await runOperatorCommand(ctx, ['limits', 'remove', q.email, 'loss', 'fortnight', '--reason', 'support ticket 12'])).output).toContain('Unknown period "fortnight"');
    const audits = async () => ((await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'limits.remove' AND subject = ${q.userId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect((await runOperatorCommand(ctx, ['limits', 'remove', q.email, 'loss', 'week', '--reason', 'support ticket 12'])).output).toBe('No loss limit with period 1');
    expect(await audits()).toBe(0);
    expect((await runOperatorCommand(ctx, ['limits', 'remove', q.email, 'loss', 'day', '--reason', 'support ticket 12'])).exitCode).toBe(0);
    expect(await audits()).toBe(1);
    const all = await runOperatorCommand(ctx, ['sessions', 'end-all', '--reason', 'maintenance']);
    expect(all.output).toMatch(/\d+ session\(s\) ended/);
    expect((await api(q.token).get('/api/user/limits')).statusCode).toBe(403);
  });

  it('operator: lists a player’s sessions and signs them out everywhere (SECURITY_LOGOUT), audited and pushed', async () => {
    const p = await player();
    const other = (await login(t, p.email)).json().data.accessToken as string;
    await api(p.token).post('/api/user/logout', {});
    const ctx = { db: t.deps.db, clock: t.clock, actor: 'ops' };
    const list = await runOperatorCommand(ctx, ['sessions', 'list', p.email]);
    expect(list.exitCode).toBe(0);
    expect(list.output).toContain(`${p.email} (${p.userId}): the last 2 session(s)`);
    expect(list.output).toMatch(/ {2}live; signed in .*, last seen .*/);
    expect(list.output).toMatch(/ {2}ended \S+ USER_INITIATED; signed in/);
    expect((await runOperatorCommand(ctx, ['sessions', 'list', p.email, '--limit', '1'])).output).toContain('the last 1 session(s)');
    expect((await runOperatorCommand(ctx, ['sessions', 'end', p.email])).exitCode).toBe(2); // a reason is required
    expect((await runOperatorCommand(ctx, ['sessions', 'list', 'nobody@example.com'])).output).toBe('No player "nobody@example.com"');
    expect((await api(other).get('/api/user/limits')).statusCode).toBe(200);
    const end = await runOperatorCommand(ctx, ['sessions', 'end', p.email, '--reason', 'lost phone, ticket 7']);
    expect(end.output).toBe(`${p.email}: 1 session(s) ended (SECURITY_LOGOUT)`);
    const refused = await api(other).get('/api/user/limits');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().session.reason).toBe('SECURITY_LOGOUT');
    const audit = (await t.deps.db.execute(sql`SELECT actor, details FROM audit_log WHERE action = 'sessions.end' AND subject = ${p.userId}`)) as unknown as {
      rows: { actor: string; details: { reason: string } }[];
    };
    expect(audit.rows).toEqual([{ actor: 'ops', details: { reason: 'lost phone, ticket 7' } }]);
    const pushed = (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM outbox_events WHERE user_id = ${p.userId}::uuid AND event = 'sessionEnded'`)) as unknown as { rows: { n: number }[] };
    expect(pushed.rows[0]!.n + t.realtime.sent.filter((e) => e.room === `user:${p.userId}` && e.event === 'sessionEnded').length).toBeGreaterThanOrEqual(1);
    // A session past the inactivity backstop that nothing has marked yet is not shown as live.
    const q = await player();
    t.clock.advance(36 * 60_000);
    expect((await runOperatorCommand(ctx, ['sessions', 'list', q.email])).output).toContain('  idle past the inactivity timeout (not yet marked); signed in');
  });
});

describe('the inactivity backstop: the server ends sessions no page keeps active', () => {
  const MIN = 60_000;
  const liveGameSessions = async (sessionId: string) =>
    (await t.deps.db.execute(sql`SELECT count(*)::int AS n FROM game_sessions WHERE auth_session_id = ${sessionId}::uuid AND ended_at IS NULL`)) as unknown as {
      rows: { n: number }[];
    };
  const sessionOf = async (userId: string) => (await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
  const launchReal = async (token: string) =>
    expect((await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(token), payload: { gameId: GAME_ID, mode: 'real' } })).statusCode).toBe(200);

  it('ends a session idle past the timeout and its grace at its next request, dated when the timeout ran out, with its game sessions', async () => {
    const p = await player();
    await launchReal(p.token);
    const a = api(p.token);
    t.clock.advance(34 * MIN); // within 30 minutes + 5 of grace: still live, and seen now
    expect((await a.get('/api/user/limits')).statusCode).toBe(200);
    const seen = t.clock.now();
    t.clock.advance(35 * MIN + 1000);
    const res = await a.get('/api/user/limits');
    expect(res.statusCode).toBe(403);
    const ended = new Date(seen.getTime() + 30 * MIN).toISOString();
    expect(res.json()).toEqual({ errorCode: 'SESSION_INVALID', message: 'session.logout', session: { reason: 'USER_INACTIVITY_TIMEOUT', time: ended } });
    const row = await sessionOf(p.userId);
    expect(row.endReason).toBe('USER_INACTIVITY_TIMEOUT');
    expect(row.endedAt!.toISOString()).toBe(ended);
    expect((await liveGameSessions(row.id)).rows[0]!.n).toBe(0);
    // Ended stays ended: activity does not bring it back, and every later answer says why.
    const again = await a.post('/api/user/activity', {});
    expect(again.statusCode).toBe(403);
    expect(again.json().session).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT', time: ended });
  });

  it('keeps a session whose page reports activity, for hours', async () => {
    const p = await player();
    await advanceWhileActive(t, 5 * HOUR, p.token);
    expect((await api(p.token).get('/api/user/limits')).statusCode).toBe(200);
    expect((await sessionOf(p.userId)).lastSeenAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('follows the site’s inactivitySessionTimeout; 1 or less means the 30 minutes of spec §9', async () => {
    try {
      await patchSettings(t, { inactivitySessionTimeout: 10 });
      const p = await player();
      t.clock.advance(15 * MIN);
      expect((await api(p.token).get('/api/user/limits')).statusCode).toBe(200);
      t.clock.advance(15 * MIN + 1000);
      expect((await api(p.token).get('/api/user/limits')).json().session.reason).toBe('USER_INACTIVITY_TIMEOUT');
      await patchSettings(t, { inactivitySessionTimeout: 1 });
      const q = await player();
      t.clock.advance(35 * MIN);
      expect((await api(q.token).get('/api/user/limits')).statusCode).toBe(200);
    } finally {
      await patchSettings(t, { inactivitySessionTimeout: 30 });
    }
  });

  it('the sweep ends idle sessions (tabs closed without signing out) and tells any page still connected; active ones stay', async () => {
    const idle = await player();
    const active = await player();
    await launchReal(idle.token);
    const idleRow = await sessionOf(idle.userId);
    await advanceWhileActive(t, 30 * MIN, active.token);
    expect(await endIdleSessions(t.deps.db, t.realtime, t.clock.now())).toBe(0);
    await advanceWhileActive(t, 5 * MIN + 1000, active.token);
    expect(await endIdleSessions(t.deps.db, t.realtime, t.clock.now())).toBeGreaterThanOrEqual(1);
    const time = new Date(idleRow.lastSeenAt.getTime() + 30 * MIN).toISOString();
    expect(await sessionOf(idle.userId)).toMatchObject({ endReason: 'USER_INACTIVITY_TIMEOUT', endedAt: new Date(time) });
    expect((await liveGameSessions(idleRow.id)).rows[0]!.n).toBe(0);
    expect(t.realtime.sent).toContainEqual({ room: `session:${idleRow.id}`, event: 'sessionEnded', payload: { reason: 'USER_INACTIVITY_TIMEOUT', time } });
    expect((await sessionOf(active.userId)).endedAt).toBeNull();
    expect((await api(active.token).get('/api/user/limits')).statusCode).toBe(200);
    expect((await api(idle.token).get('/api/user/limits')).json().session).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT', time });
  });

  it('asks the timeout of the site the request is for (mirror domains); the sweep waits for the longest', async () => {
    const base = (await t.deps.db.select().from(sites).where(eq(sites.isDefault, true)))[0]!;
    await t.deps.db.insert(sites).values({ domain: 'mirror.example', isDefault: false, settings: { ...base.settings, inactivitySessionTimeout: 60 } });
    clearSettingsCache();
    try {
      const [onMirror, onMain, away] = [await player(), await player(), await player()];
      t.clock.advance(40 * MIN);
      const viaMirror = await t.app.inject({ method: 'GET', url: '/api/user/limits', headers: { ...bearer(onMirror.token), host: 'mirror.example' } });
      expect(viaMirror.statusCode).toBe(200);
      expect((await api(onMain.token).get('/api/user/limits')).json().session.reason).toBe('USER_INACTIVITY_TIMEOUT');
      expect(await endIdleSessions(t.deps.db, t.realtime, t.clock.now())).toBe(0); // 40 < 60 + 5 minutes
      t.clock.advance(25 * MIN + 1000);
      expect(await endIdleSessions(t.deps.db, t.realtime, t.clock.now())).toBeGreaterThanOrEqual(1);
      expect((await sessionOf(away.userId)).endReason).toBe('USER_INACTIVITY_TIMEOUT');
    } finally {
      await t.deps.db.delete(sites).where(eq(sites.domain, 'mirror.example'));
      clearSettingsCache();
    }
  });

  it('concurrent requests of an idle session agree on one ending', async () => {
    const p = await player();
    t.clock.advance(36 * MIN);
    const answers = await Promise.all([1, 2, 3, 4].map(() => api(p.token).get('/api/user/limits')));
    const bodies = answers.map((r) => r.json().session);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const row = await sessionOf(p.userId);
    expect(bodies[0]).toEqual({ reason: row.endReason, time: row.endedAt!.toISOString() });
  });

  it('a socket handshake neither revives nor refreshes a session past the backstop', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const realtime = await attachRealtime({ server, db: t.deps.db, clock: t.clock, idleRule: (host) => idleRule(t.deps.db, host) });
    const sockets: Socket[] = [];
    try {
      const live = await player();
      const idle = await player();
      await advanceWhileActive(t, 36 * MIN, live.token);
      const connect = async (token: string) => {
        const socket = ioClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => socket.on('connect', resolve).on('connect_error', reject));
        const got: unknown[] = [];
        socket.on('balance', (payload: unknown) => got.push(payload));
        return got;
      };
      const [toLive, toIdle] = [await connect(live.token), await connect(idle.token)];
      realtime.emitToUser(idle.userId, 'balance', { n: 1 });
      realtime.emitToUser(live.userId, 'balance', { n: 2 });
      await expect.poll(() => toLive.length).toBe(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(toIdle).toEqual([]);
      const row = await sessionOf(idle.userId);
      expect(row.endReason).toBe('USER_INACTIVITY_TIMEOUT');
      expect(t.clock.now().getTime() - row.lastSeenAt.getTime()).toBe(36 * MIN);
    } finally {
      for (const s of sockets) s.close();
      await realtime.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers why for any ended session, and nothing for an unknown token', async () => {
    const p = await player();
    await api(p.token).put('/api/user/session-limit', { value: 1, unit: 'hours' });
    t.clock.advance(HOUR + 1000); // past the session limit and the idle rule: the limit ended it first
    expect((await api(p.token).get('/api/user/limits')).json().session.reason).toBe('SESSION_EXPIRED');
    const unknown = await api('not-a-token-of-ours').post('/api/user/activity', {});
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ errorCode: 'SESSION_INVALID', message: 'session.logout' });
  });
});
