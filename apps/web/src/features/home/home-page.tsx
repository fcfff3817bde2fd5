import Link from 'next/link';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { HomeGameRows } from '../lobby/home-game-rows';
import { IconBolt, IconGift, IconLock, IconShield } from '../ui/icons';
import { HeroActions } from './hero-actions';

export async function HomePage() {
  const t = await getServerT();
  const { settings } = await getRequestContext();
  const features = [
    { icon: IconLock, title: t('home.feature.secure'), text: t('home.feature.secure.text') },
    { icon: IconBolt, title: t('home.feature.fair'), text: t('home.feature.fair.text') },
    { icon: IconShield, title: t('home.feature.responsible'), text: t('home.feature.responsible.text') },
  ];
  return (
    <>
      <section className="hero relative overflow-hidden border-b border-line" aria-labelledby="hero-title">
        <div className="container-page grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.15fr_1fr]">
          <div className="flex flex-col gap-6">
            <span className="badge w-fit border border-line-strong bg-surface/60 px-3 py-1 text-muted backdrop-blur">
              {t('home.badge', { brand: settings.brandName })}
            </span>
            <h1 id="hero-title" className="font-display text-4xl font-extrabold leading-[1.05] tracking-tight md:text-6xl">
              {t('home.title.1')} <span className="text-gradient">{t('home.title.2')}</span>
            </h1>
            <p className="max-w-xl text-lg text-muted">{t('home.subtitle', { brand: settings.brandName })}</p>
            <HeroActions />
            <p className="text-xs text-muted">{t('home.disclaimer')}</p>
          </div>
          <div className="card relative overflow-hidden p-6 md:p-8" data-testid="welcome-offer">
            <div className="pointer-events-none absolute -end-16 -top-16 size-56 rounded-full bg-primary/20 blur-3xl" aria-hidden="true" />
            <div className="pointer-events-none absolute -bottom-20 -start-10 size-56 rounded-full bg-accent/15 blur-3xl" aria-hidden="true" />
            <div className="relative flex flex-col gap-4">
              <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-primary to-primary-2 text-on-primary shadow-lg">
                <IconGift size={28} />
              </span>
              <p className="text-sm font-bold uppercase tracking-wider text-primary">{t('offer.welcome.label')}</p>
              <p className="font-display text-3xl font-extrabold leading-tight md:text-4xl">
                {t('offer.welcome.amount')}
                <span className="block text-gradient">{t('offer.welcome.spins')}</span>
              </p>
              <p className="text-muted">{t('offer.welcome.min.deposit')}</p>
              <Link href="/bonus-terms" className="text-link w-fit text-sm">
                {t('offer.welcome.terms')}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <div className="container-page flex flex-col gap-16 py-12 md:py-16">
        <HomeGameRows />
        <ul className="grid gap-4 md:grid-cols-3" aria-label={t('home.features')}>
          {features.map((f) => (
            <li key={f.title} className="flex gap-4 rounded-[var(--r-card)] border border-line bg-surface/60 p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-2 text-primary">
                <f.icon size={22} />
              </span>
              <div>
                <h2 className="font-bold">{f.title}</h2>
                <p className="mt-1 text-sm text-muted">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
