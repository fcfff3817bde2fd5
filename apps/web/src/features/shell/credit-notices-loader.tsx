'use client';

import dynamic from 'next/dynamic';
import { useAuth } from '../auth/auth-context';

const CreditNotices = dynamic(() => import('./credit-notices').then((m) => m.CreditNotices), { ssr: false });

/** Shell island: the `globalCredit` notices (credit-notices.tsx) load for a signed-in player only, after the page. */
export function CreditNoticesLoader() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <CreditNotices /> : null;
}
