import type { Metadata } from 'next';
import { ComingSoonPage } from '@/features/contacts/coming-soon-page';

export const metadata: Metadata = { title: 'VIP club' };

export default function Page() {
  return <ComingSoonPage titleKey="menu.vip" />;
}
