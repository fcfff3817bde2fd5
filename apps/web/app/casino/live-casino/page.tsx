import type { Metadata } from 'next';
import { CasinoPage } from '@/features/lobby/casino-page';

export const metadata: Metadata = { title: 'Live casino' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <CasinoPage titleKey="lobby.title.live" category="live-casino" searchParams={await searchParams} basePath="/casino/live-casino" />;
}
