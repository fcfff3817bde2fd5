import type { Metadata } from 'next';
import type { TLoyaltyOverview } from '@croupier/contracts';
import { VipClubPage } from '@/features/loyalty/vip-club-page';
import { serverApiGet } from '@/lib/server-api';

export const metadata: Metadata = { title: 'VIP club' };

/**
 * /vip-club (spec §2; the default navigation's "VIP"): loyalty levels, tiers and the player's progress. The tiers
 * (and a signed-in player's progress, with their token) are fetched during the server render, so they are in the
 * HTML; a failed call leaves them to the browser.
 */
export default async function Page() {
  const res = await serverApiGet<TLoyaltyOverview>('/api/loyalty');
  return <VipClubPage initialData={res.ok ? res.data : null} />;
}
