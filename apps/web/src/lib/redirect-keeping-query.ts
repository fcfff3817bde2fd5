import { redirect } from 'next/navigation';

export type TSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A page that only leads to another (a campaign's /freemoney, /profile2) keeps the visitor's query on the way:
 * the campaign, affiliate and referral parameters are read where the visitor lands.
 */
export async function redirectKeepingQuery(path: string, searchParams: TSearchParams): Promise<never> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const s = query.toString();
  redirect(s ? `${path}?${s}` : path);
}
