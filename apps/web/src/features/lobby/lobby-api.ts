import type { TGameCard } from '@croupier/contracts';
import { serverApiGet } from '@/lib/server-api';
import { FAVORITES_QUERY, gamesApiParams, LOBBY_PAGE_SIZE, MAX_SSR_PAGES, type TLobbyQuery } from './lobby-query';

export interface TLobbyCategory {
  id: string;
  slug: string;
  name: string;
  nameKey: string;
  gamesCount: number;
  games: TGameCard[];
}
export interface TGamesPage {
  count: number;
  page: number;
  limit: number;
  rows: TGameCard[];
}
export interface TProvider {
  id: string;
  name: string;
  gamesCount: number;
}

/** Lobby categories prefetched on the server. Never throws: on failure logs 'Prefetch error' and returns null (empty state). */
export async function fetchCategoryList(lng: string): Promise<TLobbyCategory[] | null> {
  const res = await serverApiGet<{ topCategoryList: TLobbyCategory[] }>(`/api/admin/get-full-category-list?locale=${encodeURIComponent(lng)}`, {
    headers: { 'x-system-access-token': process.env.SYSTEM_ACCESS_TOKEN ?? '' },
  });
  if (!res.ok) {
    console.error('Prefetch error', `get-full-category-list answered ${res.status}`);
    return null;
  }
  return res.data.topCategoryList;
}

/**
 * Games of a lobby query, pages 1..query.page (so a shared `?page=3` link shows what its sender saw).
 * Returns null on failure (logged).
 */
export async function fetchGamesUpTo(q: TLobbyQuery): Promise<TGamesPage | null> {
  const pages = Math.min(q.page, MAX_SSR_PAGES);
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, i) => serverApiGet<TGamesPage>(`/api/games?${gamesApiParams(q, i + 1).toString()}`)),
  );
  if (answers.some((a) => !a.ok)) {
    console.error('Prefetch error', '/api/games failed');
    return null;
  }
  const ok = answers as { ok: true; data: TGamesPage }[];
  return { count: ok[0]!.data.count, page: pages, limit: LOBBY_PAGE_SIZE, rows: ok.flatMap((a) => a.data.rows) };
}

export async function fetchProviders(): Promise<TProvider[] | null> {
  const res = await serverApiGet<{ rows: TProvider[] }>('/api/games/providers', { isAuthForwarded: false });
  if (!res.ok) {
    console.error('Prefetch error', `/api/games/providers answered ${res.status}`);
    return null;
  }
  return res.data.rows;
}

export async function fetchFavorites(): Promise<TGamesPage | null> {
  const res = await serverApiGet<TGamesPage>(`/api/games?${gamesApiParams(FAVORITES_QUERY, 1).toString()}`);
  if (!res.ok) {
    console.error('Prefetch error', `/api/games?favorites answered ${res.status}`);
    return null;
  }
  return res.data;
}
