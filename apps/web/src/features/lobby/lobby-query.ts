import type { TGameSort } from '@croupier/contracts';
import { defaultGameSort } from '@croupier/contracts/constants';

/**
 * §3 sort options, in the contract's order. Kept here (type-checked against the contract) so client
 * islands do not pull the contracts index (zod schemas) into the first-load bundle.
 */
export const GAME_SORTS = ['popular', 'newest', 'alphabetical', 'rtp', 'max-multiplier', 'min-bet', 'max-bet'] as const satisfies readonly TGameSort[];

/** The lobby's shareable URL state (`?search=&sort=&provider=&category=&page=`). */
export interface TLobbyQuery {
  search: string;
  sort: TGameSort;
  provider: string;
  category: string;
  page: number;
  /** The player's favourites only (/profile/favorites; not part of a shareable lobby URL). */
  isFavorites?: boolean;
}

/** §9 default page size (the contract's DEFAULT_GAMES_PAGE_SIZE). */
export const LOBBY_PAGE_SIZE = 24;
/** Pages a shared `?page=N` link renders on the server at most (N × 24 games). */
export const MAX_SSR_PAGES = 8;

type TSearchParams = Record<string, string | string[] | undefined>;

function one(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

export function parseLobbyQuery(sp: TSearchParams, fixed: { category?: string; provider?: string } = {}): TLobbyQuery {
  const sort = one(sp.sort);
  const page = Number.parseInt(one(sp.page), 10);
  const category = fixed.category ?? one(sp.category).slice(0, 64);
  return {
    search: one(sp.search).slice(0, 100),
    sort: (GAME_SORTS as readonly string[]).includes(sort) ? (sort as TGameSort) : defaultGameSort(category),
    provider: fixed.provider ?? one(sp.provider).slice(0, 64),
    category,
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The favourites page's list: a page at a time like the lobby ("Load more" asks for the next page of favourites). */
export const FAVORITES_QUERY: TLobbyQuery = { search: '', sort: 'alphabetical', provider: '', category: '', page: 1, isFavorites: true };

/** True when the visitor narrowed or re-sorted the list (the lobby then shows one result grid instead of rows). */
export function isFilteredQuery(q: TLobbyQuery): boolean {
  return !!q.search || !!q.provider || !!q.category || q.sort !== 'popular' || q.page > 1;
}

/** Query for GET /api/games (page and limit given separately). */
export function gamesApiParams(q: TLobbyQuery, page: number, limit = LOBBY_PAGE_SIZE): URLSearchParams {
  const p = new URLSearchParams();
  if (q.category) p.set('category', q.category);
  if (q.provider) p.set('provider', q.provider);
  if (q.search) p.set('search', q.search);
  if (q.isFavorites) p.set('favorites', 'true');
  p.set('sort', q.sort);
  p.set('page', String(page));
  p.set('limit', String(limit));
  return p;
}
