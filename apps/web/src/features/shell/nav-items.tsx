import type { TMenuItem } from '@croupier/contracts';
import type { ReactNode } from 'react';
import {
  IconCards,
  IconCrown,
  IconHome,
  IconInfo,
  IconLive,
  IconMail,
  IconShield,
  IconSlots,
  IconTrophy,
  IconUser,
  IconWallet,
  IconGift,
} from '../ui/icons';

/** Lobby links shown by every navigation system before the site menu. */
export const LOBBY_LINKS = [
  { id: 'home', labelKey: 'menu.home', href: '/', icon: 'home' },
  { id: 'casino', labelKey: 'menu.casino', pageKey: 'casino', icon: 'cards' },
  { id: 'slots', labelKey: 'menu.slots', href: '/casino/slots', icon: 'slots' },
  { id: 'live', labelKey: 'menu.live.casino', href: '/casino/live-casino', icon: 'live' },
] as const;

/** §2 default navigation: Tournaments, VIP, an Info group (Profile details, Wallet, Responsibility) and Contacts. */
export function defaultMenu(): TMenuItem[] {
  return [
    { id: 'tournaments', labelKey: 'menu.tournaments', key: 'tournaments', icon: 'trophy', scope: 'any' },
    { id: 'vip', labelKey: 'menu.vip', href: '/vip-club', icon: 'crown', scope: 'any' },
    {
      id: 'info',
      labelKey: 'menu.info',
      icon: 'info',
      scope: 'any',
      children: [
        { id: 'profile-details', labelKey: 'menu.profile.details', key: 'profile', scope: 'user' },
        { id: 'wallet', labelKey: 'menu.wallet', key: 'deposit', scope: 'user' },
        { id: 'responsibility', labelKey: 'menu.responsibility', href: '/responsible-gambling', scope: 'any' },
      ],
    },
    { id: 'contacts', labelKey: 'menu.contacts', href: '/contacts', icon: 'mail', scope: 'any' },
  ];
}

type TScoped = { scope: 'user' | 'guest' | 'any' };
export function isInScope(item: TScoped, isAuthenticated: boolean): boolean {
  return item.scope === 'any' || (item.scope === 'user' ? isAuthenticated : !isAuthenticated);
}

/** Menu items visible for the visitor (scope user/guest/any); empty groups are dropped. */
export function visibleMenu(menu: TMenuItem[], isAuthenticated: boolean): TMenuItem[] {
  return menu
    .filter((i) => isInScope(i, isAuthenticated))
    .map((i) => (i.children ? { ...i, children: i.children.filter((c) => isInScope(c, isAuthenticated)) } : i))
    .filter((i) => !i.children || i.children.length > 0);
}

const ICONS: Record<string, (p: { size?: number }) => ReactNode> = {
  home: IconHome,
  cards: IconCards,
  casino: IconCards,
  slots: IconSlots,
  live: IconLive,
  trophy: IconTrophy,
  tournaments: IconTrophy,
  crown: IconCrown,
  vip: IconCrown,
  info: IconInfo,
  mail: IconMail,
  contacts: IconMail,
  user: IconUser,
  profile: IconUser,
  wallet: IconWallet,
  shield: IconShield,
  gift: IconGift,
  promotions: IconGift,
};

export function NavIcon({ name, size = 20 }: { name?: string | undefined; size?: number }) {
  const Icon = (name && ICONS[name]) || IconInfo;
  return <Icon size={size} />;
}
