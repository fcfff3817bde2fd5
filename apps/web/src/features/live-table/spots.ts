/**
 * The roulette layout's spots: where each bet sits in the two arrangements of the board (lying across on wide
 * screens, standing up on phones), what it is called and which chip it stands for.
 *
 * Straight-up numbers and outside bets fill grid cells. Splits, streets, corners and six lines sit on the lines
 * between the numbers, as on a real table: such a spot names the number cell it is drawn from and an offset of −1,
 * 0 or 1 in each direction (`x`, `y`) to that cell's edge or corner.
 */
import type { TLiveChip } from '@croupier/contracts';
import { rouletteColour, rouletteSpotKey } from '@croupier/games';

export type TSpotChip = Omit<TLiveChip, 'amount'>;
export interface TCell {
  r: number;
  c: number;
  rs?: number;
  cs?: number;
  /** Edge spots: −1 left, 1 right, 0 centred (x); −1 top, 1 bottom, 0 centred (y). */
  x?: number;
  y?: number;
}
export interface TSpot {
  key: string;
  chip: TSpotChip;
  /** Text on the layout (a number, "2:1", "1–12"); empty for edge spots. */
  label: string;
  /** i18n key and values of the spot's accessible name (edge spots: `numbers` is filled in by the board). */
  nameKey: string;
  nameValues?: Record<string, string | number>;
  colour?: 'red' | 'black' | 'green';
  /** Grid cell when the layout lies across (wide screens) and when it stands up (phones). */
  across: TCell;
  upright: TCell;
}

const EVEN_CHANCES = [
  ['low', '1–18'],
  ['even', ''],
  ['red', ''],
  ['black', ''],
  ['odd', ''],
  ['high', '19–36'],
] as const;

/** Number n's cell: across, 1–4–7… is the bottom row and the numbers run left to right; upright, 1–2–3 is the top row. */
const rowOf = (n: number) => Math.ceil(n / 3);
const colOf = (n: number) => (n - 1) % 3;
const acrossCell = (n: number) => ({ r: 3 - colOf(n), c: 1 + rowOf(n) });
const uprightCell = (n: number) => ({ r: 1 + rowOf(n), c: 1 + colOf(n) });

/**
 * A spot on the edge of number n's cell, given in the layout's own directions: `along` toward the next number in
 * the row (n → n+1), `down` toward the next row (n → n+3). Standing up, those are right and down; lying across, the
 * board is turned a quarter: up and right.
 */
const edgeOf = (n: number, along: number, down: number) => ({
  across: { ...acrossCell(n), x: down, y: -along },
  upright: { ...uprightCell(n), x: along, y: down },
});

/**
 * The layout: zero, 36 numbers in three columns, the three 2:1 columns, three dozens, the six even chances, then the
 * bets on the lines between numbers (60 splits, 14 streets, 23 corners, 11 six lines).
 */
export function buildSpots(): TSpot[] {
  const spots: TSpot[] = [];
  const add = (chip: TSpotChip, s: Omit<TSpot, 'key' | 'chip'>) => spots.push({ key: rouletteSpotKey(chip), chip, ...s });
  const edge = (type: 'split' | 'street' | 'corner' | 'line', numbers: number[], at: Pick<TSpot, 'across' | 'upright'>) =>
    add({ type, numbers }, { label: '', nameKey: `live.spot.${type}`, ...at });

  add(
    { type: 'straight', numbers: [0] },
    {
      label: '0',
      nameKey: 'live.spot.number',
      nameValues: { n: 0 },
      colour: 'green',
      across: { r: 1, c: 1, rs: 3 },
      upright: { r: 1, c: 1, cs: 3 },
    },
  );
  for (let n = 1; n <= 36; n++) {
    add(
      { type: 'straight', numbers: [n] },
      {
        label: String(n),
        nameKey: 'live.spot.number',
        nameValues: { n },
        colour: rouletteColour(n),
        across: acrossCell(n),
        upright: uprightCell(n),
      },
    );
  }
  for (let i = 1; i <= 3; i++)
    add(
      { type: 'column', index: i },
      { label: '2:1', nameKey: 'live.spot.column', nameValues: { n: i }, across: { r: 4 - i, c: 14 }, upright: { r: 14, c: i } },
    );
  for (let d = 1; d <= 3; d++) {
    add(
      { type: 'dozen', index: d },
      {
        label: `${12 * d - 11}–${12 * d}`,
        nameKey: 'live.spot.dozen',
        nameValues: { from: 12 * d - 11, to: 12 * d },
        across: { r: 4, c: 2 + 4 * (d - 1), cs: 4 },
        upright: { r: 2 + 4 * (d - 1), c: 4, rs: 4 },
      },
    );
  }
  EVEN_CHANCES.forEach(([type, label], i) => {
    add({ type }, { label, nameKey: `live.spot.${type}`, across: { r: 5, c: 2 + 2 * i, cs: 2 }, upright: { r: 2 + 2 * i, c: 5, rs: 2 } });
  });

  // On the lines between numbers. Streets and six lines sit on the layout's outer edge, next to the dozens: lying
  // across that is below 1–4–7…, standing up it is to the right of 3–6–9… (the dozens stand on that side there).
  for (let k = 1; k <= 3; k++) edge('split', [0, k], edgeOf(k, 0, -1));
  for (let n = 1; n <= 36; n++) {
    if (colOf(n) < 2) edge('split', [n, n + 1], edgeOf(n, 1, 0));
    if (n <= 33) edge('split', [n, n + 3], edgeOf(n, 0, 1));
  }
  edge('street', [0, 1, 2], edgeOf(1, 1, -1));
  edge('street', [0, 2, 3], edgeOf(2, 1, -1));
  for (let n = 1; n <= 34; n += 3) {
    edge('street', [n, n + 1, n + 2], { across: edgeOf(n, -1, 0).across, upright: edgeOf(n + 2, 1, 0).upright });
  }
  edge('corner', [0, 1, 2, 3], { across: edgeOf(1, -1, -1).across, upright: edgeOf(3, 1, -1).upright });
  for (let n = 1; n <= 32; n++) if (colOf(n) < 2) edge('corner', [n, n + 1, n + 3, n + 4], edgeOf(n, 1, 1));
  for (let n = 1; n <= 31; n += 3) {
    edge('line', [n, n + 1, n + 2, n + 3, n + 4, n + 5], { across: edgeOf(n, -1, 1).across, upright: edgeOf(n + 2, 1, 1).upright });
  }
  return spots;
}

/** Whether a spot sits on the lines between numbers (a split, street, corner or six line). */
export const isEdgeSpot = (s: TSpot): boolean => s.across.x !== undefined;
