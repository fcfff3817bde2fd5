'use client';

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { TSessionEndReason } from '@croupier/contracts/constants';
import type { TUserDetails } from '@croupier/contracts';
import { api, isApiError } from '@/lib/api';
import { useQueryClient, type TQueryKey } from '@/lib/query';
import { clearAccessToken, getAccessToken, setAccessToken, syncAccessToken } from '@/lib/token';
import { isAuthOnlyPath } from '@/lib/route-keys';
import { connectRealtime, SOCKET_EVENT_MAP, type TWalletBalanceDetail } from '@/lib/socket';
import { isSessionEndReason, readSessionNotice, sessionEndedUrl, writeSessionNotice } from '../protection/session-timers';

/** §3 auth state. */
export interface TAuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  /** Self-excluded or frozen: withdrawals only. */
  isSelfExcluded: boolean;
  user: TUserDetails | null;
  depositCount: number;
  error: string | null;
}

export interface TAuthContext extends TAuthState {
  signIn: (accessToken: string) => Promise<TUserDetails | null>;
  signOut: (reason?: TSessionEndReason) => Promise<void>;
  refreshUser: () => Promise<TUserDetails | null>;
}

const AuthContext = createContext<TAuthContext | null>(null);

/** The end of the player's self-exclusion or freeze still running (the later one), or null (none, or permanent). */
function restrictionEnd(user: TUserDetails | null): string | null {
  const l = user?.getUser.userLimit;
  const ends = [l?.selfExclusion, l?.frozenUntil].filter((d): d is string => !!d && Date.parse(d) > Date.now());
  return ends.sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;
}

/**
 * §4 withdrawals only: a permanent self-exclusion, or a self-exclusion or freeze that has not ended yet (to the
 * minute). Kept apart from protection/restriction.ts (which tells which one), as every page loads this file.
 */
export function isSelfExcludedUser(user: TUserDetails | null): boolean {
  return !!user?.getUser.userLimit.isSelfExclusionPermanent || restrictionEnd(user) !== null;
}

/** Site-wide reference data ('admin' keys: countries, currencies, registration fields, location) is the same for every player. */
const isPlayerQuery = (key: TQueryKey) => key[0] !== 'admin';

/** Quiet period after the last wallet debit/credit event before user details are refetched. */
const WALLET_REFETCH_DEBOUNCE_MS = 1500;

/** Applies a `wallet:balance` event: the header wallet when it is the active currency, and the wallets list. */
export function withBalance(user: TUserDetails, b: TWalletBalanceDetail): TUserDetails {
  const isActive = !b.currency || b.currency === user.getUser.currencyCode;
  const entry = { amount: b.cash, nonCashAmount: b.nonCash, totalAmount: b.total };
  const wallets = b.currency
    ? user.wallets.some((w) => w.currency === b.currency)
      ? user.wallets.map((w) => (w.currency === b.currency ? { ...w, ...entry } : w))
      : [...user.wallets, { currency: b.currency, ...entry }]
    : user.wallets;
  return { ...user, wallets, userWallet: isActive ? entry : user.userWallet };
}

function stateFor(user: TUserDetails | null, isInitialized: boolean): TAuthState {
  return {
    isInitialized,
    isAuthenticated: !!user,
    isSelfExcluded: isSelfExcludedUser(user),
    user,
    depositCount: user?.depositCount ?? 0,
    error: null,
  };
}

export function AuthProvider({ initialUser, children }: { initialUser: TUserDetails | null; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState<TAuthState>(() => stateFor(initialUser, !!initialUser));

  const loadUser = useCallback(async (): Promise<TUserDetails | null> => {
    try {
      const user = await api.get<TUserDetails>('/api/user/get-user-details');
      setState(stateFor(user, true));
      return user;
    } catch (e) {
      const error = e instanceof Error ? e.message : 'msg.try.again';
      // A refresh that failed on the way (network, time-out, server error) keeps the signed-in player: only the server
      // saying the session is over (403, handled by the API client) or refusing it signs them out here.
      const isTransient = isApiError(e) && (e.status === 0 || e.status >= 500);
      setState((s) => (isTransient && s.user ? { ...s, error } : { ...stateFor(null, true), error }));
      return null;
    }
  }, []);

  // Another player (or none) now: what the last one's pages fetched is dropped, so none of it shows to the next one
  // on a shared device; the new player's shown queries fetch again (a guest's would only be refused).
  const queryClient = useQueryClient();
  const userId = state.user?.getUser.userId ?? null;
  const cachedFor = useRef(userId);
  useEffect(() => {
    if (cachedFor.current === userId) return;
    cachedFor.current = userId;
    void queryClient.resetQueries({ predicate: isPlayerQuery, isRefetched: userId !== null });
  }, [userId, queryClient]);

  // A self-exclusion or freeze that ends while the page is open (a 1-hour cool-off) lifts then, not at the next reload.
  const exclusionEnd = state.isSelfExcluded ? restrictionEnd(state.user) : undefined;
  useEffect(() => {
    const ms = exclusionEnd ? Date.parse(exclusionEnd) - Date.now() : NaN;
    if (!(ms > 0 && ms < 2 ** 31)) return;
    const id = setTimeout(() => void loadUser(), ms + 1000);
    return () => clearTimeout(id);
  }, [exclusionEnd, loadUser]);

  // Initialise: a token only in storage (or only in the cookie) is synced, then the user loaded.
  useEffect(() => {
    const token = syncAccessToken();
    if (initialUser) return;
    if (token) void loadUser();
    // A transition: the page's content still hydrating (Suspense boundaries below the fold) is not forced to hydrate
    // in one long task by this context change.
    else startTransition(() => setState((s) => (s.isInitialized ? s : { ...s, isInitialized: true })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // §4 a balance update replaces the wallet amounts (of the active currency; other currencies
  // only update their entry in `wallets`). Debits and credits also refetch the details, debounced,
  // so figures the event does not carry (and a missed balance event) catch up.
  useEffect(() => {
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    const onBalance = (e: Event) => {
      const detail = (e as CustomEvent<TWalletBalanceDetail>).detail;
      setState((s) => (s.user ? { ...s, user: withBalance(s.user, detail) } : s));
    };
    const onMovement = () => {
      clearTimeout(refetchTimer);
      refetchTimer = setTimeout(() => void loadUser(), WALLET_REFETCH_DEBOUNCE_MS);
    };
    const onDeposit = () => void loadUser();
    window.addEventListener(SOCKET_EVENT_MAP.balance, onBalance);
    window.addEventListener(SOCKET_EVENT_MAP.credit, onMovement);
    window.addEventListener(SOCKET_EVENT_MAP.globalCredit, onMovement);
    window.addEventListener(SOCKET_EVENT_MAP.debit, onMovement);
    window.addEventListener(SOCKET_EVENT_MAP.deposit, onDeposit);
    return () => {
      clearTimeout(refetchTimer);
      window.removeEventListener(SOCKET_EVENT_MAP.balance, onBalance);
      window.removeEventListener(SOCKET_EVENT_MAP.credit, onMovement);
      window.removeEventListener(SOCKET_EVENT_MAP.globalCredit, onMovement);
      window.removeEventListener(SOCKET_EVENT_MAP.debit, onMovement);
      window.removeEventListener(SOCKET_EVENT_MAP.deposit, onDeposit);
    };
  }, [loadUser]);

  // Realtime socket while signed in.
  const isAuthenticated = state.isAuthenticated;
  useEffect(() => {
    if (!isAuthenticated) return;
    const token = getAccessToken();
    if (!token) return;
    return connectRealtime(token);
  }, [isAuthenticated]);

  // Session ended (spec §3 reasons): by the server over the socket (SESSION_EXPIRED, ACCOUNT_LOCKED,
  // SECURITY_LOGOUT, CONCURRENT_SESSION, SYSTEM_MAINTENANCE), by the inactivity timer or in another tab
  // (the session guard dispatches the same event). Clear the token, keep the notice, show the modal at once.
  useEffect(() => {
    const onEnded = (e: Event) => {
      const detail = (e as CustomEvent<{ reason?: unknown; time?: unknown } | null>).detail;
      const reason = isSessionEndReason(detail?.reason) ? detail.reason : 'SESSION_EXPIRED';
      const time = typeof detail?.time === 'string' && !Number.isNaN(Date.parse(detail.time)) ? detail.time : new Date().toISOString();
      // The same ending announced again (another tab stored it): keep what that tab stored.
      const stored = readSessionNotice();
      if (stored?.reason !== reason || stored.time !== time) writeSessionNotice({ reason, time });
      clearAccessToken();
      setState(stateFor(null, true));
      router.replace(sessionEndedUrl(window.location));
    };
    window.addEventListener(SOCKET_EVENT_MAP.sessionEnded, onEnded);
    return () => window.removeEventListener(SOCKET_EVENT_MAP.sessionEnded, onEnded);
  }, [router]);

  const signIn = useCallback(
    async (accessToken: string) => {
      setAccessToken(accessToken);
      const user = await loadUser();
      router.refresh();
      return user;
    },
    [loadUser, router],
  );

  const signOut = useCallback(
    async (reason: TSessionEndReason = 'USER_INITIATED') => {
      try {
        await api.post('/api/user/logout', { reason }, { isSessionCheckSkipped: true });
      } catch {
        /* the token is cleared either way */
      }
      clearAccessToken();
      setState(stateFor(null, true));
      if (isAuthOnlyPath(pathname)) router.replace('/');
      else router.refresh();
    },
    [pathname, router],
  );

  const value = useMemo<TAuthContext>(() => ({ ...state, signIn, signOut, refreshUser: loadUser }), [state, signIn, signOut, loadUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthContext {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
