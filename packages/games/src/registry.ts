/**
 * The game catalogue and the three entry points the game server and the verification page use:
 * {@link playRound}, {@link verifyRound} and {@link simulateRounds}.
 *
 * Money: `bet`, `stake` and `totalWin` are integers in minor units. A round's win is
 * `floor(bet × multiplier)` with the multiplier held as an exact fraction, so rounding only ever
 * favours the house by less than one minor unit per winning round; RTP figures are stated on
 * multipliers (exact), i.e. before that rounding.
 *
 * @module
 */
import { DEFAULT_DICE_PARAMS, DICE_HOUSE_EDGE, diceMaxMultiplier, diceRtp, rollDice, type DiceDetails, type DiceParams } from './dice';
import { assertBet, floorMulDiv } from './money';
import { DEFAULT_PLINKO_PARAMS, PLINKO_CONFIGS, dropPlinko, plinkoMaxMultiplier, plinkoRtp, plinkoTable, type PlinkoDetails, type PlinkoParams } from './plinko';
import { createFairRng, createFastRng, type FairSeeds, type Rng } from './rng';
import { getCompiledSlot, getSlotMaths, playSlot, slotMaxMultiplier, SLOT_DEFINITIONS, type SlotDetails } from './slots';
import { lastRoundCapped, runSlotRound } from './slots/engine';
import type { Volatility } from './slots/types';

export type GameKind = 'slot' | 'dice' | 'plinko';
/** `base`: a normal paid round; `bonusBuy`: buy the free spins (slots with a bonus buy). */
export type PlayMode = 'base' | 'bonusBuy';

/** A catalogue entry. Every number is computed from the game's definition, none typed by hand. */
export interface GameInfo {
  id: string;
  kind: GameKind;
  name: string;
  /** Short theme / description for the lobby. */
  theme: string;
  /**
   * Return to player of a paid base round, as a fraction (0.9623 = 96.23%). Slots: exact value
   * before the win cap (the cap's effect is measured and documented; it is < 0.1%). Dice: exact.
   * Plinko: the lowest of its configurations (each is exact, see `rtpRange`).
   */
  rtp: number;
  /** Lowest and highest RTP over the player's choices (equal when there are none). */
  rtpRange: [number, number];
  /** RTP of the bonus buy (win ÷ price), if any. */
  bonusBuyRtp: number | null;
  /** Largest possible win as a multiple of the bet. */
  maxMultiplier: number;
  /** Bet limits in minor units of a 2-decimal currency. */
  minBet: number;
  maxBet: number;
  hasBonusBuy: boolean;
  /** Bonus buy price as a multiple of the bet. */
  bonusBuyCost: number | null;
  volatility: Volatility;
  /** Probability that a paid spin triggers free spins (slots with free spins). */
  freeSpinsTriggerProbability: number | null;
}

/** Outcome fields common to every game. */
export interface RoundOutcomeBase {
  gameId: string;
  mode: PlayMode;
  /** The bet the player chose (minor units). */
  bet: number;
  /** The amount debited: `bet`, or `bet × bonusBuyCost` for a bonus buy. */
  stake: number;
  /** The amount credited: `floor(bet × multiplier)` (minor units). */
  totalWin: number;
  /** Exact win multiplier of the bet (after the cap), before rounding to minor units. */
  multiplier: number;
  /** True when the round hit the win cap. */
  capped: boolean;
  /** Floats consumed from the RNG (the verification page shows them). */
  floatsUsed: number;
}

export interface SlotOutcome extends RoundOutcomeBase {
  kind: 'slot';
  details: SlotDetails;
}
export interface DiceOutcome extends RoundOutcomeBase {
  kind: 'dice';
  details: DiceDetails;
}
export interface PlinkoOutcome extends RoundOutcomeBase {
  kind: 'plinko';
  details: PlinkoDetails;
}
/** The result of one round: one stake, one win, plus what the UI needs to animate it. */
export type RoundOutcome = SlotOutcome | DiceOutcome | PlinkoOutcome;

/** Per-game parameters: dice {@link DiceParams}, plinko {@link PlinkoParams}, slots none. */
export type GameParams = DiceParams | PlinkoParams | Record<string, never> | undefined;

export interface PlayOptions {
  /** Bet in minor units (positive safe integer). */
  bet: number;
  /** Game parameters; defaults: dice 50.00 under, plinko 16 rows medium. */
  params?: GameParams;
  mode?: PlayMode;
}

function slotInfo(id: string): GameInfo {
  const m = getCompiledSlot(id);
  const x = getSlotMaths(id);
  const d = m.def;
  return {
    id,
    kind: 'slot',
    name: d.name,
    theme: d.theme,
    rtp: x.rtp,
    rtpRange: [x.rtp, x.rtp],
    bonusBuyRtp: x.bonusBuyRtp,
    maxMultiplier: slotMaxMultiplier(id),
    minBet: d.minBet,
    maxBet: d.maxBet,
    hasBonusBuy: !!d.bonusBuy,
    bonusBuyCost: d.bonusBuy?.cost ?? null,
    volatility: d.volatility,
    freeSpinsTriggerProbability: m.free ? x.freeSpinsTriggerProbability : null,
  };
}

function buildCatalogue(): GameInfo[] {
  const plinkoRtps = PLINKO_CONFIGS.map((c) => plinkoRtp(c));
  return [
    ...SLOT_DEFINITIONS.map((d) => slotInfo(d.id)),
    {
      id: 'dice',
      kind: 'dice',
      name: 'Dice',
      theme: `Roll 0.00–99.99 over or under your target; payout = ${100 - DICE_HOUSE_EDGE * 100} ÷ win chance (1% house edge).`,
      rtp: diceRtp(DEFAULT_DICE_PARAMS),
      rtpRange: [diceRtp(DEFAULT_DICE_PARAMS), diceRtp(DEFAULT_DICE_PARAMS)],
      bonusBuyRtp: null,
      maxMultiplier: diceMaxMultiplier(),
      minBet: 1,
      maxBet: 100_000,
      hasBonusBuy: false,
      bonusBuyCost: null,
      volatility: 'low',
      freeSpinsTriggerProbability: null,
    },
    {
      id: 'plinko',
      kind: 'plinko',
      name: 'Plinko',
      theme: 'Drop a ball through 8, 12 or 16 rows of pegs into multiplier bins; choose low, medium or high risk (≈1% house edge).',
      rtp: Math.min(...plinkoRtps),
      rtpRange: [Math.min(...plinkoRtps), Math.max(...plinkoRtps)],
      bonusBuyRtp: null,
      maxMultiplier: Math.max(...PLINKO_CONFIGS.map(plinkoMaxMultiplier)),
      minBet: 1,
      maxBet: 100_000,
      hasBonusBuy: false,
      bonusBuyCost: null,
      volatility: 'high',
      freeSpinsTriggerProbability: null,
    },
  ];
}

/** The catalogue, in lobby order. */
export const GAMES: readonly GameInfo[] = buildCatalogue();

/** A catalogue entry by id; throws for an unknown id. */
export function getGame(gameId: string): GameInfo {
  const g = GAMES.find((x) => x.id === gameId);
  if (!g) throw new RangeError(`unknown game ${gameId}`);
  return g;
}

/** Counts floats consumed by wrapping an rng. */
function counting(rng: Rng): { rng: Rng; count: () => number } {
  let n = 0;
  return {
    rng: {
      next() {
        n++;
        return rng.next();
      },
    },
    count: () => n,
  };
}

/**
 * Plays one round of `gameId` with floats from `rng` (use {@link createFairRng} for real rounds).
 * Free spins are resolved inside the round. Throws `RangeError` for invalid input (unknown game,
 * bad bet or params, bonus buy on a game without one) — validate before debiting.
 */
export function playRound(gameId: string, rng: Rng, options: PlayOptions): RoundOutcome {
  const info = getGame(gameId);
  const { bet } = options;
  const mode = options.mode ?? 'base';
  assertBet(bet);
  if (mode === 'bonusBuy' && !info.hasBonusBuy) throw new RangeError(`${gameId} has no bonus buy`);
  if (mode !== 'base' && mode !== 'bonusBuy') throw new RangeError('mode must be base or bonusBuy');
  const c = counting(rng);
  const common = { gameId, mode, bet, stake: mode === 'bonusBuy' ? bet * info.bonusBuyCost! : bet };
  if (info.kind === 'slot') {
    const r = playSlot(gameId, c.rng, bet, mode);
    return { ...common, kind: 'slot', totalWin: r.totalWin, multiplier: r.coins / r.details.coinsPerBet, capped: r.capped, floatsUsed: c.count(), details: r.details };
  }
  if (info.kind === 'dice') {
    const params = (options.params ?? DEFAULT_DICE_PARAMS) as DiceParams;
    const r = rollDice(c.rng, params);
    return { ...common, kind: 'dice', totalWin: floorMulDiv(bet, r.num, r.den), multiplier: r.num / r.den, capped: false, floatsUsed: c.count(), details: r.details };
  }
  const params = (options.params ?? DEFAULT_PLINKO_PARAMS) as PlinkoParams;
  const r = dropPlinko(c.rng, params);
  return { ...common, kind: 'plinko', totalWin: floorMulDiv(bet, r.num, r.den), multiplier: r.num / r.den, capped: false, floatsUsed: c.count(), details: r.details! };
}

/** Everything needed to recompute a past round. */
export interface VerifyInput extends FairSeeds, PlayOptions {
  gameId: string;
}

/**
 * Recomputes a past round from its revealed seeds: `playRound(gameId, createFairRng(seeds), …)`.
 * Runs in the browser; the result is identical to what the server produced.
 */
export function verifyRound(input: VerifyInput): RoundOutcome {
  const { gameId, serverSeed, clientSeed, nonce, bet, params, mode } = input;
  return playRound(gameId, createFairRng({ serverSeed, clientSeed, nonce }), { bet, params, mode });
}

/** Aggregate results of a simulation, in multiples of the stake. */
export interface SimulationStats {
  gameId: string;
  mode: PlayMode;
  rounds: number;
  /** Mean return per unit staked (the measured RTP). */
  rtp: number;
  /** Standard deviation of the return of one round (per unit staked). */
  stdDev: number;
  /** 95% confidence interval of the RTP: `rtp ± 1.96 · stdDev / √rounds`. */
  ci95: [number, number];
  /** Fraction of rounds with a win > 0. */
  hitRate: number;
  /** Largest win seen, × bet. */
  maxMultiplier: number;
  /** Rounds that hit the win cap. */
  cappedRounds: number;
}

export interface SimulateOptions {
  rounds: number;
  mode?: PlayMode;
  params?: GameParams;
  /** Defaults to a fast sfc32 generator seeded with `seed` (default 1). */
  rng?: Rng;
  seed?: number | string;
}

/**
 * Simulates `rounds` rounds on the allocation-free path and returns the statistics. Multipliers
 * are exact (no minor-unit rounding).
 */
export function simulateRounds(gameId: string, options: SimulateOptions): SimulationStats {
  const info = getGame(gameId);
  const mode = options.mode ?? 'base';
  if (mode === 'bonusBuy' && !info.hasBonusBuy) throw new RangeError(`${gameId} has no bonus buy`);
  const rng = options.rng ?? createFastRng(options.seed ?? 1);
  const n = options.rounds;
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let max = 0;
  let capped = 0;
  let stakeUnits = 1;
  if (info.kind === 'slot') {
    const m = getCompiledSlot(gameId);
    const cpb = m.def.coinsPerBet;
    stakeUnits = mode === 'bonusBuy' ? info.bonusBuyCost! : 1;
    for (let i = 0; i < n; i++) {
      const coins = runSlotRound(m, rng, mode, null);
      const x = coins / cpb;
      sum += x;
      sumSq += x * x;
      if (coins > 0) hits++;
      if (x > max) max = x;
      if (lastRoundCapped()) capped++;
    }
  } else if (info.kind === 'dice') {
    const params = (options.params ?? DEFAULT_DICE_PARAMS) as DiceParams;
    for (let i = 0; i < n; i++) {
      const r = rollDice(rng, params);
      const x = r.num / r.den;
      sum += x;
      sumSq += x * x;
      if (x > 0) hits++;
      if (x > max) max = x;
    }
  } else {
    const params = (options.params ?? DEFAULT_PLINKO_PARAMS) as PlinkoParams;
    const table = plinkoTable(params);
    for (let i = 0; i < n; i++) {
      const x = dropPlinko(rng, params, table, false).num / 100;
      sum += x;
      sumSq += x * x;
      if (x > 0) hits++;
      if (x > max) max = x;
    }
  }
  const mean = sum / n / stakeUnits;
  const variance = Math.max(0, sumSq / n / (stakeUnits * stakeUnits) - mean * mean);
  const sd = Math.sqrt(variance);
  const half = (1.96 * sd) / Math.sqrt(n);
  return { gameId, mode, rounds: n, rtp: mean, stdDev: sd, ci95: [mean - half, mean + half], hitRate: hits / n, maxMultiplier: max, cappedRounds: capped };
}
