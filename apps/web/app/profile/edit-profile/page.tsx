import type { Metadata } from 'next';
import { ProfileForm } from '@/features/profile/profile-form';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';

export const metadata: Metadata = { title: 'Profile information' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="profile.information">
      <ProfileForm />
    </ProfileLayout>
  );
}
