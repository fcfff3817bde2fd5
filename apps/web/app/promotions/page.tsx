import type { Metadata } from 'next';
import { PromotionsPage } from '@/features/bonuses/promotions-page';

export const metadata: Metadata = { title: 'Promotions' };

/** §2 promotions: banners, terms, activation (issue #6). */
export default function Page() {
  return <PromotionsPage />;
}
