'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { PAGE_VIEW_DELAY_MS } from '@croupier/contracts/constants';
import { useAuth } from '../auth/auth-context';

let runtime: Promise<typeof import('./marketing-runtime')> | null = null;
const load = () => (runtime ??= import('./marketing-runtime'));

/**
 * Shell island: the marketing events for the operator's tracking scripts (§1, §7, §9; lib/marketing-events.ts):
 * the visit, page views 300 ms after each navigation, the signed-in user's id, and the sign-up, deposit and bet
 * events. Its code loads after the page (not in the first-load bundle).
 */
export function MarketingEvents() {
  const pathname = usePathname();
  const { user } = useAuth();
  const userId = user?.getUser.userId ?? null;
  useEffect(() => {
    void load().then((m) => m.start());
  }, []);
  useEffect(() => {
    const id = window.setTimeout(() => void load().then((m) => m.pageView(pathname)), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [pathname]);
  useEffect(() => {
    if (userId) void load().then((m) => m.user(userId));
  }, [userId]);
  return null;
}
