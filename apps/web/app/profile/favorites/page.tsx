import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { FavoritesView } from '@/features/lobby/favorites-view';

export const metadata: Metadata = { title: 'Favourites' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="favorites.title">
      <FavoritesView />
    </ProfileLayout>
  );
}
