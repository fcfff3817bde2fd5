import { IntentLink } from './intent-link';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { BrandMark, IconShield } from '../ui/icons';

export const LEGAL_LINKS = [
  { href: '/privacy-policy', labelKey: 'legal.privacy.policy' },
  { href: '/terms-and-conditions', labelKey: 'legal.terms' },
  { href: '/aml-policy', labelKey: 'legal.aml' },
  { href: '/responsible-gambling', labelKey: 'legal.responsible.gambling' },
  { href: '/kyc-refund-policy', labelKey: 'legal.kyc.refund' },
  { href: '/bonus-terms', labelKey: 'legal.bonus.terms' },
  { href: '/legal-use-of-website', labelKey: 'legal.use.of.website' },
] as const;

/** Site footer: legal links, 18+ badge, responsible gambling note. */
export async function Footer() {
  const t = await getServerT();
  const { settings } = await getRequestContext();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-line bg-bg-2/60" data-testid="site-footer">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.2fr_2fr]">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-2.5">
            <BrandMark size={30} />
            <span className="font-display text-lg font-extrabold">{settings.brandName}</span>
          </div>
          <p className="max-w-sm text-sm leading-relaxed text-muted">{t('footer.about', { brand: settings.brandName })}</p>
          <div className="flex items-center gap-3">
            <span
              className="grid size-12 place-items-center rounded-full border-2 border-danger text-sm font-extrabold text-danger"
              aria-label={t('footer.adults.only')}
              role="img"
              data-testid="badge-18"
            >
              18+
            </span>
            <span className="flex items-center gap-1.5 text-sm text-muted">
              <IconShield size={18} /> {t('footer.play.responsibly')}
            </span>
          </div>
        </div>
        <nav aria-label={t('footer.legal')}>
          <p className="mb-3 text-xs font-bold uppercase tracking-wider text-muted">{t('footer.legal')}</p>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {LEGAL_LINKS.map((l) => (
              <li key={l.href}>
                <IntentLink href={l.href} className="inline-flex min-h-11 items-center text-sm font-medium text-fg/90 hover:text-primary">
                  {t(l.labelKey)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-5 text-xs text-muted">
          {t('footer.copyright', { year, brand: settings.brandName })} · {t('footer.support')}{' '}
          <a className="underline underline-offset-2" href={`mailto:${settings.supportEmail}`}>
            {settings.supportEmail}
          </a>
        </p>
      </div>
    </footer>
  );
}
