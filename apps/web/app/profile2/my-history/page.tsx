import type { Metadata } from 'next';
import { ProfileLayout } from '@/features/profile/profile-layout';
import { requireUser } from '@/features/profile/require-user';
import { TransactionsView } from '@/features/transactions/transactions-view';

export const metadata: Metadata = { title: 'My history' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const params = await searchParams;
  const tab = typeof params.tab === 'string' ? params.tab : undefined;
  const page = typeof params.page === 'string' ? Number.parseInt(params.page, 10) : undefined;
  return (
    <ProfileLayout titleKey="profile.transactions">
      <TransactionsView initialTab={tab} initialPage={page !== undefined && Number.isFinite(page) ? page : undefined} />
    </ProfileLayout>
  );
}
