'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TMenuItem } from '@croupier/contracts';
import { usePageUrl } from '@/lib/route-keys';
import { useSettings } from '@/lib/settings-context';
import { useAuth } from '../auth/auth-context';
import { useDisclosure } from '../ui/use-disclosure';
import { IconChevronDown } from '../ui/icons';
import { AppLink } from './app-link';
import { defaultMenu, LOBBY_LINKS, NavIcon, visibleMenu } from './nav-items';

export function useMenu(): TMenuItem[] {
  const { settings } = useSettings();
  const { isAuthenticated } = useAuth();
  const menu = settings.menu?.length ? settings.menu : defaultMenu();
  return visibleMenu(menu, isAuthenticated);
}

function DropdownGroup({ item }: { item: TMenuItem }) {
  const { t } = useTranslation();
  const { isOpen, toggle, close, rootRef, triggerRef } = useDisclosure<HTMLLIElement>();
  const menuId = useId();
  return (
    <li className="relative" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="nav-link"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={toggle}
        data-testid={`nav-${item.id}`}
      >
        {t(item.labelKey)} <IconChevronDown size={16} />
      </button>
      {isOpen ? (
        <ul id={menuId} className="card absolute start-0 top-full z-50 mt-2 min-w-56 p-2" onClick={close}>
          {item.children?.map((c) => (
            <li key={c.id}>
              <AppLink pageKey={c.key} href={c.href} className="nav-link w-full" data-testid={`nav-${c.id}`}>
                {t(c.labelKey)}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

type TNavEntry = { kind: 'lobby'; id: string; labelKey: string; pageKey?: string; href?: string } | { kind: 'menu'; item: TMenuItem };

/** The destination of a link (page keys resolved), to show each destination once. */
function useDestination(): (link: { key?: string | undefined; pageKey?: string | undefined; href?: string | undefined }) => string | null {
  const resolve = usePageUrl();
  return (link) => {
    const key = link.pageKey ?? link.key;
    const href = key ? resolve(key).href : link.href;
    return href ? href.split('?')[0]!.replace(/\/+$/, '') || '/' : null;
  };
}

/**
 * Horizontal navigation of the basic header (desktop): Casino and Live casino first, then the site
 * menu (Tournaments, VIP, Info, Contacts). The site menu may itself hold the casino entry (the
 * seeded menu does): every destination is shown once, whichever list it comes from.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  const menu = useMenu();
  const destination = useDestination();
  const casinoItem = menu.find((i) => !i.children && destination(i) === destination({ pageKey: 'casino' }));
  const lobby: TNavEntry[] = [
    casinoItem ? { kind: 'menu', item: casinoItem } : { kind: 'lobby', id: 'casino', labelKey: 'menu.casino', pageKey: 'casino' },
    { kind: 'lobby', id: 'live', labelKey: 'menu.live.casino', href: '/casino/live-casino' },
  ];
  const seen = new Set<string>();
  const entries: TNavEntry[] = [];
  for (const e of [...lobby, ...menu.map((item): TNavEntry => ({ kind: 'menu', item }))]) {
    const target = e.kind === 'lobby' ? destination(e) : e.item.children ? `group:${e.item.id}` : destination(e.item);
    const id = e.kind === 'lobby' ? e.id : e.item.id;
    if (seen.has(`id:${id}`) || (target && seen.has(target))) continue;
    seen.add(`id:${id}`);
    if (target) seen.add(target);
    entries.push(e);
  }
  return (
    <nav aria-label={t('nav.main')} className="hidden min-w-0 lg:block">
      <ul className="flex items-center gap-0.5">
        {entries.map((e) =>
          e.kind === 'lobby' ? (
            <li key={e.id}>
              <AppLink pageKey={e.pageKey} href={e.href} className="nav-link" data-testid={`nav-${e.id}`}>
                {t(e.labelKey)}
              </AppLink>
            </li>
          ) : e.item.children ? (
            <DropdownGroup key={e.item.id} item={e.item} />
          ) : (
            <li key={e.item.id}>
              <AppLink pageKey={e.item.key} href={e.item.href} className="nav-link" data-testid={`nav-${e.item.id}`}>
                {t(e.item.labelKey)}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Vertical list with icons (panel, drawers). */
export function NavList({ onNavigate, isLobbyShown = true }: { onNavigate?: () => void; isLobbyShown?: boolean }) {
  const { t } = useTranslation();
  const destination = useDestination();
  const lobbyTargets = new Set(LOBBY_LINKS.map((l) => destination(l)));
  // Menu entries that repeat a lobby link (same id or same destination) are left out.
  const menu = useMenu().filter(
    (i) => !(isLobbyShown && (LOBBY_LINKS.some((l) => l.id === (i.key ?? i.id)) || (!i.children && lobbyTargets.has(destination(i))))),
  );
  const linkClass = 'nav-link panel-link w-full !justify-start !gap-3 !text-[0.9375rem]';
  return (
    <div className="flex flex-col gap-5" onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate?.()}>
      {isLobbyShown ? (
        <div>
          <p className="px-3.5 pb-1.5 text-xs font-bold uppercase tracking-wider text-muted">{t('nav.section.lobby')}</p>
          <ul className="flex flex-col gap-0.5">
            {LOBBY_LINKS.map((l) => (
              <li key={l.id}>
                <AppLink {...('pageKey' in l ? { pageKey: l.pageKey } : { href: l.href })} className={linkClass} data-testid={`nav-${l.id}`}>
                  <NavIcon name={l.icon} /> {t(l.labelKey)}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <p className="px-3.5 pb-1.5 text-xs font-bold uppercase tracking-wider text-muted">{t('nav.section.menu')}</p>
        <ul className="flex flex-col gap-0.5">
          {menu.map((item) =>
            item.children ? (
              <li key={item.id} className="mt-1">
                <p className="flex min-h-10 items-center gap-3 px-3.5 text-sm font-bold text-fg">
                  <NavIcon name={item.icon ?? item.id} /> {t(item.labelKey)}
                </p>
                <ul className="ms-[1.375rem] flex flex-col gap-0.5 border-s border-line ps-2">
                  {item.children.map((c) => (
                    <li key={c.id}>
                      <AppLink pageKey={c.key} href={c.href} className={linkClass} data-testid={`nav-${c.id}`}>
                        {t(c.labelKey)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.id}>
                <AppLink pageKey={item.key} href={item.href} className={linkClass} data-testid={`nav-${item.id}`}>
                  <NavIcon name={item.icon ?? item.id} /> {t(item.labelKey)}
                </AppLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
