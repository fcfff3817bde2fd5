'use client';

import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { emitWindowEvent } from '@/lib/socket';
import { useModalStack } from '@/lib/modal-stack';
import { useAuth } from '../auth/auth-context';

/** Window event sent when a favourite changes, so every tile of the same game (and the favourites grid) follows. */
export const FAVORITE_EVENT = 'games:favorite';
export interface TFavoriteDetail {
  gameId: string;
  favorite: boolean;
}

/** The last favourite change per game in this page: a tile that hydrates later (below the fold) starts from it. */
const latestChange = new Map<string, boolean>();

function emitFavorite(detail: TFavoriteDetail): void {
  latestChange.set(detail.gameId, detail.favorite);
  emitWindowEvent<TFavoriteDetail>(FAVORITE_EVENT, detail);
}

/** Optimistic favourite toggle (POST /api/games/favorites); guests are asked to sign in. */
export function useFavorite(gameId: string, initial: boolean): { isFavorite: boolean; isBusy: boolean; toggle: () => void } {
  const { isAuthenticated } = useAuth();
  const { open } = useModalStack();
  const [isFavorite, setIsFavorite] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);
  useEffect(() => setIsFavorite(initial), [initial]);
  useEffect(() => {
    const latest = latestChange.get(gameId);
    if (latest !== undefined) setIsFavorite(latest);
  }, [gameId]);
  useEffect(() => {
    const onChange = (e: Event) => {
      const d = (e as CustomEvent<TFavoriteDetail>).detail;
      if (d.gameId === gameId) setIsFavorite(d.favorite);
    };
    window.addEventListener(FAVORITE_EVENT, onChange);
    return () => window.removeEventListener(FAVORITE_EVENT, onChange);
  }, [gameId]);
  const toggle = useCallback(() => {
    if (!isAuthenticated) {
      open('login');
      return;
    }
    const next = !isFavorite;
    emitFavorite({ gameId, favorite: next });
    setIsBusy(true);
    api
      .post('/api/games/favorites', { gameId, favorite: next })
      .catch(() => emitFavorite({ gameId, favorite: !next }))
      .finally(() => setIsBusy(false));
  }, [gameId, isAuthenticated, isFavorite, open]);
  return { isFavorite, isBusy, toggle };
}
