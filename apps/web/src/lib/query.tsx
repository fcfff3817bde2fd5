'use client';

/**
 * The app's server-state cache. Components import from here, never from a query library.
 * A small in-house cache (about 1 KB gzip instead of TanStack Query's 8 KB; DESIGN.md §8 bundle budget)
 * that keeps TanStack Query's names and semantics for exactly this subset:
 *
 *   queryOptions({ queryKey, queryFn, enabled?, staleTime?, refetchInterval?, retry?, placeholderData? })
 *     returns its argument (typing helper, so one object feeds useQuery and the cache functions).
 *     queryFn receives { queryKey, signal }. Keys are arrays, compared by value (object keys sorted).
 *   useQuery(options) → { data, error, status, isPending, isLoading, isError, isSuccess, isFetching,
 *     isPlaceholderData, refetch() }
 *     - fetches on mount (in the next task, together with the commit's other mount fetches; and on key change /
 *       when `enabled` turns true) when there is no data, the data
 *       is older than `staleTime` (the app's client: 60 s; a bare QueryClient: 0) or was invalidated; concurrent
 *       fetches of a key are shared;
 *     - `enabled: false` never fetches (refetch() still does); `refetchInterval: ms` polls while mounted,
 *       enabled and the tab is visible;
 *     - `retry`: number of retries (the app's client: 1; a bare QueryClient: 3; false = none), 1 s, 2 s, 4 s … apart;
 *     - `placeholderData: keepPreviousData` (or a value / function of the previous data) is shown while a
 *       new key has no data yet (status 'success', isPlaceholderData true);
 *     - an error keeps earlier data (status 'error', data still there);
 *     - no refetch on window focus or reconnect (the app turned those off); no mutations.
 *   useQueryClient() → the QueryClient:
 *     invalidateQueries({ queryKey? }) marks every query whose key starts with queryKey as stale and
 *       refetches the ones an enabled useQuery shows (returns a promise of those refetches);
 *     setQueryData(key, dataOrUpdater) sets data (an updater returning undefined changes nothing); a fetch
 *       already under way is cancelled, so its older answer cannot overwrite the data just set;
 *     getQueryData(key).
 *     resetQueries({ predicate?, isRefetched? }) drops the data of matching queries (a fetch under way is cancelled)
 *       and, unless isRefetched is false, refetches those an enabled useQuery shows (another player signed in).
 *   new QueryClient({ defaultOptions?: { queries?: { staleTime?, retry?, gcTime? } } }) and
 *   <QueryClientProvider client={…}>: the app's cache and its provider (app-providers.tsx).
 *   Unobserved queries are dropped after gcTime (default 5 min).
 */
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

export type TQueryKey = readonly unknown[];

export interface TQueryFunctionContext<TKey extends TQueryKey = TQueryKey> {
  queryKey: TKey;
  signal: AbortSignal;
}

export interface TQueryOptions<TData, TKey extends TQueryKey = TQueryKey> {
  queryKey: TKey;
  queryFn: (context: TQueryFunctionContext<TKey>) => TData | Promise<TData>;
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  retry?: boolean | number;
  placeholderData?: NoInfer<TData> | ((previous: NoInfer<TData> | undefined) => NoInfer<TData> | undefined);
}

export type TQueryStatus = 'pending' | 'success' | 'error';

interface TQueryResultBase {
  error: Error | null;
  /** Pending and fetching: the first load. */
  isLoading: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<void>;
}
/** Narrowed by status like TanStack's: after `isPending` and `isError` checks, `data` is defined. */
export type TQueryResult<TData> = TQueryResultBase &
  (
    | { status: 'pending'; data: undefined; isPending: true; isSuccess: false; isError: false }
    | { status: 'success'; data: TData; isPending: false; isSuccess: true; isError: false }
    | { status: 'error'; data: TData | undefined; error: Error; isPending: false; isSuccess: false; isError: true }
  );

export interface TQueryState {
  data: unknown;
  error: Error | null;
  status: TQueryStatus;
  isFetching: boolean;
  updatedAt: number;
  isInvalidated: boolean;
}

interface TObserver {
  isEnabled: boolean;
  options: TQueryOptions<unknown>;
  /** Hash of the key this observer already ran its mount fetch check for. */
  checked?: string;
}

export interface TQuery {
  key: TQueryKey;
  hash: string;
  state: TQueryState;
  listeners: Set<() => void>;
  observers: Set<TObserver>;
  promise?: Promise<void>;
  controller?: AbortController;
  gcTimer?: ReturnType<typeof setTimeout>;
  subscribe: (listener: () => void) => () => void;
}

/** Typing helper: returns its argument. */
export function queryOptions<TData, TKey extends TQueryKey = TQueryKey>(options: TQueryOptions<TData, TKey>): TQueryOptions<TData, TKey> {
  return options;
}

/** placeholderData: keeps showing the previous key's data while the new key loads. */
export function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous;
}

/** A stable string for a key: JSON with object keys sorted. */
export function hashKey(key: TQueryKey): string {
  return JSON.stringify(key, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}

function startsWith(key: TQueryKey, prefix: TQueryKey): boolean {
  return prefix.length <= key.length && prefix.every((p, i) => hashKey([p]) === hashKey([key[i]]));
}

/** The cache stores every query's options without their data and key types. */
const erase = <TData, TKey extends TQueryKey>(options: TQueryOptions<TData, TKey>) => options as unknown as TQueryOptions<unknown>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TQueryClientConfig {
  defaultOptions?: { queries?: { staleTime?: number; retry?: boolean | number; gcTime?: number } };
}

export class QueryClient {
  private readonly queries = new Map<string, TQuery>();
  readonly staleTime: number;
  private readonly retry: boolean | number;
  private readonly gcTime: number;

  constructor(config: TQueryClientConfig = {}) {
    const q = config.defaultOptions?.queries ?? {};
    this.staleTime = q.staleTime ?? 0;
    this.retry = q.retry ?? 3;
    this.gcTime = q.gcTime ?? 5 * 60_000;
  }

  /** The cache entry of a key (created empty when missing). Internal to this module's hooks. */
  query(key: TQueryKey): TQuery {
    const hash = hashKey(key);
    let q = this.queries.get(hash);
    if (!q) {
      const listeners = new Set<() => void>();
      q = {
        key,
        hash,
        state: { data: undefined, error: null, status: 'pending', isFetching: false, updatedAt: 0, isInvalidated: false },
        listeners,
        observers: new Set(),
        subscribe: (listener) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      };
      this.queries.set(hash, q);
      this.scheduleGc(q);
    }
    return q;
  }

  getQueryData<TData = unknown>(key: TQueryKey): TData | undefined {
    return this.queries.get(hashKey(key))?.state.data as TData | undefined;
  }

  setQueryData<TData>(key: TQueryKey, updater: TData | undefined | ((previous: TData | undefined) => TData | undefined)): TData | undefined {
    const q = this.query(key);
    const data = typeof updater === 'function' ? (updater as (p: TData | undefined) => TData | undefined)(q.state.data as TData | undefined) : updater;
    if (data === undefined) return undefined;
    // A fetch started before this may answer with what the server had before the change that produced `data`.
    q.controller?.abort();
    q.controller = undefined;
    q.promise = undefined;
    this.set(q, { data, error: null, status: 'success', isFetching: false, updatedAt: Date.now(), isInvalidated: false });
    return data;
  }

  /** Marks matching queries stale; refetches those an enabled useQuery shows. */
  invalidateQueries(filters: { queryKey?: TQueryKey } = {}): Promise<void> {
    return this.each((q) => !filters.queryKey || startsWith(q.key, filters.queryKey), { isInvalidated: true }, true);
  }

  /** Drops matching queries' data (fetches under way are cancelled); refetches the shown ones unless told not to. */
  resetQueries(filters: { predicate?: (key: TQueryKey) => boolean; isRefetched?: boolean } = {}): Promise<void> {
    const reset = { data: undefined, error: null, status: 'pending', isFetching: false, updatedAt: 0, isInvalidated: false } as const;
    return this.each((q) => !filters.predicate || filters.predicate(q.key), reset, filters.isRefetched !== false, true);
  }

  private each(isMatch: (q: TQuery) => boolean, patch: Partial<TQueryState>, isRefetched: boolean, isCancelled = false): Promise<void> {
    const work: Promise<void>[] = [];
    for (const q of this.queries.values()) {
      if (!isMatch(q)) continue;
      if (isCancelled) {
        q.controller?.abort();
        q.controller = q.promise = undefined;
      }
      this.set(q, patch);
      const active = isRefetched && [...q.observers].find((o) => o.isEnabled);
      if (active) work.push(this.fetch(q, active.options, true));
    }
    return Promise.all(work).then(() => undefined);
  }

  /** True when a mount should fetch: no data, invalidated, or older than staleTime. */
  isStale(q: TQuery, staleTime = this.staleTime): boolean {
    const s = q.state;
    return s.status !== 'success' || s.isInvalidated || Date.now() - s.updatedAt >= staleTime;
  }

  /** Runs queryFn (with retries); a fetch already under way is shared unless `isRestarted`. */
  fetch(q: TQuery, options: TQueryOptions<unknown>, isRestarted = false): Promise<void> {
    if (q.promise && !isRestarted) return q.promise;
    q.controller?.abort();
    const controller = new AbortController();
    q.controller = controller;
    const retry = options.retry ?? this.retry;
    const retries = retry === true ? Infinity : retry === false ? 0 : retry;
    this.set(q, { isFetching: true });
    const run = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const data = await options.queryFn({ queryKey: q.key, signal: controller.signal });
          if (q.controller !== controller) return;
          this.set(q, { data, error: null, status: 'success', isFetching: false, updatedAt: Date.now(), isInvalidated: false });
          return;
        } catch (e) {
          if (q.controller !== controller) return;
          if (attempt >= retries) {
            this.set(q, { error: e instanceof Error ? e : new Error(String(e)), status: 'error', isFetching: false });
            return;
          }
          await sleep(Math.min(1000 * 2 ** attempt, 30_000));
          if (q.controller !== controller) return;
        }
      }
    };
    const promise = run().finally(() => {
      if (q.promise === promise) q.promise = undefined;
    });
    q.promise = promise;
    return promise;
  }

  /** Registers a mounted useQuery; the returned function unregisters it (and schedules garbage collection). */
  observe(q: TQuery, observer: TObserver): () => void {
    clearTimeout(q.gcTimer);
    q.observers.add(observer);
    return () => {
      q.observers.delete(observer);
      this.scheduleGc(q);
    };
  }

  private scheduleGc(q: TQuery) {
    if (typeof window === 'undefined' || q.observers.size) return;
    clearTimeout(q.gcTimer);
    q.gcTimer = setTimeout(() => {
      if (q.observers.size || this.queries.get(q.hash) !== q) return;
      this.queries.delete(q.hash);
      q.controller?.abort();
    }, this.gcTime);
  }

  private set(q: TQuery, patch: Partial<TQueryState>) {
    q.state = { ...q.state, ...patch };
    for (const fn of [...q.listeners]) fn();
  }
}

const pendingMountFetches = new Set<() => void>();

/**
 * Queues a mount fetch for the next task (one task for all those queued meanwhile); returns its cancellation
 * (an unmount or key change before it started). Exported for tests.
 */
export function startMountFetch(start: () => void): () => void {
  if (!pendingMountFetches.size) {
    setTimeout(() => {
      const starts = [...pendingMountFetches];
      pendingMountFetches.clear();
      for (const fn of starts) fn();
    }, 0);
  }
  pendingMountFetches.add(start);
  return () => void pendingMountFetches.delete(start);
}

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider');
  return client;
}

export function useQuery<TData, TKey extends TQueryKey = TQueryKey>(options: TQueryOptions<TData, TKey>): TQueryResult<TData> {
  const client = useQueryClient();
  const q = client.query(options.queryKey);
  // Read synchronously: the flags below (a fetch due on mount, isLoading) are derived from the cache's current state
  // (a transition-held snapshot next to a consumed mount check once reported "not loading, no data"; docs/performance.md).
  const state = useSyncExternalStore(q.subscribe, () => q.state, () => q.state);
  const isEnabled = options.enabled !== false;
  const staleTime = options.staleTime ?? client.staleTime;
  const interval = options.refetchInterval || 0;

  // The observer lives as long as the component and always carries the latest options.
  const [observer] = useState<TObserver>(() => ({ isEnabled, options: erase(options) }));
  useEffect(() => {
    observer.options = erase(options);
    observer.isEnabled = isEnabled;
  });

  useEffect(() => client.observe(q, observer), [client, q, observer]);

  useEffect(() => {
    if (!isEnabled) return;
    if (q.promise || !client.isStale(q, staleTime)) {
      observer.checked = q.hash;
      return;
    }
    // The fetch starts in a task of its own, with every other mount fetch of the same commit: a page's commit
    // runs all its effects in one task, and each fetch (a request, then the isFetching re-render of everything
    // that shows the key) made the hydrating page's longest task longer. Until it starts, isMountFetchDue keeps
    // the component showing that it is loading.
    return startMountFetch(() => {
      observer.checked = q.hash;
      if (!q.promise && client.isStale(q, staleTime)) void client.fetch(q, observer.options);
    });
  }, [client, q, observer, isEnabled, staleTime]);

  useEffect(() => {
    if (!isEnabled || !interval) return;
    const id = setInterval(() => {
      if (!document.hidden) void client.fetch(q, observer.options);
    }, interval);
    return () => clearInterval(id);
  }, [client, q, observer, isEnabled, interval]);

  // The last real data this component showed, for placeholderData(previous).
  const [previous, setPrevious] = useState<TData | undefined>(undefined);
  if (state.data !== undefined && state.data !== previous) setPrevious(state.data as TData);

  // Like TanStack: a query about to fetch on mount already reports isFetching (no flash of an empty state).
  const isMountFetchDue = isEnabled && observer.checked !== q.hash && client.isStale(q, staleTime);
  // Stable across renders (callers put it in effect dependencies), like TanStack's refetch.
  const refetch = useCallback(() => client.fetch(q, observer.options), [client, q, observer]);
  return queryResult(state, options.placeholderData, previous, isMountFetchDue, refetch);
}

/** What useQuery returns for a cache state (placeholder applied). Pure; exported for tests. */
export function queryResult<TData>(
  state: TQueryState,
  placeholderData: TQueryOptions<TData>['placeholderData'],
  previous: TData | undefined,
  isMountFetchDue: boolean,
  refetch: () => Promise<void>,
): TQueryResult<TData> {
  let data = state.data as TData | undefined;
  let status = state.status;
  let isPlaceholderData = false;
  if (status === 'pending' && data === undefined && placeholderData !== undefined) {
    const placeholder = typeof placeholderData === 'function' ? (placeholderData as (prev: TData | undefined) => TData | undefined)(previous) : placeholderData;
    if (placeholder !== undefined) {
      data = placeholder;
      status = 'success';
      isPlaceholderData = true;
    }
  }
  const isFetching = state.isFetching || isMountFetchDue;
  return {
    data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isLoading: status === 'pending' && isFetching,
    isError: status === 'error',
    isSuccess: status === 'success',
    isFetching,
    isPlaceholderData,
    refetch,
  } as TQueryResult<TData>;
}
