'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { CURRENCY_COOKIE } from '@croupier/contracts/constants';
import type { TUserDetails } from '@croupier/contracts';
import { api, errorMessageKey, isApiError } from '@/lib/api';
import { getCookie } from '@/lib/cookies';
import { useAuth } from '../auth/auth-context';
import { IconCheck, IconChevronDown } from '../ui/icons';
import { useDisclosure } from '../ui/use-disclosure';
import { useMoneyFormat } from './use-money-format';

const accountCurrencyKey = (userId: string) => `accountCurrency:${userId}`;

/**
 * The player's account currency. get-user-details answers with the active currency; without a
 * currency cookie that is the account currency, so it is remembered for when another one is active.
 */
function useAccountCurrency(user: TUserDetails | null): string | null {
  const [code, setCode] = useState<string | null>(null);
  const userId = user?.getUser.userId;
  const currencyCode = user?.getUser.currencyCode;
  useEffect(() => {
    if (!userId || !currencyCode) return;
    try {
      if (!getCookie(CURRENCY_COOKIE)) localStorage.setItem(accountCurrencyKey(userId), currencyCode);
      setCode(localStorage.getItem(accountCurrencyKey(userId)));
    } catch {
      setCode(null);
    }
  }, [userId, currencyCode]);
  return code;
}

/** Wallet currencies to offer: the account currency, the active one and every currency the player holds. */
export function currencyOptions(user: TUserDetails, accountCurrency: string | null): { code: string; total: number }[] {
  const codes = [accountCurrency, user.getUser.currencyCode, ...user.wallets.map((w) => w.currency)].filter((c): c is string => !!c);
  return [...new Set(codes)].map((code) => ({
    code,
    total:
      code === user.getUser.currencyCode ? user.userWallet.totalAmount : (user.wallets.find((w) => w.currency === code)?.totalAmount ?? 0),
  }));
}

/** useMultiWallet: choose the active wallet currency (POST set-currency, then user details are refetched). */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const format = useMoneyFormat();
  const { isOpen, setIsOpen, close, rootRef, triggerRef } = useDisclosure();
  const listRef = useRef<HTMLUListElement | null>(null);
  const baseId = useId();
  const [activeIndex, setActiveIndex] = useState(0);
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accountCurrency = useAccountCurrency(user);
  const options = user ? currencyOptions(user, accountCurrency) : [];
  const current = user?.getUser.currencyCode ?? '';

  useEffect(() => {
    if (isOpen) listRef.current?.focus();
    else setError(null);
  }, [isOpen]);

  if (!user) return null;

  const open = (index?: number) => {
    const selected = Math.max(0, options.findIndex((o) => o.code === current));
    setActiveIndex(index ?? selected);
    setIsOpen(true);
  };

  const choose = async (code: string) => {
    if (pendingCode) return;
    if (code === current) {
      close();
      triggerRef.current?.focus();
      return;
    }
    setPendingCode(code);
    setError(null);
    try {
      await api.post('/api/user/set-currency', { currencyCode: code });
      await refreshUser();
      // Every figure on the page may be in the active currency (transactions, VIP points, rakeback, races):
      // refresh whatever is shown, not only the user's own queries.
      void queryClient.invalidateQueries();
      close();
      triggerRef.current?.focus();
    } catch (e) {
      setError(isApiError(e) && e.fields?.currencyCode ? e.fields.currencyCode : errorMessageKey(e));
    } finally {
      setPendingCode(null);
    }
  };

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (isOpen) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      open(e.key === 'ArrowUp' ? options.length - 1 : undefined);
    }
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    if (e.key === 'ArrowDown') setActiveIndex((i) => Math.min(last, i + 1));
    else if (e.key === 'ArrowUp') setActiveIndex((i) => Math.max(0, i - 1));
    else if (e.key === 'Home') setActiveIndex(0);
    else if (e.key === 'End') setActiveIndex(last);
    else if (e.key === 'Enter' || e.key === ' ') {
      const option = options[activeIndex];
      if (option) void choose(option.code);
    } else if (e.key === 'Tab') {
      close();
      return;
    } else return;
    e.preventDefault();
  };

  const listId = `${baseId}-list`;
  return (
    <div className="relative self-stretch border-s border-line" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="flex h-full min-h-11 items-center gap-1 rounded-e-[var(--r-control)] px-2.5 text-xs font-extrabold tracking-wide hover:bg-surface-2"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={t('currency.switcher.label', { currency: current })}
        onClick={() => (isOpen ? close() : open())}
        onKeyDown={onTriggerKeyDown}
        data-testid="currency-switcher"
      >
        {current}
        <IconChevronDown size={14} />
      </button>
      {isOpen ? (
        <div className="card absolute end-0 top-full z-50 mt-2 w-60 p-2" data-testid="currency-switcher-popup">
          <p className="px-3 pb-2 pt-1 text-xs font-bold uppercase tracking-wide text-muted" id={`${baseId}-title`}>
            {t('currency.switcher.title')}
          </p>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-labelledby={`${baseId}-title`}
            aria-activedescendant={options[activeIndex] ? `${baseId}-opt-${options[activeIndex].code}` : undefined}
            aria-busy={!!pendingCode}
            className="flex flex-col gap-0.5 outline-none"
            onKeyDown={onListKeyDown}
            data-testid="currency-switcher-list"
          >
            {options.map((o, i) => {
              const isSelected = o.code === current;
              const isActive = i === activeIndex;
              return (
                <li
                  key={o.code}
                  id={`${baseId}-opt-${o.code}`}
                  role="option"
                  aria-selected={isSelected}
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm ${isActive ? 'bg-surface-2 ring-2 ring-focus' : 'hover:bg-surface-2'}`}
                  onMouseEnter={() => setActiveIndex(i)}
                  onClick={() => void choose(o.code)}
                  data-testid={`currency-option-${o.code}`}
                >
                  <span className="w-12 font-extrabold">{o.code}</span>
                  <span className="flex-1 text-end tabular-nums text-muted">{format(o.total, o.code)}</span>
                  <span className="grid w-5 place-items-center text-primary">
                    {pendingCode === o.code ? <span className="spinner" aria-hidden="true" /> : isSelected ? <IconCheck size={16} /> : null}
                  </span>
                </li>
              );
            })}
          </ul>
          {error ? (
            <p role="alert" className="mt-2 px-3 text-xs font-semibold text-danger" data-testid="currency-switcher-error">
              {t(error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
