import type { Metadata } from 'next';
import { ProviderView } from '@/features/lobby/providers-view';

export const metadata: Metadata = { title: 'Provider' };

export default async function Page({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  return <ProviderView id={decodeURIComponent(id)} searchParams={sp} />;
}
