'use client';

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../shell/app-link';
import { IconKey, IconReceipt, IconUser } from '../ui/icons';

const TABS = [
  { pageKey: 'profile', labelKey: 'profile.my.profile', icon: IconUser, testId: 'profile-tab-overview' },
  { pageKey: 'edit-profile', labelKey: 'profile.information', icon: IconUser, testId: 'profile-tab-edit' },
  { pageKey: 'password', labelKey: 'profile.password', icon: IconKey, testId: 'profile-tab-password' },
  { pageKey: 'transactions', labelKey: 'profile.transactions', icon: IconReceipt, testId: 'profile-tab-transactions' },
] as const;

export function ProfileTabs() {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement | null>(null);
  // Phones scroll the row of sections: keep the current one in view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <nav ref={navRef} aria-label={t('profile.sections')} className="-mx-1 overflow-x-auto lg:mx-0">
      <ul className="flex gap-1 px-1 lg:flex-col">
        {TABS.map((tab) => (
          <li key={tab.pageKey}>
            <AppLink pageKey={tab.pageKey} className="nav-link panel-link whitespace-nowrap lg:w-full" data-testid={tab.testId}>
              <tab.icon size={18} /> {t(tab.labelKey)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
