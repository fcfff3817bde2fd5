'use client';

import { useState } from 'react';
import { usePathname } from 'next/navigation';
import { IntentLink } from './intent-link';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { usePageUrl } from '@/lib/route-keys';
import { useAuth } from '../auth/auth-context';
import { useModalStack } from '@/lib/modal-stack';
import { IconCards, IconHome, IconLive, IconMenu, IconUser } from '../ui/icons';
import { AuthActions } from './auth-actions';
import { Brand } from './brand';
import { LanguagePicker } from './language-picker';
import { NavList } from './nav-menu';
import { LazyNavDrawer as NavDrawer } from './lazy-nav-drawer';

/** Panel navigation system, desktop: a left side panel with icons and labels. */
export function SidePanel() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <aside
      className="fixed inset-y-0 start-0 z-30 hidden w-64 flex-col gap-6 overflow-y-auto border-e border-line bg-bg-2 px-3 py-4 lg:flex"
      data-testid="side-panel"
    >
      <div className="px-2">
        <Brand name={settings.brandName} />
      </div>
      <nav aria-label={t('nav.main')} data-tour="menu">
        <NavList />
      </nav>
      <div className="mt-auto px-1">
        <LanguagePicker />
      </div>
    </aside>
  );
}

/** Panel navigation system: slim top bar (brand on phones, auth actions everywhere). */
export function PanelTopBar() {
  const { settings } = useSettings();
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-bg/85 backdrop-blur-md" data-testid="site-header">
      <div className="flex h-16 items-center gap-3 px-4 lg:px-8">
        <div className="min-w-0 lg:hidden">
          <Brand name={settings.brandName} size="sm" isNameHiddenOnPhone />
        </div>
        <div className="ms-auto shrink-0">
          <AuthActions isCompact />
        </div>
      </div>
    </header>
  );
}

/** Panel navigation system, phones: bottom tab bar plus a drawer. */
export function BottomTabs() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const resolve = usePageUrl();
  const { isAuthenticated } = useAuth();
  const { open } = useModalStack();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const casino = resolve('casino').href;
  const profile = resolve('profile').href;
  const tabClass =
    'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-semibold text-muted aria-[current=page]:text-primary';
  return (
    <>
      <nav
        aria-label={t('nav.tabs')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-bg-2/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
        data-testid="bottom-tabs"
      >
        <ul className="flex">
          <li className="flex flex-1">
            <IntentLink href="/" className={tabClass} aria-current={pathname === '/' ? 'page' : undefined}>
              <IconHome size={22} /> {t('menu.home')}
            </IntentLink>
          </li>
          <li className="flex flex-1">
            <IntentLink href={casino} className={tabClass} aria-current={pathname === casino ? 'page' : undefined}>
              <IconCards size={22} /> {t('menu.casino')}
            </IntentLink>
          </li>
          <li className="flex flex-1">
            <IntentLink href="/casino/live-casino" className={tabClass} aria-current={pathname === '/casino/live-casino' ? 'page' : undefined}>
              <IconLive size={22} /> {t('menu.live')}
            </IntentLink>
          </li>
          <li className="flex flex-1">
            {isAuthenticated ? (
              <IntentLink href={profile} className={tabClass} aria-current={pathname.startsWith(profile) ? 'page' : undefined} data-tour="account">
                <IconUser size={22} /> {t('menu.profile')}
              </IntentLink>
            ) : (
              <button type="button" className={tabClass} onClick={() => open('login')}>
                <IconUser size={22} /> {t('button.sign.in')}
              </button>
            )}
          </li>
          <li className="flex flex-1">
            <button
              type="button"
              className={tabClass}
              aria-expanded={isDrawerOpen}
              onClick={() => setIsDrawerOpen(true)}
              data-testid="tab-menu"
              data-tour="menu"
            >
              <IconMenu size={22} /> {t('menu.more')}
            </button>
          </li>
        </ul>
      </nav>
      <NavDrawer isOpen={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
    </>
  );
}
