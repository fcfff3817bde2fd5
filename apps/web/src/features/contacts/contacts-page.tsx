import Link from 'next/link';
import { getRequestContext, getServerT } from '@/lib/server-api';
import { IconMail, IconShield } from '../ui/icons';

/** /contacts: support email from settings.supportEmail, a short help text, responsible gambling links. */
export async function ContactsPage() {
  const t = await getServerT();
  const { settings } = await getRequestContext();
  const email = settings.supportEmail;
  return (
    <div className="container-page flex flex-col gap-6 py-10 md:py-14">
      <header>
        <p className="text-sm font-bold uppercase tracking-wider text-primary">{t('menu.contacts')}</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight md:text-4xl" data-testid="page-title">
          {t('contacts.title')}
        </h1>
        <p className="mt-3 max-w-2xl text-muted">{t('contacts.text', { brand: settings.brandName })}</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="card flex flex-col gap-3 p-6" aria-labelledby="contacts-email-title" data-testid="contacts-support">
          <span className="grid size-11 place-items-center rounded-full bg-primary/15 text-primary">
            <IconMail size={22} />
          </span>
          <h2 id="contacts-email-title" className="text-lg font-bold">
            {t('contacts.email.title')}
          </h2>
          <p className="text-sm text-muted">{t('contacts.email.text')}</p>
          <a href={`mailto:${email}`} className="text-link break-all text-lg font-bold" data-testid="contacts-email">
            {email}
          </a>
        </section>
        <section className="card flex flex-col gap-3 p-6" aria-labelledby="contacts-rg-title" data-testid="contacts-responsible">
          <span className="grid size-11 place-items-center rounded-full bg-success/15 text-success">
            <IconShield size={22} />
          </span>
          <h2 id="contacts-rg-title" className="text-lg font-bold">
            {t('contacts.responsible.title')}
          </h2>
          <p className="text-sm text-muted">{t('contacts.responsible.text')}</p>
          <ul className="flex flex-col gap-1.5 text-sm font-semibold">
            <li>
              <Link href="/responsible-gambling" className="text-link" data-testid="contacts-responsible-link">
                {t('legal.responsible.gambling')}
              </Link>
            </li>
            <li>
              <a href="https://www.gamblingtherapy.org" className="text-link" target="_blank" rel="noopener noreferrer">
                Gambling Therapy
              </a>
            </li>
            <li>
              <a href="https://www.gamcare.org.uk" className="text-link" target="_blank" rel="noopener noreferrer">
                GamCare
              </a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
