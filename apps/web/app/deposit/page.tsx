import type { Metadata } from 'next';
import { requireUser } from '@/features/profile/require-user';
import { CashierPage } from '@/features/cashier/cashier-page';
import type { TDepositBonuses, TDepositInitialData, TPaymentsData } from '@/features/cashier/cashier-api';
import { serverApiGet } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Deposit' };

/**
 * The deposit form's payment methods and bonus choices, fetched with the player's token during the server render,
 * so the form is in the HTML and hydrates (rendering it in the browser after these calls blocked the main thread).
 * A failed call leaves it to the browser, as before.
 */
async function initialDeposit(currency: string | null, country: string | null): Promise<TDepositInitialData> {
  const query = (params: Record<string, string | null>) =>
    new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== null)).toString();
  const [payments, bonuses] = await Promise.all([
    serverApiGet<TPaymentsData>(`/api/admin/get-payments?${query({ currencyCode: currency, countryCode: country, mode: 'deposit' })}`),
    serverApiGet<TDepositBonuses>(`/api/user/deposit/bonuses?${query({ currencyCode: currency })}`),
  ]);
  return { payments: payments.ok ? payments.data : null, bonuses: bonuses.ok ? bonuses.data : null };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const params = await searchParams;
  const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);
  // A self-excluded player sees the restriction notice instead of the form (DepositView), whatever is fetched here.
  const initial = await initialDeposit(user.getUser.currencyCode ?? null, user.getUser.countryCode ?? null);
  return <CashierPage tab="deposit" requestedMethod={text(params.method)} requestedBonusId={text(params.bonusId)} initialDeposit={initial} />;
}
