import type { ReactNode } from 'react';
import type { TNavigationSystem } from '@croupier/contracts/constants';
import { getServerT } from '@/lib/server-api';
import { ChatLoader } from '../chat/chat-loader';
import { INSTALL_CAPTURE_SCRIPT } from '../install/install-capture';
import { InstallPromptLoader } from '../install/install-prompt-loader';
import { TourLoader } from '../tour/tour-loader';
import { CountryBlockLoader } from '../geo/country-block-loader';
import { ProtectionBannerSlot, SessionGuardLoader } from '../protection/session-guard-loader';
import { BasicHeader } from './basic-header';
import { ChromeOnly } from './chrome-only';
import { CookieNotice } from './cookie-notice';
import { CreditNoticesLoader } from './credit-notices-loader';
import { Footer } from './footer';
import { MarketingEvents } from './marketing-events';
import { ModalHost } from './modal-host';
import { BottomTabs, PanelTopBar, SidePanel } from './panel-nav';
import { ScriptsInjector } from './scripts-injector';
import { UrlParamsCapture } from './url-params-capture';

/** Page chrome for the two navigation systems (basic: top header; panel: side panel + bottom tabs). */
export async function AppShell({
  nav,
  hasCookieConsent,
  isBot,
  warmUp,
  children,
}: {
  nav: TNavigationSystem;
  hasCookieConsent: boolean;
  isBot: boolean;
  /** The inline warm-up script (src/lib/warm-up-script.ts). */
  warmUp: string;
  children: ReactNode;
}) {
  const t = await getServerT();
  // The in-house game client (/games/house/*) is chromeless: ChromeOnly drops the chrome there.
  const skip = (
    <ChromeOnly>
      <a href="#main" className="skip-link" data-testid="skip-link">
        {t('a11y.skip.to.content')}
      </a>
    </ChromeOnly>
  );
  // The cookie notice comes right after the skip link in the document (it is fixed to the bottom of the screen):
  // a new visitor's largest paint is its text, and early in the HTML it is painted with the page's first frame
  // instead of a later one after the scripts have run (docs/performance.md, "Lighthouse").
  // The warm-up script comes after the notice: the frame it asks for then never shows the notice half parsed
  // (a notice that grows while the rest of it is parsed is a layout shift).
  const notice = (
    <>
      <ChromeOnly>
        <CookieNotice hasConsent={hasCookieConsent} isBot={isBot} />
      </ChromeOnly>
      <script dangerouslySetInnerHTML={{ __html: warmUp }} />
      {/* Every page, game pages too: the browser's offer to install the site is kept for our own prompt. */}
      <script dangerouslySetInnerHTML={{ __html: INSTALL_CAPTURE_SCRIPT }} />
    </>
  );
  const extras = (
    <ChromeOnly>
      <ModalHost />
      <ScriptsInjector />
      <UrlParamsCapture />
      <SessionGuardLoader />
      <CountryBlockLoader isBot={isBot} />
      <MarketingEvents />
      <CreditNoticesLoader />
      <ChatLoader />
      <InstallPromptLoader hasCookieConsent={hasCookieConsent} />
      <TourLoader />
    </ChromeOnly>
  );
  // Self-excluded or frozen players see why and until when, above every page (issue #8).
  const banner = (
    <ChromeOnly>
      <ProtectionBannerSlot />
    </ChromeOnly>
  );
  if (nav === 'panel') {
    return (
      <div className="has-tabs min-h-dvh">
        {skip}
        {notice}
        <ChromeOnly>
          <SidePanel />
        </ChromeOnly>
        <div className="flex min-h-dvh flex-col pb-16 lg:ps-64 lg:pb-0">
          <ChromeOnly>
            <PanelTopBar />
          </ChromeOnly>
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {banner}
            {children}
          </main>
          <ChromeOnly>
            <Footer />
          </ChromeOnly>
        </div>
        <ChromeOnly>
          <BottomTabs />
        </ChromeOnly>
        {extras}
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      {skip}
      {notice}
      <ChromeOnly>
        <BasicHeader />
      </ChromeOnly>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {banner}
        {children}
      </main>
      <ChromeOnly>
        <Footer />
      </ChromeOnly>
      {extras}
    </div>
  );
}
