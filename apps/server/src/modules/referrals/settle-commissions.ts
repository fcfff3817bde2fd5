import { sql } from 'drizzle-orm';
import { cycleStartOf, payoutMinor, RAKEBACK_CYCLE_MS, ZAppSettings } from '@croupier/contracts';
import type { Db } from '@croupier/db';
import { getPlayerBalances, playerAccount, postTransfer, systemAccount } from '../wallet/ledger';
import { balanceEventPayload, globalCreditEvent } from '../wallet/balance-event';
import { enqueueEvent } from '../wallet/outbox';

/**
 * A cycle's commission is settled this long after the cycle ends, so a bet that began before the end and commits
 * late (a slow group commit, a node's clock a few seconds off) still counts: the first settlement is final.
 */
export const COMMISSION_GRACE_MS = 60_000;
/** How far back a pass looks for cycles nobody settled (after a restart or an outage). */
export const COMMISSION_LOOKBACK_MS = 48 * 3600_000;
const BATCH = 500;
const DEFAULT_PERCENT = ZAppSettings.shape.referAFriendPercent.parse(undefined);

interface TDue {
  user_id: string;
  currency: string;
  bucket_start: Date | string;
  referrer_id: string;
  ngr: string;
  percent: unknown;
}

/**
 * Refer-a-friend commissions (docs/referrals.md): for every ended 30-minute cycle in which a referred player
 * played with real money, the referrer earns the site's `referAFriendPercent` of that cycle's positive
 * real-money NGR (cash stakes − cash wins), rounded down to the minor unit, paid from the referral pool to the
 * referrer's cash with a `globalCredit` (source `referral`). Each (player, currency, cycle) is settled once, in
 * one transaction with its transfer (its row is the idempotency key), so a restart, a second node or a re-run
 * pays nothing twice; a losing cycle is recorded with 0. Play committed after the cycle was settled is not
 * paid (the minute's grace covers bets that began before the cycle's end).
 */
export async function settleReferralCommissions(db: Db, input: { now: Date; from?: Date }): Promise<{ settled: number; paid: number; amounts: Record<string, bigint> }> {
  const lastClosed = new Date(cycleStartOf(input.now.getTime() - COMMISSION_GRACE_MS).getTime() - RAKEBACK_CYCLE_MS);
  const from = input.from ?? new Date(input.now.getTime() - COMMISSION_LOOKBACK_MS);
  const out = { settled: 0, paid: 0, amounts: {} as Record<string, bigint> };
  for (;;) {
    const due = (await db.execute(sql`
      SELECT b.user_id, b.currency, b.bucket_start, u.referred_by AS referrer_id, (b.bet_cash - b.win_cash)::text AS ngr,
             s.settings -> 'referAFriendPercent' AS percent
        FROM player_play_buckets b
        JOIN users u ON u.id = b.user_id AND u.referred_by IS NOT NULL
        LEFT JOIN sites s ON s.id = u.site_id
        LEFT JOIN referral_commissions c ON c.referred_id = b.user_id AND c.currency = b.currency AND c.cycle_start = b.bucket_start
       WHERE b.bucket_start >= ${from.toISOString()}::timestamptz
         AND b.bucket_start <= ${lastClosed.toISOString()}::timestamptz
         AND c.referred_id IS NULL
       ORDER BY b.bucket_start, b.user_id, b.currency
       LIMIT ${BATCH}`)) as unknown as { rows: TDue[] };
    for (const r of due.rows) {
      const amount = await settleOne(db, r, input.now);
      out.settled++;
      if (amount > 0n) {
        out.paid++;
        out.amounts[r.currency] = (out.amounts[r.currency] ?? 0n) + amount;
      }
    }
    if (due.rows.length < BATCH) return out;
  }
}

async function settleOne(db: Db, r: TDue, now: Date): Promise<bigint> {
  const cycleStart = new Date(r.bucket_start);
  // 0–100, read to 6 decimals (payoutMinor takes no more: a setting of 33.3333333 paid nothing).
  const percent = typeof r.percent === 'number' && r.percent >= 0 && r.percent <= 100 ? Math.round(r.percent * 1e6) / 1e6 : DEFAULT_PERCENT;
  return db.transaction(async (tx) => {
    // The NGR as read (the cycle has ended); the first transaction to insert the row settles the cycle.
    const ngr = BigInt(r.ngr);
    const amount = payoutMinor(ngr, percent);
    const inserted = await tx.execute(sql`
      INSERT INTO referral_commissions (referred_id, currency, cycle_start, referrer_id, ngr, amount, settled_at)
      VALUES (${r.user_id}::uuid, ${r.currency}, ${cycleStart.toISOString()}::timestamptz, ${r.referrer_id}::uuid, ${ngr.toString()}::bigint,
              ${amount.toString()}::bigint, ${now.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING referred_id`);
    if ((inserted as unknown as { rows: unknown[] }).rows.length === 0 || amount === 0n) return 0n;
    const t = await postTransfer(tx, {
      idempotencyKey: `referral:${r.user_id}:${r.currency}:${cycleStart.toISOString()}`,
      kind: 'referral_commission',
      userId: r.referrer_id,
      currency: r.currency,
      legs: [
        { account: systemAccount('referral_pool', r.currency), amount: -amount },
        { account: playerAccount(r.referrer_id, 'cash', r.currency), amount },
      ],
      metadata: { referredId: r.user_id, cycleStart: cycleStart.toISOString() },
      now,
    });
    await tx.execute(sql`
      UPDATE referral_commissions SET transfer_id = ${t.transferId}
       WHERE referred_id = ${r.user_id}::uuid AND currency = ${r.currency} AND cycle_start = ${cycleStart.toISOString()}::timestamptz`);
    const [balance] = await getPlayerBalances(tx, r.referrer_id, r.currency);
    await enqueueEvent(tx, [
      await globalCreditEvent(tx, { userId: r.referrer_id, transferId: t.transferId, currency: r.currency, amount, kind: 'cash', source: 'referral', now }),
      {
        userId: r.referrer_id,
        event: 'balance',
        payload: await balanceEventPayload(tx, r.referrer_id, r.currency, { cash: balance?.cash ?? amount, bonus: balance?.bonus ?? 0n }),
        now,
      },
    ]);
    return amount;
  });
}
