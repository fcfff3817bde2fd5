import { getServerT } from '@/lib/server-api';
import { LobbyComingSoon } from './lobby-coming-soon';

/** /casino, /casino/slots and /casino/live-casino until the lobby issue lands. */
export async function CasinoPage({ titleKey, highlight }: { titleKey: string; highlight?: 'slots' | 'live' }) {
  const t = await getServerT();
  return (
    <div className="container-page flex flex-col gap-10 py-10 md:py-14">
      <header className="hero relative overflow-hidden rounded-[var(--r-card)] border border-line px-6 py-10 md:px-10 md:py-14">
        <p className="text-sm font-bold uppercase tracking-wider text-primary">{t('nav.section.lobby')}</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight md:text-5xl" data-testid="page-title">
          {t(titleKey)}
        </h1>
        <p className="mt-3 max-w-xl text-muted">{t('lobby.page.subtitle')}</p>
      </header>
      <LobbyComingSoon highlight={highlight} />
    </div>
  );
}
