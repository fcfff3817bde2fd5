'use client';

import dynamic from 'next/dynamic';

/** The welcome card that offers the tour (tour-offer.tsx) loads after the page: only a player who just signed up sees it. */
export const TourOfferSlot = dynamic(() => import('./tour-offer').then((m) => m.TourOffer), { ssr: false });
