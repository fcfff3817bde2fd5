import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { LimitsView } from '@/features/protection/limits-view';

export const metadata: Metadata = { title: 'Bet limits' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="limits.bet.title">
      <LimitsView sections={['bet']} />
    </ProfileLayout>
  );
}
