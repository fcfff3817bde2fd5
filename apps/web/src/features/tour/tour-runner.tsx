'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { TOUR_OFFER_STORAGE_KEY, TOUR_START_EVENT } from '@croupier/contracts/constants';
import { useAuth } from '../auth/auth-context';
import { takeTourStart } from './tour-loader';

const Tour = dynamic(() => import('./tour').then((m) => m.Tour), { ssr: false });

/**
 * Loaded after the page (tour-loader.tsx; docs/install.md): remembers a sign-up so the welcome card can offer the tour, and runs the tour when
 * asked (TOUR_START_EVENT, from that card or the account menu). The tour's code loads only then.
 */
export function TourRunner() {
  const { isAuthenticated } = useAuth();
  const [isRunning, setIsRunning] = useState(false);
  useEffect(() => {
    const onSignup = (e: Event) => {
      const userId = (e as CustomEvent<{ userId?: string }>).detail?.userId;
      try {
        if (userId) localStorage.setItem(TOUR_OFFER_STORAGE_KEY, userId);
      } catch {
        /* storage unavailable: no offer */
      }
    };
    const onStart = () => {
      if (takeTourStart()) setIsRunning(true);
    };
    window.addEventListener('user:signup', onSignup);
    window.addEventListener(TOUR_START_EVENT, onStart);
    onStart(); // asked while this runner's code was loading
    return () => {
      window.removeEventListener('user:signup', onSignup);
      window.removeEventListener(TOUR_START_EVENT, onStart);
    };
  }, []);
  // Signed out mid-tour: it does not come back at the next sign-in.
  useEffect(() => {
    if (!isAuthenticated) setIsRunning(false);
  }, [isAuthenticated]);
  return isRunning && isAuthenticated ? <Tour onEnd={() => setIsRunning(false)} /> : null;
}
