'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { usePageUrl } from '@/lib/route-keys';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { DepositLimitsHintView } from './deposit-limits-hint-view';

// The session guard (inactivity timer, reality check, session time limit) loads only for a signed-in
// player, after the page: it stays out of the lobby's first-load JS.
const SessionGuard = dynamic(() => import('./session-guard').then((m) => m.SessionGuard), { ssr: false });
const ProtectionBanner = dynamic(() => import('./protection-banner').then((m) => m.ProtectionBanner), { ssr: false, loading: BannerPlaceholder });

/**
 * While the banner loads (and in the server's HTML): on the deposit page, the limits line with the nudge, which
 * every player there gets (the banner then fills in the limits in force), so the page does not shift down.
 */
function BannerPlaceholder() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const resolve = usePageUrl();
  if (pathname !== resolve('deposit').href.split('?')[0]) return null;
  return <DepositLimitsHintView text={<span>{t('limits.deposit.hint')}</span>} linkText={t('limits.deposit.hint.link')} />;
}

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
