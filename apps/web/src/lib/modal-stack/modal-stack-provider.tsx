'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { AFTER_REG_PARAM, RETURN_TO_PARAM, withQuery } from '@croupier/contracts/routes';

export interface TModalStack {
  /** Identifiers in opening order; the last one is shown. */
  stack: readonly string[];
  activeModal: string | null;
  open: (id: string, query?: Record<string, string | null>) => void;
  close: (id: string, query?: Record<string, string | null>) => void;
  /** Closes `fromId` and opens `toId` in one navigation (e.g. login → register). */
  swap: (fromId: string, toId: string, query?: Record<string, string | null>) => void;
  isOpen: (id: string) => boolean;
}

const ModalStackContext = createContext<TModalStack | null>(null);

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * §2 modal stack driven by `?modal=`: opening adds the identifier once, closing
 * removes it (router.replace of the query). With the panel navigation system
 * and at least one modal open, page scrolling is locked.
 */
export function ModalStackProvider({ isScrollLockedWhenOpen, children }: { isScrollLockedWhenOpen: boolean; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const urlModal = searchParams.get('modal');
  const [stack, setStack] = useState<string[]>(() => (urlModal ? [urlModal] : []));
  const stackRef = useRef(stack);
  stackRef.current = stack;
  // Focus returns to what opened the first modal once the stack is empty.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    const el = document.activeElement as HTMLElement | null;
    if (el && !el.closest('[role="dialog"]')) returnFocusRef.current = el;
  };
  useEffect(() => {
    if (urlModal) return;
    const el = returnFocusRef.current;
    returnFocusRef.current = null;
    if (el && document.contains(el)) window.setTimeout(() => el.focus(), 0);
  }, [urlModal]);

  useEffect(() => {
    setStack((s) => {
      if (!urlModal) return s.length ? [] : s;
      return s.includes(urlModal) ? (s[s.length - 1] === urlModal ? s : [...s.filter((x) => x !== urlModal), urlModal]) : [...s, urlModal];
    });
  }, [urlModal, pathname]);

  useEffect(() => {
    const root = document.documentElement;
    const isLocked = isScrollLockedWhenOpen && !!urlModal;
    root.classList.toggle('is-scroll-locked', isLocked);
    return () => root.classList.remove('is-scroll-locked');
  }, [isScrollLockedWhenOpen, urlModal]);

  const open = useCallback(
    (id: string, query: Record<string, string | null> = {}) => {
      rememberFocus();
      setStack((s) => (s.includes(id) ? s : [...s, id]));
      router.replace(withQuery(currentUrl(), { ...query, modal: id }), { scroll: false });
    },
    [router],
  );

  const close = useCallback(
    (id: string, query: Record<string, string | null> = {}) => {
      const next = stackRef.current.filter((x) => x !== id);
      setStack(next);
      // Sign-in's own parameters (where to return, that it follows a sign-up) go with it, however it closes.
      const owned: Record<string, null> = id === 'login' ? { [RETURN_TO_PARAM]: null, [AFTER_REG_PARAM]: null } : {};
      router.replace(withQuery(currentUrl(), { ...owned, ...query, modal: next[next.length - 1] ?? null }), { scroll: false });
    },
    [router],
  );

  const swap = useCallback(
    (fromId: string, toId: string, query: Record<string, string | null> = {}) => {
      setStack((s) => [...s.filter((x) => x !== fromId && x !== toId), toId]);
      router.replace(withQuery(currentUrl(), { ...query, modal: toId }), { scroll: false });
    },
    [router],
  );

  const value = useMemo<TModalStack>(
    () => ({ stack, activeModal: urlModal, open, close, swap, isOpen: (id: string) => urlModal === id }),
    [stack, urlModal, open, close, swap],
  );
  return <ModalStackContext.Provider value={value}>{children}</ModalStackContext.Provider>;
}

export function useModalStack(): TModalStack {
  const ctx = useContext(ModalStackContext);
  if (!ctx) throw new Error('useModalStack outside ModalStackProvider');
  return ctx;
}
