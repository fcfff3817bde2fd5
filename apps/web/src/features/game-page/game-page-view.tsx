import { notFound } from 'next/navigation';
import { getRequestContext, getServerT, serverApiGet } from '@/lib/server-api';
import { GamePlayer } from './game-player';
import type { TGameDetailsData } from './queries';

/** `/casino/games/[slug]` and (chromeless) `/play/[slug]`: details on the server, play in a client island. */
export async function GamePageView({ slug, mode, isChromeless = false }: { slug: string; mode: string | undefined; isChromeless?: boolean }) {
  const res = await serverApiGet<TGameDetailsData>(`/api/games/${encodeURIComponent(slug)}`);
  if (!res.ok && (res.status === 404 || res.status === 400)) notFound();
  const { hasCookieConsent } = await getRequestContext();
  if (!res.ok) {
    console.error('Prefetch error', `/api/games/${slug} answered ${res.status}`);
    const t = await getServerT();
    return (
      <div className="container-page py-16 text-center">
        <p className="alert alert-error mx-auto max-w-md" role="alert">
          {t('msg.try.again')}
        </p>
      </div>
    );
  }
  return <GamePlayer details={res.data} initialMode={mode === 'demo' ? 'demo' : mode === 'real' ? 'real' : null} hasCookieConsent={hasCookieConsent} isChromeless={isChromeless} />;
}
