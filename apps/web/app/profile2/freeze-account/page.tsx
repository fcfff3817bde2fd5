import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { FreezeAccountView } from '@/features/protection/exclusion-views';

export const metadata: Metadata = { title: 'Freeze account' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="freeze.title">
      <FreezeAccountView />
    </ProfileLayout>
  );
}
