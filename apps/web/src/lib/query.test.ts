import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, hashKey, keepPreviousData, queryOptions, queryResult, startMountFetch, useQuery, type TQueryOptions, type TQueryState } from './query';

afterEach(() => vi.useRealTimers());

const opts = (key: readonly unknown[], fn: (ctx: { signal: AbortSignal }) => Promise<unknown>, extra: object = {}) => ({ ...queryOptions({ queryKey: key, queryFn: fn }), ...extra }) as TQueryOptions<unknown>;

describe('QueryClient', () => {
  it('hashes keys by value with object keys sorted', () => {
    expect(hashKey(['a', { y: 1, x: 2 }])).toBe(hashKey(['a', { x: 2, y: 1 }]));
    expect(hashKey(['a', 1])).not.toBe(hashKey(['a', '1']));
  });

  it('fetches, shares a fetch under way and stores the data', async () => {
    const client = new QueryClient();
    const fn = vi.fn(async () => 42);
    const q = client.query(['n']);
    const a = client.fetch(q, opts(['n'], fn));
    const b = client.fetch(q, opts(['n'], fn));
    expect(a).toBe(b);
    expect(q.state.isFetching).toBe(true);
    await a;
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0]).toEqual([expect.objectContaining({ queryKey: ['n'], signal: expect.any(AbortSignal) })]);
    expect(q.state).toMatchObject({ data: 42, status: 'success', isFetching: false, error: null });
    expect(client.getQueryData(['n'])).toBe(42);
  });

  it('staleness: no data, older than staleTime, or invalidated', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 1000 } } });
    const q = client.query(['s']);
    expect(client.isStale(q)).toBe(true);
    await client.fetch(q, opts(['s'], async () => 1));
    expect(client.isStale(q)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(client.isStale(q)).toBe(true);
    expect(client.isStale(q, 5000)).toBe(false);
  });

  it('retries the client default number of times, 1 s apart first, then keeps the error (and earlier data)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    const q = client.query(['r']);
    client.setQueryData(['r'], 'old');
    const fn = vi.fn(async () => {
      throw new Error('boom');
    });
    const p = client.fetch(q, opts(['r'], fn));
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(fn).toHaveBeenCalledTimes(2);
    expect(q.state).toMatchObject({ status: 'error', data: 'old', isFetching: false });
    expect(q.state.error?.message).toBe('boom');
  });

  it('retry: false fails at once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
    const q = client.query(['f']);
    const fn = vi.fn(async () => Promise.reject(new Error('no')));
    await client.fetch(q, opts(['f'], fn, { retry: false }));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(q.state.status).toBe('error');
  });

  it('setQueryData takes a value or an updater; an updater returning undefined changes nothing', () => {
    const client = new QueryClient();
    const seen: unknown[] = [];
    const q = client.query(['d']);
    q.subscribe(() => seen.push(q.state.data));
    client.setQueryData<{ rows: number[] }>(['d'], (d) => (d ? { rows: [...d.rows, 2] } : d));
    expect(client.getQueryData(['d'])).toBeUndefined();
    client.setQueryData(['d'], { rows: [1] });
    client.setQueryData<{ rows: number[] }>(['d'], (d) => (d ? { rows: [...d.rows, 2] } : d));
    expect(client.getQueryData(['d'])).toEqual({ rows: [1, 2] });
    expect(q.state.status).toBe('success');
    expect(seen).toHaveLength(2);
  });

  it('setQueryData wins over a fetch already under way (its older answer is dropped)', async () => {
    const client = new QueryClient();
    const q = client.query(['privacy']);
    let resolveOld!: (v: string) => void;
    let signal!: AbortSignal;
    const old = client.fetch(
      q,
      opts(['privacy'], (ctx) => {
        signal = ctx.signal;
        return new Promise<string>((r) => (resolveOld = r));
      }),
    );
    client.setQueryData(['privacy'], 'new');
    expect(signal.aborted).toBe(true);
    expect(q.state.isFetching).toBe(false);
    resolveOld('old');
    await old;
    expect(q.state.data).toBe('new');
    // The next fetch is a real one, not the cancelled fetch's promise.
    await client.fetch(q, opts(['privacy'], async () => 'fresh'));
    expect(q.state.data).toBe('fresh');
  });

  it('invalidateQueries matches by key prefix, marks stale and refetches only queries an enabled observer shows', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const shown = vi.fn(async () => 'shown');
    const hidden = vi.fn(async () => 'hidden');
    const other = vi.fn(async () => 'other');
    const a = client.query(['user', 'transactions', 'games', 1]);
    const b = client.query(['user', 'transactions', 'deposit', 1]);
    const c = client.query(['games', 'recent']);
    await Promise.all([client.fetch(a, opts(a.key, shown)), client.fetch(b, opts(b.key, hidden)), client.fetch(c, opts(c.key, other))]);
    const off = client.observe(a, { isEnabled: true, options: opts(a.key, shown) });
    client.observe(b, { isEnabled: false, options: opts(b.key, hidden) });
    await client.invalidateQueries({ queryKey: ['user', 'transactions'] });
    expect(shown).toHaveBeenCalledTimes(2);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(client.isStale(b)).toBe(true);
    expect(client.isStale(a)).toBe(false);
    expect(client.isStale(c)).toBe(false);
    off();
  });

  it('resetQueries drops matching data, cancels fetches under way and refetches only shown queries (unless told not to)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const mine = vi.fn(async () => 'player B');
    const shared = vi.fn(async () => 'countries');
    const a = client.query(['user', 'transactions']);
    const b = client.query(['user', 'limits']);
    const c = client.query(['admin', 'countries']);
    await Promise.all([client.fetch(a, opts(a.key, mine)), client.fetch(c, opts(c.key, shared))]);
    let resolveLate!: (v: string) => void;
    const late = client.fetch(b, opts(b.key, () => new Promise<string>((r) => (resolveLate = r))));
    const off = client.observe(a, { isEnabled: true, options: opts(a.key, mine) });
    const isPlayerQuery = (key: readonly unknown[]) => key[0] !== 'admin';

    await client.resetQueries({ predicate: isPlayerQuery, isRefetched: false });
    expect(a.state).toMatchObject({ data: undefined, status: 'pending', isFetching: false });
    expect(c.state.data).toBe('countries');
    resolveLate('player A'); // answered for the player who left: dropped
    await late;
    expect(b.state.data).toBeUndefined();
    expect(mine).toHaveBeenCalledTimes(1);

    await client.resetQueries({ predicate: isPlayerQuery });
    expect(mine).toHaveBeenCalledTimes(2); // shown: fetched again at once
    expect(a.state.data).toBe('player B');
    expect(b.state.status).toBe('pending'); // not shown: fetched when a page shows it
    expect(shared).toHaveBeenCalledTimes(1);
    off();
  });

  it('a restarted fetch wins over the one it replaced', async () => {
    const client = new QueryClient();
    const q = client.query(['race']);
    let resolveSlow!: (v: string) => void;
    const slow = client.fetch(q, opts(['race'], () => new Promise<string>((r) => (resolveSlow = r))));
    const fast = client.fetch(q, opts(['race'], async () => 'new'), true);
    await fast;
    resolveSlow('old');
    await slow;
    expect(q.state.data).toBe('new');
  });

  it('drops unobserved queries after gcTime', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
      const q = client.query(['gc']);
      const off = client.observe(q, { isEnabled: true, options: opts(['gc'], async () => 1) });
      vi.advanceTimersByTime(5000);
      expect(client.query(['gc'])).toBe(q);
      off();
      vi.advanceTimersByTime(1000);
      expect(client.query(['gc'])).not.toBe(q);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('mount fetches', () => {
  it('start together in the next task, not in the commit that queued them; a cancelled one never starts', () => {
    vi.useFakeTimers();
    const started: string[] = [];
    startMountFetch(() => started.push('a'));
    const cancel = startMountFetch(() => started.push('b'));
    startMountFetch(() => started.push('c'));
    cancel();
    expect(started).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['a', 'c']);
    startMountFetch(() => started.push('d'));
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['a', 'c', 'd']);
  });
});

describe('queryResult (what useQuery returns)', () => {
  const pending: TQueryState = { data: undefined, error: null, status: 'pending', isFetching: false, updatedAt: 0, isInvalidated: false };
  const refetch = async () => {};
  it('pending: loading when a fetch is due or under way', () => {
    expect(queryResult(pending, undefined, undefined, true, refetch)).toMatchObject({ isPending: true, isLoading: true, isFetching: true, data: undefined });
    expect(queryResult(pending, undefined, undefined, false, refetch)).toMatchObject({ isPending: true, isLoading: false, isFetching: false });
  });
  it('keepPreviousData shows the previous data as a successful placeholder', () => {
    const r = queryResult({ ...pending, isFetching: true }, keepPreviousData, { page: 1 }, false, refetch);
    expect(r).toMatchObject({ status: 'success', isPending: false, isSuccess: true, isPlaceholderData: true, isFetching: true, data: { page: 1 } });
    expect(queryResult(pending, keepPreviousData, undefined, true, refetch).isPending).toBe(true);
  });
  it('error keeps data', () => {
    const r = queryResult({ ...pending, status: 'error', data: 5, error: new Error('x') }, undefined, undefined, false, refetch);
    expect(r).toMatchObject({ isError: true, data: 5, isPending: false, isLoading: false });
  });
});

describe('useQuery on the server', () => {
  it('renders the loading state for a query that will fetch, the cached data otherwise', () => {
    const client = new QueryClient();
    client.setQueryData(['cached'], 'hello');
    function Probe({ k }: { k: string }) {
      const q = useQuery({ queryKey: [k], queryFn: async () => 'late' });
      return h('i', null, q.isLoading ? 'loading' : String(q.data));
    }
    function Disabled() {
      const q = useQuery({ queryKey: ['off'], queryFn: async () => 'x', enabled: false });
      return h('b', null, `${q.isLoading}/${q.isPending}`);
    }
    const html = renderToStaticMarkup(h(QueryClientProvider, { client, children: [h(Probe, { k: 'cold', key: 1 }), h(Probe, { k: 'cached', key: 2 }), h(Disabled, { key: 3 })] }));
    expect(html).toBe('<i>loading</i><i>hello</i><b>false/true</b>');
  });
});
