import type { Metadata, Viewport } from 'next';
import { LIVE_TABLES } from '@croupier/contracts/live';
import { GameClientLoader } from '@/features/game-client/loader';
import { LiveTableLoader } from '@/features/live-table/live-loader';

export const metadata: Metadata = { title: 'Game', robots: { index: false, follow: false } };
export const viewport: Viewport = { themeColor: '#05060a' };

/** The in-house game client (or a live table's), loaded in the casino's iframe with ?token=…&mode=…&lang=… (chromeless). */
export default async function Page({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { slug } = await params;
  const q = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  // Live tables (docs/live-casino.md) have their own client.
  if (LIVE_TABLES.some((t) => t.slug === slug)) return <LiveTableLoader slug={slug} token={one(q.token) ?? ''} lang={one(q.lang)} />;
  return <GameClientLoader slug={slug} token={one(q.token) ?? ''} lang={one(q.lang)} />;
}
