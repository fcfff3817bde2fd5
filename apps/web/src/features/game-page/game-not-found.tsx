import Link from 'next/link';
import { getServerT } from '@/lib/server-api';

/** 'GAME NOT FOUND' (spec §8) with a way home. */
export async function GameNotFound() {
  const t = await getServerT();
  return (
    <div className="container-page grid min-h-[60dvh] place-items-center py-16 text-center" data-testid="game-not-found">
      <div className="flex flex-col items-center gap-5">
        <div className="grid size-24 place-items-center rounded-3xl bg-gradient-to-br from-primary/25 to-accent/20 text-5xl" aria-hidden="true">
          🎰
        </div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight md:text-4xl">{t('msg.game.not.found')}</h1>
        <p className="max-w-md text-muted">{t('game.not.found.text')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/" className="btn btn-primary btn-lg" data-testid="go-home">
            {t('button.go.home')}
          </Link>
          <Link href="/casino" className="btn btn-secondary btn-lg">
            {t('game.back.lobby')}
          </Link>
        </div>
      </div>
    </div>
  );
}
