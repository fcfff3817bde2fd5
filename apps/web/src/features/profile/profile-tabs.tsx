'use client';

import { useEffect, useRef, type ComponentType } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import { usePageUrl } from '@/lib/route-keys';
import { AppLink } from '../shell/app-link';
import { IconGift, IconKey, IconReceipt, IconShield, IconUser, IconWallet } from '../ui/icons';
import { IconClock, IconGauge, IconGhost, IconSnowflake } from '../protection/protection-icons';

type TTab = {
  labelKey: string;
  icon: ComponentType<{ size?: number; className?: string }>;
  testId: string;
  /** A navigation key (resolved through pageUrlSetup) or a path. */
  pageKey?: string;
  href?: string;
  /** Other paths of the same section (`/profile2/*` twins): the tab is current there too. */
  aliases?: readonly string[];
};

const TABS: readonly TTab[] = [
  { pageKey: 'profile', labelKey: 'profile.my.profile', icon: IconUser, testId: 'profile-tab-overview', aliases: ['/profile2/my-profile'] },
  { href: '/profile2/balance', labelKey: 'profile.balance', icon: IconWallet, testId: 'profile-tab-balance' },
  { href: '/profile2/my-bonuses', labelKey: 'bonus.my.title', icon: IconGift, testId: 'profile-tab-bonuses', aliases: ['/bonuses'] },
  { pageKey: 'edit-profile', labelKey: 'profile.information', icon: IconUser, testId: 'profile-tab-edit' },
  { pageKey: 'password', labelKey: 'profile.password', icon: IconKey, testId: 'profile-tab-password' },
  {
    pageKey: 'transactions',
    labelKey: 'profile.transactions',
    icon: IconReceipt,
    testId: 'profile-tab-transactions',
    aliases: ['/profile2/my-history'],
  },
  {
    pageKey: 'verification',
    labelKey: 'kyc.title',
    icon: IconShield,
    testId: 'profile-tab-verification',
    aliases: ['/account/verification', '/profile2/verification'],
  },
  { href: '/profile2/limits', labelKey: 'limits.title', icon: IconGauge, testId: 'profile-tab-limits', aliases: ['/profile/limits'] },
  { href: '/profile/responsible-gaming', labelKey: 'rg.title', icon: IconShield, testId: 'profile-tab-responsible-gaming' },
  { href: '/profile/session-limit', labelKey: 'limits.session.title', icon: IconClock, testId: 'profile-tab-session-limit' },
  { href: '/profile/bet-limits', labelKey: 'limits.bet.title', icon: IconGauge, testId: 'profile-tab-bet-limits' },
  {
    href: '/profile/monthly-winnings-limit',
    labelKey: 'limits.monthlyWinnings.title',
    icon: IconGauge,
    testId: 'profile-tab-winnings-limit',
  },
  { href: '/profile2/freeze-account', labelKey: 'freeze.title', icon: IconSnowflake, testId: 'profile-tab-freeze' },
  { href: '/profile/privacy', labelKey: 'privacy.title', icon: IconGhost, testId: 'profile-tab-privacy' },
  { href: '/profile/refer-a-friend', labelKey: 'referral.title', icon: IconGift, testId: 'profile-tab-referral' },
];

export function ProfileTabs() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const resolve = usePageUrl();
  const navRef = useRef<HTMLElement | null>(null);
  // Phones scroll the row of sections: keep the current one in view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  const isCurrent = (tab: TTab) => {
    const path = (tab.pageKey ? resolve(tab.pageKey).href : tab.href!).split('?')[0];
    return path === pathname || !!tab.aliases?.includes(pathname);
  };
  return (
    <nav ref={navRef} aria-label={t('profile.sections')} className="-mx-1 overflow-x-auto lg:mx-0 lg:overflow-visible">
      <ul className="flex gap-1 px-1 lg:flex-col">
        {TABS.map((tab) => (
          <li key={tab.testId}>
            <AppLink
              {...(tab.pageKey ? { pageKey: tab.pageKey } : { href: tab.href! })}
              isActiveMatch={false}
              aria-current={isCurrent(tab) ? 'page' : undefined}
              className="nav-link panel-link whitespace-nowrap lg:w-full lg:whitespace-normal lg:text-start"
              data-testid={tab.testId}
            >
              <tab.icon size={18} className="shrink-0" /> {t(tab.labelKey)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
