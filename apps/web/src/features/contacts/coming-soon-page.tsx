import { getServerT } from '@/lib/server-api';
import Link from 'next/link';

/** Menu destinations whose feature has not landed yet (tournaments, VIP club): a real page, not a 404. */
export async function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const t = await getServerT();
  return (
    <div className="container-page py-10 md:py-14" data-testid="coming-soon">
      <header className="hero relative overflow-hidden rounded-[var(--r-card)] border border-line px-6 py-10 md:px-10 md:py-14">
        <p className="text-sm font-bold uppercase tracking-wider text-primary">{t('lobby.soon.badge')}</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight md:text-5xl" data-testid="page-title">
          {t(titleKey)}
        </h1>
        <p className="mt-3 max-w-xl text-muted">{t('page.soon.text')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/casino" className="btn btn-primary">
            {t('home.cta.casino')}
          </Link>
          <Link href="/contacts" className="btn btn-secondary">
            {t('menu.contacts')}
          </Link>
        </div>
      </header>
    </div>
  );
}
