'use client';

import Link from 'next/link';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import type { TGameCard } from '@croupier/contracts';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useSettings } from '@/lib/settings-context';
import { useAuth } from '../auth/auth-context';
import { gameHref } from '../lobby/game-links';
import { IconPlay } from '../lobby/lobby-icons';
import { GameDetails } from './game-details';
import { GamePulse } from './game-pulse';
import { gameDetailsQuery } from './queries';

/** Game details and Game Pulse in a dialog (opened from a tile's info button). */
export function GameDetailsModal({ slug, initialGame, onClose }: { slug: string; initialGame: TGameCard; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { isAuthenticated } = useAuth();
  const details = useQuery(gameDetailsQuery(slug));
  const game = details.data?.game ?? initialGame;
  const isDemoShown = game.hasDemo && (isAuthenticated || settings.allowGuestPlayDemoGames);
  return (
    <ModalShell id="game-details" title={game.name} description={game.provider.name} onClose={onClose} size="lg">
      <div className="flex flex-col gap-5">
        {details.data?.game.description ? <p className="text-sm text-muted">{details.data.game.description}</p> : null}
        <GameDetails game={game} isNameShown={false} />
        {details.isPending ? (
          <div className="grid h-32 place-items-center text-muted" role="status" aria-label={t('msg.loading')}>
            <span className="spinner" />
          </div>
        ) : details.isError ? (
          <p className="alert alert-error">{t('msg.try.again')}</p>
        ) : (
          <GamePulse pulse={details.data.pulse} stats={details.data.stats} />
        )}
        <div className="flex flex-wrap gap-3">
          <Link href={gameHref(game.slug)} className="btn btn-primary flex-1" onClick={onClose} data-testid="game-details-play">
            <IconPlay size={16} /> {t('lobby.tile.play')}
          </Link>
          {isDemoShown ? (
            <Link href={gameHref(game.slug, 'demo')} className="btn btn-secondary flex-1" onClick={onClose} data-testid="game-details-demo">
              {t('game.mode.demo')}
            </Link>
          ) : null}
        </div>
      </div>
    </ModalShell>
  );
}
