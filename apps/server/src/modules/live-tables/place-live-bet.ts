import { and, eq, sql } from 'drizzle-orm';
import { LIVE_BETS_PER_ROUND, LIVE_TRIES_PER_ROUND } from '@croupier/contracts/live';
import { fail, ok, type TLiveChip, type TResult, type TWalletResponse } from '@croupier/contracts';
import { rouletteStake, type RouletteChip } from '@croupier/games';
import { games, liveBets, liveRounds, type Db } from '@croupier/db';
import { newId } from '../../platform/ids';
import { betLimitsFor } from '../games/bet-limits';
import { HOUSE_PROVIDER_ID } from '../games/register-house-provider';
import { limitFailureOf, STATUS_TO_FAILURE, type PlayFailure } from '../house-games/play-round';
import { WalletUnavailable, type WalletClient } from '../house-games/wallet-client';
import { findGameSession } from '../wallet/seamless/common';
import { ensureRound, liveTableOfGame, roundAt } from './schedule';
import { markSeatActive } from './seats';
import { voidLiveBet } from './settle-live-rounds';

export type LiveBetFailure = PlayFailure | 'LIVE_BETTING_CLOSED' | 'LIVE_REMOVED_FROM_TABLE' | 'LIVE_TOO_MANY_BETS';

export interface PlacedLiveBet {
  id: string;
  roundNumber: number;
  stake: number;
  balance: { cash: number; bonus: number; total: number; currency: string };
}

/**
 * A bet on a live table's open round, as a provider takes it: checked against the layout and the table's limits,
 * written `pending`, then the stake is taken through the signed seamless-wallet API. The bet becomes `placed`
 * only if it is still pending when the wallet answers — the settler voids (and rolls back) a pending bet that
 * outlived its round, so a stake is either in play or given back, never both.
 */
export async function placeLiveBet(
  deps: { db: Db; wallet: WalletClient; now: () => Date },
  input: { token: string; roundNumber: number; chips: TLiveChip[] },
): Promise<TResult<PlacedLiveBet, LiveBetFailure>> {
  const { db, wallet } = deps;
  const now = deps.now();
  const session = await findGameSession(db, HOUSE_PROVIDER_ID, input.token);
  if (!session || session.endedAt || session.expiresAt <= now) return fail('GAME_SESSION_EXPIRED');
  const table = liveTableOfGame(session.gameId);
  if (!table) return fail('GAME_NOT_FOUND');
  const schedule = roundAt(now);
  if (input.roundNumber !== schedule.roundNumber || !schedule.isBettingOpen) return fail('LIVE_BETTING_CLOSED');
  const [row] = await db.select({ minBet: games.minBet, maxBet: games.maxBet }).from(games).where(eq(games.id, session.gameId)).limit(1);
  if (!row) return fail('GAME_NOT_FOUND');
  const game = await betLimitsFor(db, row, session.currency);
  let stake: number;
  try {
    stake = rouletteStake(input.chips as RouletteChip[]);
  } catch (err) {
    if (err instanceof RangeError) return fail('INVALID_BET');
    throw err;
  }
  if (input.chips.some((c) => c.amount < game.minBet)) return fail('INVALID_BET');
  const round = await ensureRound(db, table.id, schedule.roundNumber);

  const betId = newId();
  const written = await db.transaction(async (tx): Promise<LiveBetFailure | null> => {
    // The seat's row lock also serialises one player's bets on the table.
    if (!(await markSeatActive(tx, { tableId: table.id, userId: session.userId, gameSessionId: session.id, now })))
      return 'LIVE_REMOVED_FROM_TABLE';
    // Holding the round FOR SHARE until the bet is written: the spin (the cut-off) waits for it, then voids it.
    const [open] = await tx.select({ spunAt: liveRounds.spunAt }).from(liveRounds).where(eq(liveRounds.id, round.id)).for('share');
    if (open?.spunAt) return 'LIVE_BETTING_CLOSED';
    // One bet a round, so that the wallet's limits (max bet, bet and loss limits) see the whole stake of a spin; a few
    // tries when the wallet refuses one. Counted per mode and currency (a demo tab does not use up real play).
    const [mine] = await tx
      .select({
        tries: sql<number>`count(*)::int`,
        inPlay: sql<number>`(count(*) FILTER (WHERE ${liveBets.status} IN ('pending', 'placed', 'settled')))::int`,
      })
      .from(liveBets)
      .where(
        and(
          eq(liveBets.roundId, round.id),
          eq(liveBets.userId, session.userId),
          eq(liveBets.isDemo, session.mode === 'demo'),
          eq(liveBets.currency, session.currency),
        ),
      );
    if ((mine?.inPlay ?? 0) >= LIVE_BETS_PER_ROUND || (mine?.tries ?? 0) >= LIVE_TRIES_PER_ROUND) return 'LIVE_TOO_MANY_BETS';
    if (stake > game.maxBet) return 'INVALID_BET';
    await tx.insert(liveBets).values({
      id: betId,
      roundId: round.id,
      tableId: table.id,
      roundNumber: round.roundNumber,
      userId: session.userId,
      gameSessionId: session.id,
      sessionToken: input.token,
      gameId: session.gameId,
      isDemo: session.mode === 'demo',
      currency: session.currency,
      chips: input.chips,
      stake: BigInt(stake),
      status: 'pending',
      createdAt: now,
    });
    return null;
  });
  if (written) return fail(written);

  let answer: TWalletResponse;
  try {
    answer = await wallet.call('bet', {
      sessionToken: input.token,
      transactionId: `live:${betId}:bet`,
      roundId: betId,
      gameId: session.gameId,
      currency: session.currency,
      amount: stake,
    });
  } catch (err) {
    if (!(err instanceof WalletUnavailable)) throw err;
    // The stake may or may not have been taken: give it back (a tombstone if it was not).
    await voidLiveBet({ db, wallet, now: deps.now }, betId).catch(() => undefined);
    return fail('WALLET_UNAVAILABLE');
  }
  if (answer.status !== 'OK') {
    const failure =
      answer.status === 'LIMIT_REACHED' ? limitFailureOf(answer.limitType) : (STATUS_TO_FAILURE[answer.status] ?? 'WALLET_UNAVAILABLE');
    await db
      .update(liveBets)
      .set({ status: 'refused', failure, sessionToken: '' })
      .where(and(eq(liveBets.id, betId), eq(liveBets.status, 'pending')));
    return fail(failure);
  }
  const placed = await db
    .update(liveBets)
    .set({ status: 'placed' })
    .where(and(eq(liveBets.id, betId), eq(liveBets.status, 'pending')))
    .returning({ id: liveBets.id });
  // The settler got to it first (the wallet answered after the round's spin): it gives the stake back.
  if (placed.length === 0) return fail('LIVE_BETTING_CLOSED');
  const cash = answer.cash ?? 0;
  const bonus = answer.bonus ?? 0;
  return ok({
    id: betId,
    roundNumber: round.roundNumber,
    stake,
    balance: { cash, bonus, total: cash + bonus, currency: session.currency },
  });
}
