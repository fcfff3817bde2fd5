import { DEPOSIT_TRACKING_IDS, VISIT_DEDUPE_MS, VISIT_STALE_MS } from '@croupier/contracts/constants';

/*
 * §1/§7/§9 Marketing events for the operator's tracking scripts (a retargeting pixel gets visit, bet, deposit and
 * signup; a push-notification script gets the user's id). Each event is pushed to `window.dataLayer` as
 * `{ event: 'croupier.<name>', ...data }` (the tag-manager convention) and dispatched as the window event
 * `tracking:<name>` with `data` as its detail. docs/tracking.md.
 */

export type TTrackingEvent = 'visit' | 'page_view' | 'signup' | 'deposit' | 'bet' | 'user';

export function trackEvent(name: TTrackingEvent, data: Record<string, unknown>): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push({ event: `croupier.${name}`, ...data });
  window.dispatchEvent(new CustomEvent(`tracking:${name}`, { detail: data }));
}

/**
 * Whether a visit event is due now for `key` (none sent in the last 30 minutes), and the stamps to store: stamps
 * older than 60 minutes are dropped, and the sent visit's stamp is now.
 */
export function visitDue(stamps: Record<string, number>, key: string, now: number): { isDue: boolean; stamps: Record<string, number> } {
  const kept = Object.fromEntries(Object.entries(stamps).filter(([, at]) => typeof at === 'number' && now - at < VISIT_STALE_MS && at <= now));
  const last = kept[key];
  if (last !== undefined && now - last < VISIT_DEDUPE_MS) return { isDue: false, stamps: kept };
  return { isDue: true, stamps: { ...kept, [key]: now } };
}

/** The tracking id of the player's n-th deposit (1 first … 5 or more). */
export function depositTrackingId(depositNumber: number): (typeof DEPOSIT_TRACKING_IDS)[number] {
  const i = Math.min(Math.max(Math.floor(depositNumber), 1), DEPOSIT_TRACKING_IDS.length) - 1;
  return DEPOSIT_TRACKING_IDS[i]!;
}

/** `path` on top of a most-recent-first list of at most `size` pages (a repeat of the top is not pushed again). */
export function pushPage(pages: readonly string[], path: string, size: number, isDistinct = false): string[] {
  if (pages[0] === path) return [...pages].slice(0, size);
  const rest = isDistinct ? pages.filter((p) => p !== path) : pages;
  return [path, ...rest].slice(0, size);
}
