/**
 * Data model of a slot title. A title is plain data ({@link SlotDefinition}); the engine compiles
 * it once into lookup tables and the exact RTP calculator reads the same data.
 *
 * Units: every pay in a definition is in **coins**; one bet is `coinsPerBet` coins, so a pay of
 * `c` coins is a multiplier `c / coinsPerBet` of the (total) bet. For a line game with one coin per
 * line, `coinsPerBet` is the number of lines and line pays read as "× line bet".
 *
 * @module
 */

/** What a symbol does. */
export type SymbolKind = 'regular' | 'wild' | 'scatter';

/** Volatility class shown in the lobby (documented from the maths in the README). */
export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

/** One symbol of a title. */
export interface SlotSymbolDef {
  /** Stable id used in reel strips and outcomes, e.g. `"CHERRY"`. */
  id: string;
  /** Display name, e.g. `"Cherry"`. */
  name: string;
  /** Suggested icon name for the SVG artwork (kebab-case, no emoji), e.g. `"cherry"`. */
  icon: string;
  /** Suggested colour for the artwork (CSS hex). */
  color: string;
  kind: SymbolKind;
  /**
   * Pays in coins by count: `{ 3: 5, 4: 20, 5: 100 }` pays 5 coins for 3 of a kind.
   * Regular and wild symbols pay left to right on lines or ways (a line of only wilds pays the
   * wild's own pays); a scatter pays by count anywhere in the window.
   */
  pays?: Partial<Record<number, number>>;
  /** Wilds only: wins this wild takes part in are multiplied by this (multiplicatively). Default 1. */
  multiplier?: number;
}

/**
 * One reel strip: either an explicit strip (symbol ids separated by spaces, read top to bottom,
 * wrapping) or symbol counts `{ A: 4, K: 5, Q: [3, 4] }` (a pair is `[stacks, stack size]`) that
 * are spread evenly into a strip by `spreadStrip` (deterministic; the resolved strip is
 * published in the compiled model and by `npm run rtp -- <game> --strips`).
 */
export type ReelSpec = string | Readonly<Record<string, number | readonly [number, number]>>;

/** A set of reels, one {@link ReelSpec} per reel. */
export interface ReelSetDef {
  reels: readonly ReelSpec[];
  /**
   * When true, a reel showing at least one wild becomes all wild (the wild "expands"); the
   * landed window is kept for scatters and display.
   */
  expandingWilds?: boolean;
}

/** Free-spin feature, resolved inside the round. */
export interface FreeSpinsDef {
  /** Spins awarded by the number of scatters in the base game window: `{ 3: 10, 4: 15 }`. */
  awards: Readonly<Partial<Record<number, number>>>;
  /** Spins added by the number of scatters during free spins (retriggers). */
  retriggers?: Readonly<Partial<Record<number, number>>>;
  /** Multiplier applied to every free-spin win. Default 1. */
  multiplier?: number;
  /** Reels used during free spins. */
  reels: ReelSetDef;
  /** Safety limit on free spins per round (default 500); far beyond any realistic sequence. */
  maxSpins?: number;
}

/** Paylines or ways. */
export type SlotEvaluation =
  | {
      type: 'lines';
      /** Each line lists the row (0 = top) used on each reel, left to right. */
      lines: readonly (readonly number[])[];
    }
  | {
      /** All ways: any adjacent run from the leftmost reel; ways = product of matching cells. */
      type: 'ways';
    };

/** A complete slot title. */
export interface SlotDefinition {
  /** Stable id, kebab-case; also the game id in the registry. */
  id: string;
  name: string;
  /** One or two sentences of theme for the lobby and the artist. */
  theme: string;
  volatility: Volatility;
  /** Visible rows per reel. */
  rows: number;
  evaluation: SlotEvaluation;
  /** Coins in one bet (see units above). */
  coinsPerBet: number;
  symbols: readonly SlotSymbolDef[];
  /** Reels of the base game. */
  baseReels: ReelSetDef;
  freeSpins?: FreeSpinsDef;
  /** Buy the free spins directly for `cost × bet`, starting `spins` free spins. */
  bonusBuy?: { cost: number; spins: number };
  /** Hard cap on the total win of a round, as a multiple of the bet. The round ends when reached. */
  winCap: number;
  /** Minimum and maximum bet in minor units (for a 2-decimal currency). */
  minBet: number;
  maxBet: number;
}
