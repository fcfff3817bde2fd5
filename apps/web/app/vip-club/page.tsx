import type { Metadata } from 'next';
import { VipClubPage } from '@/features/loyalty/vip-club-page';

export const metadata: Metadata = { title: 'VIP club' };

/** /vip-club (spec §2; the default navigation's "VIP"): loyalty levels, tiers and the player's progress. */
export default function Page() {
  return <VipClubPage />;
}
