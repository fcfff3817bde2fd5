import { redirectKeepingQuery, type TSearchParams } from '@/lib/redirect-keeping-query';

/** /profile2/vip-club (a spec §2 link target of the panel profile): the VIP club page. */
export default async function Page({ searchParams }: { searchParams: TSearchParams }) {
  return redirectKeepingQuery('/vip-club', searchParams);
}
