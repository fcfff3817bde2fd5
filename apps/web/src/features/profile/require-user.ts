import { redirect } from 'next/navigation';
import type { TUserDetails } from '@croupier/contracts';
import { getUserDetails } from '@/lib/server-api';

/** Profile pages need auth: unauthenticated visitors go to /?modal=login. */
export async function requireUser(): Promise<TUserDetails> {
  const user = await getUserDetails();
  if (!user) redirect('/?modal=login');
  return user;
}
