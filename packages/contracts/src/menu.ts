import type { TMenuItem } from './settings';

/**
 * §2 default navigation of one design setup: Tournaments, VIP, an Info group
 * (Profile details, Wallet, Responsibility) and Contacts. Seeded as the site's
 * `menu` setting and used by the web app when a site has none.
 */
export const DEFAULT_MENU: readonly TMenuItem[] = [
  { id: 'tournaments', labelKey: 'menu.tournaments', key: 'tournaments', icon: 'trophy', scope: 'any' },
  { id: 'vip', labelKey: 'menu.vip', href: '/vip-club', icon: 'crown', scope: 'any' },
  {
    id: 'info',
    labelKey: 'menu.info',
    icon: 'info',
    scope: 'any',
    children: [
      { id: 'profile-details', labelKey: 'menu.profile.details', key: 'profile', scope: 'user' },
      // The wallet entry opens the cashier (issue #5).
      { id: 'wallet', labelKey: 'menu.wallet', key: 'deposit', scope: 'user' },
      { id: 'responsibility', labelKey: 'menu.responsibility', href: '/responsible-gambling', scope: 'any' },
    ],
  },
  { id: 'contacts', labelKey: 'menu.contacts', href: '/contacts', icon: 'mail', scope: 'any' },
];
