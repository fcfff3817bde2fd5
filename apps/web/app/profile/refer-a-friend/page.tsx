import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { ReferAFriend } from '@/features/referrals/refer-a-friend';

export const metadata: Metadata = { title: 'Refer a friend' };

/** Refer a friend (spec §1, §3 referral stats; the route is not in the spec): link, figures, how it works. */
export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="referral.title">
      <ReferAFriend />
    </ProfileLayout>
  );
}
