'use client';

import dynamic from 'next/dynamic';
import { TOUR_START_EVENT } from '@croupier/contracts/constants';

/** Shell island: what offers and runs the onboarding tour loads after the page (tour-runner.tsx; docs/install.md). */
export const TourLoader = dynamic(() => import('./tour-runner').then((m) => m.TourRunner), { ssr: false });

let isStartPending = false;

/** Starts the tour (the welcome card, the account menu); asked before the runner has loaded, it starts once it has. */
export function startTour(): void {
  isStartPending = true;
  window.dispatchEvent(new Event(TOUR_START_EVENT));
}

/** The runner takes the pending start (true once per ask). */
export function takeTourStart(): boolean {
  const was = isStartPending;
  isStartPending = false;
  return was;
}
