import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { ProfileOverview } from '@/features/profile/profile-overview';
import { requireUser } from '@/features/profile/require-user';
import { PlayerStats } from '@/features/protection/player-stats';

export const metadata: Metadata = { title: 'My profile' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="profile.my.profile">
      <div className="flex flex-col gap-6">
        <ProfileOverview />
        <PlayerStats />
      </div>
    </ProfileLayout>
  );
}
