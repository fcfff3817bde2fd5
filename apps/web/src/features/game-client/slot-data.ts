import { getCompiledSlot, SLOT_DEFINITIONS, type SlotDefinition, type SlotSymbolDef } from '@croupier/games';

export function slotDefinition(engineId: string): SlotDefinition | null {
  return SLOT_DEFINITIONS.find((d) => d.id === engineId) ?? null;
}

export function symbolMap(def: SlotDefinition): Map<string, SlotSymbolDef> {
  return new Map(def.symbols.map((s) => [s.id, s]));
}

/** Resolved reel strips (symbol ids) of the base and free-spin reel sets, for the spin animation. */
export function reelStrips(engineId: string): { base: string[][]; free: string[][] | null } {
  const m = getCompiledSlot(engineId);
  const ids = m.symbolIds;
  const map = (strips: Uint8Array[]) => strips.map((s) => Array.from(s, (i) => ids[i]!));
  return { base: map(m.base.strips), free: m.free ? map(m.free.strips) : null };
}

/** Number of ways of a ways game: rows ^ reels. */
export function waysCount(def: SlotDefinition): number {
  return def.rows ** def.baseReels.reels.length;
}
