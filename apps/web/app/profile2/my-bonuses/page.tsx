import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { MyBonuses } from '@/features/bonuses/my-bonuses';

export const metadata: Metadata = { title: 'My bonuses' };

/** §2 /profile2/my-bonuses: the bonus list with the active and last bonus blocks and progress (issue #6). */
export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="bonus.my.title">
      <MyBonuses />
    </ProfileLayout>
  );
}
