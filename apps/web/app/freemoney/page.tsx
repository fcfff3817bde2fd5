import { redirectKeepingQuery, type TSearchParams } from '@/lib/redirect-keeping-query';

/** /freemoney (a spec §2 link target, used by campaigns): the promotions, where the free bonuses are. */
export default async function Page({ searchParams }: { searchParams: TSearchParams }) {
  return redirectKeepingQuery('/promotions', searchParams);
}
