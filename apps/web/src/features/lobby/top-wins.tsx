'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import type { TTopWin } from '@croupier/contracts';
import { api } from '@/lib/api';
import { connectRealtime, SOCKET_EVENT_MAP } from '@/lib/socket';
import { useModalStack } from '@/lib/modal-stack';
import { IconTrophy } from '../ui/icons';
import { useAuth } from '../auth/auth-context';
import { useMoneyFormat } from '../shell/use-money-format';
import { formatMultiplier, gameHref } from './game-links';
import { publicName } from '../ui/public-name';

/** The contract's TOP_WIN_TYPES (not imported: the contracts index would bring zod into the first load). */
const TOP_WIN_TYPES = ['my', 'all', 'high-rollers', 'multiplier'] as const;
type TTopWinType = (typeof TOP_WIN_TYPES)[number];
const LIMIT = 10;
const TAB_KEYS: Record<TTopWinType, string> = {
  my: 'lobby.topwins.tab.my',
  all: 'lobby.topwins.tab.all',
  'high-rollers': 'lobby.topwins.tab.high.rollers',
  multiplier: 'lobby.topwins.tab.multiplier',
};

const topWinsKey = (type: TTopWinType, isAuthenticated: boolean) => ['games', 'top-wins', type, isAuthenticated] as const;

function insertSorted(rows: TTopWin[], row: TTopWin, by: (r: TTopWin) => number): TTopWin[] {
  if (rows.some((r) => r.id === row.id)) return rows;
  return [...rows, row].sort((a, b) => by(b) - by(a) || b.at.localeCompare(a.at)).slice(0, LIMIT);
}

/** True once the element has come within `margin` of the viewport (then stays true). */
function useIsNearViewport<T extends Element>(margin = '300px'): [(el: T | null) => void, boolean] {
  const [isNear, setIsNear] = useState(false);
  const [el, setEl] = useState<T | null>(null);
  useEffect(() => {
    if (!el || isNear) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setIsNear(true);
    }, { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [el, isNear, margin]);
  return [setEl, isNear];
}

/**
 * Top wins tables (My Wins / All Wins / High Rollers / Multiplier Madness) with live `topWin` updates.
 * Below the fold: the rows, the currency list and (for guests) the live socket load only when the table comes
 * near the viewport, so none of it competes with the page's first load.
 */
export function TopWins() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated, isInitialized } = useAuth();
  const { open } = useModalStack();
  const queryClient = useQueryClient();
  const [sectionRef, isNear] = useIsNearViewport<HTMLElement>();
  const money = useMoneyFormat(isNear);
  const [type, setType] = useState<TTopWinType>('all');
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const isMyGuest = type === 'my' && !isAuthenticated;
  const wins = useQuery({
    queryKey: topWinsKey(type, isAuthenticated),
    queryFn: () => api.get<{ rows: TTopWin[] }>('/api/games/top-wins', { query: { type, limit: LIMIT } }),
    enabled: isNear && !isMyGuest,
    staleTime: 60_000,
  });

  // Guests get the broadcast too: a token-less socket once this table has come near the screen, while it is mounted.
  useEffect(() => {
    if (!isNear || !isInitialized || isAuthenticated) return;
    return connectRealtime(null);
  }, [isNear, isInitialized, isAuthenticated]);

  useEffect(() => {
    const onWin = (e: Event) => {
      const row = (e as CustomEvent<TTopWin>).detail;
      if (!row || typeof row.id !== 'string' || typeof row.win !== 'number') return;
      const update = (tp: TTopWinType, fn: (rows: TTopWin[]) => TTopWin[]) =>
        queryClient.setQueryData<{ rows: TTopWin[] }>(topWinsKey(tp, isAuthenticated), (d) => (d ? { rows: fn(d.rows) } : d));
      update('all', (rows) => (rows.some((r) => r.id === row.id) ? rows : [row, ...rows].slice(0, LIMIT)));
      update('multiplier', (rows) => insertSorted(rows, row, (r) => r.multiplier));
      // The server's rules: a bet worth €50 or more; wins ranked by their worth in euros (currencies differ).
      if (row.isHighRoller) update('high-rollers', (rows) => insertSorted(rows, row, (r) => r.winEur));
      if (isAuthenticated) void queryClient.invalidateQueries({ queryKey: topWinsKey('my', true) });
      setFreshIds((s) => new Set([...s, row.id]));
    };
    window.addEventListener(SOCKET_EVENT_MAP.topWin, onWin);
    return () => window.removeEventListener(SOCKET_EVENT_MAP.topWin, onWin);
  }, [queryClient, isAuthenticated]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TOP_WIN_TYPES.length - 1;
    const isRtl = document.documentElement.dir === 'rtl';
    let next = -1;
    if (e.key === (isRtl ? 'ArrowLeft' : 'ArrowRight')) next = index === last ? 0 : index + 1;
    else if (e.key === (isRtl ? 'ArrowRight' : 'ArrowLeft')) next = index === 0 ? last : index - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next < 0) return;
    e.preventDefault();
    setType(TOP_WIN_TYPES[next]!);
    tabRefs.current[next]?.focus();
  };

  const rows = wins.data?.rows ?? [];
  const playerName = (p: string) => publicName(p, t);
  return (
    <section ref={sectionRef} aria-labelledby="top-wins-title" className="card flex flex-col gap-4 p-4 md:p-6" data-testid="top-wins">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="top-wins-title" className="flex items-center gap-2 font-display text-xl font-extrabold tracking-tight md:text-2xl">
          <span className="text-primary">
            <IconTrophy size={22} />
          </span>
          {t('lobby.topwins.title')}
          <span className="badge ms-1 bg-success/15 text-success">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" /> {t('lobby.topwins.live')}
          </span>
        </h2>
        <div role="tablist" aria-label={t('lobby.topwins.title')} className="tabs max-sm:grid max-sm:grid-cols-2 lg:min-w-[34rem]">
          {TOP_WIN_TYPES.map((tp, i) => (
            <button
              key={tp}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`top-wins-tab-${tp}`}
              aria-selected={type === tp}
              aria-controls="top-wins-panel"
              tabIndex={type === tp ? 0 : -1}
              className="tab shrink-0 whitespace-nowrap px-3"
              onClick={() => setType(tp)}
              onKeyDown={(e) => onTabKey(e, i)}
              data-testid={`top-wins-tab-${tp}`}
            >
              {t(TAB_KEYS[tp])}
            </button>
          ))}
        </div>
      </div>
      <div id="top-wins-panel" role="tabpanel" aria-labelledby={`top-wins-tab-${type}`} tabIndex={0} className="min-h-40 outline-none">
        {isMyGuest ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="text-muted">{t('lobby.topwins.my.guest')}</p>
            <button type="button" className="btn btn-primary" onClick={() => open('login')}>
              {t('button.sign.in')}
            </button>
          </div>
        ) : wins.isPending ? (
          <div className="grid h-40 place-items-center text-muted" role="status" aria-label={t('msg.loading')}>
            <span className="spinner" />
          </div>
        ) : wins.isError ? (
          <p className="alert alert-error">{t('msg.try.again')}</p>
        ) : rows.length === 0 ? (
          <p className="py-10 text-center text-muted" data-testid="top-wins-empty">
            {t(type === 'my' ? 'lobby.topwins.empty.my' : 'lobby.topwins.empty')}
          </p>
        ) : (
          <table className="w-full border-separate border-spacing-y-1.5 text-sm">
            <thead className="text-start text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-1 text-start font-semibold">
                  {t('lobby.topwins.col.game')}
                </th>
                <th scope="col" className="hidden px-3 py-1 text-start font-semibold sm:table-cell">
                  {t('lobby.topwins.col.player')}
                </th>
                <th scope="col" className="hidden px-3 py-1 text-end font-semibold md:table-cell">
                  {t('lobby.topwins.col.bet')}
                </th>
                <th scope="col" className="px-3 py-1 text-end font-semibold">
                  {t('lobby.topwins.col.multiplier')}
                </th>
                <th scope="col" className="px-3 py-1 text-end font-semibold">
                  {t('lobby.topwins.col.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.id}
                  className="bg-bg-2/70 [&>td:first-child]:rounded-s-xl [&>td:last-child]:rounded-e-xl"
                  style={freshIds.has(r.id) ? { animation: 'pop-in 0.5s ease-out' } : undefined}
                  data-testid="top-wins-row"
                >
                  <td className="max-w-0 px-3 py-2.5">
                    <Link href={gameHref(r.gameSlug)} className="block truncate font-bold hover:text-primary">
                      {r.gameName}
                    </Link>
                    <span className="block truncate text-xs text-muted sm:hidden">{playerName(r.player)}</span>
                  </td>
                  <td className="hidden max-w-0 truncate px-3 py-2.5 text-muted sm:table-cell">{playerName(r.player)}</td>
                  <td className="hidden px-3 py-2.5 text-end tabular-nums text-muted md:table-cell">{money(r.bet, r.currency)}</td>
                  <td className="px-3 py-2.5 text-end">
                    <span className="badge bg-accent/15 tabular-nums text-accent">{formatMultiplier(r.multiplier, i18n.language)}</span>
                  </td>
                  <td className="px-3 py-2.5 text-end font-bold tabular-nums text-success">{money(r.win, r.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
