import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  LIVE_BETTING_MS,
  LIVE_CHIP_STEPS,
  LIVE_HISTORY_SIZE,
  LIVE_ROUND_MS,
  LIVE_SPIN_MS,
  LIVE_STATS_HOT_COLD,
  LIVE_STATS_ROUNDS,
} from '@croupier/contracts/live';
import { rouletteColour, rouletteStats } from '@croupier/games';
import { games, liveBets, liveRounds, type Db } from '@croupier/db';
import { betLimitsFor } from '../games/bet-limits';
import { GAME_SESSION_TTL_S } from '../games/launch-game';
import { currencyExponent } from '../wallet/balance-event';
import { walletBalance, type GameSessionRow } from '../wallet/seamless/common';
import { ensureRound, roundAt, type LiveTableId } from './schedule';
import { listSeatedPlayers, touchSeat } from './seats';
import { spinDueRounds } from './settle-live-rounds';

const PLAYERS_SHOWN = 30;

/** The recent results of a table, newest first, with their seeds (the fairness list). */
export async function recentLiveRounds(db: Db, tableId: string, limit = LIVE_HISTORY_SIZE) {
  const rows = await db
    .select({
      roundNumber: liveRounds.roundNumber,
      pocket: liveRounds.pocket,
      serverSeed: liveRounds.serverSeed,
      serverSeedHash: liveRounds.serverSeedHash,
      spunAt: liveRounds.spunAt,
    })
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, tableId), isNotNull(liveRounds.spunAt)))
    .orderBy(desc(liveRounds.roundNumber))
    .limit(limit);
  return rows.map((r) => ({ ...r, pocket: r.pocket!, colour: rouletteColour(r.pocket!), spunAt: r.spunAt!.toISOString() }));
}

/** How the table's last LIVE_STATS_ROUNDS results fell (rouletteStats): hot and cold numbers, the outside bets. */
export async function liveTableStats(db: Db, tableId: string) {
  const rows = await db
    .select({ pocket: liveRounds.pocket })
    .from(liveRounds)
    .where(and(eq(liveRounds.tableId, tableId), isNotNull(liveRounds.spunAt)))
    .orderBy(desc(liveRounds.roundNumber))
    .limit(LIVE_STATS_ROUNDS);
  return rouletteStats(
    rows.map((r) => r.pocket!),
    LIVE_STATS_HOT_COLD,
  );
}

/**
 * Everything the table shows, for the player of a game session: the schedule and the round (its seed's hash;
 * pocket and seed once spun), the last results, the player's bets on this round and the one before, the seat
 * (away, removed) and who else is seated, the balance. Reading it keeps the seat and spins a due round.
 */
export async function liveTableState(db: Db, input: { tableId: LiveTableId; session: GameSessionRow; now: Date }) {
  const { tableId, session, now } = input;
  await spinDueRounds(db, now);
  const schedule = roundAt(now);
  const round = await ensureRound(db, tableId, schedule.roundNumber);
  const [game] = await db
    .select({ name: games.name, minBet: games.minBet, maxBet: games.maxBet })
    .from(games)
    .where(eq(games.id, session.gameId))
    .limit(1);
  const sessionStartedAt = new Date(session.expiresAt.getTime() - GAME_SESSION_TTL_S * 1000);
  const seat = await touchSeat(db, { tableId, userId: session.userId, gameSessionId: session.id, sessionStartedAt, now });
  const players = await listSeatedPlayers(db, { tableId, userId: session.userId, now, limit: PLAYERS_SHOWN });
  const history = await recentLiveRounds(db, tableId);
  const bets = await db
    .select({
      id: liveBets.id,
      roundNumber: liveBets.roundNumber,
      chips: liveBets.chips,
      stake: liveBets.stake,
      win: liveBets.win,
      status: liveBets.status,
      failure: liveBets.failure,
    })
    .from(liveBets)
    .where(
      and(
        eq(liveBets.tableId, tableId),
        eq(liveBets.userId, session.userId),
        eq(liveBets.isDemo, session.mode === 'demo'),
        eq(liveBets.currency, session.currency),
        inArray(liveBets.roundNumber, [schedule.roundNumber, schedule.roundNumber - 1]),
      ),
    )
    .orderBy(liveBets.createdAt);
  const balance = await walletBalance(db, session);
  const limits = game ? await betLimitsFor(db, game, session.currency) : { minBet: 0, maxBet: 0 };
  return {
    table: {
      id: tableId,
      gameId: session.gameId,
      name: game?.name ?? tableId,
      minBet: limits.minBet,
      maxBet: limits.maxBet,
      chipSteps: [...LIVE_CHIP_STEPS],
      roundMs: LIVE_ROUND_MS,
      bettingMs: LIVE_BETTING_MS,
      spinMs: LIVE_SPIN_MS,
    },
    serverTime: now.toISOString(),
    mode: session.mode,
    currency: session.currency,
    exponent: await currencyExponent(db, session.currency),
    round: {
      number: round.roundNumber,
      opensAt: round.opensAt.toISOString(),
      closesAt: round.closesAt.toISOString(),
      nextOpensAt: schedule.nextOpensAt.toISOString(),
      serverSeedHash: round.serverSeedHash,
      pocket: round.spunAt ? round.pocket : null,
      serverSeed: round.spunAt ? round.serverSeed : null,
    },
    history: history.map((h) => ({ roundNumber: h.roundNumber, pocket: h.pocket, colour: h.colour })),
    myBets: bets.map((b) => ({ ...b, stake: Number(b.stake), win: b.win === null ? null : Number(b.win) })),
    seat,
    players,
    balance: { cash: Number(balance.cash), bonus: Number(balance.bonus), total: Number(balance.cash + balance.bonus) },
  };
}
