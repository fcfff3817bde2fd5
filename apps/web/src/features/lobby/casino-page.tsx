import { getServerT } from '@/lib/server-api';
import { LobbyView } from './lobby-view';

type TSearchParams = Record<string, string | string[] | undefined>;

/** /casino, /casino/slots and /casino/live-casino. */
export async function CasinoPage({ titleKey, category, searchParams, basePath }: { titleKey: string; category?: string; searchParams: TSearchParams; basePath: string }) {
  const t = await getServerT();
  return (
    <LobbyView
      searchParams={searchParams}
      title={t(titleKey)}
      basePath={basePath}
      {...(category ? { category, subtitle: t(`lobby.subtitle.${category}`) } : {})}
    />
  );
}
