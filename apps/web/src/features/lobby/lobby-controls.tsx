'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import { defaultGameSort } from '@croupier/contracts/constants';
import { GAME_SORTS } from './lobby-query';
import { LuckyPickButton } from './lucky-pick-button';
import { IconSearch } from './lobby-icons';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search, sort, provider filter and lucky pick. Every change is written to the URL query
 * (`?search=&sort=&provider=`; `page` is reset) so the page renders on the server and the link is shareable.
 */
export function LobbyControls({ providers, category, isProviderFixed = false }: { providers: { id: string; name: string }[]; category?: string; isProviderFixed?: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const urlSearch = searchParams.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setSearch(urlSearch), [urlSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The list's own order ("New": newest first) needs no ?sort=; any other choice is kept in the URL.
  const defaultSort = defaultGameSort(category ?? searchParams.get('category'));
  const navigate = (changes: Record<string, string>, isReplace = false) => {
    const params = new URLSearchParams(searchParams.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v && !(k === 'sort' && v === defaultSort)) params.set(k, v);
      else params.delete(k);
    }
    params.delete('page');
    params.delete('modal');
    const qs = params.toString();
    const href = qs ? `${pathname}?${qs}` : pathname;
    startTransition(() => (isReplace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
  };

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate({ search: value.trim() }, true), SEARCH_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      data-tour="games"
      className="flex flex-col gap-3 md:flex-row md:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        navigate({ search: search.trim() }, true);
      }}
      aria-busy={isPending}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor="lobby-search" className="sr-only">
          {t('lobby.search.label')}
        </label>
        <span className="pointer-events-none absolute inset-y-0 start-3.5 grid place-items-center text-muted">
          {isPending ? <span className="spinner" aria-hidden="true" /> : <IconSearch size={18} />}
        </span>
        <input
          id="lobby-search"
          type="search"
          className="field-control ps-11"
          placeholder={t('lobby.search.placeholder')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="lobby-search"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
        <div className="min-w-0 md:w-44">
          <label htmlFor="lobby-sort" className="mb-1 block text-xs font-semibold text-muted">
            {t('lobby.sort.label')}
          </label>
          <select
            id="lobby-sort"
            className="field-control"
            value={searchParams.get('sort') ?? defaultSort}
            onChange={(e) => navigate({ sort: e.target.value })}
            data-testid="lobby-sort"
          >
            {GAME_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`lobby.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {isProviderFixed ? null : (
          <div className="min-w-0 md:w-48">
            <label htmlFor="lobby-provider" className="mb-1 block text-xs font-semibold text-muted">
              {t('lobby.provider.label')}
            </label>
            <select
              id="lobby-provider"
              className="field-control"
              value={searchParams.get('provider') ?? ''}
              onChange={(e) => navigate({ provider: e.target.value })}
              data-testid="lobby-provider"
            >
              <option value="">{t('lobby.provider.all')}</option>
              {providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <LuckyPickButton category={category} className="col-span-2 md:col-span-1" />
      </div>
    </form>
  );
}
