import type { Metadata } from 'next';
import { CasinoPage } from '@/features/lobby/casino-page';

export const metadata: Metadata = { title: 'Live casino' };

export default function Page() {
  return <CasinoPage titleKey="lobby.title.live" highlight="live" />;
}
