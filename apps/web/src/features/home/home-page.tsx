import Link from 'next/link';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { HomeGameRows } from '../lobby/home-game-rows';
import { IconBolt, IconGift, IconLock, IconShield } from '../ui/icons';
import { HeroActions } from './hero-actions';
import { TourOfferSlot } from '../tour/tour-offer-slot';
import { RakebackCarouselSlot } from '../rakeback/rakeback-carousel-slot';

export async function HomePage() {
  const t = await getServerT();
  const { settings } = await getRequestContext();
  const features = [
    { icon: IconLock, title: t('home.feature.secure'), text: t('home.feature.secure.text'), link: null },
    { icon: IconBolt, title: t('home.feature.fair'), text: t('home.feature.fair.text'), link: null },
    { icon: IconShield, title: t('home.feature.responsible'), text: t('home.feature.responsible.text'), link: { href: '/profile2/limits', label: t('limits.home.link') } },
  ];
  return (
    <>
      <TourOfferSlot wrapperClassName="container-page pt-4 md:pt-6" />
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
            {/* Soft glows: radial gradients, not blurred discs (a blur filter costs a lot of paint on phones). */}
            <div className="pointer-events-none absolute -end-40 -top-40 size-[26rem] bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--c-primary)_20%,transparent)_25%,transparent)]" aria-hidden="true" />
            <div className="pointer-events-none absolute -bottom-44 -start-[8.5rem] size-[26rem] bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--c-accent)_15%,transparent)_25%,transparent)]" aria-hidden="true" />
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
        <RakebackCarouselSlot />
        <ul className="grid gap-4 md:grid-cols-3" aria-label={t('home.features')}>
          {features.map((f) => (
            <li key={f.title} className="flex gap-4 rounded-[var(--r-card)] border border-line bg-surface/60 p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-2 text-primary">
                <f.icon size={22} />
              </span>
              <div>
                <h2 className="font-bold">{f.title}</h2>
                <p className="mt-1 text-sm text-muted">{f.text}</p>
                {f.link ? (
                  <Link href={f.link.href} className="text-link mt-2 inline-block text-sm" data-testid="home-limits-link">
                    {f.link.label}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
