/**
 * `@croupier/games` — pure game maths for Croupier's in-house games: provably-fair RNG, the
 * data-driven slot engine and its titles, dice and plinko, the catalogue with computed RTPs.
 * No I/O; everything runs in Node and in the browser.
 *
 * @packageDocumentation
 */
export { sha256, sha256Hex, hmacSha256, hmacSha256Hex, createHmacSha256, toHex, utf8, type HmacSha256 } from './sha256';
export { createFairRng, createFastRng, createReplayRng, floatsFromDigest, randomInt, type Rng, type FairRng, type FairSeeds } from './rng';
export { floorMulDiv, assertBet } from './money';
export {
  GAMES,
  getGame,
  playRound,
  verifyRound,
  simulateRounds,
  type GameInfo,
  type GameKind,
  type GameParams,
  type PlayMode,
  type PlayOptions,
  type RoundOutcome,
  type RoundOutcomeBase,
  type SlotOutcome,
  type DiceOutcome,
  type PlinkoOutcome,
  type VerifyInput,
  type SimulateOptions,
  type SimulationStats,
} from './registry';
export * from './dice';
export * from './plinko';
export * from './slots';
export * from './roulette';
