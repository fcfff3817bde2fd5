/**
 * Moving around the roulette layout with the arrow keys. The layout is one tab stop; the arrow keys move between
 * its spots, the bets on the lines between numbers included, in the arrangement on screen (across or upright).
 *
 * Positions are counted on a grid twice as fine as the layout's: a cell in column c has its centre at x = 2c and
 * reaches from 2c − ½ to 2(c + span − 1) + ½; an edge spot is the point (2c + x, 2r + y) on its cell's edge or
 * corner. An arrow moves to the nearest spot lying wholly beyond the current one's side in that direction, counting
 * a step beside the way as two along it; equal candidates go to the one most in line with where the move started.
 */
import type { TCell, TSpot } from './spots';

export type TLayout = 'across' | 'upright';
export type TArrow = 'up' | 'down' | 'left' | 'right';
interface TBox {
  key: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function boxOf(key: string, cell: TCell): TBox {
  if (cell.x !== undefined || cell.y !== undefined) {
    const x = 2 * cell.c + (cell.x ?? 0);
    const y = 2 * cell.r + (cell.y ?? 0);
    return { key, x0: x, x1: x, y0: y, y1: y };
  }
  return {
    key,
    x0: 2 * cell.c - 0.5,
    x1: 2 * (cell.c + (cell.cs ?? 1) - 1) + 0.5,
    y0: 2 * cell.r - 0.5,
    y1: 2 * (cell.r + (cell.rs ?? 1) - 1) + 0.5,
  };
}

/** The spots' places in one arrangement of the layout. */
export const navBoxes = (spots: readonly TSpot[], layout: TLayout): TBox[] => spots.map((s) => boxOf(s.key, s[layout]));

/** How far apart two spans are (0 when they overlap). */
const gap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, b0 - a1, a0 - b1);

/** The spot an arrow key moves to from `fromKey`, or null at the layout's edge. */
export function nextSpotKey(boxes: readonly TBox[], fromKey: string, arrow: TArrow): string | null {
  const from = boxes.find((b) => b.key === fromKey);
  if (!from) return null;
  const isX = arrow === 'left' || arrow === 'right';
  const isForward = arrow === 'right' || arrow === 'down';
  const lo = (b: TBox) => (isX ? b.x0 : b.y0);
  const hi = (b: TBox) => (isX ? b.x1 : b.y1);
  const side = (b: TBox) => (isX ? (b.y0 + b.y1) / 2 : (b.x0 + b.x1) / 2);
  let best: string | null = null;
  let bestScore = Infinity;
  for (const b of boxes) {
    if (b === from) continue;
    // Wholly beyond the spot's own far side: a wide cell (0, a dozen) moves off its edge, not into its own span.
    const ahead = isForward ? lo(b) - hi(from) : lo(from) - hi(b);
    if (ahead <= 0) continue;
    const beside = isX ? gap(from.y0, from.y1, b.y0, b.y1) : gap(from.x0, from.x1, b.x0, b.x1);
    const score = ahead + 2 * beside + 0.1 * Math.abs(side(b) - side(from));
    if (score < bestScore) {
      bestScore = score;
      best = b.key;
    }
  }
  return best;
}
