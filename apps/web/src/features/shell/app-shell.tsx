import type { ReactNode } from 'react';
import type { TNavigationSystem } from '@croupier/contracts/constants';
import { getServerT } from '@/lib/server-api';
import { InactivityGuard } from '../auth/inactivity-guard';
import { BasicHeader } from './basic-header';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { ModalHost } from './modal-host';
import { BottomTabs, PanelTopBar, SidePanel } from './panel-nav';
import { ScriptsInjector } from './scripts-injector';
import { UrlParamsCapture } from './url-params-capture';

/** Page chrome for the two navigation systems (basic: top header; panel: side panel + bottom tabs). */
export async function AppShell({ nav, hasCookieConsent, isBot, children }: { nav: TNavigationSystem; hasCookieConsent: boolean; isBot: boolean; children: ReactNode }) {
  const t = await getServerT();
  const skip = (
    <a href="#main" className="skip-link" data-testid="skip-link">
      {t('a11y.skip.to.content')}
    </a>
  );
  const extras = (
    <>
      <CookieNotice hasConsent={hasCookieConsent} isBot={isBot} />
      <ModalHost />
      <ScriptsInjector />
      <UrlParamsCapture />
      <InactivityGuard />
    </>
  );
  if (nav === 'panel') {
    return (
      <div className="has-tabs min-h-dvh">
        {skip}
        <SidePanel />
        <div className="flex min-h-dvh flex-col pb-16 lg:ps-64 lg:pb-0">
          <PanelTopBar />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer />
        </div>
        <BottomTabs />
        {extras}
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      {skip}
      <BasicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      {extras}
    </div>
  );
}
