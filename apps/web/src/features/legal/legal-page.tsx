import { IntentLink } from '../shell/intent-link';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { LEGAL_LINKS } from '../shell/footer';

export type TLegalSlug = 'privacy-policy' | 'terms-and-conditions' | 'aml-policy' | 'responsible-gambling' | 'kyc-refund-policy' | 'bonus-terms' | 'legal-use-of-website';

const PARAGRAPHS = 4;

/** Short, real legal texts (translated through the locale files). */
export async function LegalPage({ slug }: { slug: TLegalSlug }) {
  const t = await getServerT();
  const { settings } = await getRequestContext();
  const vars = { brand: settings.brandName, email: settings.supportEmail };
  const paragraphs = Array.from({ length: PARAGRAPHS }, (_, i) => t(`legal.${slug}.p${i + 1}`, vars)).filter((p) => !p.startsWith('legal.'));
  return (
    <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={t('footer.legal')} className="order-2 lg:order-1">
        <ul className="flex flex-col gap-0.5">
          {LEGAL_LINKS.map((l) => (
            <li key={l.href}>
              <IntentLink href={l.href} aria-current={l.href === `/${slug}` ? 'page' : undefined} className="nav-link panel-link w-full">
                {t(l.labelKey)}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="card order-1 p-6 md:p-10 lg:order-2" data-testid="legal-page">
        <h1 className="font-display text-3xl font-extrabold tracking-tight">{t(`legal.${slug}.title`)}</h1>
        <p className="mt-2 text-sm text-muted">{t('legal.updated')}</p>
        <div className="mt-6 flex max-w-3xl flex-col gap-4 leading-relaxed text-fg/90">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </article>
    </div>
  );
}
