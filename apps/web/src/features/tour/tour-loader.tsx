'use client';

import dynamic from 'next/dynamic';
import { TOUR_START_EVENT } from '@croupier/contracts/constants';

/** Shell island: what offers and runs the onboarding tour loads after the page (tour-runner.tsx; docs/install.md). */
export const TourLoader = dynamic(() => import('./tour-runner').then((m) => m.TourRunner), { ssr: false });

/** Starts the tour (the welcome card, the account menu). */
export function startTour(): void {
  window.dispatchEvent(new Event(TOUR_START_EVENT));
}
