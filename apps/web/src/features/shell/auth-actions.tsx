'use client';

import { useTranslation } from '@/lib/use-translation';
import { useModalStack } from '@/lib/modal-stack';
import { useAuth } from '../auth/auth-context';
import { HeaderBalance } from './balance';
import { ProfileMenu } from './profile-menu';

/** Right side of the header: sign in / register for guests, balance + profile menu for players. */
export function AuthActions({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const { open } = useModalStack();
  if (isAuthenticated) {
    return (
      <div className="flex items-center gap-2">
        <HeaderBalance />
        {/* The cashier modal is loaded on demand (modal host). */}
        <button
          type="button"
          className="btn btn-primary !px-3 max-sm:size-11 max-sm:!px-0 sm:!px-4"
          onClick={() => open('cashier')}
          aria-label={t('cashier.deposit')}
          data-testid="header-deposit"
          data-tour="deposit"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true" className="sm:hidden">
            <path d="M12 5v14M5 12h14" />
          </svg>
          <span className="max-sm:hidden">{t('cashier.deposit')}</span>
        </button>
        <ProfileMenu />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={`btn btn-secondary ${isCompact ? '!px-3 sm:!px-3.5' : ''}`} onClick={() => open('login')} data-testid="header-login">
        {t('button.sign.in')}
      </button>
      <button type="button" className={`btn btn-primary ${isCompact ? '!px-3 sm:!px-3.5' : ''}`} onClick={() => open('register')} data-testid="header-register">
        {t('button.register')}
      </button>
    </div>
  );
}
