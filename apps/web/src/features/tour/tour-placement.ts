export type TRect = { top: number; left: number; width: number; height: number };

/** Space kept around the lit part (HALO), between it and the card (GAP), and from the screen's edges (EDGE), in px. */
export const HALO = 6;
export const GAP = 12;
export const EDGE = 12;
/** The card's width where the screen allows. */
export const CARD_WIDTH = 352;

/**
 * Where the card goes (viewport coordinates, so right-to-left pages need nothing else): below the lit part if it fits,
 * else above it, else beside it (a tall part such as the side panel), else over the screen's middle; never off screen.
 */
export function placeCard(
  rect: TRect | null,
  width: number,
  height: number,
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const clampTop = (top: number) => Math.max(EDGE, Math.min(top, viewport.height - height - EDGE));
  const clampLeft = (left: number) => Math.max(EDGE, Math.min(left, viewport.width - width - EDGE));
  if (!rect) return { top: clampTop((viewport.height - height) / 2), left: clampLeft((viewport.width - width) / 2) };
  const centred = clampLeft(rect.left + rect.width / 2 - width / 2);
  const below = rect.top + rect.height + HALO + GAP;
  if (below + height <= viewport.height - EDGE) return { top: below, left: centred };
  const above = rect.top - HALO - GAP - height;
  if (above >= EDGE) return { top: above, left: centred };
  const after = rect.left + rect.width + HALO + GAP;
  if (after + width <= viewport.width - EDGE) return { top: clampTop(rect.top), left: after };
  const before = rect.left - HALO - GAP - width;
  if (before >= EDGE) return { top: clampTop(rect.top), left: before };
  return { top: clampTop(below), left: centred };
}
