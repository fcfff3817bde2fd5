'use client';

import { useEffect, useRef } from 'react';
import { useModalStack } from '@/lib/modal-stack';
import { useAuth } from './auth-context';

/**
 * A signed-in player has nothing to do in sign-in or sign-up (a link such as the verification mail's
 * /casino?modal=login, or a bookmarked ?modal=register that would open a second account): opened while signed in,
 * the modal closes. One opened while signed out stays until it closes itself (the player signs in through it).
 */
export function useClosedWhenSignedIn(id: 'login' | 'register', isApplied = true): void {
  const { isInitialized, isAuthenticated } = useAuth();
  const { close } = useModalStack();
  const isOpenedSignedOut = useRef(false);
  useEffect(() => {
    if (!isApplied || !isInitialized) return;
    if (!isAuthenticated) isOpenedSignedOut.current = true;
    else if (!isOpenedSignedOut.current) close(id);
  }, [id, isApplied, isInitialized, isAuthenticated, close]);
}
