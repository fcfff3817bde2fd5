import type { Metadata } from 'next';
import { requireUser } from '@/features/profile/require-user';
import { CashierPage } from '@/features/cashier/cashier-page';

export const metadata: Metadata = { title: 'Withdraw' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const params = await searchParams;
  return <CashierPage tab="withdraw" requestedMethod={typeof params.method === 'string' ? params.method : null} />;
}
