import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { PrivacyView } from '@/features/protection/exclusion-views';

export const metadata: Metadata = { title: 'Ghost mode and reward calendar' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="privacy.title">
      <PrivacyView />
    </ProfileLayout>
  );
}
