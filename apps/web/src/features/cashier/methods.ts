import type { TCashierMode, TPaymentMethod } from '@croupier/contracts';
import { shouldDeselectPaymentMethod } from '@croupier/contracts/cashier';

type TTileFields = Pick<TPaymentMethod, 'hidden' | 'isActive' | 'withdrawalExist' | 'sortPriority' | 'title'>;

/** The tiles shown: active, not hidden, ordered by sortPriority (then title). */
export function visibleMethods<M extends TTileFields>(methods: readonly M[]): M[] {
  return methods.filter((m) => m.isActive && !m.hidden).sort((a, b) => a.sortPriority - b.sortPriority || a.title.localeCompare(b.title));
}

/**
 * The method to select: the requested one (`?method=` id or name, or the alternative method of a result
 * modal) unless the §4 tile rule deselects it (a hidden but active method is deselected unless it can
 * withdraw and the mode is withdrawal), otherwise the first visible one.
 */
export function pickMethod<M extends TTileFields & Pick<TPaymentMethod, 'id' | 'name'>>(
  methods: readonly M[],
  requested: string | null | undefined,
  mode: TCashierMode,
): M | null {
  if (requested) {
    const wanted = methods.find((m) => m.id === requested) ?? methods.find((m) => m.name.toLowerCase() === requested.toLowerCase());
    if (wanted && !shouldDeselectPaymentMethod(wanted, mode)) return wanted;
  }
  return visibleMethods(methods)[0] ?? null;
}

/** The tiles to draw: the visible methods, plus the selected one when the §4 rule kept a hidden method selected. */
export function tilesFor<M extends TTileFields & Pick<TPaymentMethod, 'id'>>(methods: readonly M[], selected: M | null): M[] {
  const tiles = visibleMethods(methods);
  return selected && !tiles.some((m) => m.id === selected.id) ? [...tiles, selected] : tiles;
}
