import type { Metadata } from 'next';
import { GamePageView } from '@/features/game-page/game-page-view';

export const metadata: Metadata = { title: 'Play' };

/** Full-screen play: the same game page without the site chrome. */
export default async function Page({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ slug }, sp] = await Promise.all([params, searchParams]);
  const mode = Array.isArray(sp.mode) ? sp.mode[0] : sp.mode;
  return <GamePageView slug={decodeURIComponent(slug)} mode={mode} isChromeless />;
}
