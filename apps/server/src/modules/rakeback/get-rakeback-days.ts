import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { calendarEnd, calendarStart, claimWindow, toMajorNumber, type TRakebackDaysData } from '@croupier/contracts';
import { playerProtection, rakebackDays, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findRakebackTerms } from './rakeback-terms';
import type { TRakebackPlayer } from './player-context';

/**
 * GET /api/admin/get-rakeback-days (spec §3 rakeback day records, §7): the player's calendar days of the grid
 * (Monday of last week + 28 days, in the player's time zone) in the active currency: every bonus's days, or
 * one bonus's with `bonusId`. Also the server's today and yesterday (the claimable days) and the rakeback
 * definition in force (bonusId, percent), and whether the player opted out of the reward calendar.
 */
export async function getRakebackDays(db: DbOrTx, player: TRakebackPlayer, input: { bonusId?: string | null; now: Date }): Promise<TRakebackDaysData> {
  const timeZone = player.zones.timeZone;
  const { today, yesterday } = claimWindow(input.now, timeZone);
  const [terms, exponent, protection] = await Promise.all([
    findRakebackTerms(db, { currency: player.currency, countryCode: player.countryCode, at: input.now, loyaltyLevel: player.loyaltyLevel }),
    currencyExponent(db, player.currency),
    db.select({ optOut: playerProtection.isRewardCalendarOptOut }).from(playerProtection).where(eq(playerProtection.userId, player.userId)),
  ]);
  const rows = await db
    .select({ canClaimDate: rakebackDays.canClaimDate, bonusId: rakebackDays.bonusId, amount: rakebackDays.amount, paidAt: rakebackDays.paidAt })
    .from(rakebackDays)
    .where(
      and(
        eq(rakebackDays.userId, player.userId),
        eq(rakebackDays.currency, player.currency),
        gte(rakebackDays.canClaimDate, calendarStart(today)),
        lte(rakebackDays.canClaimDate, calendarEnd(today)),
        input.bonusId ? eq(rakebackDays.bonusId, input.bonusId) : undefined,
      ),
    )
    .orderBy(asc(rakebackDays.canClaimDate), asc(rakebackDays.bonusId));
  return {
    days: rows.map((r) => ({ canClaimDate: r.canClaimDate, bonusId: r.bonusId, amount: toMajorNumber(BigInt(r.amount), exponent), paidAt: r.paidAt?.toISOString() ?? null })),
    today,
    yesterday,
    timeZone,
    currency: player.currency,
    bonusId: input.bonusId ?? terms?.bonusId ?? null,
    percent: terms ? Number(terms.percent) : 0,
    isRewardCalendarOptOut: protection[0]?.optOut ?? false,
  };
}
