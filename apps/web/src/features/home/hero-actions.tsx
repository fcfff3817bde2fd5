'use client';

import Link from 'next/link';
import { useTranslation } from '@/lib/use-translation';
import { useModalStack } from '@/lib/modal-stack';
import { usePageUrl } from '@/lib/route-keys';
import { useAuth } from '../auth/auth-context';

/** Welcome call to action: register / sign in for guests, the lobby for players. */
export function HeroActions() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const { open } = useModalStack();
  const resolve = usePageUrl();
  if (isAuthenticated) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link href={resolve('casino').href} className="btn btn-primary btn-lg" data-testid="hero-casino">
          {t('home.cta.casino')}
        </Link>
        <p className="text-sm text-muted">{t('home.welcome.back', { name: user?.getUser.firstName ?? user?.getUser.username ?? '' })}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <button type="button" className="btn btn-primary btn-lg" onClick={() => open('register')} data-testid="hero-register">
        {t('home.cta.claim')}
      </button>
      <button type="button" className="btn btn-secondary btn-lg" onClick={() => open('login')} data-testid="hero-login">
        {t('button.sign.in')}
      </button>
    </div>
  );
}
