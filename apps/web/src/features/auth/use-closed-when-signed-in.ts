'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { RETURN_TO_PARAM } from '@croupier/contracts/routes';
import { safeReturnPath } from '@croupier/contracts/sign-in-return';
import { useModalStack } from '@/lib/modal-stack';
import { useAuth } from './auth-context';

/**
 * A signed-in player has nothing to do in sign-in or sign-up (a link such as the verification mail's
 * /casino?modal=login, or a bookmarked ?modal=register that would open a second account): opened while signed in,
 * the modal closes, and renders nothing meanwhile (no dialog flashes up and takes the focus). One opened while signed
 * out stays until it closes itself (the player signs in through it). Returns true while the modal must not show.
 */
export function useClosedWhenSignedIn(id: 'login' | 'register', isApplied = true): boolean {
  const { isInitialized, isAuthenticated } = useAuth();
  const { close } = useModalStack();
  const router = useRouter();
  const [isOpenedSignedOut, setIsOpenedSignedOut] = useState(false);
  const isUnwanted = isApplied && isInitialized && isAuthenticated && !isOpenedSignedOut;
  useEffect(() => {
    if (isApplied && isInitialized && !isAuthenticated) setIsOpenedSignedOut(true);
  }, [isApplied, isInitialized, isAuthenticated]);
  useEffect(() => {
    if (!isUnwanted) return;
    // Sent to sign in on the way to a page, but signed in already: go there.
    const returnTo = id === 'login' ? safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_TO_PARAM)) : null;
    if (returnTo) router.replace(returnTo);
    else close(id);
  }, [isUnwanted, id, close, router]);
  return isUnwanted;
}
