'use client';

import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { useDisclosure } from '../ui/use-disclosure';
import { startTour } from '../tour/tour-loader';
import { IconChevronDown, IconCompass, IconKey, IconLogOut, IconReceipt, IconShield, IconUser, IconWallet } from '../ui/icons';
import { BalanceBreakdown } from './balance';
import { AppLink } from './app-link';

export function initialsOf(first?: string | null, last?: string | null, fallback?: string | null): string {
  const s = `${first?.[0] ?? ''}${last?.[0] ?? ''}`.trim();
  return (s || fallback?.[0] || '?').toUpperCase();
}

/** Player menu: balance breakdown (cash, bonus, total), profile, edit profile, password, transactions, sign out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const { isOpen, toggle, close, rootRef, triggerRef } = useDisclosure();
  if (!user) return null;
  const u = user.getUser;
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username || u.email || t('profile.player');
  const itemClass = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-semibold text-fg hover:bg-surface-2';
  return (
    <div className="relative" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="flex min-h-11 items-center gap-2 rounded-[var(--r-control)] px-1.5 hover:bg-surface-2"
        aria-expanded={isOpen}
        aria-haspopup="true"
        aria-label={t('header.profile.menu')}
        data-testid="profile-menu-button"
        data-tour="account"
        onClick={toggle}
      >
        {/* The initials are a picture of the player, not the button's label: drawn by CSS from an attribute, so the
            button has no text that could contradict its name (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <span
          className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-primary to-primary-2 text-sm font-extrabold text-on-primary before:content-[attr(data-initials)]"
          data-initials={initialsOf(u.firstName, u.lastName, u.username ?? u.email)}
          data-testid="profile-initials"
          aria-hidden="true"
        />
        <IconChevronDown size={16} />
      </button>
      {isOpen ? (
        <div
          className="card absolute end-0 top-full z-50 mt-2 w-64 p-2"
          data-testid="profile-menu"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a,button')) close();
          }}
        >
          <div className="border-b border-line px-3 pb-3 pt-2">
            <p className="truncate font-bold">{name}</p>
            {u.email ? <p className="truncate text-xs text-muted">{u.email}</p> : null}
          </div>
          <BalanceBreakdown user={user} />
          <ul className="pt-2">
            <li>
              <AppLink pageKey="profile" className={itemClass}>
                <IconUser size={18} /> {t('profile.my.profile')}
              </AppLink>
            </li>
            <li>
              <AppLink pageKey="edit-profile" className={itemClass}>
                <IconUser size={18} /> {t('profile.edit')}
              </AppLink>
            </li>
            <li>
              <AppLink pageKey="password" className={itemClass}>
                <IconKey size={18} /> {t('profile.password')}
              </AppLink>
            </li>
            <li>
              <AppLink pageKey="deposit" className={itemClass} data-testid="profile-menu-deposit">
                <IconWallet size={18} /> {t('cashier.deposit')}
              </AppLink>
            </li>
            <li>
              <AppLink pageKey="withdraw" className={itemClass} data-testid="profile-menu-withdraw">
                <IconWallet size={18} /> {t('cashier.withdraw')}
              </AppLink>
            </li>
            <li>
              <AppLink pageKey="transactions" className={itemClass} data-testid="profile-menu-transactions">
                <IconReceipt size={18} /> {t('profile.transactions')}
              </AppLink>
            </li>
            <li>
              <AppLink href="/profile/responsible-gaming" className={itemClass} data-testid="profile-menu-responsible-gaming">
                <IconShield size={18} /> {t('rg.title')}
              </AppLink>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  // The tour gives focus back to what had it when it started: the menu's button, not this item.
                  triggerRef.current?.focus();
                  startTour();
                }}
                data-testid="profile-menu-tour"
              >
                <IconCompass size={18} /> {t('tour.menu.item')}
              </button>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={() => void signOut()} data-testid="sign-out">
                <IconLogOut size={18} /> {t('button.sign.out')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
