/**
 * The onboarding tour's stops, in order (docs/install.md). Each points at the element marked `data-tour="<anchor>"`;
 * a stop whose element is not on the screen (another page, another navigation system, a phone's layout) is left out.
 */
export const TOUR_STEPS = [
  { anchor: 'balance', title: 'tour.step.balance.title', text: 'tour.step.balance.text' },
  { anchor: 'deposit', title: 'tour.step.deposit.title', text: 'tour.step.deposit.text' },
  { anchor: 'games', title: 'tour.step.games.title', text: 'tour.step.games.text' },
  { anchor: 'menu', title: 'tour.step.menu.title', text: 'tour.step.menu.text' },
  { anchor: 'account', title: 'tour.step.account.title', text: 'tour.step.account.text' },
] as const;

export type TTourStep = (typeof TOUR_STEPS)[number];

/** The first element marked with the anchor that the player can see (several layouts may mark one each). */
export function findAnchor(anchor: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-tour="${anchor}"]`)) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') return el;
  }
  return null;
}
