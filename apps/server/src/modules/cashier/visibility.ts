import { ZTagRestrictedCountries, type TCashierMode, type TTagRestrictedCountries } from '@croupier/contracts';
import type { paymentMethods } from '@croupier/db';

export type MethodRow = typeof paymentMethods.$inferSelect;

/** Who is looking at the cashier. */
export interface Viewer {
  email: string | null;
  tags: readonly string[];
  countryCode: string | null;
  currency: string;
}

export type HiddenReason = 'inactive' | 'mode' | 'country' | 'currency' | 'email' | 'tags';

export function tagRulesOf(method: Pick<MethodRow, 'tagRestrictedCountries'>): TTagRestrictedCountries {
  const parsed = ZTagRestrictedCountries.safeParse(method.tagRestrictedCountries ?? {});
  return parsed.success ? parsed.data : { tags: [], matched: [], unmatched: [], default: [], perTag: {} };
}

/**
 * Countries where the method is hidden for a player with these tags (spec §3
 * tagRestrictedCountries: matched / unmatched / default / per tag).
 */
export function tagRestrictedCountriesFor(rules: TTagRestrictedCountries, tags: readonly string[]): Set<string> {
  const out = new Set<string>();
  const add = (list: readonly string[]) => list.forEach((c) => out.add(c.toUpperCase()));
  if (tags.length === 0) add(rules.default);
  else if (rules.tags.some((t) => tags.includes(t))) add(rules.matched);
  else add(rules.unmatched);
  for (const tag of tags) add(rules.perTag[tag] ?? []);
  return out;
}

/** Country rules only (allowed, restricted, tag-restricted). A viewer of unknown country passes unless the method allows listed countries only. */
export function isCountryAllowed(method: MethodRow, countryCode: string | null, tags: readonly string[]): boolean {
  const country = countryCode?.toUpperCase() ?? null;
  if (method.allowedCountries.length > 0 && (!country || !method.allowedCountries.includes(country))) return false;
  if (!country) return true;
  if (method.restrictedCountries.includes(country)) return false;
  return !tagRestrictedCountriesFor(tagRulesOf(method), tags).has(country);
}

export function isCurrencyAllowed(method: MethodRow, currency: string): boolean {
  if (method.allowedCurrencies.length > 0 && !method.allowedCurrencies.includes(currency)) return false;
  return !method.restrictedCurrencies.includes(currency);
}

/** allowEmails / allowTags: a method limited to some players (testers, VIPs). */
export function isPlayerAllowed(method: MethodRow, viewer: Pick<Viewer, 'email' | 'tags'>): 'email' | 'tags' | null {
  if (method.allowEmails.length > 0) {
    const email = viewer.email?.toLowerCase();
    if (!email || !method.allowEmails.some((e) => e.toLowerCase() === email)) return 'email';
  }
  if (method.allowTags.length > 0 && !method.allowTags.some((t) => viewer.tags.includes(t))) return 'tags';
  return null;
}

/** Why a method is not shown to this viewer in this mode, or null when it is (spec §4, §6). */
export function hiddenReason(method: MethodRow, viewer: Viewer, mode: TCashierMode): HiddenReason | null {
  if (!method.isActive) return 'inactive';
  if (mode === 'deposit' ? !method.depositExist : !method.withdrawalExist) return 'mode';
  if (!isCountryAllowed(method, viewer.countryCode, viewer.tags)) return 'country';
  if (!isCurrencyAllowed(method, viewer.currency)) return 'currency';
  return isPlayerAllowed(method, viewer);
}
