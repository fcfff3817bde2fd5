import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { ResponsibleGamingView } from '@/features/protection/exclusion-views';

export const metadata: Metadata = { title: 'Responsible gaming' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="rg.title">
      <ResponsibleGamingView />
    </ProfileLayout>
  );
}
