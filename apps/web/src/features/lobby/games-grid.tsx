'use client';

import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TGameCard } from '@croupier/contracts';
import { api } from '@/lib/api';
import { GameTile } from './game-tile';
import { gamesApiParams, LOBBY_PAGE_SIZE, type TLobbyQuery } from './lobby-query';
import { FAVORITE_EVENT, type TFavoriteDetail } from './use-favorite';

interface TGamesPage {
  count: number;
  rows: TGameCard[];
}

/**
 * Result grid with "load more": the next page is fetched in the browser and `?page=` is written to
 * the URL (history.replaceState, no server round trip) so the link stays shareable.
 */
export function GamesGrid({
  initial,
  query,
  initialPage,
  isFavoritesView = false,
  isFirstOnPage = false,
}: {
  initial: TGamesPage;
  query: TLobbyQuery;
  initialPage: number;
  /** Favourites page: tiles leave the grid when unfavourited. */
  isFavoritesView?: boolean;
  /** The grid is the page's first content (not below lobby rows): its first tiles are above the fold. */
  isFirstOnPage?: boolean;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(initial.rows);
  const [count, setCount] = useState(initial.count);
  const [page, setPage] = useState(initialPage);
  const [isLoading, setIsLoading] = useState(false);
  const [isError, setIsError] = useState(false);

  useEffect(() => {
    if (!isFavoritesView) return;
    const onChange = (e: Event) => {
      const d = (e as CustomEvent<TFavoriteDetail>).detail;
      if (d.favorite) return;
      setRows((r) => r.filter((g) => g.id !== d.gameId));
      setCount((c) => Math.max(0, c - 1));
    };
    window.addEventListener(FAVORITE_EVENT, onChange);
    return () => window.removeEventListener(FAVORITE_EVENT, onChange);
  }, [isFavoritesView]);

  const onLoadMore = async () => {
    const next = page + 1;
    setIsLoading(true);
    setIsError(false);
    try {
      const data = await api.get<TGamesPage>(`/api/games?${gamesApiParams(query, next).toString()}`);
      setRows((r) => {
        const seen = new Set(r.map((g) => g.id));
        return [...r, ...data.rows.filter((g) => !seen.has(g.id))];
      });
      setCount(data.count);
      setPage(next);
      const url = new URL(window.location.href);
      url.searchParams.set('page', String(next));
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    } catch {
      setIsError(true);
    } finally {
      setIsLoading(false);
    }
  };

  const hasMore = rows.length < count && page * LOBBY_PAGE_SIZE < count;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-6" data-testid="games-grid">
        {rows.map((g, i) => (
          <li key={g.id} className="min-w-0">
            {/* Hydrated tile by tile, in short slices (see GameRowList). */}
            <Suspense>
              <GameTile game={g} isEager={isFirstOnPage && i < 6} isPriority={isFirstOnPage && i === 0} />
            </Suspense>
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t('lobby.showing', { shown: rows.length, total: count })}
        </p>
        {count > 0 ? (
          <div className="h-1.5 w-48 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, (rows.length / Math.max(1, count)) * 100)}%` }} />
          </div>
        ) : null}
        {isError ? (
          <p className="alert alert-error" role="alert">
            {t('msg.try.again')}
          </p>
        ) : null}
        {hasMore ? (
          <button type="button" className="btn btn-secondary min-w-48" onClick={onLoadMore} disabled={isLoading} aria-busy={isLoading} data-testid="lobby-load-more">
            {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
            {t('lobby.load.more')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
