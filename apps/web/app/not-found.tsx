import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { getServerT } from '@/lib/server-api';

export default async function NotFound() {
  let t: (k: string) => string = (k) => k;
  try {
    t = await getServerT();
  } catch (e) {
    unstable_rethrow(e);
  }
  return (
    <div className="container-page grid min-h-[60dvh] place-items-center py-16 text-center" data-testid="not-found">
      <div className="flex flex-col items-center gap-5">
        <p className="text-gradient font-display text-8xl font-extrabold leading-none md:text-9xl">404</p>
        <h1 className="font-display text-2xl font-extrabold md:text-3xl">{t('notfound.title')}</h1>
        <p className="max-w-md text-muted">{t('notfound.text')}</p>
        <Link href="/" className="btn btn-primary btn-lg" data-testid="go-home">
          {t('button.go.home')}
        </Link>
      </div>
    </div>
  );
}
