import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { TUserDetails } from '@croupier/contracts';
import { VISITOR_PATH_HEADER } from '@croupier/contracts/constants';
import { withQuery } from '@croupier/contracts/routes';
import { signInUrl } from '@croupier/contracts/sign-in-return';
import { getUserDetails } from '@/lib/server-api';

/**
 * Profile pages need auth: unauthenticated visitors go to /?modal=login, carrying the page they asked for (with its
 * query: a deposit's return, a tab) so that signing in brings them back to it.
 */
export async function requireUser(): Promise<TUserDetails> {
  const user = await getUserDetails();
  if (!user) {
    const asked = (await headers()).get(VISITOR_PATH_HEADER);
    // A client-side navigation asks for the page's React payload: its marker is not part of the page's address.
    redirect(signInUrl(asked ? withQuery(asked, { _rsc: null }) : null));
  }
  return user;
}
