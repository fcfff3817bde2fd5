'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { WHITELISTED_QUERY_PARAM } from '@croupier/contracts/constants';
import { useQuery } from '@/lib/query';
import { useModalStack } from '@/lib/modal-stack';
import { getAccessToken } from '@/lib/token';
import { useAuth } from '../auth/auth-context';
import { locationQuery } from './queries';

const CountryBlock = dynamic(() => import('./country-block').then((m) => m.CountryBlock), { ssr: false });

/** sessionStorage: `?whitelisted=1` was seen in this tab (spec §2: it skips the country block). */
const WHITELISTED_KEY = 'croupier.whitelisted';
/** The modals a blocked visitor may open above the notice: signing in (an existing player may withdraw). */
const MODALS_ABOVE_BLOCK = new Set(['login', 'forgot-password', 'reset-password']);

function isWhitelistedTab(query: string | null): boolean {
  try {
    if (query === '1') sessionStorage.setItem(WHITELISTED_KEY, '1');
    return sessionStorage.getItem(WHITELISTED_KEY) === '1';
  } catch {
    return query === '1';
  }
}

/**
 * Shell island of the country block (spec §4): for a visitor who is not signed in, not a bot and not whitelisted
 * (`?whitelisted=1`, remembered for the tab), asks the server where the visitor is; when the place is blocked (an
 * excluded country or Germany/ST, no whitelisted IP, no location verified for this IP), the full-screen notice
 * loads. Signed-in players never see it.
 */
export function CountryBlockLoader({ isBot }: { isBot: boolean }) {
  const { isInitialized, isAuthenticated } = useAuth();
  const searchParams = useSearchParams();
  const whitelistedQuery = searchParams.get(WHITELISTED_QUERY_PARAM);
  // Read after mount (browser storage): whether this tab is whitelisted, and whether a token is stored (a visitor
  // without one is a guest at once; the auth state's own "initialised" may wait for the page's deferred hydration).
  const [tab, setTab] = useState<{ isWhitelisted: boolean; hasToken: boolean } | null>(null);
  useEffect(() => setTab({ isWhitelisted: isWhitelistedTab(whitelistedQuery), hasToken: !!getAccessToken() }), [whitelistedQuery, isAuthenticated]);
  const { activeModal, close } = useModalStack();
  const isGuest = !!tab && !tab.isWhitelisted && !isBot && !isAuthenticated && (isInitialized || !tab.hasToken);
  const location = useQuery({ ...locationQuery, enabled: isGuest });
  const isBlocked = isGuest && !!location.data?.location.isBlocked;
  const isModalAbove = !!activeModal && MODALS_ABOVE_BLOCK.has(activeModal);
  // Any other modal (a link's ?modal=register, a session-ended notice) closes: the notice replaces it.
  useEffect(() => {
    if (isBlocked && activeModal && !isModalAbove) close(activeModal);
  }, [isBlocked, activeModal, isModalAbove, close]);
  if (!isBlocked || isModalAbove || !location.data) return null;
  return <CountryBlock location={location.data.location} />;
}
