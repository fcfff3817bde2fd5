import type { Metadata } from 'next';
import { CasinoPage } from '@/features/lobby/casino-page';

export const metadata: Metadata = { title: 'Slots' };

export default function Page() {
  return <CasinoPage titleKey="lobby.title.slots" highlight="slots" />;
}
