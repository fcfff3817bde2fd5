'use client';

import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TGameCard } from '@croupier/contracts';
import { useSettings } from '@/lib/settings-context';
import { useAuth } from '../auth/auth-context';
import { formatRtp, gameHref } from './game-links';
import { GameThumb } from './game-thumb';
import { IconHeart, IconInfoSmall, IconPlay } from './lobby-icons';
import { useFavorite } from './use-favorite';

// Details (Radix Dialog + Game Pulse) load only when a player opens them.
const GameDetailsModal = dynamic(() => import('../game-page/game-details-modal').then((m) => m.GameDetailsModal), { ssr: false });

/**
 * A lobby tile: artwork, name, provider, RTP badge; Play / Demo on hover or keyboard focus,
 * a favourite heart and an info button opening the game details.
 */
export function GameTile({ game, isEager = false, isPriority = false }: { game: TGameCard; isEager?: boolean; isPriority?: boolean }) {
  const { t, i18n } = useTranslation();
  const { settings } = useSettings();
  const { isAuthenticated } = useAuth();
  const { isFavorite, toggle } = useFavorite(game.id, game.isFavorite);
  const [isInfoOpen, setIsInfoOpen] = useState(false);
  const isDemoShown = game.hasDemo && (isAuthenticated || settings.allowGuestPlayDemoGames);
  const nameId = `game-${game.id}-name`;
  return (
    <article className="group relative flex min-w-0 flex-col gap-2" data-testid="game-tile" data-slug={game.slug} aria-labelledby={nameId}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-[calc(var(--r-card)*0.85)] border border-line bg-surface-2 shadow-[var(--card-shadow)] transition-[transform,box-shadow] duration-200 group-focus-within:-translate-y-0.5 group-hover:-translate-y-0.5 group-hover:shadow-[0_18px_40px_-18px_color-mix(in_srgb,var(--c-primary)_55%,transparent)]">
        {/* The artwork itself opens the game (touch screens have no hover); keyboard users get the Play link. */}
        <Link href={gameHref(game.slug)} tabIndex={-1} aria-hidden="true" className="absolute inset-0" prefetch={false}>
          <GameThumb src={game.thumbnail} name={game.name} slug={game.slug} isEager={isEager} isPriority={isPriority} />
        </Link>
        {/* Bottom left in every direction: the artwork is not mirrored, and its own marks (Auto Roulette's "LIVE") sit on the right. */}
        <span className="pointer-events-none absolute bottom-2 left-2 z-10 rounded-full bg-black/65 px-2 py-0.5 text-[0.6875rem] font-bold text-white">
          {t('lobby.tile.rtp', { value: formatRtp(game.rtp, i18n.language) })}
        </span>
        <div className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-black/60 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:hidden [@media(hover:none)]:group-focus-within:flex">
          <Link
            href={gameHref(game.slug)}
            prefetch={false}
            className="btn btn-primary pointer-events-auto min-h-10 gap-1.5 px-4 text-sm"
            data-testid="game-play"
            aria-label={t('lobby.tile.play.aria', { name: game.name })}
          >
            <IconPlay size={16} /> {t('lobby.tile.play')}
          </Link>
          {isDemoShown ? (
            <Link
              href={gameHref(game.slug, 'demo')}
              prefetch={false}
              className="pointer-events-auto inline-flex min-h-9 items-center rounded-full px-3 text-sm font-bold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
              data-testid="game-demo"
              aria-label={t('lobby.tile.demo.aria', { name: game.name })}
            >
              {t('lobby.tile.demo')}
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setIsInfoOpen(true)}
          className="absolute start-1.5 top-1.5 z-20 grid size-9 place-items-center rounded-full bg-black/55 text-white transition hover:bg-black/70"
          aria-label={t('lobby.tile.info.aria', { name: game.name })}
          aria-haspopup="dialog"
          data-testid="game-info"
        >
          <IconInfoSmall size={18} />
        </button>
        <button
          type="button"
          onClick={toggle}
          className={`absolute end-1.5 top-1.5 z-20 grid size-9 place-items-center rounded-full transition hover:scale-110 ${isFavorite ? 'bg-white text-rose-600' : 'bg-black/55 text-white hover:bg-black/70'}`}
          aria-pressed={isFavorite}
          aria-label={t(isFavorite ? 'lobby.favorite.remove' : 'lobby.favorite.add', { name: game.name })}
          data-testid="game-favorite"
        >
          <IconHeart size={18} isFilled={isFavorite} />
        </button>
      </div>
      <div className="min-w-0 px-0.5">
        <h3 id={nameId} className="truncate text-sm font-bold leading-snug">
          <Link href={gameHref(game.slug)} prefetch={false} className="hover:text-primary focus-visible:text-primary" tabIndex={-1}>
            {game.name}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted">{game.provider.name}</p>
      </div>
      {isInfoOpen ? <GameDetailsModal slug={game.slug} initialGame={game} onClose={() => setIsInfoOpen(false)} /> : null}
    </article>
  );
}
