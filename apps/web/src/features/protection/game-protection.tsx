'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { GameDialog } from '../game-client/dialog';
import { protectionApi } from './protection-api';
import { ACTIVITY_EVENTS, localActivityStore } from './session-timers';

/*
 * Player protection inside the in-house game client (it runs chromeless in the casino's iframe):
 * activity in the game counts for the casino's inactivity timer, the casino can pause autoplay for the
 * reality check, and bets refused by a limit explain why (issue #8).
 */

/** Error codes of bets refused by a responsible-gaming limit (seamless-wallet LIMIT_REACHED by type). */
export const BET_LIMIT_CODES = ['MAX_BET_LIMIT_REACHED', 'BET_LIMIT_REACHED', 'LOSS_LIMIT_REACHED', 'WINNINGS_LIMIT_REACHED'] as const;
export function isBetLimitCode(code: string): boolean {
  return (BET_LIMIT_CODES as readonly string[]).includes(code);
}

/** Player actions in the game frame reset the casino's inactivity timer (shared store, same origin). */
export function useActivityBeacon(): void {
  useEffect(() => {
    const store = localActivityStore();
    let last = 0;
    const on = () => {
      const now = Date.now();
      if (now - last < 5_000) return;
      last = now;
      store.write(now);
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, on, { passive: true, capture: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, on, { capture: true });
    };
  }, []);
}

/** Calls `onPause` when the casino page asks the game to pause (reality check). */
export function useParentPause(onPause: () => void): void {
  const ref = useRef(onPause);
  ref.current = onPause;
  useEffect(() => {
    const on = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data = e.data as { type?: unknown } | null;
      if (data && data.type === 'croupier:pause') ref.current();
    };
    window.addEventListener('message', on);
    return () => window.removeEventListener('message', on);
  }, []);
}

/**
 * A bonus buy above the max-bet limit (spec §4): confirm it as a bonus buy (only the next transaction is
 * exempt; POST /api/user/bonus-buy-confirm, then the buy is retried) or play a regular bet instead.
 */
export function BonusBuyLimitDialog({
  gameId,
  buyAmount,
  betAmount,
  onConfirmed,
  onRegular,
  onClose,
}: {
  gameId: string;
  buyAmount: string;
  betAmount: string;
  onConfirmed: () => void;
  onRegular: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await protectionApi.confirmBonusBuy(gameId);
      onConfirmed();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'msg.try.again');
      setIsBusy(false);
    }
  };
  return (
    <GameDialog title={t('game.limit.buy.title')} onClose={onClose} variant="confirm" testId="bonus-buy-limit-dialog">
      <p className="gc-buy-text">{t('game.limit.buy.text', { amount: buyAmount })}</p>
      <p className="gc-buy-text gc-muted">{t('game.limit.buy.once')}</p>
      {error ? (
        <p className="gc-buy-text" role="alert" data-testid="bonus-buy-limit-error">
          {t(error)}
        </p>
      ) : null}
      <div className="gc-dialog-actions">
        <button type="button" className="gc-btn" onClick={onRegular} disabled={isBusy} data-testid="bonus-buy-limit-regular">
          {t('game.limit.buy.regular', { amount: betAmount })}
        </button>
        <button
          type="button"
          className="gc-btn gc-btn-primary"
          data-autofocus
          onClick={() => void confirm()}
          disabled={isBusy}
          data-testid="bonus-buy-limit-confirm"
        >
          {t('game.limit.buy.confirm')}
        </button>
      </div>
    </GameDialog>
  );
}
