'use client';

import dynamic from 'next/dynamic';
import { useAuth } from '../auth/auth-context';

// The session guard (inactivity timer, reality check, session time limit) loads only for a signed-in
// player, after the page: it stays out of the lobby's first-load JS.
const SessionGuard = dynamic(() => import('./session-guard').then((m) => m.SessionGuard), { ssr: false });
const ProtectionBanner = dynamic(() => import('./protection-banner').then((m) => m.ProtectionBanner), { ssr: false });

/** Shell island: session control for a signed-in player (issue #8). */
export function SessionGuardLoader() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <SessionGuard /> : null;
}

/** Shell island at the top of the page content: why and until when a restricted player can only withdraw. */
export function ProtectionBannerSlot() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <ProtectionBanner /> : null;
}
