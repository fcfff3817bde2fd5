import { and, asc, eq, inArray } from 'drizzle-orm';
import { parsePercent } from '@croupier/contracts';
import { bonusCurrencyAmounts, bonuses, type DbOrTx } from '@croupier/db';

/** The rakeback bonus that applies to a player's play in a currency, and its percent (a decimal string). */
export interface TRakebackTerms {
  bonusId: string;
  percent: string;
}

/** A RAKEBACK definition as the calendar needs it (issue #6 bonus definitions: `rakebackPercent`, per level). */
export interface TRakebackDefinition {
  id: string;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  percent: string;
  percentByLevel: Record<string, number>;
  allowedCountries: string[];
  restrictedCountries: string[];
  currencies: Set<string>;
}

/** Every RAKEBACK definition, in the catalogue's order (sort order, then id). Small: the worker loads it once a run. */
export async function loadRakebackDefinitions(db: DbOrTx): Promise<TRakebackDefinition[]> {
  const defs = await db
    .select({
      id: bonuses.id,
      isActive: bonuses.isActive,
      startsAt: bonuses.startsAt,
      endsAt: bonuses.endsAt,
      percent: bonuses.rakebackPercent,
      percentByLevel: bonuses.rakebackPercentByLevel,
      allowedCountries: bonuses.allowedCountries,
      restrictedCountries: bonuses.restrictedCountries,
    })
    .from(bonuses)
    .where(eq(bonuses.type, 'RAKEBACK'))
    .orderBy(asc(bonuses.sortOrder), asc(bonuses.id));
  if (defs.length === 0) return [];
  const amounts = await db
    .select({ bonusId: bonusCurrencyAmounts.bonusId, currency: bonusCurrencyAmounts.currency })
    .from(bonusCurrencyAmounts)
    .where(inArray(bonusCurrencyAmounts.bonusId, defs.map((d) => d.id)));
  return defs.map((d) => ({
    ...d,
    percent: String(d.percent),
    percentByLevel: d.percentByLevel ?? {},
    currencies: new Set(amounts.filter((a) => a.bonusId === d.id).map((a) => a.currency)),
  }));
}

/**
 * The definition in force for a player at an instant: active, within its campaign dates, offered in the
 * currency (it has amounts for it) and the player's country; the first in catalogue order. The percent is the
 * loyalty level's override when the definition has one for the player's level (docs/loyalty.md), else the base.
 * `bonusId` narrows the choice to that definition (the days and claim calls).
 */
export function pickRakebackTerms(
  defs: readonly TRakebackDefinition[],
  input: { currency: string; countryCode: string | null; at: Date; loyaltyLevel?: number | null; bonusId?: string | null },
): TRakebackTerms | null {
  for (const d of defs) {
    if (input.bonusId && d.id !== input.bonusId) continue;
    if (!d.isActive || !d.currencies.has(input.currency)) continue;
    if ((d.startsAt && d.startsAt > input.at) || (d.endsAt && d.endsAt <= input.at)) continue;
    const country = input.countryCode;
    if (d.allowedCountries.length > 0 && (!country || !d.allowedCountries.includes(country))) continue;
    if (country && d.restrictedCountries.includes(country)) continue;
    const byLevel = levelPercent(d.percentByLevel, input.loyaltyLevel ?? null);
    const percent = byLevel ?? d.percent;
    if (!parsePercent(percent)) continue;
    return { bonusId: d.id, percent: String(percent) };
  }
  return null;
}

/** The override of the highest level at or below the player's ({ "3": 12, "5": 15 }: level 4 → 12). */
function levelPercent(byLevel: Record<string, number>, level: number | null): string | null {
  if (level === null) return null;
  let best: { level: number; percent: number } | null = null;
  for (const [k, v] of Object.entries(byLevel)) {
    const l = Number(k);
    if (Number.isInteger(l) && l <= level && (!best || l > best.level)) best = { level: l, percent: v };
  }
  return best ? String(best.percent) : null;
}

export async function findRakebackTerms(
  db: DbOrTx,
  input: { currency: string; countryCode: string | null; at: Date; loyaltyLevel?: number | null; bonusId?: string | null },
): Promise<TRakebackTerms | null> {
  return pickRakebackTerms(await loadRakebackDefinitions(db), input);
}

/** Whether a bonus id names a definition at all (claims of a cashback's calendar day use its own bonus id). */
export async function bonusExists(db: DbOrTx, bonusId: string): Promise<boolean> {
  const rows = await db.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.id, bonusId))).limit(1);
  return rows.length > 0;
}
