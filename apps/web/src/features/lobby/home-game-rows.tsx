import Link from 'next/link';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { GameRow } from './game-row';
import { fetchCategoryList } from './lobby-api';
import { ABOVE_THE_FOLD_TILES, CategoryIcon } from './lobby-view';
import { NoGamesFound } from './no-games-found';

const HOME_ROWS = ['popular', 'new'];

/** Home page: a couple of lobby rows (popular, new) prefetched on the server. */
export async function HomeGameRows() {
  const t = await getServerT();
  const { lng } = await getRequestContext();
  const categories = await fetchCategoryList(lng);
  const rows = (categories ?? []).filter((c) => HOME_ROWS.includes(c.id) && c.games.length > 0);
  return (
    <div className="flex flex-col gap-10" data-testid="home-games">
      {rows.length === 0 ? (
        <NoGamesFound title={t('lobby.error.title')} text={t('lobby.error.text')} actionHref="/casino" actionLabel={t('home.cta.casino')} />
      ) : (
        rows.map((c, i) => (
          <GameRow
            key={c.id}
            eagerCount={i === 0 ? ABOVE_THE_FOLD_TILES : 0}
            // Below the hero on phones: hydrated when scrolled near (at once where it is in view).
            isHydrationDeferred
            id={c.id}
            title={c.name && c.name !== c.nameKey ? c.name : t(c.nameKey)}
            games={c.games}
            viewAllHref={c.id === 'new' ? '/casino?sort=newest' : '/casino'}
            viewAllLabel={t('lobby.view.all')}
            icon={<CategoryIcon id={c.id} />}
          />
        ))
      )}
      <div className="flex justify-center">
        <Link href="/casino" prefetch={false} className="btn btn-secondary btn-lg" data-testid="home-to-casino">
          {t('home.cta.casino')}
        </Link>
      </div>
    </div>
  );
}
