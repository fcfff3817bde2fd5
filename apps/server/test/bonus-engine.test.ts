import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bonusErrorReference } from '@croupier/contracts';
import { bonusDepositClaims, bonusFreeSpinGrants, gameSessions, houseRounds, ledgerTransfers, playerBonuses, users } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { advanceWhileActive, bearer } from './accounts';
import { cardDeposit, cashierPlayer, deposit, eventsOf, flush, fund } from './cashier-helpers';
import { ledgerInvariants } from './wallet-helpers';
import { activate, balancesOf, betAndWin, bonusRow, defineBonus, moneyTotals, myBonuses, session } from './bonus-helpers';
import { runBonusWorker } from '../src/modules/bonuses/run-bonus-worker';
import { findGameSession } from '../src/modules/wallet/seamless/common';
import { HOUSE_PROVIDER_ID } from '../src/modules/games/register-house-provider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const player = (row: Partial<typeof users.$inferInsert> = {}) => cashierPlayer(t, {}, row);

describe('activation codes (spec §8), each from its real condition', () => {
  it('REQUIRED_EMAIL_VERIFICATION, then a no-deposit bonus is granted; RETRY_PERIOD on a second take', async () => {
    const p = await player({ isEmailVerified: false });
    const r1 = await activate(t, p.token, { bonusId: 'no-deposit-10' });
    expect(r1).toMatchObject({ statusCode: 422, body: { errorCode: 'REQUIRED_EMAIL_VERIFICATION', message: 'bonus.error.email.verification' } });
    await t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, p.userId));
    const r2 = await activate(t, p.token, { bonusId: 'no-deposit-10' });
    expect(r2.statusCode).toBe(200);
    expect(r2.body.data.bonus).toMatchObject({ status: 'active', bonusAmount: 10, wagerRequired: 400, maxBet: 2, maxCashout: 100, type: 'NO_DEPOSIT' });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 0n, bonus: 1000n });
    // The page announces the bonus money (globalCredit), once.
    const announced = async () => (await eventsOf(t, p.userId, 'globalCredit')).map((e) => e.payload).filter((e) => (e as { source: string }).source === 'bonus');
    expect(await announced()).toEqual([{ transferId: expect.any(Number), amount: 1000, major: 10, currency: 'EUR', kind: 'bonus', source: 'bonus' }]);
    const again = await activate(t, p.token, { bonusId: 'no-deposit-10' });
    expect(again.body.errorCode).toBe('RETRY_PERIOD');
    expect(await announced()).toHaveLength(1);
  });

  it('REGISTRATION_BONUS once the registration window has passed', async () => {
    const p = await player({ createdAt: new Date(t.clock.now().getTime() - 8 * DAY) });
    expect((await activate(t, p.token, { bonusId: 'no-deposit-10' })).body.errorCode).toBe('REGISTRATION_BONUS');
  });

  it('BONUS_FRAUD for duplicate-account signals (a fraud tag, or the device of another account) on no-deposit and free-spin bonuses', async () => {
    const tagged = await player({ tags: ['duplicate_account'] });
    expect((await activate(t, tagged.token, { bonusId: 'no-deposit-10' })).body.errorCode).toBe('BONUS_FRAUD');
    const device = { uidToken: `device-${Date.now()}-abcdef` };
    await player({ signup: device });
    const twin = await player({ signup: device });
    expect((await activate(t, twin.token, { bonusId: 'no-deposit-10' })).body).toMatchObject({ errorCode: 'BONUS_FRAUD', message: 'bonus.error.fraud' });
  });

  it('VALID_ON_DAYS, START_TIME_ERROR and END_TIME_ERROR in the player time zone', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', validDays: ['MON'], startTime: '13:00', endTime: '15:00', amounts: { EUR: { fixedAmount: '100' } } });
    const p = await player();
    // Monday 12:00 UTC: before the window in UTC…
    expect((await activate(t, p.token, { bonusId: id, timeZone: 'UTC' })).body.errorCode).toBe('START_TIME_ERROR');
    // …after it in Tokyo (21:00), and already Tuesday on Kiritimati (UTC+14: 02:00 Tuesday).
    expect((await activate(t, p.token, { bonusId: id, timeZone: 'Asia/Tokyo' })).body.errorCode).toBe('END_TIME_ERROR');
    expect((await activate(t, p.token, { bonusId: id, timeZone: 'Pacific/Kiritimati' })).body.errorCode).toBe('VALID_ON_DAYS');
    // Inside the window in Malta (14:00).
    expect((await activate(t, p.token, { bonusId: id, timeZone: 'Europe/Malta' })).statusCode).toBe(200);
  });

  it('DAYS_VALID outside the campaign dates, CANCELLED when the operator switched it off, BONUS_NOT_FOUND for an unknown one', async () => {
    const p = await player();
    const over = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', endsAt: '2026-06-01T00:00:00Z', amounts: { EUR: { fixedAmount: '100' } } });
    expect((await activate(t, p.token, { bonusId: over })).body.errorCode).toBe('DAYS_VALID');
    const off = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', isActive: false, amounts: { EUR: { fixedAmount: '100' } } });
    expect((await activate(t, p.token, { bonusId: off })).body).toMatchObject({ errorCode: 'CANCELLED', message: 'bonus.error.cancelled' });
    expect((await activate(t, p.token, { bonusId: 'no-such-bonus' })).statusCode).toBe(404);
  });

  it('MAXIMUM_PARTICIPANTS once the places are taken', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', maxParticipants: 1, amounts: { EUR: { fixedAmount: '100' } } });
    const a = await player();
    const b = await player();
    expect((await activate(t, a.token, { bonusId: id })).statusCode).toBe(200);
    expect((await activate(t, b.token, { bonusId: id })).body.errorCode).toBe('MAXIMUM_PARTICIPANTS');
  });

  it('ACTIVE_BONUS without confirmation; with it the active bonus is cancelled and its money forfeited', async () => {
    const p = await player();
    const first = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '500' } } });
    const second = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 5, amounts: { EUR: { fixedAmount: '700' } } });
    const r1 = await activate(t, p.token, { bonusId: first });
    expect(r1.statusCode).toBe(200);
    const check = await t.app.inject({ method: 'POST', url: '/api/user/bonus/check', headers: bearer(p.token), payload: { bonusId: second } });
    expect(check.json().data).toMatchObject({ canActivate: true, code: null, willCancel: { userBonusId: r1.body.data.bonus.userBonusId } });
    expect((await activate(t, p.token, { bonusId: second })).body).toMatchObject({ errorCode: 'ACTIVE_BONUS', message: 'bonus.error.active.bonus' });
    const r2 = await activate(t, p.token, { bonusId: second, confirmReplace: true });
    expect(r2.statusCode).toBe(200);
    expect(await bonusRow(t.deps.db, r1.body.data.bonus.userBonusId)).toMatchObject({ status: 'cancelled', endReason: 'replaced', forfeited: 500n });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 0n, bonus: 700n });
  });

  it('DEPOSITS_NUMBER2 before enough deposits, DEPOSITS_NUMBER for another deposit number', async () => {
    const p = await player();
    expect((await activate(t, p.token, { bonusId: 'free-spins-50' })).body.errorCode).toBe('DEPOSITS_NUMBER2');
    await fund(t, p.token, 50);
    // The welcome offer is for the first deposit; the next one is the second.
    const r = await deposit(t, p.token, cardDeposit(150, undefined, { bonusId: 'welcome-1000' }));
    expect(r.json()).toMatchObject({ errorCode: 'DEPOSITS_NUMBER', fields: { bonusId: 'bonus.error.deposits.number' } });
  });

  it('CASHBACK_NEED_DEPOSIT, NO_CASHBACK, then an instant cashback of 10% of net losses', async () => {
    const p = await player();
    expect((await activate(t, p.token, { bonusId: 'weekly-cashback' })).body.errorCode).toBe('CASHBACK_NEED_DEPOSIT');
    await fund(t, p.token, 300);
    expect((await activate(t, p.token, { bonusId: 'weekly-cashback' })).body).toMatchObject({ errorCode: 'NO_CASHBACK', message: 'bonus.error.no.cashback' });
    const base = await session(t, p.userId);
    for (let i = 0; i < 3; i++) await betAndWin(t, base, 5000, 0); // 150 EUR lost
    const r = await activate(t, p.token, { bonusId: 'weekly-cashback' });
    expect(r.statusCode).toBe(200);
    expect(r.body.data.bonus).toMatchObject({ bonusAmount: 15, wagerRequired: 15, status: 'active' });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 15_000n, bonus: 1_500n });
  });

  it('an instant cashback taken again pays back only losses since the last one (not its last half hour twice)', async () => {
    const id = await defineBonus(t.deps.db, {
      type: 'INSTANT_CASHBACK',
      wagerMultiplier: 0, // paid as cash
      cashbackPercent: 10,
      cashbackPeriodHours: 2,
      retryPeriodHours: 2,
      cashbackRequiresDeposit: false,
      amounts: { EUR: { minLoss: '100' } },
    });
    const p = await player();
    await fund(t, p.token, 300);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + 10 * 60_000).toISOString()); // 12:10
      const base = await session(t, p.userId);
      await betAndWin(t, base, 10_000, 0); // 100 EUR lost at 12:10
      expect((await activate(t, p.token, { bonusId: id })).body.data.bonus).toMatchObject({ bonusAmount: 10 });
      // Two hours on, the period reaches back to 12:10: the losses the first cashback paid are not paid again.
      await advanceWhileActive(t, 2 * 3600_000, p.token); // 14:10
      expect((await activate(t, p.token, { bonusId: id })).body.errorCode).toBe('NO_CASHBACK');
      await betAndWin(t, await session(t, p.userId), 5_000, 0); // 50 EUR lost since
      expect((await activate(t, p.token, { bonusId: id })).body.data.bonus).toMatchObject({ bonusAmount: 5 });
      expect((await balancesOf(t.deps.db, p.userId)).cash).toBe(30_000n - 15_000n + 1_500n);
    } finally {
      t.clock.set(start.toISOString());
    }
  });

  it('ADD_TO_CALENDAR: a calendar cashback lands on the rakeback calendar day', async () => {
    const p = await player();
    await fund(t, p.token, 100);
    const base = await session(t, p.userId);
    await betAndWin(t, base, 4000, 0);
    const r = await activate(t, p.token, { bonusId: 'daily-cashback-calendar', timeZone: 'Europe/Malta' });
    expect(r.statusCode).toBe(200);
    expect(r.body.data).toMatchObject({ message: 'bonus.error.add.to.calendar', bonus: { status: 'paid' } });
    const days = (await t.deps.db.execute(sql`SELECT bonus_id, amount::text, can_claim_date::text AS day FROM rakeback_days WHERE user_id = ${p.userId}::uuid`)) as unknown as {
      rows: { bonus_id: string; amount: string; day: string }[];
    };
    expect(days.rows).toEqual([{ bonus_id: 'daily-cashback-calendar', amount: '200', day: '2026-06-15' }]);
    expect((await balancesOf(t.deps.db, p.userId)).bonus).toBe(0n);
  });

  it('UNIFIED_ERROR with the reference promotion id - user id - user bonus id when activation fails unexpectedly', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 1, amounts: { EUR: { fixedAmount: '100' } } });
    const p = await player();
    // A database failure inside the activation (a trigger refusing the row stands in for any fault).
    await t.deps.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION t_fail_bonus() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'storage fault'; END $$`));
    await t.deps.db.execute(sql.raw(`CREATE TRIGGER t_fail_bonus BEFORE INSERT ON player_bonuses FOR EACH ROW WHEN (NEW.bonus_id = '${id}') EXECUTE FUNCTION t_fail_bonus()`));
    try {
      const r = await activate(t, p.token, { bonusId: id });
      expect(r.statusCode).toBe(422);
      expect(r.body).toMatchObject({ errorCode: 'UNIFIED_ERROR', message: 'bonus.error.unified' });
      expect(r.body.reference).toBe(bonusErrorReference(id, p.userId, null));
      expect(r.body.reference.startsWith(`${id}-${p.userId}-`)).toBe(true);
    } finally {
      await t.deps.db.execute(sql.raw('DROP TRIGGER t_fail_bonus ON player_bonuses'));
    }
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 0n, bonus: 0n });
  });
});

describe('coupons', () => {
  it('applied, already redeemed, not applied', async () => {
    const p = await player();
    const post = (code: string) => t.app.inject({ method: 'POST', url: '/api/user/bonus/coupon', headers: bearer(p.token), payload: { code } });
    const a = await post('spring25');
    expect(a.json().data).toMatchObject({ result: 'applied', message: 'bonus.coupon.applied', bonus: { bonusId: 'spring-coupon', bonusAmount: 5 } });
    expect((await post('SPRING25')).json().data).toMatchObject({ result: 'already_redeemed', message: 'bonus.coupon.already.redeemed', bonus: null });
    expect((await post('NOPE-CODE')).json().data).toMatchObject({ result: 'not_applied', message: 'bonus.coupon.not.applied' });
    // A coupon bonus cannot be taken without its code.
    const q = await player();
    expect((await activate(t, q.token, { bonusId: 'spring-coupon' })).statusCode).toBe(404);
  });
});

describe('self-exclusion and freeze: withdrawals only (spec §6)', () => {
  it('no bonus, coupon or deposit bonus while a player is self-excluded or frozen; nothing moves', async () => {
    const nd = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '400' } } });
    const reload = await defineBonus(t.deps.db, { type: 'DEPOSIT', percent: 50, wagerMultiplier: 10, amounts: { EUR: { maxBonus: '10000', minDeposit: '1000' } } });
    const p = await player();
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: bearer(p.token), payload });
    // Open to the player before.
    expect((await post('/api/user/bonus/check', { bonusId: nd, timeZone: 'UTC' })).json().data).toMatchObject({ canActivate: true });
    expect((await post('/api/user/self-exclusion', { duration: '1w' })).statusCode).toBe(200);

    const refused = await activate(t, p.token, { bonusId: nd });
    expect(refused).toMatchObject({ statusCode: 422, body: { errorCode: 'SELF_EXCLUSION_ACTIVE', message: 'error.self.exclusion.active' } });
    expect((await post('/api/user/bonus/check', { bonusId: nd, timeZone: 'UTC' })).json().data).toMatchObject({ canActivate: false, message: 'error.self.exclusion.active' });
    const coupon = await post('/api/user/bonus/coupon', { code: 'SPRING25' });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json()).toMatchObject({ errorCode: 'SELF_EXCLUSION_ACTIVE' });
    expect((await activate(t, p.token, { bonusId: reload })).body).toMatchObject({ errorCode: 'SELF_EXCLUSION_ACTIVE' });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses', headers: bearer(p.token) });
    expect(list.json().data.rows).toEqual([]);
    expect((await myBonuses(t, p.token)).active).toBeNull();
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 0n, bonus: 0n });

    const q = await player();
    await t.app.inject({ method: 'POST', url: '/api/user/freeze-account', headers: bearer(q.token), payload: { days: 1 } });
    expect((await activate(t, q.token, { bonusId: nd })).body).toMatchObject({ errorCode: 'ACCOUNT_FROZEN', message: 'error.account.frozen' });
  });

  it('a deposit made with a bonus before a self-exclusion is credited after it without the bonus', async () => {
    const p = await player();
    const r = await deposit(t, p.token, cardDeposit(200, undefined, { bonusId: 'welcome-1000' }));
    expect(r.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/self-exclusion', headers: bearer(p.token), payload: { duration: '1w' } })).statusCode).toBe(200);
    await flush(t);
    const [claim] = await t.deps.db.select().from(bonusDepositClaims).where(eq(bonusDepositClaims.depositId, r.json().data.deposit.depositId));
    expect(claim).toMatchObject({ status: 'refused', refusalCode: 'SELF_EXCLUSION_ACTIVE' });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 20000n, bonus: 0n });
    expect((await myBonuses(t, p.token)).active).toBeNull();
    // The deposit's result tells the player why (the result modal reads it).
    const shown = await t.app.inject({ method: 'GET', url: `/api/user/deposit/${r.json().data.deposit.depositId}`, headers: bearer(p.token) });
    expect(shown.json().data.deposit).toMatchObject({
      status: 'success',
      bonus: { bonusId: 'welcome-1000', status: 'refused', code: 'SELF_EXCLUSION_ACTIVE', message: 'error.self.exclusion.active', reference: null },
    });
    // An unexpected failure (UNIFIED_ERROR) carries the support reference its message quotes.
    await t.deps.db.update(bonusDepositClaims).set({ refusalCode: 'UNIFIED_ERROR' }).where(eq(bonusDepositClaims.depositId, r.json().data.deposit.depositId));
    const unified = await t.app.inject({ method: 'GET', url: `/api/user/deposit/${r.json().data.deposit.depositId}`, headers: bearer(p.token) });
    expect(unified.json().data.deposit.bonus).toMatchObject({ code: 'UNIFIED_ERROR', message: 'bonus.error.unified', reference: bonusErrorReference('welcome-1000', p.userId, null) });
  });
});

describe('wagering in the wallet', () => {
  it('counts eligible bets by contribution, refuses ineligible games and bets above the bonus bet limit', async () => {
    const id = await defineBonus(t.deps.db, {
      type: 'NO_DEPOSIT',
      wagerMultiplier: 10,
      contributions: { slot: 100, dice: 50 },
      excludedGameIds: ['croupier-thunder-realm'],
      amounts: { EUR: { fixedAmount: '2000', maxBet: '500' } },
    });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    const dice = await session(t, p.userId, 'croupier-dice');
    expect((await betAndWin(t, slot, 400, 0)).bet.status).toBe('OK');
    expect((await betAndWin(t, dice, 400, 0)).bet.status).toBe('OK');
    expect((await bonusRow(t.deps.db, ub)).wagered).toBe(600n);
    expect((await betAndWin(t, slot, 501, 0)).bet).toMatchObject({ status: 'LIMIT_REACHED', limitType: 'bonusBetLimit' });
    // Not bonus-compatible (a bonus-buy game) and excluded by the bonus.
    expect((await betAndWin(t, await session(t, p.userId, 'croupier-jade-dragon'), 100, 0)).bet.status).toBe('BONUS_GAME_NOT_ELIGIBLE');
    expect((await betAndWin(t, await session(t, p.userId, 'croupier-thunder-realm'), 100, 0)).bet.status).toBe('BONUS_GAME_NOT_ELIGIBLE');
    // The in-house game answers with the spec §8 messages.
    const play = await t.app.inject({ method: 'POST', url: '/api/house/play', payload: { token: (await session(t, p.userId, 'croupier-jade-dragon')).sessionToken, bet: 100 } });
    expect(play.json()).toMatchObject({ errorCode: 'BONUS_ACTIVE_INELIGIBLE_GAME', message: 'bonus.error.active.ineligible.game' });
    const big = await t.app.inject({ method: 'POST', url: '/api/house/play', payload: { token: slot.sessionToken, bet: 1000 } });
    expect(big.json()).toMatchObject({ errorCode: 'BONUS_BET_LIMIT_REACHED', message: 'bonus.error.bet.limit' });
    // A rolled-back bet no longer counts.
    const open = await betAndWin(t, slot, 300, null);
    expect((await bonusRow(t.deps.db, ub)).wagered).toBe(900n);
    await walletCall(t, 'rollback', { ...slot, transactionId: `${open.roundId}:rb`, roundId: open.roundId, referenceTransactionId: `${open.roundId}:bet` });
    expect((await bonusRow(t.deps.db, ub)).wagered).toBe(600n);
  });

  it('REAL_MONEY_ONLY keeps the bonus locked: bets take cash only and only cash counts', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 1, wageringType: 'REAL_MONEY_ONLY', amounts: { EUR: { fixedAmount: '1000' } } });
    const p = await player();
    await fund(t, p.token, 10);
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    expect((await betAndWin(t, slot, 1200, 0)).bet.status).toBe('INSUFFICIENT_FUNDS');
    expect((await betAndWin(t, slot, 300, 0)).bet).toMatchObject({ status: 'OK', cash: 700, bonus: 1000 });
    expect((await bonusRow(t.deps.db, ub)).wagered).toBe(300n);
  });

  it('completion converts the bonus balance to cash, capped by the maximum cash-out, exactly once', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 2, amounts: { EUR: { fixedAmount: '1000', maxCashout: '1500' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    // 1000 bonus: bet 1000 and win 2500 → bonus 2500, wagered 1000 of 2000.
    await betAndWin(t, slot, 1000, 2500);
    expect((await bonusRow(t.deps.db, ub)).status).toBe('active');
    // A bet open across the threshold: not settled until its round closes.
    const open = await betAndWin(t, slot, 1000, null);
    expect(open.bet.status).toBe('OK');
    expect((await bonusRow(t.deps.db, ub)).status).toBe('active');
    await walletCall(t, 'win', { ...slot, transactionId: `${open.roundId}:win`, roundId: open.roundId, amount: 500, roundClosed: true });
    const done = await bonusRow(t.deps.db, ub);
    expect(done).toMatchObject({ status: 'completed', endReason: 'wagered', cashPaid: 1500n, forfeited: 500n, slot: null });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 1500n, bonus: 0n });
    const completions = await t.deps.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `bonus-complete:${ub}`));
    expect(completions).toHaveLength(1);
    const view = await myBonuses(t, p.token);
    expect(view.active).toBeNull();
    expect(view.last).toMatchObject({ userBonusId: ub, status: 'completed', cashPaid: 15, progress: 100 });
  });

  it('a cash stake that completes the wagering waits for its round: voided before it ends, the progress goes back; after, the void is refused', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 1, amounts: { EUR: { fixedAmount: '500' } } });
    const p = await player();
    await fund(t, p.token, 20); // 2000 cash, staked first
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    const rollback = (roundId: string) =>
      walletCall(t, 'rollback', { ...slot, transactionId: `${roundId}:rb`, roundId, referenceTransactionId: `${roundId}:bet` });
    // The bet that reaches the wagering is all cash: the bonus does not complete while its round is open.
    const voided = await betAndWin(t, slot, 600, null);
    expect(voided.bet).toMatchObject({ status: 'OK', cash: 1400, bonus: 500 });
    expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'active', wagered: 600n });
    // The provider voids that round: the stake comes back, and so does the progress; the bonus stays to wager.
    expect((await rollback(voided.roundId)).body.status).toBe('OK');
    await runBonusWorker(t.deps.db, t.clock.now());
    expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'active', wagered: 0n });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 2000n, bonus: 500n });
    // Played to the end (a lost round), it completes: the bonus money becomes cash.
    const lost = await betAndWin(t, slot, 600, 0);
    expect(lost.win).toMatchObject({ status: 'OK' });
    expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'completed', cashPaid: 500n });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 1900n, bonus: 0n });
    // A void of that round now would give the stake back beside the cash it unlocked: refused, nothing moves.
    expect((await rollback(lost.roundId)).body.status).toBe('INVALID_REQUEST');
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 1900n, bonus: 0n });
  });

  it("titles the player's bonus with its amounts in their currency (activation answer and My bonuses)", async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, content: { en: { bannerTitle: '{fixedAmount} on us' } }, amounts: { EUR: { fixedAmount: '350' } } });
    const p = await player();
    expect((await activate(t, p.token, { bonusId: id })).body.data.bonus.title).toBe('€3.50 on us');
    expect((await myBonuses(t, p.token)).active).toMatchObject({ bonusId: id, title: '€3.50 on us' });
  });

  it('a bonus balance lost to zero ends it with nothing', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '300' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    await betAndWin(t, slot, 300, 0);
    expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'lost', endReason: 'balance_zero', cashPaid: 0n });
  });

  it('cancellation forfeits bonus money; a later win of a round it staked is not paid', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '800' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    const open = await betAndWin(t, slot, 300, null);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: bearer(p.token), payload: { userBonusId: ub } });
    expect(cancel.json().data).toMatchObject({ message: 'bonus.cancelled', bonus: { status: 'cancelled', forfeited: 5 } });
    const w = await walletCall(t, 'win', { ...slot, transactionId: `${open.roundId}:win`, roundId: open.roundId, amount: 3000, roundClosed: true });
    expect(w.body).toMatchObject({ status: 'OK', cash: 0, bonus: 0 });
    const again = await t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: bearer(p.token), payload: { userBonusId: ub } });
    expect(again.json().errorCode).toBe('BONUS_NOT_CANCELLABLE');
  });

  it('a rollback of a bet staked with a bonus that has ended since returns the bonus part to the bonus pool, not the player', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '800' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const slot = await session(t, p.userId);
    const open = await betAndWin(t, slot, 300, null);
    expect(open.bet).toMatchObject({ status: 'OK', cash: 0, bonus: 500 });
    const poolBefore = await bonusPool(t.deps.db);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: bearer(p.token), payload: { userBonusId: ub } });
    expect(cancel.json().data.bonus.status).toBe('cancelled');
    const totals = await moneyTotals(t.deps.db);
    const rb = await walletCall(t, 'rollback', { ...slot, transactionId: `${open.roundId}:rb`, roundId: open.roundId, referenceTransactionId: `${open.roundId}:bet` });
    expect(rb.body).toMatchObject({ status: 'OK', cash: 0, bonus: 0 });
    // The 500 left at cancellation and the 300 the rollback returned are both forfeited to the pool.
    expect((await bonusPool(t.deps.db)) - poolBefore).toBe(800n);
    expect(await moneyTotals(t.deps.db)).toEqual(totals);
  });

  it('expires when its days run out, without anyone visiting (the worker)', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, daysValid: 2, amounts: { EUR: { fixedAmount: '900' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    await runBonusWorker(t.deps.db, new Date(t.clock.now().getTime() + DAY));
    expect((await bonusRow(t.deps.db, ub)).status).toBe('active');
    const r = await runBonusWorker(t.deps.db, new Date(t.clock.now().getTime() + 2 * DAY + 1000));
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'expired', forfeited: 900n });
    expect((await balancesOf(t.deps.db, p.userId)).bonus).toBe(0n);
  });

  it('a bonus wagered in time is not forfeited when its days run out while its last round is open: it completes', async () => {
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 1, daysValid: 2, amounts: { EUR: { fixedAmount: '900' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    const start = t.clock.now();
    try {
      // Ten minutes before the end, the bet that completes the wagering (bonus money) waits for its win.
      t.clock.set(new Date(start.getTime() + 2 * DAY - 10 * 60_000).toISOString());
      const slot = await session(t, p.userId);
      const open = await betAndWin(t, slot, 900, null);
      expect(open.bet).toMatchObject({ status: 'OK', bonus: 0 });
      expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'active', wagered: 900n, wagerRequired: 900n });
      t.clock.set(new Date(start.getTime() + 2 * DAY + 1000).toISOString());
      await runBonusWorker(t.deps.db, t.clock.now());
      expect((await bonusRow(t.deps.db, ub)).status).toBe('active');
      const w = await walletCall(t, 'win', { ...slot, transactionId: `${open.roundId}:win`, roundId: open.roundId, amount: 1500, roundClosed: true });
      expect(w.body.status).toBe('OK');
      await runBonusWorker(t.deps.db, t.clock.now());
      expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'completed', forfeited: 0n });
      expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 1500n, bonus: 0n });
    } finally {
      t.clock.set(start.toISOString());
    }
  });
});

describe('deposit bonuses through the cashier', () => {
  it('the welcome offer: chosen at the cashier, granted by the deposit webhook with its 100 free spins; below the minimum deposit refused', async () => {
    const p = await player();
    const list = await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses?currencyCode=EUR', headers: bearer(p.token) });
    expect(list.json().data.rows.map((r: { bonusId: string }) => r.bonusId)).toContain('welcome-1000');
    const low = await deposit(t, p.token, cardDeposit(50, undefined, { bonusId: 'welcome-1000' }));
    expect(low.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { amount: 'bonus.error.min.deposit' } });
    const r = await deposit(t, p.token, cardDeposit(200, undefined, { bonusId: 'welcome-1000' }));
    expect(r.statusCode).toBe(200);
    expect(r.json().data.deposit.bonusId).toBe('welcome-1000');
    expect((await myBonuses(t, p.token)).active).toBeNull();
    await flush(t);
    const mine = await myBonuses(t, p.token);
    expect(mine.active).toMatchObject({ bonusId: 'welcome-1000', bonusAmount: 200, depositAmount: 200, wagerRequired: 7000, freeSpinsTotal: 100, freeSpinsLeft: 100, freeSpinBet: 0.2 });
    expect(mine.balances).toMatchObject({ realMoney: 200, bonus: 200, wager: 7000 });
    const [claim] = await t.deps.db.select().from(bonusDepositClaims).where(eq(bonusDepositClaims.depositId, r.json().data.deposit.depositId));
    expect(claim).toMatchObject({ status: 'granted' });
    // Withdrawals wait for the bonus (spec §4).
    const elig = await t.app.inject({ method: 'GET', url: '/api/user/withdrawal/eligibility', headers: bearer(p.token) });
    expect(elig.json().data).toMatchObject({ hasActiveBonus: true, reasons: expect.arrayContaining(['WITHDRAWAL_ACTIVE_BONUS']) });
  });

  it('a deposit with a new bonus cancels the active one only after the player confirms', async () => {
    const reload = await defineBonus(t.deps.db, { type: 'DEPOSIT', percent: 50, wagerMultiplier: 10, amounts: { EUR: { maxBonus: '10000', minDeposit: '1000' } } });
    const p = await player();
    const nd = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '400' } } });
    const old = (await activate(t, p.token, { bonusId: nd })).body.data.bonus.userBonusId as string;
    const refused = await deposit(t, p.token, cardDeposit(40, undefined, { bonusId: reload }));
    expect(refused.json()).toMatchObject({ errorCode: 'ACTIVE_BONUS', fields: { bonusId: 'bonus.error.active.bonus' } });
    const bonuses = await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses', headers: bearer(p.token) });
    expect(bonuses.json().data).toMatchObject({ activeBonus: { userBonusId: old, bonusId: nd, title: `Test ${nd}` } });
    expect(bonuses.json().data.rows.map((r: { bonusId: string }) => r.bonusId)).toContain(reload);
    const ok = await deposit(t, p.token, cardDeposit(40, undefined, { bonusId: reload, confirmBonusReplace: true }));
    expect(ok.statusCode).toBe(200);
    // Until the deposit arrives the old bonus stays.
    expect((await bonusRow(t.deps.db, old)).status).toBe('active');
    await flush(t);
    expect(await bonusRow(t.deps.db, old)).toMatchObject({ status: 'cancelled', endReason: 'replaced', forfeited: 400n });
    expect((await myBonuses(t, p.token)).active).toMatchObject({ bonusId: reload, bonusAmount: 20, wagerRequired: 200 });
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 4000n, bonus: 2000n });
  });

  it('a deposit bonus chosen on the promotions page waits (pending) and is the cashier default', async () => {
    const reload = await defineBonus(t.deps.db, { type: 'DEPOSIT', percent: 100, wagerMultiplier: 5, amounts: { EUR: { maxBonus: '5000', minDeposit: '1000' } } });
    const p = await player();
    const r = await activate(t, p.token, { bonusId: reload });
    expect(r.body.data).toMatchObject({ message: 'bonus.pending.deposit', bonus: { status: 'pending' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses', headers: bearer(p.token) });
    expect(list.json().data.defaultBonusId).toBe(reload);
    // My bonuses shows it as waiting (not "no bonus").
    expect(await myBonuses(t, p.token)).toMatchObject({ active: null, pending: { bonusId: reload, status: 'pending' } });
    await deposit(t, p.token, cardDeposit(30, undefined, { bonusId: reload }));
    await flush(t);
    const row = await bonusRow(t.deps.db, r.body.data.bonus.userBonusId);
    expect(row).toMatchObject({ status: 'active', bonusAmount: 3000n, depositAmount: 3000n });
    expect(await myBonuses(t, p.token)).toMatchObject({ active: { bonusId: reload }, pending: null });
  });

  it('a deposit bonus chosen again, or chosen and cancelled, before depositing is no take: the deposit still pays it', async () => {
    const reload = await defineBonus(t.deps.db, { type: 'DEPOSIT', percent: 100, wagerMultiplier: 5, amounts: { EUR: { maxBonus: '5000', minDeposit: '1000' } } });
    const p = await player();
    const first = await activate(t, p.token, { bonusId: reload });
    expect(first.body.data.bonus.status).toBe('pending');
    // Chosen again (the first choice is replaced), then cancelled in My bonuses, then chosen once more.
    const again = await activate(t, p.token, { bonusId: reload });
    expect(again.body.data.bonus.status).toBe('pending');
    const cancel = await t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: bearer(p.token), payload: { userBonusId: again.body.data.bonus.userBonusId } });
    expect(cancel.statusCode).toBe(200);
    const third = await activate(t, p.token, { bonusId: reload });
    expect(third.body, JSON.stringify(third.body)).toMatchObject({ data: { bonus: { status: 'pending' } } });
    await deposit(t, p.token, cardDeposit(30, undefined, { bonusId: reload }));
    await flush(t);
    expect(await bonusRow(t.deps.db, third.body.data.bonus.userBonusId)).toMatchObject({ status: 'active', bonusAmount: 3000n });
  });

  it('a deposit bonus with a coupon code: entered, the cashier offers it and the deposit pays it, once; without it, refused', async () => {
    const code = `RELOAD${process.pid % 10_000}`;
    const id = await defineBonus(t.deps.db, { type: 'DEPOSIT', percent: 50, wagerMultiplier: 5, couponCode: code, retryPeriodHours: 1, amounts: { EUR: { maxBonus: '5000', minDeposit: '1000' } } });
    const offered = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user/deposit/bonuses', headers: bearer(token) })).json().data;
    const coupon = (token: string) => t.app.inject({ method: 'POST', url: '/api/user/bonus/coupon', headers: bearer(token), payload: { code: code.toLowerCase(), timeZone: 'UTC' } });

    // Without the code the offer is neither listed nor taken by naming it in a deposit.
    const other = await player();
    expect((await offered(other.token)).rows.map((r: { bonusId: string }) => r.bonusId)).not.toContain(id);
    const sneaked = await deposit(t, other.token, cardDeposit(30, undefined, { bonusId: id }));
    expect(sneaked.statusCode).toBe(404);
    expect(sneaked.json().errorCode).toBe('BONUS_NOT_FOUND');

    const p = await player();
    const applied = await coupon(p.token);
    expect(applied.json().data).toMatchObject({ result: 'applied', message: 'bonus.pending.deposit' });
    const choice = await offered(p.token);
    expect(choice.defaultBonusId).toBe(id);
    expect(choice.rows.map((r: { bonusId: string }) => r.bonusId)).toContain(id);
    const r = await deposit(t, p.token, cardDeposit(30, undefined, { bonusId: id }));
    expect(r.statusCode, r.body).toBe(200);
    await flush(t);
    expect((await myBonuses(t, p.token)).active).toMatchObject({ bonusId: id, bonusAmount: 15 });
    // Redeemed: the code does not give it again, nor the promotion with its campaign link after its retry period.
    expect((await coupon(p.token)).json().data.result).toBe('already_redeemed');
    await advanceWhileActive(t, 2 * 3600_000, p.token);
    try {
      const again = await activate(t, p.token, { bonusId: id, cpnc: code });
      expect(again.body).toMatchObject({ errorCode: 'COUPON_ALREADY_REDEEMED' });
      expect((await myBonuses(t, p.token)).pending).toBeNull();
    } finally {
      t.clock.advance(-2 * 3600_000);
    }
  });
});

describe('free spins', () => {
  it('played through the in-house provider at the fixed bet; wins × win boost become bonus money to wager', async () => {
    const fs = await defineBonus(t.deps.db, {
      type: 'FREE_SPINS',
      freeSpins: 5,
      freeSpinGameIds: ['croupier-lucky-sevens'],
      winBoost: 2,
      wagerMultiplier: 3,
      amounts: { EUR: { freeSpinBet: '20' } },
    });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: fs })).body.data.bonus.userBonusId as string;
    // One free-spins bonus at a time.
    const other = await defineBonus(t.deps.db, { type: 'FREE_SPINS', freeSpins: 3, freeSpinGameIds: ['croupier-lucky-sevens'], amounts: { EUR: { freeSpinBet: '20' } } });
    expect((await activate(t, p.token, { bonusId: other })).body).toMatchObject({ errorCode: 'ACTIVE_FREE_SPINS', message: 'bonus.error.active.free.spins' });
    // Not on another game.
    const elsewhere = await session(t, p.userId, 'croupier-golden-scarab');
    expect((await t.app.inject({ method: 'POST', url: '/api/house/play', payload: { token: elsewhere.sessionToken, bet: 20, freeSpin: true } })).json().errorCode).toBe('FREE_SPINS_UNAVAILABLE');
    // Nor with another wallet (multi-wallet: the game opened in USD): the grant's bet is in euros.
    const inUsd = await session(t, p.userId);
    const usdSession = await findGameSession(t.deps.db, HOUSE_PROVIDER_ID, inUsd.sessionToken);
    await t.deps.db.update(gameSessions).set({ currency: 'USD' }).where(eq(gameSessions.id, usdSession!.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/house/session?token=${inUsd.sessionToken}` })).json().data.freeSpins).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/house/play', payload: { token: inUsd.sessionToken, bet: 20, freeSpin: true } })).json().errorCode).toBe('FREE_SPINS_UNAVAILABLE');
    expect(await t.deps.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId))).toEqual([]);
    const slot = await session(t, p.userId);
    const info = await t.app.inject({ method: 'GET', url: `/api/house/session?token=${slot.sessionToken}` });
    expect(info.json().data.freeSpins).toMatchObject({ left: 5, total: 5, bet: 0.2 });
    let wins = 0;
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/house/play', payload: { token: slot.sessionToken, bet: 999, freeSpin: true } });
      expect(r.statusCode).toBe(200);
      const d = r.json().data;
      expect(d.outcome.bet).toBe(20);
      expect(d.freeSpinsLeft).toBe(4 - i);
      wins += d.outcome.totalWin;
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/house/play', payload: { token: slot.sessionToken, bet: 20, freeSpin: true } })).json().errorCode).toBe('FREE_SPINS_UNAVAILABLE');
    const row = await bonusRow(t.deps.db, ub);
    // No stake was taken from the player.
    expect((await balancesOf(t.deps.db, p.userId)).cash).toBe(0n);
    if (wins === 0) {
      expect(row).toMatchObject({ status: 'completed', endReason: 'no_win' });
    } else {
      expect(row).toMatchObject({ status: 'active', slot: 'money', bonusAmount: BigInt(wins * 2), wagerRequired: BigInt(wins * 2 * 3) });
      expect((await balancesOf(t.deps.db, p.userId)).bonus).toBe(BigInt(wins * 2));
    }
  });

  it('a free-spin win with a grant of another player, or a repeat, moves nothing more', async () => {
    const fs = await defineBonus(t.deps.db, { type: 'FREE_SPINS', freeSpins: 2, freeSpinGameIds: ['croupier-lucky-sevens'], wagerMultiplier: 1, amounts: { EUR: { freeSpinBet: '20' } } });
    const a = await player();
    const b = await player();
    const ub = (await activate(t, a.token, { bonusId: fs })).body.data.bonus.userBonusId as string;
    const sb = await session(t, b.userId);
    const stolen = await walletCall(t, 'win', { ...sb, transactionId: `steal-${ub}`, roundId: `steal-${ub}`, amount: 5000, freeSpinGrantId: ub });
    expect(stolen.body.status).toBe('INVALID_REQUEST');
    const sa = await session(t, a.userId);
    const w1 = { ...sa, transactionId: `fs1-${ub}`, roundId: `fs1-${ub}`, amount: 100, freeSpinGrantId: ub };
    expect((await walletCall(t, 'win', w1)).body.status).toBe('OK');
    expect((await walletCall(t, 'win', w1)).body.status).toBe('OK');
    await walletCall(t, 'win', { ...sa, transactionId: `fs2-${ub}`, roundId: `fs2-${ub}`, amount: 50, freeSpinGrantId: ub });
    expect(await bonusRow(t.deps.db, ub)).toMatchObject({ status: 'active', slot: 'money', bonusAmount: 150n, wagerRequired: 150n });
    expect(await balancesOf(t.deps.db, a.userId)).toEqual({ cash: 0n, bonus: 150n });
  });
});

describe('free spins and the player’s restrictions', () => {
  it('a free-spin win after a self-exclusion, or on an ended game session, is refused and pays nothing; a repeat of an earlier one still answers', async () => {
    const fs = await defineBonus(t.deps.db, { type: 'FREE_SPINS', freeSpins: 3, freeSpinGameIds: ['croupier-lucky-sevens'], wagerMultiplier: 0, amounts: { EUR: { freeSpinBet: '20' } } });
    const p = await player();
    const ub = (await activate(t, p.token, { bonusId: fs })).body.data.bonus.userBonusId as string;
    const s = await session(t, p.userId);
    const w1 = { ...s, transactionId: `x1-${ub}`, roundId: `x1-${ub}`, amount: 100, freeSpinGrantId: ub };
    expect((await walletCall(t, 'win', w1)).body.status).toBe('OK');
    expect((await t.app.inject({ method: 'POST', url: '/api/user/self-exclusion', headers: bearer(p.token), payload: { duration: '1d' } })).statusCode).toBe(200);
    const later = await walletCall(t, 'win', { ...s, transactionId: `x2-${ub}`, roundId: `x2-${ub}`, amount: 5000, freeSpinGrantId: ub });
    expect(later.body.status).toBe('SESSION_EXPIRED'); // the exclusion ended the game session
    expect((await walletCall(t, 'win', w1)).body.status).toBe('OK'); // the first answer, again
    // A session that is still open (its row not ended) does not help a self-excluded player either.
    await t.deps.db.execute(sql`UPDATE game_sessions SET ended_at = NULL WHERE user_id = ${p.userId}::uuid`);
    const open = await walletCall(t, 'win', { ...s, transactionId: `x3-${ub}`, roundId: `x3-${ub}`, amount: 5000, freeSpinGrantId: ub });
    expect(open.body.status).toBe('PLAYER_BLOCKED');
    expect(await balancesOf(t.deps.db, p.userId)).toEqual({ cash: 0n, bonus: 0n });
    const [grant] = await t.deps.db.select().from(bonusFreeSpinGrants).where(eq(bonusFreeSpinGrants.playerBonusId, ub));
    expect(grant!.spinsUsed).toBe(1);
  });
});

describe('the player bonus list and the ledger', () => {
  it('lists active and history with statuses, and the §3 balances', async () => {
    const p = await player();
    const id = await defineBonus(t.deps.db, { type: 'NO_DEPOSIT', wagerMultiplier: 10, amounts: { EUR: { fixedAmount: '100' } } });
    const ub = (await activate(t, p.token, { bonusId: id })).body.data.bonus.userBonusId as string;
    await t.app.inject({ method: 'POST', url: '/api/user/bonus/cancel', headers: bearer(p.token), payload: { userBonusId: ub } });
    const all = await myBonuses(t, p.token);
    expect(all.rows.map((r: { status: string }) => r.status)).toEqual(['cancelled']);
    expect((await myBonuses(t, p.token, '?status=active')).count).toBe(0);
    expect((await myBonuses(t, p.token, '?status=history')).count).toBe(1);
    expect(all.balances).toEqual({ currency: 'EUR', realMoney: 0, bonus: 0, wager: 0, depositWager: 0, rollover: 0 });
  });

  it('keeps the ledger whole: money conserved, nothing negative, every transfer balanced', async () => {
    const inv = await ledgerInvariants(t.deps.db);
    expect(inv.negativePlayerAccounts).toBe(0);
    expect(inv.balanceMismatches).toBe(0);
    expect(inv.unbalancedTransfers).toBe(0);
    for (const total of Object.values(inv.totals)) expect(total).toBe(0n);
    const stray = await t.deps.db.select().from(playerBonuses).where(and(eq(playerBonuses.status, 'active'), sql`${playerBonuses.slot} IS NULL`));
    expect(stray).toEqual([]);
  });
});

async function bonusPool(db: TestApp['deps']['db']): Promise<bigint> {
  const r = (await db.execute(sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE kind = 'bonus_pool' AND currency = 'EUR'`)) as unknown as { rows: { b: string }[] };
  return BigInt(r.rows[0]!.b);
}
