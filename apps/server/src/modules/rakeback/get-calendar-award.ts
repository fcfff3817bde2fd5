import { and, eq } from 'drizzle-orm';
import { cycleEndOf, cycleStartOf, payoutMinor, toMajorNumber, type TCalendarAward } from '@croupier/contracts';
import { playerPlayBuckets, type DbOrTx } from '@croupier/db';
import { currencyExponent } from '../wallet/balance-event';
import { findRakebackTerms } from './rakeback-terms';
import type { TRakebackPlayer } from './player-context';

/** The current cycle's NGR (stakes − wins, minor units) of a player in a currency. */
export async function currentCycleNgr(db: DbOrTx, input: { userId: string; currency: string; now: Date }): Promise<bigint> {
  const [b] = await db
    .select({ betCash: playerPlayBuckets.betCash, betBonus: playerPlayBuckets.betBonus, winCash: playerPlayBuckets.winCash, winBonus: playerPlayBuckets.winBonus })
    .from(playerPlayBuckets)
    .where(and(eq(playerPlayBuckets.userId, input.userId), eq(playerPlayBuckets.currency, input.currency), eq(playerPlayBuckets.bucketStart, cycleStartOf(input.now))));
  return b ? BigInt(b.betCash) + BigInt(b.betBonus) - BigInt(b.winCash) - BigInt(b.winBonus) : 0n;
}

/**
 * GET /api/user/calendar-award (spec §3 calendar award, §4 accumulator): the running cycle's NGR, the payout it
 * is worth now (max(0, NGR × percent), rounded down to the minor unit, as the worker will credit it) and the
 * percent, in the player's active currency, with the cycle's bounds and the server time for the countdown.
 */
export async function getCalendarAward(db: DbOrTx, player: TRakebackPlayer, now: Date): Promise<TCalendarAward> {
  const [ngr, terms, exponent] = await Promise.all([
    currentCycleNgr(db, { userId: player.userId, currency: player.currency, now }),
    findRakebackTerms(db, { currency: player.currency, countryCode: player.countryCode, at: now, loyaltyLevel: player.loyaltyLevel }),
    currencyExponent(db, player.currency),
  ]);
  const payout = terms ? payoutMinor(ngr, terms.percent) : 0n;
  return {
    ngr: toMajorNumber(ngr, exponent),
    payout: toMajorNumber(payout, exponent),
    percent: terms ? Number(terms.percent) : 0,
    currency: player.currency,
    exponent,
    bonusId: terms?.bonusId ?? null,
    cycleStart: cycleStartOf(now).toISOString(),
    cycleEnd: cycleEndOf(now).toISOString(),
    serverTime: now.toISOString(),
  };
}
