import type { TMenuItem } from '@croupier/contracts';
import { DEFAULT_MENU } from '@croupier/contracts/menu';
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

/** §2 default navigation (shared with the seed), used when a site has no menu setting. */
export function defaultMenu(): TMenuItem[] {
  return structuredClone([...DEFAULT_MENU]);
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
