import type { Metadata } from 'next';
import { requireUser } from '@/features/profile/require-user';
import { CashierPage } from '@/features/cashier/cashier-page';

export const metadata: Metadata = { title: 'Deposit' };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireUser();
  const params = await searchParams;
  const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);
  return <CashierPage tab="deposit" requestedMethod={text(params.method)} requestedBonusId={text(params.bonusId)} />;
}
