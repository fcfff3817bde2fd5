import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { BalanceView } from '@/features/protection/balance-view';

export const metadata: Metadata = { title: 'Balance' };

export default async function Page() {
  await requireUser();
  return (
    <ProfileLayout titleKey="profile.balance">
      <BalanceView />
    </ProfileLayout>
  );
}
