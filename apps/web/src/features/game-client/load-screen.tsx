'use client';

import { useTranslation } from '@/lib/use-translation';
import { relaunchGame } from './hooks';

/** A game client before its session is loaded: a spinner, or the error with a button to launch the game again. */
export function GameLoadScreen({
  testId,
  slug,
  error,
  hint,
  className = '',
}: {
  testId: string;
  slug: string;
  error: string | null;
  hint?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`gc-root gc-loading ${className}`} data-testid={testId} data-game={slug} aria-busy={!error}>
      {error ? (
        <div className="gc-fatal" role="alert" data-testid="game-error">
          <p>{t(error)}</p>
          {hint && <p className="gc-muted">{t(hint)}</p>}
          <button type="button" className="gc-btn gc-btn-primary" onClick={() => relaunchGame(slug)} data-testid="game-relaunch">
            {t('game.relaunch')}
          </button>
        </div>
      ) : (
        <div className="gc-spinner" role="status" aria-label={t('game.loading')} />
      )}
    </div>
  );
}
