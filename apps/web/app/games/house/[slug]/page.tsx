import type { Metadata, Viewport } from 'next';
import { GameClientLoader } from '@/features/game-client/loader';

export const metadata: Metadata = { title: 'Game', robots: { index: false, follow: false } };
export const viewport: Viewport = { themeColor: '#05060a' };

/** The in-house game client, loaded in the casino's iframe with ?token=…&mode=…&lang=… (chromeless). */
export default async function Page({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { slug } = await params;
  const q = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return <GameClientLoader slug={slug} token={one(q.token) ?? ''} lang={one(q.lang)} />;
}
