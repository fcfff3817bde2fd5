import { and, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { addDays, claimWindow, toMajorNumber, type TRakebackSummary } from '@croupier/contracts';
import { rakebackDays, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { getCalendarAward } from './get-calendar-award';
import type { TRakebackPlayer } from './player-context';

/** How many claimed days the history lists. */
export const CLAIM_HISTORY_LIMIT = 30;

/**
 * GET /api/user/rakeback-summary: what the /cashback page explains — the percent in force, the running cycle,
 * this month (by the calendar days of the player's month: earned, claimed, still to claim, missed) and the
 * latest claimed days. Active currency; the player's time zone.
 */
export async function getRakebackSummary(db: DbOrTx, player: TRakebackPlayer, now: Date): Promise<TRakebackSummary> {
  const { today, yesterday } = claimWindow(now, player.zones.timeZone);
  const month = today.slice(0, 7);
  const first = `${month}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  const [cycle, exponent, monthRows, history] = await Promise.all([
    getCalendarAward(db, player, now),
    currencyExponent(db, player.currency),
    db
      .select({ canClaimDate: rakebackDays.canClaimDate, amount: rakebackDays.amount, paidAt: rakebackDays.paidAt })
      .from(rakebackDays)
      .where(and(eq(rakebackDays.userId, player.userId), eq(rakebackDays.currency, player.currency), gte(rakebackDays.canClaimDate, first), lte(rakebackDays.canClaimDate, last))),
    db
      .select({ canClaimDate: rakebackDays.canClaimDate, amount: rakebackDays.amount, paidAt: rakebackDays.paidAt })
      .from(rakebackDays)
      .where(and(eq(rakebackDays.userId, player.userId), eq(rakebackDays.currency, player.currency), isNotNull(rakebackDays.paidAt)))
      .orderBy(desc(rakebackDays.paidAt), desc(rakebackDays.id))
      .limit(CLAIM_HISTORY_LIMIT),
  ]);
  let earned = 0n;
  let claimed = 0n;
  let pending = 0n;
  let missed = 0n;
  for (const r of monthRows) {
    const a = BigInt(r.amount);
    earned += a;
    if (r.paidAt) claimed += a;
    else if (r.canClaimDate >= yesterday) pending += a;
    else missed += a;
  }
  const major = (v: bigint) => toMajorNumber(v, exponent);
  return {
    bonusId: cycle.bonusId,
    percent: cycle.percent,
    currency: player.currency,
    timeZone: player.zones.timeZone,
    cycle,
    month: { month, earned: major(earned), claimed: major(claimed), pending: major(pending), missed: major(missed) },
    history: history.map((h) => ({ canClaimDate: h.canClaimDate, amount: major(BigInt(h.amount)), paidAt: h.paidAt!.toISOString() })),
  };
}
