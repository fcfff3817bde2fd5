import { redirectKeepingQuery, type TSearchParams } from '@/lib/redirect-keeping-query';

/** /profile2 opens My profile. */
export default async function Page({ searchParams }: { searchParams: TSearchParams }) {
  return redirectKeepingQuery('/profile2/my-profile', searchParams);
}
