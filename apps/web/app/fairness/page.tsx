import type { Metadata } from 'next';
import { VerifyPage } from '@/features/fairness/verify-page';

export const metadata: Metadata = { title: 'Provably fair' };

/** /fairness: the scheme explained, the player's recent rounds, in-browser verification (?round=<id>&token=<game token>). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return <VerifyPage initialRoundId={one(q.round)} token={one(q.token)} />;
}
