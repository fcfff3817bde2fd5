import { getServerT } from '@/lib/server-api';
import { GamesGrid } from './games-grid';
import { fetchFavorites } from './lobby-api';
import { FAVORITES_QUERY } from './lobby-query';
import { NoGamesFound } from './no-games-found';

/** /profile/favorites: the player's favourite games (unfavourited tiles leave the grid). */
export async function FavoritesView() {
  const t = await getServerT();
  const result = await fetchFavorites();
  if (!result) return <NoGamesFound title={t('lobby.error.title')} text={t('lobby.error.text')} actionHref="/profile/favorites" actionLabel={t('lobby.error.retry')} />;
  if (result.count === 0) return <NoGamesFound title={t('favorites.empty.title')} text={t('favorites.empty.text')} actionHref="/casino" actionLabel={t('lobby.empty.browse')} />;
  return (
    <div data-testid="favorites">
      <GamesGrid initial={result} query={FAVORITES_QUERY} initialPage={1} isFavoritesView isFirstOnPage />
    </div>
  );
}
