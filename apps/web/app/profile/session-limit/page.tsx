import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { LimitsView } from '@/features/protection/limits-view';

export const metadata: Metadata = { title: 'Session time limit' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="limits.session.title">
      <LimitsView sections={['session']} />
    </ProfileLayout>
  );
}
