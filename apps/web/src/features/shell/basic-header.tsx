'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { IconMenu } from '../ui/icons';
import { AuthActions } from './auth-actions';
import { Brand } from './brand';
import { LanguagePicker } from './language-picker';
import { DesktopNav } from './nav-menu';
import { LazyNavDrawer as NavDrawer } from './lazy-nav-drawer';

/** Basic navigation system: top header with links; on phones a hamburger drawer. */
export function BasicHeader() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md" data-testid="site-header">
      <div className="container-page flex h-[4.25rem] items-center gap-2 sm:gap-3">
        <button
          type="button"
          className="icon-btn lg:hidden"
          aria-label={t('nav.open.menu')}
          aria-expanded={isDrawerOpen}
          onClick={() => setIsDrawerOpen(true)}
          data-testid="nav-hamburger"
          data-tour="menu"
        >
          <IconMenu size={24} />
        </button>
        <Brand name={settings.brandName} isNameHiddenOnPhone />
        <div className="ms-4 hidden lg:block" data-tour="menu">
          <DesktopNav />
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          <div className="hidden md:block">
            <LanguagePicker isCompact />
          </div>
          <AuthActions isCompact />
        </div>
      </div>
      <NavDrawer isOpen={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
    </header>
  );
}
