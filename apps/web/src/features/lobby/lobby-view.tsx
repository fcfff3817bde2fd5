import { Suspense } from 'react';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { IconLive, IconSlots, IconSparkle, IconCards, IconCrown, IconBolt } from '../ui/icons';
import { GameRow } from './game-row';
import { GamesGrid } from './games-grid';
import { HydrateWhenNear } from './hydrate-when-near';
import { fetchCategoryList, fetchGamesUpTo, fetchProviders } from './lobby-api';
import { LobbyControls } from './lobby-controls';
import { TourOfferSlot } from '../tour/tour-offer-slot';
import { isFilteredQuery, parseLobbyQuery, type TLobbyQuery } from './lobby-query';
import { NoGamesFound } from './no-games-found';
import { RecentGames } from './recent-games';
import { TopWins } from './top-wins';

type TSearchParams = Record<string, string | string[] | undefined>;

/** Tiles of the first row or grid that can be above the fold (one desktop row of 6): their artwork is not lazy. */
export const ABOVE_THE_FOLD_TILES = 6;

/** Where a category's "view all" leads: its own page when it has one, else the filtered lobby. */
export function categoryHref(id: string): string {
  if (id === 'slots') return '/casino/slots';
  if (id === 'live-casino') return '/casino/live-casino';
  return `/casino?category=${encodeURIComponent(id)}`;
}

const CATEGORY_ICONS: Record<string, (p: { size?: number }) => React.ReactNode> = {
  popular: IconCrown,
  new: IconSparkle,
  slots: IconSlots,
  originals: IconCards,
  'bonus-buy': IconBolt,
  'live-casino': IconLive,
};

export function CategoryIcon({ id, size = 22 }: { id: string; size?: number }) {
  const Icon = CATEGORY_ICONS[id] ?? IconSparkle;
  return <Icon size={size} />;
}

/** Stable key of a query without its page: the result grid restarts when the filters change. */
function gridKey(q: TLobbyQuery): string {
  return [q.category, q.provider, q.search, q.sort].join('|');
}

async function ResultsSection({ query, title, basePath, isFirstOnPage = false }: { query: TLobbyQuery; title: string; basePath: string; isFirstOnPage?: boolean }) {
  const t = await getServerT();
  const result = await fetchGamesUpTo(query);
  return (
    <section aria-labelledby="lobby-results" className="flex flex-col gap-4">
      <h2 id="lobby-results" className="flex items-baseline gap-2 font-display text-xl font-extrabold tracking-tight md:text-2xl">
        {title}
        {result ? <span className="text-sm font-semibold text-muted">{t('lobby.games.count', { count: result.count })}</span> : null}
      </h2>
      {!result ? (
        <NoGamesFound title={t('lobby.error.title')} text={t('lobby.error.text')} actionHref={basePath} actionLabel={t('lobby.error.retry')} />
      ) : result.count === 0 ? (
        <NoGamesFound
          title={t('msg.no.games.found')}
          text={t(query.search ? 'lobby.empty.search' : 'lobby.empty.text', { search: query.search })}
          actionHref={query.search || query.provider ? basePath : '/casino'}
          actionLabel={t(query.search || query.provider ? 'lobby.empty.clear' : 'lobby.empty.browse')}
        />
      ) : (
        isFirstOnPage ? (
          <GamesGrid key={gridKey(query)} initial={result} query={query} initialPage={result.page} isFirstOnPage />
        ) : (
          // Below the lobby rows: hydrated when scrolled near.
          <HydrateWhenNear key={gridKey(query)} anchorId="lobby-results">
            <GamesGrid initial={result} query={query} initialPage={result.page} />
          </HydrateWhenNear>
        )
      )}
    </section>
  );
}

export async function LobbyHeader({ title, subtitle, eyebrow }: { title: string; subtitle: string; eyebrow: string }) {
  return (
    <header className="hero relative overflow-hidden rounded-[var(--r-card)] border border-line px-5 py-7 md:px-10 md:py-10">
      {/* A soft glow: a radial gradient, not a blurred disc (a blur filter costs a lot of paint on phones). */}
      <div className="pointer-events-none absolute -end-[8.5rem] -top-40 size-[26rem] bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--c-primary)_20%,transparent)_25%,transparent)]" aria-hidden="true" />
      <p className="relative text-sm font-bold uppercase tracking-wider text-primary">{eyebrow}</p>
      <h1 className="relative mt-1 font-display text-3xl font-extrabold tracking-tight md:text-5xl" data-testid="page-title">
        {title}
      </h1>
      <p className="relative mt-2 max-w-xl text-muted">{subtitle}</p>
    </header>
  );
}

/**
 * The lobby (`/casino`), a category page (`/casino/slots`, `/casino/live-casino`) or a provider page:
 * data prefetched on the server, small client islands for controls, tiles, paging and top wins.
 */
export async function LobbyView({
  searchParams,
  category,
  provider,
  title,
  subtitle,
  basePath,
}: {
  searchParams: TSearchParams;
  category?: string;
  provider?: string;
  title: string;
  subtitle?: string;
  basePath: string;
}) {
  const t = await getServerT();
  const { lng } = await getRequestContext();
  const query = parseLobbyQuery(searchParams, { ...(category ? { category } : {}), ...(provider ? { provider } : {}) });
  const isLobby = !category && !provider;
  const isRows = isLobby && !isFilteredQuery(query);
  const [providers, categories] = await Promise.all([fetchProviders(), isRows ? fetchCategoryList(lng) : Promise.resolve(null)]);
  return (
    <div className="container-page flex flex-col gap-8 py-6 md:gap-10 md:py-10">
      <LobbyHeader eyebrow={t('nav.section.lobby')} title={title} subtitle={subtitle ?? t('lobby.subtitle')} />
      <TourOfferSlot />
      <LobbyControls providers={providers ?? []} category={category} isProviderFixed={!!provider} />
      {isRows ? (
        <>
          <RecentGames />
          {categories === null ? (
            <NoGamesFound title={t('lobby.error.title')} text={t('lobby.error.text')} actionHref="/casino" actionLabel={t('lobby.error.retry')} />
          ) : (
            categories
              .filter((c) => c.games.length > 0)
              .map((c, i) => (
                <GameRow
                  key={c.id}
                  eagerCount={i === 0 ? ABOVE_THE_FOLD_TILES : 0}
                  isHydrationDeferred={i > 0}
                  id={c.id}
                  title={c.name && c.name !== c.nameKey ? c.name : t(c.nameKey)}
                  count={t('lobby.games.count', { count: c.gamesCount })}
                  games={c.games}
                  viewAllHref={categoryHref(c.id)}
                  viewAllLabel={t('lobby.view.all')}
                  icon={<CategoryIcon id={c.id} />}
                />
              ))
          )}
          <ResultsSection query={query} title={t('lobby.all.games')} basePath={basePath} />
        </>
      ) : (
        <ResultsSection
          isFirstOnPage
          query={query}
          title={query.search ? t('lobby.results.for', { search: query.search }) : isLobby ? t('lobby.results') : t('lobby.all.games')}
          basePath={basePath}
        />
      )}
      <Suspense>
        <TopWins />
      </Suspense>
    </div>
  );
}
