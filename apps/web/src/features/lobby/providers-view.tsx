import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getServerT } from '@/lib/server-api';
import { fetchProviders } from './lobby-api';
import { LobbyHeader, LobbyView } from './lobby-view';
import { IconChevron } from './lobby-icons';
import { NoGamesFound } from './no-games-found';

/** /providers: every provider with its number of games. */
export async function ProvidersView() {
  const t = await getServerT();
  const providers = await fetchProviders();
  return (
    <div className="container-page flex flex-col gap-8 py-6 md:py-10">
      <LobbyHeader eyebrow={t('nav.section.lobby')} title={t('providers.title')} subtitle={t('providers.subtitle')} />
      {!providers ? (
        <NoGamesFound title={t('lobby.error.title')} text={t('lobby.error.text')} actionHref="/providers" actionLabel={t('lobby.error.retry')} />
      ) : providers.length === 0 ? (
        <NoGamesFound title={t('msg.no.games.found')} text={t('lobby.empty.text')} actionHref="/casino" actionLabel={t('lobby.empty.browse')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="providers-list">
          {providers.map((p) => (
            <li key={p.id}>
              <Link
                href={`/providers/${encodeURIComponent(p.id)}`}
                className="card group flex items-center gap-4 p-4 transition hover:border-primary focus-visible:border-primary"
                data-testid="provider-card"
              >
                <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary to-primary-2 font-display text-2xl font-extrabold text-on-primary" aria-hidden="true">
                  {p.name.slice(0, 1)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold">{p.name}</span>
                  <span className="block text-sm text-muted">{t('lobby.games.count', { count: p.gamesCount })}</span>
                </span>
                <IconChevron size={18} className="text-muted transition group-hover:translate-x-0.5 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /providers/[id]: the lobby grid of one provider. */
export async function ProviderView({ id, searchParams }: { id: string; searchParams: Record<string, string | string[] | undefined> }) {
  const t = await getServerT();
  const providers = await fetchProviders();
  const provider = providers?.find((p) => p.id === id);
  if (providers && !provider) notFound();
  return (
    <LobbyView
      searchParams={searchParams}
      provider={id}
      title={provider?.name ?? id}
      subtitle={t('providers.games.subtitle', { name: provider?.name ?? id })}
      basePath={`/providers/${encodeURIComponent(id)}`}
    />
  );
}
