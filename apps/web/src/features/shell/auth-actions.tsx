'use client';

import { useTranslation } from 'react-i18next';
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
        <ProfileMenu />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={`btn btn-secondary ${isCompact ? '!px-3.5' : ''}`} onClick={() => open('login')} data-testid="header-login">
        {t('button.sign.in')}
      </button>
      <button type="button" className={`btn btn-primary ${isCompact ? '!px-3.5' : ''}`} onClick={() => open('register')} data-testid="header-register">
        {t('button.register')}
      </button>
    </div>
  );
}
