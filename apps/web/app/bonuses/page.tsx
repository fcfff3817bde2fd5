import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { BonusHistory } from '@/features/bonuses/bonus-history';

export const metadata: Metadata = { title: 'Bonus history' };

/** §2 bonus history: every bonus taken with its status (issue #6). */
export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="bonus.history.title">
      <BonusHistory />
    </ProfileLayout>
  );
}
