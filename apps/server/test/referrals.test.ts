import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referralCodes, referralCommissions, users } from '@croupier/db';
import { createTestApp, walletCall, type TestApp } from './harness';
import { bearer, login, me, newPlayer, patchSettings } from './accounts';
import { cashOf, GAME_ID, launch, ledgerInvariants } from './wallet-helpers';
import { eventsOf } from './cashier-helpers';
import { adjustBalance } from '../src/modules/wallet/adjust-balance';
import { settleReferralCommissions } from '../src/modules/referrals/settle-commissions';
import { runOperatorCommand } from '../src/operator/commands';

/**
 * Refer-a-friend (docs/referrals.md): the code, visits through the link, sign-ups with the code, and the
 * commission on referred players' real-money NGR, paid once per cycle from the referral pool (also with two
 * nodes at once). PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const id = (p: string) => `${p}-${++seq}`;
const referralOf = async (token: string) => (await me(t, token)).json().data.referralData as { code: string; visits: number; registrations: number; revenue: number };
const operator = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-referrals' }, argv);
const visit = (code: unknown) => t.app.inject({ method: 'POST', url: '/api/referral/visit', payload: { code }, remoteAddress: `10.77.0.${++seq % 250}` });

/** A player (optionally referred) funded with cash and bonus money (minor units, EUR) and a real-money session. */
async function player(opts: { referralCode?: string; cash?: bigint; bonus?: bigint } = {}) {
  const p = await newPlayer(t, opts.referralCode ? { referralCode: opts.referralCode } : {});
  for (const [kind, amount] of [['cash', opts.cash ?? 1_000_000n], ['bonus', opts.bonus ?? 0n]] as const) {
    if (amount > 0n) await adjustBalance(t.deps.db, { userId: p.userId, currency: 'EUR', kind, amount, reason: 'test', actor: 'test', idempotencyKey: id('fund'), now: t.clock.now() });
  }
  const token = await launch(t.deps.db, p.userId, 'real', t.clock.now());
  const round = async (stake: number, win: number) => {
    const roundId = id('r');
    expect((await walletCall(t, 'bet', { sessionToken: token, gameId: GAME_ID, currency: 'EUR', roundId, transactionId: `${roundId}-b`, amount: stake })).body.status).toBe('OK');
    if (win > 0) expect((await walletCall(t, 'win', { sessionToken: token, gameId: GAME_ID, currency: 'EUR', roundId, transactionId: `${roundId}-w`, amount: win })).body.status).toBe('OK');
  };
  return { ...p, round };
}

describe('code, visits and sign-ups', () => {
  it('a player has a stable code; visits through it and sign-ups with it are counted; bad codes change nothing', async () => {
    t.clock.set('2026-07-01T09:00:00Z');
    const a = await player();
    const first = await referralOf(a.token);
    expect(first).toEqual({ code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/), visits: 0, registrations: 0, revenue: 0 });
    expect((await referralOf(a.token)).code).toBe(first.code);

    expect((await visit(first.code)).json()).toEqual({ data: { isCounted: true } });
    expect((await visit(first.code.toLowerCase())).json()).toEqual({ data: { isCounted: true } });
    expect((await visit('ZZZZZZZZ')).json()).toEqual({ data: { isCounted: false } });
    const bad = await visit('x'.repeat(40));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect((await visit(42)).statusCode).toBe(400);

    const b = await player({ referralCode: first.code.toLowerCase() });
    const c = await player({ referralCode: 'NOTACODE' }); // a stale link: the sign-up still works
    const [rowB] = await t.deps.db.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, b.userId));
    const [rowC] = await t.deps.db.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, c.userId));
    expect(rowB!.referredBy).toBe(a.userId);
    expect(rowC!.referredBy).toBeNull();
    expect(await referralOf(a.token)).toMatchObject({ visits: 2, registrations: 1, revenue: 0 });
  });

  it("refuses a referral from the referrer's own device (signed up or signed in from it); the sign-up still works", async () => {
    t.clock.set('2026-07-01T10:00:00Z');
    const phone = `device-${crypto.randomUUID()}`;
    const laptop = `device-${crypto.randomUUID()}`;
    const a = await newPlayer(t, { uidToken: phone });
    const { code } = await referralOf(a.token);
    expect((await login(t, a.email, undefined, { uidToken: laptop })).statusCode).toBe(200);
    const sameAsSignUp = await newPlayer(t, { referralCode: code, uidToken: phone });
    const sameAsLogin = await newPlayer(t, { referralCode: code, uidToken: laptop });
    const friend = await newPlayer(t, { referralCode: code, uidToken: `device-${crypto.randomUUID()}` });
    const noDevice = await newPlayer(t, { referralCode: code, uidToken: 'short' }); // too short to compare: not a device
    const rows = async (userId: string) => (await t.deps.db.select({ referredBy: users.referredBy, signup: users.signup }).from(users).where(eq(users.id, userId)))[0]!;
    expect((await rows(sameAsSignUp.userId)).referredBy).toBeNull();
    expect((await rows(sameAsSignUp.userId)).signup.referralRefused).toEqual({ code, referrerId: a.userId, reason: 'same_device' });
    expect((await rows(sameAsLogin.userId)).referredBy).toBeNull();
    expect((await rows(friend.userId)).referredBy).toBe(a.userId);
    expect((await rows(friend.userId)).signup.referralRefused).toBeUndefined();
    expect((await rows(noDevice.userId)).referredBy).toBe(a.userId);
    expect(await referralOf(a.token)).toMatchObject({ registrations: 2 });
    const shown = (await operator('referrals', 'show', a.userId)).output;
    expect(shown).toContain('2 registration(s)');
    expect(shown).toContain('refused as their own (same device): 2');
    expect(shown).toContain(sameAsLogin.email);
  });

  it("a player whose derived code another player has gets a code of their own (invites are never credited to the other)", async () => {
    const { referralCodeOf } = await import('../src/modules/referrals/referral-code');
    const b = await newPlayer(t);
    // Another account already holds the code B's id derives (a 40-bit collision, forced here).
    const other = await newPlayer(t);
    await t.deps.db.insert(referralCodes).values({ userId: other.userId, code: referralCodeOf(b.userId) });
    const code = (await referralOf(b.token)).code;
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(code).not.toBe(referralCodeOf(b.userId));
    expect((await referralOf(b.token)).code).toBe(code); // stored: the same on every visit
    const [row] = await t.deps.db.select().from(referralCodes).where(eq(referralCodes.code, code));
    expect(row?.userId).toBe(b.userId);
  });
});

describe('commission', () => {
  it("pays the site's percent of each ended cycle's real-money NGR once, from the referral pool", async () => {
    t.clock.set('2026-07-02T10:05:00Z');
    const a = await player();
    const { code } = await referralOf(a.token);
    const b = await player({ referralCode: code });
    await b.round(10_000, 3_000); // NGR 70.00 → 10 % = 7.00
    await b.round(1_005, 0); // 10.05 more → 80.05 → 8.005 → 8.00 (rounded down to the cent)
    const before = await ledgerInvariants(t.deps.db);
    const cashA = await cashOf(t.deps.db, a.userId);

    // Not before the cycle has ended plus its grace (a minute).
    expect((await settleReferralCommissions(t.deps.db, { now: new Date('2026-07-02T10:30:50Z') })).settled).toBe(0);
    const at = new Date('2026-07-02T10:31:06Z');
    const [one, two] = await Promise.all([settleReferralCommissions(t.deps.db, { now: at }), settleReferralCommissions(t.deps.db, { now: at })]);
    expect(one.paid + two.paid).toBe(1);
    expect((one.amounts.EUR ?? 0n) + (two.amounts.EUR ?? 0n)).toBe(800n);
    expect((await settleReferralCommissions(t.deps.db, { now: new Date('2026-07-02T11:00:00Z') })).paid).toBe(0);

    expect(await cashOf(t.deps.db, a.userId)).toBe(cashA + 800n);
    const after = await ledgerInvariants(t.deps.db);
    expect(after).toMatchObject({ negativePlayerAccounts: 0, balanceMismatches: 0, unbalancedTransfers: 0 });
    expect(after.totals.EUR).toBe(before.totals.EUR);
    expect(await referralOf(a.token)).toMatchObject({ registrations: 1, revenue: 8 });
    const credits = (await eventsOf(t, a.userId, 'globalCredit')).filter((e) => (e.payload as { source: string }).source === 'referral');
    expect(credits.map((e) => e.payload)).toEqual([expect.objectContaining({ amount: 800, currency: 'EUR', source: 'referral' })]);

    // The operator sees it per referrer and in the report of the window (and nothing in a window before it).
    const shown = await operator('referrals', 'show', a.email);
    expect(shown.exitCode).toBe(0);
    expect(shown.output).toContain(`code ${code}: 0 visit(s), 1 registration(s)`);
    expect(shown.output).toContain('commission: 8.00 EUR');
    expect(shown.output).toContain(`${b.email} signed up 2026-07-02T10:05:00.000Z: 8.00 EUR over 1 cycle(s)`);
    const report = await operator('referrals', 'report', '--since', '2026-07-02T10:00:00Z', '--until', '2026-07-02T11:00:00Z');
    expect(report.output).toContain('1 referred sign-up(s)');
    expect(report.output).toContain("EUR: 8.00 EUR paid to 1 referrer(s); referred players' NGR 80.05 EUR (1 player(s))");
    expect(report.output).toContain(`${a.email}  8.00 EUR`);
    expect((await operator('referrals', 'report', '--since', '2026-07-01T00:00:00Z', '--until', '2026-07-02T00:00:00Z')).output).toContain('no commission in this window');
    expect((await operator('referrals', 'report', '--since', 'yesterday')).exitCode).toBe(2);
    expect((await operator('referrals', 'show', 'nobody@example.com')).output).toBe('No player "nobody@example.com"');
  });

  it('nothing for a cycle the referred player won or played with bonus money; the percent follows the setting', async () => {
    t.clock.set('2026-07-03T10:05:00Z');
    const a = await player();
    const { code } = await referralOf(a.token);
    const winner = await player({ referralCode: code });
    const bonusOnly = await player({ referralCode: code, cash: 0n, bonus: 50_000n });
    await winner.round(1_000, 5_000);
    await bonusOnly.round(20_000, 0);
    await settleReferralCommissions(t.deps.db, { now: new Date('2026-07-03T10:31:06Z') });
    const rows = await t.deps.db.select().from(referralCommissions).where(eq(referralCommissions.referrerId, a.userId));
    expect(rows.map((r) => [r.referredId, r.ngr, r.amount, r.transferId]).sort()).toEqual(
      [
        [winner.userId, -4_000n, 0n, null],
        [bonusOnly.userId, 0n, 0n, null],
      ].sort(),
    );

    /** The commission on a new referred player's lost stake with the site's percent set to `percent` (then back to 10). */
    const commissionWith = async (percent: number, stake: number, playAt: string, settleAt: string) => {
      await patchSettings(t, { referAFriendPercent: percent });
      try {
        t.clock.set(playAt);
        const referred = await player({ referralCode: code });
        await referred.round(stake, 0);
        return (await settleReferralCommissions(t.deps.db, { now: new Date(settleAt) })).amounts.EUR;
      } finally {
        await patchSettings(t, { referAFriendPercent: 10 });
      }
    };
    expect(await commissionWith(25, 4_000, '2026-07-03T10:35:00Z', '2026-07-03T11:01:06Z')).toBe(1_000n);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/get-user-details', headers: bearer(a.token) })).json().data.referralData.revenue).toBe(10);
    // More decimals than the payout reads exactly: read to 6 (it paid nothing).
    expect(await commissionWith(33.3333333, 3_000, '2026-07-03T11:05:00Z', '2026-07-03T11:31:06Z')).toBe(999n);
  });
});
