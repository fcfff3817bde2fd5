import { and, eq } from 'drizzle-orm';
import { createFairRng, GAMES, playRound as playGameRound, type GameParams, type RoundOutcome } from '@croupier/games';
import { fail, ok, type TResult, type TWalletResponse } from '@croupier/contracts';
import { fairSeeds, gameDetails, games, houseRounds, type Db } from '@croupier/db';
import { newId } from '../../platform/ids';
import { seal } from '../../platform/sealed';
import { findGameSession } from '../wallet/seamless/common';
import { HOUSE_PROVIDER_ID } from '../games/register-house-provider';
import { betLimitsFor } from '../games/bet-limits';
import { lockActiveSeed } from './seeds';
import { WalletUnavailable, type WalletClient } from './wallet-client';
import { findActiveFreeSpins } from '../bonuses/player-bonuses';

export type PlayFailure =
  | 'GAME_SESSION_EXPIRED'
  | 'GAME_NOT_FOUND'
  | 'INVALID_BET'
  | 'INSUFFICIENT_FUNDS'
  | 'PLAYER_BLOCKED'
  | 'WALLET_UNAVAILABLE'
  | 'CURRENCY_MISMATCH'
  | 'BONUS_ACTIVE_INELIGIBLE_GAME'
  | 'FREE_SPINS_UNAVAILABLE'
  | LimitFailure;
type LimitFailure = 'MAX_BET_LIMIT_REACHED' | 'BET_LIMIT_REACHED' | 'LOSS_LIMIT_REACHED' | 'WINNINGS_LIMIT_REACHED' | 'BONUS_BET_LIMIT_REACHED';

/** The player's message for a bet refused by a responsible-gaming limit (spec §8 bet limit messages per type). */
export function limitFailureOf(limitType: string | undefined): LimitFailure {
  if (limitType === 'maxBetLimit') return 'MAX_BET_LIMIT_REACHED';
  if (limitType === 'bonusBetLimit') return 'BONUS_BET_LIMIT_REACHED';
  if (limitType?.endsWith('LossLimit')) return 'LOSS_LIMIT_REACHED';
  if (limitType === 'monthlyWinningsLimit') return 'WINNINGS_LIMIT_REACHED';
  return 'BET_LIMIT_REACHED';
}

export interface PlayedRound {
  roundId: string;
  outcome: RoundOutcome;
  balance: { cash: number; bonus: number; total: number; currency: string };
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  isDemo: boolean;
  /** A free spin: the spins left on its grant afterwards. */
  freeSpinsLeft?: number;
}

/** A wallet's refusal of a bet as the player's error (shared by the live tables). */
export const STATUS_TO_FAILURE: Partial<Record<TWalletResponse['status'], PlayFailure>> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  SESSION_EXPIRED: 'GAME_SESSION_EXPIRED',
  SESSION_NOT_FOUND: 'GAME_SESSION_EXPIRED',
  PLAYER_BLOCKED: 'PLAYER_BLOCKED',
  CURRENCY_MISMATCH: 'CURRENCY_MISMATCH',
  BONUS_GAME_NOT_ELIGIBLE: 'BONUS_ACTIVE_INELIGIBLE_GAME',
};

/**
 * One round of an in-house game, as a provider plays it: the outcome comes
 * from the player's provably-fair seed pair (nonce consumed), the round is
 * recorded (`betting`), the stake is taken through the seamless-wallet API
 * (bet), then the win is paid (win, closing the round). A bet left unanswered
 * is rolled back, now or by the settler. The provider never touches the ledger.
 */
export async function playHouseRound(
  deps: { db: Db; wallet: WalletClient; now: () => Date; appSecret: string },
  input: { token: string; bet: number; mode: 'base' | 'bonusBuy'; params?: Record<string, unknown>; freeSpin?: boolean },
): Promise<TResult<PlayedRound, PlayFailure>> {
  const { db, wallet } = deps;
  const session = await findGameSession(db, HOUSE_PROVIDER_ID, input.token);
  if (!session || session.endedAt || session.expiresAt <= deps.now()) return fail('GAME_SESSION_EXPIRED');
  // A free spin (issue #6) is played from the player's free-spins grant, at its fixed bet, with no stake.
  const freeSpins = input.freeSpin ? await freeSpinsFor(db, session) : null;
  if (input.freeSpin && !freeSpins) return fail('FREE_SPINS_UNAVAILABLE');
  if (freeSpins) input = { ...input, bet: freeSpins.bet, mode: 'base' };
  const [game] = await db
    .select({ id: games.id, engineId: gameDetails.engineId, minBet: games.minBet, maxBet: games.maxBet })
    .from(games)
    .innerJoin(gameDetails, eq(gameDetails.gameId, games.id))
    .where(eq(games.id, session.gameId))
    .limit(1);
  if (!game?.engineId || !GAMES.some((g) => g.id === game.engineId)) return fail('GAME_NOT_FOUND');
  // A free spin's bet is the operator's (the grant's, per currency), not the player's: only a paid bet keeps to the game's limits.
  if (freeSpins) {
    if (!(input.bet > 0)) return fail('INVALID_BET');
  } else {
    const limits = await betLimitsFor(db, game, session.currency);
    if (input.bet < limits.minBet || input.bet > limits.maxBet) return fail('INVALID_BET');
  }

  // Consume one nonce of the player's seed pair and decide the outcome.
  const seed = await db.transaction(async (tx) => {
    const s = await lockActiveSeed(tx, session.userId, deps.now());
    await tx.update(fairSeeds).set({ nonce: s.nonce + 1 }).where(eq(fairSeeds.id, s.id));
    return s;
  });
  let outcome: RoundOutcome;
  try {
    outcome = playGameRound(game.engineId, createFairRng({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce }), {
      bet: input.bet,
      mode: input.mode,
      params: input.params as GameParams,
    });
  } catch (err) {
    if (err instanceof RangeError) return fail('INVALID_BET');
    throw err;
  }

  const roundId = newId();
  const base = { sessionToken: input.token, roundId, gameId: session.gameId };
  // Recorded before the stake is asked for (`betting`): a stake the wallet takes for a request that then dies (a
  // restart, a timeout while the wallet commits) is found by the settler and given back, never kept for nothing.
  await db.insert(houseRounds).values({
    id: roundId,
    userId: session.userId,
    gameId: session.gameId,
    gameSessionId: session.id,
    isDemo: session.mode === 'demo',
    currency: session.currency,
    bet: BigInt(outcome.bet),
    stake: freeSpins ? 0n : BigInt(outcome.stake),
    win: BigInt(outcome.totalWin),
    multiplier: outcome.multiplier.toFixed(6),
    mode: outcome.mode,
    params: { ...(input.params ?? {}), ...(freeSpins ? { freeSpinGrantId: freeSpins.grantId } : {}) } as Record<string, unknown>,
    seedId: seed.id,
    nonce: seed.nonce,
    clientSeed: seed.clientSeed,
    serverSeedHash: seed.serverSeedHash,
    outcome: outcome as unknown as Record<string, unknown>,
    // A free spin has no stake: its win is due at once. Until the wallet confirms the win the settler can report it.
    status: freeSpins ? 'paying' : 'betting',
    payToken: seal(deps.appSecret, PAY_TOKEN_PURPOSE, input.token),
    createdAt: deps.now(),
  });

  if (!freeSpins) {
    let betAnswer: TWalletResponse;
    try {
      betAnswer = await wallet.call('bet', {
        ...base,
        transactionId: `${roundId}:bet`,
        currency: session.currency,
        amount: outcome.stake,
        ...(outcome.mode === 'bonusBuy' ? { isBonusBuy: true } : {}),
      });
    } catch (err) {
      if (!(err instanceof WalletUnavailable)) throw err;
      // The bet may or may not have landed: void it (a tombstone if it did not). Unanswered, the settler does.
      await voidRound(db, wallet, { id: roundId, sessionToken: input.token, gameId: session.gameId }).catch(() => undefined);
      return fail('WALLET_UNAVAILABLE');
    }
    if (betAnswer.status !== 'OK') {
      // Refused: nothing was taken, there is no round.
      await db.delete(houseRounds).where(and(eq(houseRounds.id, roundId), eq(houseRounds.status, 'betting')));
      return betAnswer.status === 'LIMIT_REACHED' ? fail(limitFailureOf(betAnswer.limitType)) : fail(STATUS_TO_FAILURE[betAnswer.status] ?? 'WALLET_UNAVAILABLE');
    }
    // The stake is taken: the round's win is due. A round the settler voided meanwhile (this request was slower than
    // its wait) is not paid.
    const [due] = await db
      .update(houseRounds)
      .set({ status: 'paying' })
      .where(and(eq(houseRounds.id, roundId), eq(houseRounds.status, 'betting')))
      .returning({ id: houseRounds.id });
    if (!due) return fail('WALLET_UNAVAILABLE');
  }

  // Pay the win (0 closes the round); retried, the wallet applies it once. Still unanswered, the round stays `paying`
  // and the settler reports it with the same transaction id: the win is never lost.
  const w = await reportWin(db, wallet, {
    id: roundId,
    sessionToken: input.token,
    gameId: session.gameId,
    currency: session.currency,
    win: BigInt(outcome.totalWin),
    freeSpinGrantId: freeSpins?.grantId ?? null,
  });
  if (!w) return fail('WALLET_UNAVAILABLE');
  if (w.status !== 'OK') return fail(freeSpins ? 'FREE_SPINS_UNAVAILABLE' : (STATUS_TO_FAILURE[w.status] ?? 'WALLET_UNAVAILABLE'));
  const cash = w.cash ?? 0;
  const bonus = w.bonus ?? 0;
  return ok({
    roundId,
    outcome,
    balance: { cash, bonus, total: cash + bonus, currency: session.currency },
    fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    isDemo: session.mode === 'demo',
    ...(freeSpins ? { freeSpinsLeft: freeSpins.left - 1 } : {}),
  });
}

/**
 * The provider's free rounds (issue #6): the casino grants them (bonus_free_spin_grants) and the provider plays
 * them on the named games at the grant's fixed bet, reporting each win with the grant id; the wallet counts the
 * spins and converts the wins. Real-money sessions only.
 */
export async function freeSpinsFor(
  db: Db,
  session: { userId: string; gameId: string; mode: string; currency: string },
): Promise<{ grantId: string; bet: number; left: number; total: number } | null> {
  const { userId, gameId, mode } = session;
  if (mode !== 'real') return null;
  const active = await findActiveFreeSpins(db, userId);
  // The grant's bet is in its bonus's currency: a game opened with another wallet (multi-wallet) does not offer them.
  if (!active || active.bonus.currency !== session.currency) return null;
  const { grant } = active;
  if (grant.gameIds.length > 0 && !grant.gameIds.includes(gameId)) return null;
  return { grantId: grant.playerBonusId, bet: Number(grant.bet), left: grant.spinsTotal - grant.spinsUsed, total: grant.spinsTotal };
}

/** What `house_rounds.pay_token` holds: the game session's token, sealed (platform/sealed.ts) under this purpose. */
export const PAY_TOKEN_PURPOSE = 'house-pay-token';

/** A round whose win the wallet has not confirmed yet (`paying`). */
export interface TUnpaidRound {
  id: string;
  sessionToken: string;
  gameId: string;
  currency: string;
  win: bigint;
  freeSpinGrantId: string | null;
}

/**
 * Reports a round's win to the wallet (its transaction id `<round>:win`: the wallet applies it once, however often it
 * is sent), up to `attempts` times. Paid (OK), the round is `settled`; refused (a free spin's session ended, say), it is
 * `failed`: out of top wins and Game Pulse. Null when the wallet could not be reached (the round stays `paying`).
 */
export async function reportWin(db: Db, wallet: WalletClient, round: TUnpaidRound, attempts = 3): Promise<TWalletResponse | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const answer = await wallet.call('win', {
        sessionToken: round.sessionToken,
        roundId: round.id,
        gameId: round.gameId,
        transactionId: `${round.id}:win`,
        currency: round.currency,
        amount: Number(round.win),
        roundClosed: true,
        ...(round.freeSpinGrantId ? { freeSpinGrantId: round.freeSpinGrantId } : {}),
      });
      await db
        .update(houseRounds)
        .set({ status: answer.status === 'OK' ? 'settled' : 'failed', payToken: null })
        .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, 'paying')));
      return answer;
    } catch (err) {
      if (!(err instanceof WalletUnavailable)) throw err;
    }
  }
  return null;
}

/**
 * Gives back the stake of a round recorded as `betting` (its bet unanswered: it may or may not have landed) with a
 * rollback of its bet (`<round>:rollback`, applied once; a tombstone if the bet never arrived, so a late one is
 * refused). Answered, the round is `voided`. Throws WalletUnavailable when the wallet could not be reached.
 */
export async function voidRound(db: Db, wallet: WalletClient, round: { id: string; sessionToken: string; gameId: string }): Promise<TWalletResponse> {
  const answer = await wallet.call('rollback', {
    sessionToken: round.sessionToken,
    roundId: round.id,
    gameId: round.gameId,
    transactionId: `${round.id}:rollback`,
    referenceTransactionId: `${round.id}:bet`,
  });
  await db
    .update(houseRounds)
    .set({ status: 'voided', payToken: null })
    .where(and(eq(houseRounds.id, round.id), eq(houseRounds.status, 'betting')));
  return answer;
}
