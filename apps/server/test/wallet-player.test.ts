import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, walletCall, type TestApp } from './harness';
import { bearer, me, newPlayer, patchSettings } from './accounts';
import { GAME_ID } from './wallet-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { activate, defineBonus } from './bonus-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('player wallet', () => {
  it('get-user-details shows the ledger balance in major units; history pages game transactions', async () => {
    const p = await newPlayer(t);
    await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', amount: 12_345n, reason: 'test', actor: 'test', idempotencyKey: `w-${p.userId}`, now: t.clock.now() });
    await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', amount: 500n, kind: 'bonus', reason: 'test', actor: 'test', idempotencyKey: `wb-${p.userId}`, now: t.clock.now() });
    const details = (await me(t, p.token)).json().data;
    expect(details.userWallet).toEqual({ amount: 123.45, nonCashAmount: 5, totalAmount: 128.45 });
    expect(details.currencySymbol).toBe('€');

    const launch = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(p.token), payload: { gameId: GAME_ID, mode: 'real' } });
    expect(launch.statusCode).toBe(200);
    const { sessionToken, url } = launch.json().data;
    expect(url).toContain(`token=${sessionToken}`);
    for (let i = 0; i < 3; i++) {
      await walletCall(t, 'bet', { sessionToken, gameId: GAME_ID, currency: 'EUR', transactionId: `h-${p.userId}-${i}`, roundId: `hr-${p.userId}-${i}`, amount: 100 });
    }
    const page1 = await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=games&page=1&limit=2', headers: bearer(p.token) });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toMatchObject({ count: 3, page: 1, limit: 2 });
    expect(page1.json().data.rows).toHaveLength(2);
    expect(page1.json().data.rows[0]).toMatchObject({ type: 'bet', status: 'processed', amount: 1, currency: 'EUR' });
    // A lost round's zero win (it only closes the round) is not listed; a real win is.
    await walletCall(t, 'win', { sessionToken, gameId: GAME_ID, currency: 'EUR', transactionId: `h-${p.userId}-0:win`, roundId: `hr-${p.userId}-0`, amount: 0, roundClosed: true });
    await walletCall(t, 'win', { sessionToken, gameId: GAME_ID, currency: 'EUR', transactionId: `h-${p.userId}-1:win`, roundId: `hr-${p.userId}-1`, amount: 250, roundClosed: true });
    const games = (await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=games&page=1&limit=10', headers: bearer(p.token) })).json().data;
    expect(games.count).toBe(4);
    expect(games.rows.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([['win', 2.5], ['bet', 1], ['bet', 1], ['bet', 1]]);
    const deposits = await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=deposit', headers: bearer(p.token) });
    expect(deposits.json().data).toMatchObject({ count: 0, rows: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=bonus', headers: bearer(p.token) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/transactions' })).statusCode).toBe(403);
  });

  it("the Other tab lists money moved outside games and the cashier: corrections, a bonus credited and forfeited", async () => {
    const p = await newPlayer(t);
    const adjust = (amount: bigint, key: string, kind?: 'bonus') =>
      adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', amount, ...(kind ? { kind } : {}), reason: 'test', actor: 'test', idempotencyKey: `o-${key}-${p.userId}`, now: t.clock.now() });
    await adjust(10_000n, 'a');
    t.clock.advance(1000);
    await adjust(-2_500n, 'b');
    t.clock.advance(1000);
    const bonusId = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '700' } } }, t.clock.now());
    const activated = await activate(t, p.token, { bonusId });
    expect(activated.statusCode, JSON.stringify(activated.body)).toBe(200);
    t.clock.advance(1000);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: bearer(p.token), payload: { userBonusId: activated.body.data.bonus.userBonusId } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=other&page=1&limit=10', headers: bearer(p.token) });
    expect(other.statusCode).toBe(200);
    const data = other.json().data;
    expect(data.count).toBe(4);
    expect(data.rows.map((r: { type: string; amount: number; wallet: string }) => [r.type, r.amount, r.wallet])).toEqual([
      ['bonus_forfeit', -7, 'bonus'],
      ['bonus_grant', 7, 'bonus'],
      ['adjustment', -25, 'cash'],
      ['adjustment', 100, 'cash'],
    ]);
    // Games keep to bets and wins.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=games', headers: bearer(p.token) })).json().data.count).toBe(0);
    const second = await t.app.inject({ method: 'GET', url: '/api/user/transactions?tab=other&page=2&limit=3', headers: bearer(p.token) });
    expect(second.json().data.rows.map((r: { amount: number }) => r.amount)).toEqual([100]);
  });

  it('launch refuses unknown games and guests', async () => {
    const p = await newPlayer(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: bearer(p.token), payload: { gameId: 'nope', mode: 'real' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('GAME_NOT_FOUND');
    const guestReal = await t.app.inject({ method: 'POST', url: '/api/games/launch', payload: { gameId: GAME_ID, mode: 'real' } });
    expect(guestReal.json().errorCode).toBe('GAME_LOGIN_REQUIRED');
    const guestDemo = await t.app.inject({ method: 'POST', url: '/api/games/launch', payload: { gameId: GAME_ID, mode: 'demo' } });
    expect(guestDemo.statusCode).toBe(200);
    expect(guestDemo.cookies.find((c) => c.name === 'guest_id')).toBeDefined();
  });

  it('multi-wallet: the chosen currency is remembered in the currency cookie and shown when held', async () => {
    const p = await newPlayer(t);
    const off = await t.app.inject({ method: 'POST', url: '/api/user/set-currency', headers: bearer(p.token), payload: { currencyCode: 'USD' } });
    expect(off.json().errorCode).toBe('MULTI_WALLET_DISABLED');
    await patchSettings(t, { useMultiWallet: true });
    try {
      await adjustBalance(t.deps.db, { userId: p.userId, currency: 'USD', amount: 700n, reason: 'test', actor: 'test', idempotencyKey: `u-${p.userId}`, now: t.clock.now() });
      const set = await t.app.inject({ method: 'POST', url: '/api/user/set-currency', headers: bearer(p.token), payload: { currencyCode: 'USD' } });
      expect(set.statusCode).toBe(200);
      const cookie = set.cookies.find((c) => c.name === 'currency')!;
      expect(cookie).toMatchObject({ value: 'USD', maxAge: 30 * 24 * 3600, sameSite: 'Lax' });
      const details = await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: { ...bearer(p.token), cookie: 'currency=USD' } });
      expect(details.json().data).toMatchObject({ currencySymbol: '$', userWallet: { amount: 7, nonCashAmount: 0, totalAmount: 7 } });
      expect(details.json().data.wallets.map((w: { currency: string }) => w.currency)).toEqual(['USD']);
      // A game launched with the cookie plays with the chosen wallet; without it, with the account currency.
      const launch = (cookie?: string) =>
        t.app.inject({ method: 'POST', url: '/api/games/launch', headers: { ...bearer(p.token), ...(cookie ? { cookie } : {}) }, payload: { gameId: 'croupier-lucky-sevens', mode: 'real' } });
      const usdGame = (await launch('currency=USD')).json().data;
      expect(usdGame.currency).toBe('USD');
      const eurGame = (await launch()).json().data;
      expect(eurGame.currency).toBe('EUR');
      expect((await launch('currency=BTC')).json().data.currency).toBe('EUR');
      const bet = (sessionToken: string, currency: string) =>
        walletCall(t, 'bet', { sessionToken, gameId: 'croupier-lucky-sevens', currency, transactionId: `lim-${randomUUID()}`, roundId: randomUUID(), amount: 100 });
      expect((await bet(usdGame.sessionToken, 'USD')).body.status).toBe('OK');
      // Money limits are kept in the account currency: real-money play with another wallet would escape them.
      const limit = await t.app.inject({ method: 'PUT', url: '/api/user/limits', headers: bearer(p.token), payload: { kind: 'loss', period: 0, amount: '20.00' } });
      expect(limit.statusCode).toBe(200);
      // The game already open with the USD wallet ends with it (it went on taking bets past the limit); EUR plays on.
      expect((await bet(usdGame.sessionToken, 'USD')).body.status).toBe('SESSION_EXPIRED');
      expect((await bet(eurGame.sessionToken, 'EUR')).body.status).not.toBe('SESSION_EXPIRED');
      const refused = await launch('currency=USD');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errorCode: 'LIMITS_IN_ACCOUNT_CURRENCY', message: 'error.limits.account.currency' });
      expect((await launch()).json().data.currency).toBe('EUR');
      const demo = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: { ...bearer(p.token), cookie: 'currency=USD' }, payload: { gameId: 'croupier-lucky-sevens', mode: 'demo' } });
      expect(demo.json().data).toMatchObject({ mode: 'demo', currency: 'USD' });
      // A currency the player does not hold falls back to the account currency.
      const other = await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: { ...bearer(p.token), cookie: 'currency=BTC' } });
      expect(other.json().data.currencySymbol).toBe('€');
      const invalid = await t.app.inject({ method: 'POST', url: '/api/user/set-currency', headers: bearer(p.token), payload: { currencyCode: 'XXX' } });
      expect(invalid.statusCode).toBe(400);
    } finally {
      await patchSettings(t, { useMultiWallet: false });
    }
  });
});
