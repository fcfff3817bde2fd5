import type { Metadata } from 'next';
import { CasinoPage } from '@/features/lobby/casino-page';

export const metadata: Metadata = { title: 'Casino' };

export default function Page() {
  return <CasinoPage titleKey="lobby.title.casino" />;
}
