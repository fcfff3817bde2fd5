import type { Metadata } from 'next';
import { PasswordForm } from '@/features/profile/password-form';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';

export const metadata: Metadata = { title: 'Password' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="profile.password">
      <PasswordForm />
    </ProfileLayout>
  );
}
